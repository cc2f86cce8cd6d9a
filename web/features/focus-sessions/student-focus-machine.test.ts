import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { StudentFocusInfo } from './student-focus-api';
import { ENDED_BANNER_MS, FOCUS_REFRESH_MS, studentFocusMachine, studentRibbonState } from './student-focus-machine';

function info(overrides: Partial<StudentFocusInfo> = {}): StudentFocusInfo {
  return {
    focusSessionId: 7,
    allowedSubjectsText: 'Math',
    allowedGradesText: 'Grade 4',
    redirectGradeLandingPageUrl: '/math/grade-4',
    studentHasOptedOut: false,
    endTime: 1_800_000,
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface ServerOptions {
  joinFails?: boolean;
  leaveFails?: boolean;
}

/** A fake server whose answer the test sets; records calls and reloads. */
function start(initial: StudentFocusInfo | null, { joinFails = false, leaveFails = false }: ServerOptions = {}) {
  const clock = new SimulatedClock();
  const server = { current: initial, fetches: 0 };
  const calls: string[] = [];
  let reloads = 0;
  const machine = studentFocusMachine.provide({
    actors: {
      fetchSessionInfo: fromPromise(async () => {
        server.fetches += 1;
        return server.current;
      }),
      joinSession: fromPromise(async ({ input }: { input: { focusSessionId: number } }) => {
        calls.push(`join ${input.focusSessionId}`);
        if (joinFails) throw new HttpError(409, 'focus.session_ended');
      }),
      leaveSession: fromPromise(async ({ input }: { input: { focusSessionId: number } }) => {
        calls.push(`leave ${input.focusSessionId}`);
        if (leaveFails) throw new HttpError(0, 'app.error.network');
      }),
    },
    actions: {
      reloadPage: () => void (reloads += 1),
      logFetchFailure: () => undefined,
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return {
    actor,
    clock,
    server,
    calls,
    reloads: () => reloads,
    ribbon: () => studentRibbonState(actor.getSnapshot()),
  };
}

describe('student focus session', () => {
  it('shows nothing without a session, and the ribbon as soon as a FOCUS_SESSION push arrives', async () => {
    const { actor, server, ribbon } = start(null);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ribbon()).toBe('none');

    server.current = info();
    actor.send({ type: 'session.pushed', focusSessionId: 7 });
    await waitFor(actor, (s) => s.matches('session'));
    expect(ribbon()).toBe('in-progress');
    expect(actor.getSnapshot().context.info?.allowedSubjectsText).toBe('Math');
  });

  it('starts opted out when the student left before the page loaded', async () => {
    const { actor, ribbon } = start(info({ studentHasOptedOut: true }));
    await waitFor(actor, (s) => s.matches('session'));
    expect(ribbon()).toBe('opted-out');
  });

  it('re-fetches every 30 s while a session exists, and not without one', async () => {
    const { actor, clock, server, ribbon } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    expect(server.fetches).toBe(1);

    clock.increment(FOCUS_REFRESH_MS - 1);
    await settle();
    expect(server.fetches).toBe(1);
    clock.increment(1);
    await settle();
    expect(server.fetches).toBe(2);

    // The teacher's list changed on the server (opted out in another tab): the ribbon follows.
    server.current = info({ studentHasOptedOut: true });
    clock.increment(FOCUS_REFRESH_MS);
    await settle();
    expect(server.fetches).toBe(3);
    expect(ribbon()).toBe('opted-out');

    // The session is gone without a push: the ribbon goes, no banner, no more fetching.
    server.current = null;
    clock.increment(FOCUS_REFRESH_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(5 * FOCUS_REFRESH_MS);
    await settle();
    expect(server.fetches).toBe(4);
  });

  it('clears the session without a banner when the teacher removes the student', async () => {
    const { actor, ribbon } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'removed.pushed', focusSessionId: 99 });
    expect(ribbon()).toBe('in-progress');
    actor.send({ type: 'removed.pushed', focusSessionId: 7 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.info).toBeNull();
  });

  it('shows the ended banner for 30 s after FOCUS_ENDED, then nothing', async () => {
    const { actor, clock, ribbon } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'ended.pushed', ending: { focusSessionId: 7, reason: 'time_up', durationInMinutes: 30 } });
    expect(ribbon()).toBe('ended');
    expect(actor.getSnapshot().context).toMatchObject({ info: null, ending: { reason: 'time_up', durationInMinutes: 30 } });

    clock.increment(ENDED_BANNER_MS - 1);
    expect(ribbon()).toBe('ended');
    clock.increment(1);
    expect(ribbon()).toBe('none');
    expect(actor.getSnapshot().context.ending).toBeNull();
  });

  it('ignores an ending or a repeated notice for another session', async () => {
    const { actor, server, ribbon } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'ended.pushed', ending: { focusSessionId: 3, reason: 'ended_by_teacher', durationInMinutes: 1 } });
    actor.send({ type: 'session.pushed', focusSessionId: 7 });
    expect(ribbon()).toBe('in-progress');
    expect(server.fetches).toBe(1);
  });

  it('a new session during the ended banner replaces it with the ribbon', async () => {
    const { actor, server, ribbon } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'ended.pushed', ending: { focusSessionId: 7, reason: 'ended_by_teacher', durationInMinutes: 2 } });
    server.current = info({ focusSessionId: 8 });
    actor.send({ type: 'session.pushed', focusSessionId: 8 });
    await waitFor(actor, (s) => s.matches('session'));
    expect(ribbon()).toBe('in-progress');
    expect(actor.getSnapshot().context.info?.focusSessionId).toBe(8);
  });

  it('opts out after the confirmation, then reloads the page; cancelling keeps the ribbon', async () => {
    const { actor, calls, reloads } = start(info());
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'optOut.open' });
    expect(actor.getSnapshot().matches({ session: { participation: { inProgress: 'confirming' } } })).toBe(true);
    actor.send({ type: 'optOut.cancel' });
    expect(actor.getSnapshot().matches({ session: { participation: { inProgress: 'ribbon' } } })).toBe(true);
    expect(calls).toEqual([]);

    actor.send({ type: 'optOut.open' });
    actor.send({ type: 'optOut.confirm' });
    await waitFor(actor, () => reloads() === 1);
    expect(calls).toEqual(['leave 7']);
  });

  it('reloads the page when opting out fails', async () => {
    const { actor, calls, reloads } = start(info(), { leaveFails: true });
    await waitFor(actor, (s) => s.matches('session'));
    actor.send({ type: 'optOut.open' });
    actor.send({ type: 'optOut.confirm' });
    await waitFor(actor, () => reloads() === 1);
    expect(calls).toEqual(['leave 7']);
  });

  it('rejoins then reloads, and reloads when rejoining fails too', async () => {
    for (const joinFails of [false, true]) {
      const { actor, calls, reloads, ribbon } = start(info({ studentHasOptedOut: true }), { joinFails });
      await waitFor(actor, (s) => s.matches('session'));
      expect(ribbon()).toBe('opted-out');
      actor.send({ type: 'rejoin' });
      await waitFor(actor, () => reloads() === 1);
      expect(calls).toEqual(['join 7']);
    }
  });
});
