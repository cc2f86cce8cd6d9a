import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchActiveRoom, roomPageHref, type SameQuestionRoom } from '../../shared/group-jam/group-jam-api';
import { isHttpError } from '../../shared/http/http-error';
import { checkRoomExpiration, destroyRoom, type ExpirationCheck } from './same-question-mode-api';
import { CHECK_RETRY_MS, MIN_CHECK_INTERVAL_MS } from './student-invitations-machine';
import { errorOf } from '../../shared/http/error-of';

/**
 * The teacher's open same-question-mode room, as the teacher banner of spec
 * §2.20 / §4 "Same-question-mode banner (teacher)" shows it (§8, §9):
 *
 *   loading ─GET active-room→ open | noRoom           (after a reload the banner comes back)
 *   noRoom ─room.opened (the room page, a start)→ open
 *   open (parallel; the banner shows while a room id is present)
 *     check:  waiting ─timeoutMs→ checking ─isExpired→ noRoom
 *                 ▲                   │ not expired: the returned timeoutMs; a failure: the status text, retry
 *                 └───────────────────┘
 *     ending: idle → confirming → sending ─ok→ noRoom      (non-OK → idle + the status text)
 *   open ─SAME_QUESTION_MODE_ENDED (teacher channel)→ noRoom
 *
 * Leaving `open` by any path clears the id, so the practice page's
 * start-group-jam button shows again.
 */

/** What the banner needs of the room: its id, when to check, and the way back to it. */
export interface OpenRoom {
  roomId: string;
  timeoutMs: number;
  href: string;
}

export const openRoomOf = (room: SameQuestionRoom): OpenRoom => ({ roomId: room.roomId, timeoutMs: room.timeoutMs, href: roomPageHref(room) });

/** Shown to the teacher: what went wrong, with the status text (spec §8). */
export interface TeacherRoomNotice {
  kind: 'endFailed' | 'checkFailed';
  status: number;
  statusText: string;
}

export interface TeacherRoomBannerContext {
  room: OpenRoom | null;
  notice: TeacherRoomNotice | null;
  /** Until the next check. */
  checkInMs: number;
}

export type TeacherRoomBannerEvent =
  | { type: 'room.opened'; room: OpenRoom }
  | { type: 'ended.pushed'; roomId: string }
  | { type: 'end.request' }
  | { type: 'end.cancel' }
  | { type: 'end.confirm' }
  | { type: 'notice.dismiss' };

const statusNotice = (kind: TeacherRoomNotice['kind'], error: unknown): TeacherRoomNotice =>
  isHttpError(error)
    ? { kind, status: error.status, statusText: error.statusText }
    : { kind, status: 0, statusText: error instanceof Error ? error.message : '' };

export const teacherRoomBannerMachine = setup({
  types: {
    context: {} as TeacherRoomBannerContext,
    events: {} as TeacherRoomBannerEvent,
  },
  actors: {
    fetchActiveRoom: fromPromise<OpenRoom | null>(async () => {
      const room = await fetchActiveRoom();
      return room === null ? null : openRoomOf(room);
    }),
    checkExpiration: fromPromise<ExpirationCheck, { roomId: string }>(({ input }) => checkRoomExpiration(input.roomId)),
    endRoom: fromPromise<void, { roomId: string }>(({ input }) => destroyRoom(input.roomId)),
  },
  delays: {
    untilCheck: ({ context }) => Math.max(0, context.checkInMs),
  },
  guards: {
    hasRoom: (_, room: OpenRoom | null) => room !== null,
    isCurrentRoom: ({ context }, roomId: string) => roomId === context.room?.roomId,
    isAnotherRoom: ({ context }, room: OpenRoom) => room.roomId !== context.room?.roomId,
    isExpired: (_, check: ExpirationCheck) => check.isExpired,
  },
  actions: {
    takeRoom: assign((_, room: OpenRoom | null) => ({ room, notice: null, checkInMs: room?.timeoutMs ?? 0 })),
    takeCheck: assign(({ context }, check: ExpirationCheck) => ({
      checkInMs: Math.max(MIN_CHECK_INTERVAL_MS, check.timeoutMs),
      notice: context.notice?.kind === 'checkFailed' ? null : context.notice,
    })),
    noteCheckFailure: assign((_, error: unknown) => ({ notice: statusNotice('checkFailed', error), checkInMs: CHECK_RETRY_MS })),
    noteEndFailure: assign((_, error: unknown) => ({ notice: statusNotice('endFailed', error) })),
    clearRoom: assign({ room: null, notice: null }),
    dismissNotice: assign({ notice: null }),
    logFetchFailure: (_, error: unknown) => console.warn('same-question mode: active room fetch failed', error),
  },
}).createMachine({
  id: 'teacherRoomBanner',
  context: { room: null, notice: null, checkInMs: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchActiveRoom',
        onDone: [
          { guard: { type: 'hasRoom', params: ({ event }) => event.output }, target: 'open', actions: { type: 'takeRoom', params: ({ event }) => event.output } },
          { target: 'noRoom' },
        ],
        onError: { target: 'noRoom', actions: { type: 'logFetchFailure', params: errorOf } },
      },
      on: {
        'room.opened': { target: 'open', actions: { type: 'takeRoom', params: ({ event }) => event.room } },
      },
    },
    noRoom: {
      on: {
        'room.opened': { target: 'open', actions: { type: 'takeRoom', params: ({ event }) => event.room } },
      },
    },
    open: {
      type: 'parallel',
      exit: 'clearRoom',
      on: {
        'ended.pushed': { guard: { type: 'isCurrentRoom', params: ({ event }) => event.roomId }, target: 'noRoom' },
        'room.opened': {
          guard: { type: 'isAnotherRoom', params: ({ event }) => event.room },
          target: 'open',
          reenter: true,
          actions: { type: 'takeRoom', params: ({ event }) => event.room },
        },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
      states: {
        check: {
          initial: 'waiting',
          states: {
            waiting: { after: { untilCheck: 'checking' } },
            checking: {
              invoke: {
                src: 'checkExpiration',
                input: ({ context }) => ({ roomId: context.room!.roomId }),
                onDone: [
                  { guard: { type: 'isExpired', params: ({ event }) => event.output }, target: '#teacherRoomBanner.noRoom' },
                  { target: 'waiting', actions: { type: 'takeCheck', params: ({ event }) => event.output } },
                ],
                onError: { target: 'waiting', actions: { type: 'noteCheckFailure', params: errorOf } },
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
                src: 'endRoom',
                input: ({ context }) => ({ roomId: context.room!.roomId }),
                onDone: '#teacherRoomBanner.noRoom',
                onError: { target: 'idle', actions: { type: 'noteEndFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
});

export type TeacherRoomBannerSnapshot = SnapshotFrom<typeof teacherRoomBannerMachine>;
