import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { TimeTravelSnapshot } from '../../../events/explorer';
import { HttpError } from '../../shared/http/http-error';
import type { TimeTravelRequest } from './explorer-api';
import { progressOf, TIME_TRAVEL_POLL_MS, timeTravelMachine, type TimeTravelResult } from './time-travel-machine';

const snapshot = (overrides: Partial<TimeTravelSnapshot>): TimeTravelSnapshot => ({
  view: 'focus-session-participants',
  subject: '1',
  position: 900,
  at: null,
  lastPosition: 1000,
  state: 'done',
  done: 900,
  total: 900,
  columns: ['studentUserId', 'status'],
  key: 'studentUserId',
  rows: [],
  ...overrides,
});

function machineWith(answers: (TimeTravelResult | Error)[]) {
  const clock = new SimulatedClock();
  const asked: TimeTravelRequest[] = [];
  const machine = timeTravelMachine.provide({
    actors: {
      look: fromPromise<TimeTravelResult, TimeTravelRequest>(async ({ input }) => {
        asked.push(input);
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, asked };
}

const request: TimeTravelRequest = { view: 'focus-session-participants', subject: '1', at: '900' };

describe('the time travel machine', () => {
  it('shows a snapshot built at once', async () => {
    const { actor } = machineWith([{ kind: 'snapshot', snapshot: snapshot({ rows: [{ studentUserId: 'u_ava_b', status: 'in' }] }) }]);
    actor.send({ type: 'build', request });
    await waitFor(actor, (state) => state.matches('shown'));
    expect(actor.getSnapshot().context.result).toMatchObject({ kind: 'snapshot', snapshot: { rows: [{ studentUserId: 'u_ava_b' }] } });
  });

  it('asks again every poll interval while the replay runs, showing its progress, then shows the rows', async () => {
    const { actor, clock, asked } = machineWith([
      { kind: 'snapshot', snapshot: snapshot({ state: 'running', done: 300, rows: [] }) },
      { kind: 'snapshot', snapshot: snapshot({ state: 'running', done: 600, rows: [] }) },
      { kind: 'snapshot', snapshot: snapshot({ state: 'done', done: 900, rows: [{ studentUserId: 'u_ava_b', status: 'opted_out' }] }) },
    ]);
    actor.send({ type: 'build', request });
    await waitFor(actor, (state) => state.matches('building'));
    expect(progressOf(actor.getSnapshot().context.result)).toEqual({ done: 300, total: 900 });
    clock.increment(TIME_TRAVEL_POLL_MS - 1);
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (state) => state.matches('building') && progressOf(state.context.result).done === 600);
    clock.increment(TIME_TRAVEL_POLL_MS);
    await waitFor(actor, (state) => state.matches('shown'));
    expect(asked).toEqual([request, request, request]);
  });

  it('waits for both snapshots of a comparison', async () => {
    const running = { kind: 'comparison' as const, comparison: { before: snapshot({ state: 'done' }), after: snapshot({ state: 'running', done: 10 }), diff: null } };
    const done = { kind: 'comparison' as const, comparison: { before: snapshot({}), after: snapshot({}), diff: { added: [], removed: [], changed: [], unchanged: 0 } } };
    const { actor, clock } = machineWith([running, done]);
    actor.send({ type: 'build', request: { ...request, compareWith: '950' } });
    await waitFor(actor, (state) => state.matches('building'));
    expect(progressOf(actor.getSnapshot().context.result)).toEqual({ done: 910, total: 1800 });
    clock.increment(TIME_TRAVEL_POLL_MS);
    await waitFor(actor, (state) => state.matches('shown'));
  });

  it("shows the server's error key when it refuses", async () => {
    const { actor } = machineWith([new HttpError(400, 'explorer.invalid_subject')]);
    actor.send({ type: 'build', request });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('explorer.invalid_subject');
  });
});
