import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { FocusActiveCheck, StartFocusRequest, TeacherFocusSession } from './teacher-focus-api';
import { teacherSession } from './teacher-focus-fixtures';
import { MIN_CHECK_INTERVAL_MS, teacherFocusMachine } from './teacher-focus-machine';

const session = teacherSession;

const request: StartFocusRequest = { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface FakeServer {
  running: TeacherFocusSession | null;
  check: () => FocusActiveCheck;
  endError: Error | null;
  startError: Error | null;
  removeFails: boolean;
}

function start(running: TeacherFocusSession | null) {
  const clock = new SimulatedClock();
  const server: FakeServer = {
    running,
    check: () => ({ focusSessionID: server.running?.focusSessionID ?? 0, timeoutMs: server.running?.timeoutMs ?? 0, endTime: null }),
    endError: null,
    startError: null,
    removeFails: false,
  };
  const calls: string[] = [];
  const style: string[] = [];
  const machine = teacherFocusMachine.provide({
    actors: {
      fetchSession: fromPromise(async () => server.running),
      startSession: fromPromise(async ({ input: { request: input } }: { input: { request: StartFocusRequest } }) => {
        calls.push(`start ${input.subjects.join()} ${input.grades.join()} ${input.durationMinutes}`);
        if (server.startError) throw server.startError;
        server.running = session();
        return server.running;
      }),
      checkActive: fromPromise(async () => {
        calls.push(`check at ${clock.now()}`);
        return server.check();
      }),
      endSession: fromPromise(async ({ input }: { input: { focusSessionID: number } }) => {
        calls.push(`end ${input.focusSessionID}`);
        if (server.endError) throw server.endError;
        server.running = null;
        return { durationInMinutes: 3 };
      }),
      removeStudent: fromPromise(async ({ input }: { input: { focusSessionId: number; studentUserId: string } }) => {
        calls.push(`remove ${input.studentUserId} from ${input.focusSessionId}`);
        if (server.removeFails) throw new HttpError(409, 'focus.session_ended');
      }),
    },
    actions: {
      applyFocusStyle: () => void style.push('apply'),
      clearFocusStyle: () => void style.push('clear'),
      logFetchFailure: () => undefined,
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const context = () => actor.getSnapshot().context;
  return { actor, clock, server, calls, style, context };
}

async function running(initial: TeacherFocusSession = session()) {
  const harness = start(initial);
  await waitFor(harness.actor, (s) => s.matches('running'));
  return harness;
}

describe('teacher focus ribbon', () => {
  it('shows no ribbon without a session; starting one shows it and applies the style', async () => {
    const { actor, calls, style, context } = start(null);
    await waitFor(actor, (s) => s.matches('noSession'));
    actor.send({ type: 'start', request });
    await waitFor(actor, (s) => s.matches('running'));
    expect(calls).toEqual(['start math 4 30']);
    expect(context().session?.focusSessionID).toBe(7);
    expect(style).toEqual(['apply']);
  });

  it('keeps the refusal key of a start that failed', async () => {
    const { actor, server, context } = start(null);
    await waitFor(actor, (s) => s.matches('noSession'));
    server.startError = new HttpError(409, 'focus.already_running');
    actor.send({ type: 'start', request });
    await waitFor(actor, (s) => s.matches('noSession') && context().startError !== null);
    expect(context().startError).toBe('focus.already_running');
  });

  it('checks at the server-given timeoutMs and follows the answer', async () => {
    const { clock, calls, server, context } = await running(session({ timeoutMs: 20_000 }));
    clock.increment(19_999);
    await settle();
    expect(calls).toEqual([]);
    clock.increment(1);
    await settle();
    expect(calls).toEqual(['check at 20000']);

    // The next answer asks for 5 s; the one after that for 0 ms (the end is due now), floored at 1 s.
    server.check = () => ({ focusSessionID: 7, timeoutMs: 5_000, endTime: 1_900_000 });
    clock.increment(20_000);
    await settle();
    expect(context().session).toMatchObject({ timeoutMs: 5_000, endTime: 1_900_000 });
    server.check = () => ({ focusSessionID: 7, timeoutMs: 0, endTime: 1_900_000 });
    clock.increment(5_000);
    await settle();
    clock.increment(MIN_CHECK_INTERVAL_MS);
    await settle();
    expect(calls).toEqual(['check at 20000', 'check at 40000', 'check at 45000', 'check at 46000']);
  });

  it('ends when a check returns an id of 0 or less: clears the id and the style', async () => {
    const { actor, clock, server, style, context } = await running();
    server.check = () => ({ focusSessionID: 0, timeoutMs: 0, endTime: null });
    clock.increment(20_000);
    await waitFor(actor, (s) => s.matches('noSession'));
    expect(context().session).toBeNull();
    expect(style).toEqual(['apply', 'clear']);
  });

  it('shows the status text of a failed check and keeps checking', async () => {
    const { actor, clock, server, context } = await running();
    server.check = () => {
      throw new HttpError(503, 'app.error.unexpected', {}, 'Service Unavailable');
    };
    clock.increment(20_000);
    await settle();
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(context().notice).toEqual({ kind: 'checkFailed', status: 503, statusText: 'Service Unavailable' });
    server.check = () => ({ focusSessionID: 7, timeoutMs: 20_000, endTime: null });
    clock.increment(20_000);
    await settle();
    expect(context().notice).toBeNull();
  });

  it('ends after the teacher confirms and the request succeeds; cancel keeps it running', async () => {
    const { actor, calls, style, context } = await running();
    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.cancel' });
    expect(actor.getSnapshot().matches({ running: { ending: 'idle' } })).toBe(true);
    expect(calls).toEqual([]);

    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.confirm' });
    await waitFor(actor, (s) => s.matches('noSession'));
    expect(calls).toEqual(['end 7']);
    expect(context().session).toBeNull();
    expect(style).toEqual(['apply', 'clear']);
  });

  it('keeps running with the status text when ending gets a non-OK answer', async () => {
    const { actor, server, style, context } = await running();
    server.endError = new HttpError(403, 'focus.not_your_session', {}, 'Forbidden');
    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.confirm' });
    await waitFor(actor, (s) => s.matches({ running: { ending: 'idle' } }));
    expect(context().notice).toEqual({ kind: 'endFailed', status: 403, statusText: 'Forbidden' });
    expect(context().session?.focusSessionID).toBe(7);
    expect(style).toEqual(['apply']);
  });

  it('ends on a FOCUS_ENDED push for this session only', async () => {
    const { actor, style, context } = await running();
    actor.send({ type: 'ended.pushed', focusSessionId: 6 });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'ended.pushed', focusSessionId: 7 });
    expect(actor.getSnapshot().matches('noSession')).toBe(true);
    expect(context().session).toBeNull();
    expect(style).toEqual(['apply', 'clear']);
  });

  it('updates the live list from participant pushes and removes a student', async () => {
    const { actor, calls, server, context } = await running();
    actor.send({ type: 'participant.pushed', focusSessionId: 7, studentUserId: 'u_ava_b', status: 'opted_out' });
    actor.send({ type: 'participant.pushed', focusSessionId: 6, studentUserId: 'u_noah_c', status: 'removed' });
    expect(context().session?.students.map((s) => s.status)).toEqual(['opted_out', 'in']);

    actor.send({ type: 'remove', studentUserId: 'u_noah_c' });
    expect(context().removingUserId).toBe('u_noah_c');
    await waitFor(actor, (s) => s.matches({ running: { removal: 'idle' } }));
    expect(calls).toEqual(['remove u_noah_c from 7']);
    expect(context().session?.students.map((s) => s.status)).toEqual(['opted_out', 'removed']);

    server.removeFails = true;
    actor.send({ type: 'remove', studentUserId: 'u_ava_b' });
    await waitFor(actor, (s) => s.matches({ running: { removal: 'idle' } }));
    expect(context().notice).toEqual({ kind: 'removeFailed', studentUserId: 'u_ava_b' });
    expect(context().session?.students[0]?.status).toBe('opted_out');
  });
});
