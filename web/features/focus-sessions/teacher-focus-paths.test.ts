import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { HttpError } from '../../shared/http/http-error';
import type { FocusActiveCheck, StartFocusRequest, TeacherFocusSession } from './teacher-focus-api';
import { teacherSession } from './teacher-focus-fixtures';
import { teacherFocusMachine, type TeacherFocusEvent, type TeacherFocusSnapshot } from './teacher-focus-machine';

/**
 * Every state the teacher's focus session can reach, each by its shortest
 * path (xstate/graph), replayed on a running actor: the graph and the actor
 * agree, and on every path the ribbon's rules hold — a session (and the
 * focus style) exactly while running, a removal in flight exactly while
 * removing — and no state of the machine is unreachable.
 */

const session = teacherSession();
const request: StartFocusRequest = { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 };
const stillRunning: FocusActiveCheck = { focusSessionID: 7, timeoutMs: 20_000, endTime: null };
const over: FocusActiveCheck = { focusSessionID: 0, timeoutMs: 0, endTime: null };

// What the invoked calls and the check timer report, as the events the machine receives.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const checkDue = { type: teacherFocusMachine.getStateNodeById('teacherFocus.running.check.waiting').after[0]!.eventType };

const events: AnyEventObject[] = [
  done('fetchSession', session),
  done('fetchSession', null),
  failed('fetchSession', new HttpError(0, 'app.error.network')),
  { type: 'start', request },
  done('startSession', session),
  failed('startSession', new HttpError(409, 'focus.already_running')),
  checkDue,
  done('checkActive', stillRunning),
  done('checkActive', over),
  failed('checkActive', new HttpError(503, 'app.error.unexpected', {}, 'Service Unavailable')),
  { type: 'end.request' },
  { type: 'end.cancel' },
  { type: 'end.confirm' },
  done('endSession', { durationInMinutes: 3 }),
  failed('endSession', new HttpError(403, 'focus.not_your_session', {}, 'Forbidden')),
  { type: 'remove', studentUserId: 'u_noah_c' },
  done('removeStudent', undefined),
  failed('removeStudent', new HttpError(409, 'focus.session_ended')),
  { type: 'ended.pushed', focusSessionId: 6 },
  { type: 'ended.pushed', focusSessionId: 7 },
  { type: 'participant.pushed', focusSessionId: 7, studentUserId: 'u_ava_b', status: 'opted_out' },
  { type: 'notice.dismiss' },
];

/** A state: where the machine is, and the parts of its context the ribbon shows. */
const serializeState = (snapshot: TeacherFocusSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    session: snapshot.context.session?.focusSessionID ?? null,
    notice: snapshot.context.notice?.kind ?? null,
    removing: snapshot.context.removingUserId,
    startError: snapshot.context.startError,
  });

const paths = getShortestPaths(teacherFocusMachine, {
  events: events as TeacherFocusEvent[],
  serializeState: (snapshot) => serializeState(snapshot as TeacherFocusSnapshot),
});

/** An actor whose calls never answer and whose check timer never fires by itself: only the path's events move it. */
function replay(steps: readonly { event: AnyEventObject }[]) {
  let styled = false;
  const never = <T,>() => new Promise<T>(() => {});
  const machine = teacherFocusMachine.provide({
    actors: {
      fetchSession: fromPromise<TeacherFocusSession | null>(never),
      startSession: fromPromise<TeacherFocusSession, { request: StartFocusRequest }>(never),
      checkActive: fromPromise<FocusActiveCheck>(never),
      endSession: fromPromise<{ durationInMinutes: number }, { focusSessionID: number }>(never),
      removeStudent: fromPromise<void, { focusSessionId: number; studentUserId: string }>(never),
    },
    actions: {
      applyFocusStyle: () => void (styled = true),
      clearFocusStyle: () => void (styled = false),
      logFetchFailure: () => undefined,
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() });
  actor.start();
  for (const { event } of steps.slice(1)) actor.send(event as TeacherFocusEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, styled };
}

/** `['running', 'check', 'waiting']` → `{ running: { check: 'waiting' } }`. */
const leafValue = (path: readonly string[]) =>
  path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path.at(-1)!) as Parameters<TeacherFocusSnapshot['matches']>[0];

describe('the teacher focus machine, path by path', () => {
  it('finds the states a teacher can meet', () => {
    // loading, noSession (with and without a refusal), starting, and running's 12 combinations with their notices.
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    (_name, path) => {
      const { snapshot, styled } = replay(path.steps as { event: AnyEventObject }[]);
      expect(snapshot.value).toEqual(path.state.value);
      const running = snapshot.matches('running');
      // The ribbon shows (and the page carries the focus style) exactly while a session runs.
      expect(snapshot.context.session !== null).toBe(running);
      expect(styled).toBe(running);
      // A student is marked as being removed exactly while the removal is in flight.
      expect(snapshot.context.removingUserId !== null).toBe(snapshot.matches({ running: { removal: 'removing' } }));
      // A refused start is remembered only until a session runs.
      if (running) expect(snapshot.context.startError).toBeNull();
    },
  );

  it('reaches every state of the machine', () => {
    const leaves = getStateNodes(teacherFocusMachine.root).filter((node) => node.type === 'atomic');
    const unreached = leaves.filter((node) => !paths.some((path) => path.state.matches(leafValue(node.path))));
    expect(unreached.map((node) => node.id)).toEqual([]);
  });
});
