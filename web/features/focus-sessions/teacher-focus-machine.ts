import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ParticipantStatus } from '../../../events/focus-sessions';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import {
  checkFocusActive,
  endFocusSession,
  fetchTeacherFocusSession,
  removeStudentFromFocus,
  startFocusSession,
  type FocusActiveCheck,
  type StartFocusRequest,
  type TeacherFocusSession,
} from './teacher-focus-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * The teacher's focus session (spec §2.20, §4 "Focus ribbon (teacher)", §8, §9).
 *
 *   loading ─session info→ running | noSession
 *   noSession ─start→ starting ─→ running | noSession (with the refusal's key)
 *   running (parallel; the ribbon shows, the body carries the focus style)
 *     check:   waiting ─timeoutMs→ checking ─id > 0→ waiting        (id ≤ 0 → noSession)
 *     ending:  idle → confirming → sending ─ok→ noSession            (non-OK → idle + status text)
 *     removal: idle → removing → idle
 *   running ─FOCUS_ENDED (teacher channel)→ noSession
 *
 * Leaving `running` by any path clears the id and removes the style tweak.
 */

/** A check answer of 0 ms (the end is due now) is asked again after this, not in a loop. */
export const MIN_CHECK_INTERVAL_MS = 1_000;

/** Shown to the teacher: what went wrong, with the status text where the spec asks for it. */
export type TeacherFocusNotice =
  | { kind: 'endFailed' | 'checkFailed'; statusText: string; status: number }
  | { kind: 'removeFailed'; studentUserId: string };

export interface TeacherFocusContext {
  session: TeacherFocusSession | null;
  /** The error key of a refused start (spec error catalogue, e.g. `focus.already_running`). */
  startError: string | null;
  notice: TeacherFocusNotice | null;
  removingUserId: string | null;
}

export type TeacherFocusEvent =
  | { type: 'start'; request: StartFocusRequest; /** One per start dialog: a second submit of it starts one session. */ idempotencyKey?: string }
  | { type: 'end.request' }
  | { type: 'end.cancel' }
  | { type: 'end.confirm' }
  | { type: 'remove'; studentUserId: string }
  | { type: 'ended.pushed'; focusSessionId: number }
  | { type: 'participant.pushed'; focusSessionId: number; studentUserId: string; status: ParticipantStatus }
  | { type: 'notice.dismiss' };

const statusNotice = (kind: 'endFailed' | 'checkFailed', error: unknown): TeacherFocusNotice =>
  isHttpError(error)
    ? { kind, status: error.status, statusText: error.statusText }
    : { kind, status: 0, statusText: error instanceof Error ? error.message : '' };

const withStatus = (session: TeacherFocusSession, studentUserId: string, status: ParticipantStatus): TeacherFocusSession => ({
  ...session,
  students: session.students.map((student) => (student.userId === studentUserId ? { ...student, status } : student)),
});

const sessionOf = ({ event }: { event: { output: TeacherFocusSession | null } }) => event.output;

export const teacherFocusMachine = setup({
  types: {
    context: {} as TeacherFocusContext,
    events: {} as TeacherFocusEvent,
  },
  actors: {
    fetchSession: fromPromise<TeacherFocusSession | null>(() => fetchTeacherFocusSession()),
    startSession: fromPromise<TeacherFocusSession, { request: StartFocusRequest; idempotencyKey?: string }>(({ input }) =>
      startFocusSession(input.request, input.idempotencyKey),
    ),
    checkActive: fromPromise<FocusActiveCheck>(() => checkFocusActive()),
    endSession: fromPromise<{ durationInMinutes: number }, { focusSessionID: number }>(({ input }) => endFocusSession(input.focusSessionID)),
    removeStudent: fromPromise<void, { focusSessionId: number; studentUserId: string }>(({ input }) =>
      removeStudentFromFocus(input.focusSessionId, input.studentUserId),
    ),
  },
  delays: {
    checkInterval: ({ context }) => Math.max(MIN_CHECK_INTERVAL_MS, context.session?.timeoutMs ?? 0),
  },
  guards: {
    hasSession: (_, session: TeacherFocusSession | null) => session !== null,
    isCurrentSession: ({ context }, focusSessionId: number) => focusSessionId === context.session?.focusSessionID,
    /** Spec §4: the periodic check returns an id of 0 or less when the session is over. */
    isOver: (_, check: FocusActiveCheck) => check.focusSessionID <= 0,
  },
  actions: {
    takeSession: assign((_, session: TeacherFocusSession | null) => ({ session, startError: null, notice: null })),
    takeCheck: assign(({ context }, check: FocusActiveCheck) => ({
      session:
        context.session === null
          ? null
          : { ...context.session, timeoutMs: check.timeoutMs, endTime: check.endTime ?? context.session.endTime },
      notice: context.notice?.kind === 'checkFailed' ? null : context.notice,
    })),
    clearSession: assign({ session: null, removingUserId: null, notice: null }),
    clearStartError: assign({ startError: null }),
    rememberStartError: assign((_, error: unknown) => ({
      startError: isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY,
    })),
    noteStatusError: assign((_, notice: TeacherFocusNotice) => ({ notice })),
    dismissNotice: assign({ notice: null }),
    setParticipant: assign(({ context }, change: { studentUserId: string; status: ParticipantStatus }) => ({
      session: context.session === null ? null : withStatus(context.session, change.studentUserId, change.status),
    })),
    markRemoving: assign((_, studentUserId: string) => ({ removingUserId: studentUserId })),
    finishRemoving: assign(({ context }) => ({
      removingUserId: null,
      session:
        context.session === null || context.removingUserId === null
          ? context.session
          : withStatus(context.session, context.removingUserId, 'removed'),
    })),
    failRemoving: assign(({ context }) => ({
      removingUserId: null,
      notice: { kind: 'removeFailed' as const, studentUserId: context.removingUserId ?? '' },
    })),
    /** The style tweak while a session runs (a class on <body>); provided away in tests. */
    applyFocusStyle: () => {
      if (typeof document !== 'undefined') document.body.classList.add('teacher-focus-mode');
    },
    clearFocusStyle: () => {
      if (typeof document !== 'undefined') document.body.classList.remove('teacher-focus-mode');
    },
    logFetchFailure: (_, error: unknown) => console.warn('focus session: fetch failed', error),
  },
}).createMachine({
  id: 'teacherFocus',
  context: { session: null, startError: null, notice: null, removingUserId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          { guard: { type: 'hasSession', params: sessionOf }, target: 'running', actions: { type: 'takeSession', params: sessionOf } },
          { target: 'noSession' },
        ],
        onError: { target: 'noSession', actions: { type: 'logFetchFailure', params: errorOf } },
      },
    },
    noSession: {
      on: { start: 'starting' },
    },
    starting: {
      entry: 'clearStartError',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ event }) =>
          event.type === 'start' ? { request: event.request, ...(event.idempotencyKey ? { idempotencyKey: event.idempotencyKey } : {}) } : { request: {} as StartFocusRequest },
        onDone: { target: 'running', actions: { type: 'takeSession', params: sessionOf } },
        onError: { target: 'noSession', actions: { type: 'rememberStartError', params: errorOf } },
      },
    },
    running: {
      type: 'parallel',
      entry: 'applyFocusStyle',
      exit: ['clearSession', 'clearFocusStyle'],
      on: {
        'ended.pushed': { guard: { type: 'isCurrentSession', params: ({ event }) => event.focusSessionId }, target: 'noSession' },
        'participant.pushed': {
          guard: { type: 'isCurrentSession', params: ({ event }) => event.focusSessionId },
          actions: { type: 'setParticipant', params: ({ event }) => event },
        },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
      states: {
        check: {
          initial: 'waiting',
          states: {
            waiting: { after: { checkInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'checkActive',
                src: 'checkActive',
                onDone: [
                  { guard: { type: 'isOver', params: ({ event }) => event.output }, target: '#teacherFocus.noSession' },
                  { target: 'waiting', actions: { type: 'takeCheck', params: ({ event }) => event.output } },
                ],
                onError: {
                  target: 'waiting',
                  actions: { type: 'noteStatusError', params: ({ event }) => statusNotice('checkFailed', event.error) },
                },
              },
            },
          },
        },
        ending: {
          initial: 'idle',
          states: {
            idle: { on: { 'end.request': 'confirming' } },
            confirming: { on: { 'end.cancel': 'idle', 'end.confirm': 'sending' } },
            sending: {
              invoke: {
                id: 'endSession',
                src: 'endSession',
                input: ({ context }) => ({ focusSessionID: context.session!.focusSessionID }),
                onDone: '#teacherFocus.noSession',
                onError: {
                  target: 'idle',
                  actions: { type: 'noteStatusError', params: ({ event }) => statusNotice('endFailed', event.error) },
                },
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: {
              on: { remove: { target: 'removing', actions: { type: 'markRemoving', params: ({ event }) => event.studentUserId } } },
            },
            removing: {
              invoke: {
                id: 'removeStudent',
                src: 'removeStudent',
                input: ({ context }) => ({ focusSessionId: context.session!.focusSessionID, studentUserId: context.removingUserId! }),
                onDone: { target: 'idle', actions: 'finishRemoving' },
                onError: { target: 'idle', actions: 'failRemoving' },
              },
            },
          },
        },
      },
    },
  },
});

export type TeacherFocusSnapshot = SnapshotFrom<typeof teacherFocusMachine>;
