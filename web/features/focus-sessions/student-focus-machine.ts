import { assign, fromPromise, not, raise, setup, type SnapshotFrom } from 'xstate';
import type { FocusEnding } from './focus-pushes';
import { fetchStudentFocusInfo, joinFocusSession, leaveFocusSession, type StudentFocusInfo } from './student-focus-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * The student's focus session (spec §2.10, §4 "Focus session (student)", §8, §9).
 *
 *   loading ─info→ session | idle
 *   idle ─FOCUS_SESSION push→ loading
 *   session (parallel)
 *     participation: inProgress (ribbon ⇄ confirming → leaving → reloading)
 *                    optedOut   (ribbon → joining → reloading)
 *     sync:          waiting ─30 s→ fetching ─→ waiting (the refetch "every 30 s while a session exists")
 *   session ─REMOVED_FROM_FOCUS_BY_TEACHER→ idle          (no banner)
 *   session ─FOCUS_ENDED→ ended ─30 s→ idle               (the ended banner)
 *
 * Join and leave are server actions followed by a page reload, also when they fail.
 */

export const FOCUS_REFRESH_MS = 30_000;
export const ENDED_BANNER_MS = 30_000;

export interface StudentFocusContext {
  info: StudentFocusInfo | null;
  /** How the last session ended, while the ended banner shows. */
  ending: FocusEnding | null;
}

export type StudentFocusEvent =
  | { type: 'session.pushed'; focusSessionId: number }
  | { type: 'removed.pushed'; focusSessionId: number }
  | { type: 'ended.pushed'; ending: FocusEnding }
  | { type: 'refresh' }
  | { type: 'optOut.open' }
  | { type: 'optOut.cancel' }
  | { type: 'optOut.confirm' }
  | { type: 'rejoin' }
  | { type: 'info.synced' };

type Info = StudentFocusInfo | null;
const infoOf = ({ event }: { event: { output: Info } }) => event.output;
const currentId = (context: StudentFocusContext) => context.info?.focusSessionId ?? null;

export const studentFocusMachine = setup({
  types: {
    context: {} as StudentFocusContext,
    events: {} as StudentFocusEvent,
  },
  actors: {
    fetchSessionInfo: fromPromise<Info>(() => fetchStudentFocusInfo()),
    joinSession: fromPromise<void, { focusSessionId: number }>(({ input }) => joinFocusSession(input.focusSessionId)),
    leaveSession: fromPromise<void, { focusSessionId: number }>(({ input }) => leaveFocusSession(input.focusSessionId)),
  },
  delays: { refreshInterval: FOCUS_REFRESH_MS, endedBanner: ENDED_BANNER_MS },
  guards: {
    hasSession: (_, info: Info) => info !== null,
    hasNoSession: (_, info: Info) => info === null,
    isAnotherSession: ({ context }, info: Info) => info !== null && info.focusSessionId !== currentId(context),
    hasOptedOut: ({ context }) => context.info?.studentHasOptedOut === true,
    isCurrentSession: ({ context }, focusSessionId: number) => focusSessionId === currentId(context),
    isNotCurrentSession: ({ context }, focusSessionId: number) => focusSessionId !== currentId(context),
  },
  actions: {
    takeInfo: assign((_, info: Info) => ({ info })),
    forgetSession: assign({ info: null }),
    rememberEnding: assign((_, ending: FocusEnding) => ({ ending })),
    forgetEnding: assign({ ending: null }),
    announceSynced: raise({ type: 'info.synced' }),
    /** Spec §4/§8: join and leave are followed by a page reload, success or not. */
    reloadPage: () => window.location.reload(),
    /** A failed fetch is not shown; the next push, refresh or reload asks again. */
    logFetchFailure: (_, error: unknown) => console.warn('focus session: fetch failed', error),
  },
}).createMachine({
  id: 'studentFocus',
  context: { info: null, ending: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSessionInfo',
        onDone: [
          { guard: { type: 'hasSession', params: infoOf }, target: 'session', actions: { type: 'takeInfo', params: infoOf } },
          { target: 'idle', actions: 'forgetSession' },
        ],
        onError: { target: 'idle', actions: ['forgetSession', { type: 'logFetchFailure', params: errorOf }] },
      },
    },
    idle: {
      on: { 'session.pushed': 'loading', refresh: 'loading' },
    },
    session: {
      type: 'parallel',
      on: {
        'removed.pushed': {
          guard: { type: 'isCurrentSession', params: ({ event }) => event.focusSessionId },
          target: 'idle',
          actions: 'forgetSession',
        },
        'ended.pushed': {
          guard: { type: 'isCurrentSession', params: ({ event }) => event.ending.focusSessionId },
          target: 'ended',
          actions: ['forgetSession', { type: 'rememberEnding', params: ({ event }) => event.ending }],
        },
        // A new session (not a repeat of this one's notice, pushes come at least once): ask at once.
        'session.pushed': {
          guard: { type: 'isNotCurrentSession', params: ({ event }) => event.focusSessionId },
          target: 'loading',
        },
      },
      states: {
        participation: {
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'hasOptedOut', target: 'optedOut' }, { target: 'inProgress' }],
            },
            inProgress: {
              initial: 'ribbon',
              on: { 'info.synced': { guard: 'hasOptedOut', target: 'optedOut' } },
              states: {
                ribbon: { on: { 'optOut.open': 'confirming' } },
                confirming: { on: { 'optOut.cancel': 'ribbon', 'optOut.confirm': 'leaving' } },
                leaving: {
                  invoke: {
                    src: 'leaveSession',
                    input: ({ context }) => ({ focusSessionId: context.info!.focusSessionId }),
                    onDone: 'reloading',
                    onError: 'reloading',
                  },
                },
                reloading: { entry: 'reloadPage' },
              },
            },
            optedOut: {
              initial: 'ribbon',
              on: { 'info.synced': { guard: not('hasOptedOut'), target: 'inProgress' } },
              states: {
                ribbon: { on: { rejoin: 'joining' } },
                joining: {
                  invoke: {
                    src: 'joinSession',
                    input: ({ context }) => ({ focusSessionId: context.info!.focusSessionId }),
                    onDone: 'reloading',
                    onError: 'reloading',
                  },
                },
                reloading: { entry: 'reloadPage' },
              },
            },
          },
        },
        sync: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { refreshInterval: 'fetching' },
              on: { refresh: 'fetching' },
            },
            fetching: {
              invoke: {
                src: 'fetchSessionInfo',
                onDone: [
                  // The session ended without our hearing of it: the ribbon goes, without a banner.
                  { guard: { type: 'hasNoSession', params: infoOf }, target: '#studentFocus.idle', actions: 'forgetSession' },
                  {
                    guard: { type: 'isAnotherSession', params: infoOf },
                    target: '#studentFocus.session',
                    reenter: true,
                    actions: { type: 'takeInfo', params: infoOf },
                  },
                  { target: 'waiting', actions: [{ type: 'takeInfo', params: infoOf }, 'announceSynced'] },
                ],
                onError: { target: 'waiting', actions: { type: 'logFetchFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
    ended: {
      after: { endedBanner: 'idle' },
      exit: 'forgetEnding',
      on: { 'session.pushed': 'loading' },
    },
  },
});

export type StudentFocusSnapshot = SnapshotFrom<typeof studentFocusMachine>;

/** What the ribbon shows: `in-progress`, `opted-out`, `ended` (the banner) or nothing. */
export type StudentRibbonState = 'in-progress' | 'opted-out' | 'ended' | 'none';

export function studentRibbonState(snapshot: StudentFocusSnapshot): StudentRibbonState {
  if (snapshot.matches({ session: { participation: 'inProgress' } })) return 'in-progress';
  if (snapshot.matches({ session: { participation: 'optedOut' } })) return 'opted-out';
  if (snapshot.matches('ended')) return 'ended';
  return 'none';
}
