import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../events/log/event-store';
import { LeaderTimers, REARM_DELAY_MS, type EndTimers } from './leader-timers';

/** The store's `subscribe` only: `commit()` plays a new position. */
function subscribableStore() {
  const listeners = new Set<(position: number) => void>();
  let position = 0;
  return {
    store: { subscribe: (listener: (position: number) => void) => (listeners.add(listener), () => listeners.delete(listener)) } as unknown as EventStore,
    commit: () => {
      position += 1;
      for (const listener of [...listeners]) listener(position);
    },
  };
}

/** Timers that record what they were asked; `starts` counts scans of the read models. */
function recordingTimers() {
  const armed: [string, number][] = [];
  let starts = 0;
  let running = 0;
  const start = (): EndTimers<string> => {
    starts += 1;
    running += 1;
    return { arm: (id, endsAt) => armed.push([id, endsAt]), stop: () => (running -= 1) };
  };
  return { start, armed, starts: () => starts, running: () => running };
}

afterEach(() => vi.useRealTimers());

describe('timers only the relay leader runs (issue 17)', () => {
  it('on a follower, arming does nothing and nothing scans the read models', () => {
    const timers = recordingTimers();
    const leaderTimers = new LeaderTimers(timers.start, subscribableStore().store);
    leaderTimers.arm('s1', 1_000);
    expect(timers.armed).toEqual([]);
    expect(timers.starts()).toBe(0);
  });

  it('the leader arms everything when it takes over, takes arms, and stops them all when it steps down', () => {
    const timers = recordingTimers();
    const leaderTimers = new LeaderTimers(timers.start, subscribableStore().store);
    leaderTimers.lead();
    expect(timers.starts()).toBe(1);
    leaderTimers.arm('s1', 1_000);
    expect(timers.armed).toEqual([['s1', 1_000]]);
    leaderTimers.stop();
    expect(timers.running()).toBe(0);
    leaderTimers.arm('s2', 2_000);
    expect(timers.armed).toEqual([['s1', 1_000]]);
  });

  it('arms again from the read models shortly after the log moves (a session started on another node), once per burst', () => {
    vi.useFakeTimers();
    const timers = recordingTimers();
    const { store, commit } = subscribableStore();
    const leaderTimers = new LeaderTimers(timers.start, store);
    commit();
    vi.advanceTimersByTime(REARM_DELAY_MS);
    expect(timers.starts()).toBe(0); // not leading: nothing follows the log
    leaderTimers.lead();
    commit();
    commit();
    commit();
    expect(timers.starts()).toBe(1);
    vi.advanceTimersByTime(REARM_DELAY_MS);
    expect(timers.starts()).toBe(2);
    expect(timers.running()).toBe(1);
    leaderTimers.stop();
    commit();
    vi.advanceTimersByTime(REARM_DELAY_MS);
    expect(timers.starts()).toBe(2);
    expect(timers.running()).toBe(0);
  });
});
