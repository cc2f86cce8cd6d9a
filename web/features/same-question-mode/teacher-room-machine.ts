import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { roomApi, type LevelJump, type RoomQuestion, type RoomView } from './same-question-mode-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * The teacher's room page (issue 11): who answered, right or wrong, the spread
 * of answers and (competition) the leaderboard, kept live by the room pushes;
 * the teacher poses the next question (same level, easier or harder), reveals
 * the answer, pauses and resumes. Ending is the teacher banner's
 * (teacher-room-banner-machine.ts), shown on this page.
 *
 *   loading ─GET state→ room          (refused: loadFailed ─retry→ loading)
 *   room (parallel)
 *     command: idle ─pose | reveal | pause | resume→ sending ─→ idle   (one at a time; a refusal's key is shown)
 *     sync:    idle ─refresh→ fetching ─→ idle     (a refresh while fetching fetches again after)
 *
 * Every room push refreshes the state, except a posed question, shown at once.
 */

export type TeacherRoomCommand =
  | { kind: 'pose'; numLevelsToJump: LevelJump }
  | { kind: 'reveal' }
  | { kind: 'pause' }
  | { kind: 'resume' };

export interface TeacherRoomContext {
  roomId: string;
  view: RoomView | null;
  /** The key of the last refused command or load, else null. */
  errorKey: string | null;
  /** The command being sent. */
  sending: TeacherRoomCommand | null;
  refreshAgain: boolean;
}

export type TeacherRoomEvent =
  | { type: 'command'; command: TeacherRoomCommand }
  | { type: 'retry' }
  | { type: 'refresh' }
  | { type: 'question.pushed'; question: RoomQuestion }
  | { type: 'error.dismiss' };

const viewOf = ({ event }: { event: { output: RoomView } }) => event.output;

/** Refusals that say the room moved on meanwhile (another tab, a double click): the state is fetched again, nothing shown. */
const STALE = new Set(['same_question_mode.stale_question']);

export interface CommandInput {
  roomId: string;
  command: TeacherRoomCommand;
  questionNumber: number;
}

export const teacherRoomMachine = setup({
  types: {
    context: {} as TeacherRoomContext,
    events: {} as TeacherRoomEvent,
    input: {} as { roomId: string },
  },
  actors: {
    fetchState: fromPromise<RoomView, { roomId: string }>(({ input }) => roomApi.fetchState(input.roomId)),
    /** Answers the room's state when the call gives it back; a pose is followed by a refresh. */
    sendCommand: fromPromise<RoomView | null, CommandInput>(async ({ input }) => {
      const { roomId, command, questionNumber } = input;
      switch (command.kind) {
        case 'pose':
          await roomApi.pose(roomId, questionNumber + 1, command.numLevelsToJump);
          return null;
        case 'reveal':
          return roomApi.reveal(roomId, questionNumber);
        case 'pause':
          return roomApi.pause(roomId);
        case 'resume':
          return roomApi.resume(roomId);
        default: {
          const _exhaustive: never = command;
          return _exhaustive;
        }
      }
    }),
  },
  guards: {
    refreshQueued: ({ context }) => context.refreshAgain,
    isStale: (_, error: unknown) => isHttpError(error) && STALE.has(error.errorKey),
    isNewQuestion: ({ context }, question: RoomQuestion) => question.questionNumber > (context.view?.question?.questionNumber ?? 0),
  },
  actions: {
    takeView: assign((_, view: RoomView | null) => (view === null ? {} : { view })),
    takeQuestion: assign(({ context }, question: RoomQuestion) => ({
      view: context.view === null ? null : { ...context.view, question, revealed: null, spread: [] },
    })),
    rememberCommand: assign((_, command: TeacherRoomCommand) => ({ sending: command, errorKey: null })),
    forgetCommand: assign({ sending: null }),
    rememberError: assign((_, error: unknown) => ({ errorKey: isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY })),
    dismissError: assign({ errorKey: null }),
    queueRefresh: assign({ refreshAgain: true }),
    clearRefreshQueue: assign({ refreshAgain: false }),
    refresh: raise({ type: 'refresh' }),
    logRefreshFailure: (_, error: unknown) => console.warn('same-question mode: room refresh failed', error),
  },
}).createMachine({
  id: 'teacherRoom',
  context: ({ input }) => ({ roomId: input.roomId, view: null, errorKey: null, sending: null, refreshAgain: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchState',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: { target: 'room', actions: [{ type: 'takeView', params: viewOf }, 'dismissError'] },
        onError: { target: 'loadFailed', actions: { type: 'rememberError', params: errorOf } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    room: {
      type: 'parallel',
      on: {
        'question.pushed': {
          guard: { type: 'isNewQuestion', params: ({ event }) => event.question },
          actions: [{ type: 'takeQuestion', params: ({ event }) => event.question }, 'refresh'],
        },
        'error.dismiss': { actions: 'dismissError' },
      },
      states: {
        command: {
          initial: 'idle',
          states: {
            idle: {
              on: { command: { target: 'sending', actions: { type: 'rememberCommand', params: ({ event }) => event.command } } },
            },
            sending: {
              exit: 'forgetCommand',
              invoke: {
                src: 'sendCommand',
                input: ({ context }) => ({
                  roomId: context.roomId,
                  command: context.sending!,
                  questionNumber: context.view?.question?.questionNumber ?? 0,
                }),
                onDone: { target: 'idle', actions: [{ type: 'takeView', params: ({ event }) => event.output }, 'refresh'] },
                onError: [
                  { guard: { type: 'isStale', params: errorOf }, target: 'idle', actions: 'refresh' },
                  { target: 'idle', actions: [{ type: 'rememberError', params: errorOf }, 'refresh'] },
                ],
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { refresh: 'fetching' } },
            fetching: {
              entry: 'clearRefreshQueue',
              on: { refresh: { actions: 'queueRefresh' } },
              invoke: {
                src: 'fetchState',
                input: ({ context }) => ({ roomId: context.roomId }),
                onDone: [
                  { guard: 'refreshQueued', target: 'fetching', reenter: true, actions: { type: 'takeView', params: viewOf } },
                  { target: 'idle', actions: { type: 'takeView', params: viewOf } },
                ],
                onError: [
                  { guard: 'refreshQueued', target: 'fetching', reenter: true },
                  { target: 'idle', actions: { type: 'logRefreshFailure', params: errorOf } },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type TeacherRoomSnapshot = SnapshotFrom<typeof teacherRoomMachine>;
