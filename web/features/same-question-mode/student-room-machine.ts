import { assign, fromPromise, not, raise, setup, type SnapshotFrom } from 'xstate';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { roomApi, type AnswerResult, type Leaderboard, type RoomQuestion, type RoomView } from './same-question-mode-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * A student in a same-question-mode room (issue 11):
 *
 *   joining ─POST join (idempotent; answers the room's state)→ room      (refused: joinFailed)
 *   room (parallel)
 *     phase: routing → answering ─submit→ submitting ─→ answered
 *                    | answered (own answer, waiting for the reveal or the next question)
 *                    | revealed (the answer and its explanation)
 *                    | waiting (no question posed yet) | paused | ended (the summary)
 *     sync:  idle ─refresh→ fetching ─GET state→ idle   (a refresh while fetching fetches again after)
 *     clock: waiting ─the room's end time→ over (refreshes once: the server ends rooms on time)
 *
 * The server's state is the truth: a reload joins again and lands on the
 * current question with the student's own answer. A posed question from a
 * push is shown at once; any other room push refreshes the state.
 */

/** After the room's end time, ask the server this much later (its timer ends the room). */
export const END_GRACE_MS = 2_000;

export interface StudentRoomInput {
  roomId: string;
  now?: () => number;
  newKey?: () => string;
}

/** The answer being written, for one question. */
export interface AnswerDraft {
  questionNumber: number;
  response: string;
  /** One per question: a retry after a lost answer is answered as the first attempt was. */
  idempotencyKey: string;
}

export interface StudentRoomContext {
  roomId: string;
  now: () => number;
  newKey: () => string;
  view: RoomView | null;
  draft: AnswerDraft | null;
  /** The key of a refused join, answer or load (spec error catalogue), else null. */
  errorKey: string | null;
  /** Submit was pressed with nothing typed or chosen. */
  emptySubmit: boolean;
  refreshAgain: boolean;
}

export type StudentRoomEvent =
  | { type: 'response.changed'; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'refresh' }
  | { type: 'question.pushed'; question: RoomQuestion }
  | { type: 'revealed.pushed'; questionNumber: number; correctAnswer: string; explanation: string }
  | { type: 'leaderboard.pushed'; leaderboard: Leaderboard }
  | { type: 'view.changed' };

const viewOf = ({ event }: { event: { output: RoomView } }) => event.output;
const errorKeyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);

/** Refusals after which the room has moved on: its state is fetched again. */
const MOVED_ON = new Set([
  'same_question_mode.already_answered',
  'same_question_mode.not_current_question',
  'same_question_mode.paused',
  'same_question_mode.answer_revealed',
  'same_question_mode.room_ended',
]);

const currentNumber = (context: StudentRoomContext) => context.view?.question?.questionNumber ?? null;

export const studentRoomMachine = setup({
  types: {
    context: {} as StudentRoomContext,
    events: {} as StudentRoomEvent,
    input: {} as StudentRoomInput,
  },
  actors: {
    join: fromPromise<RoomView, { roomId: string }>(({ input }) => roomApi.join(input.roomId)),
    fetchState: fromPromise<RoomView, { roomId: string }>(({ input }) => roomApi.fetchState(input.roomId)),
    submitAnswer: fromPromise<AnswerResult, { roomId: string; questionNumber: number; guesses: string[]; idempotencyKey: string }>(({ input }) =>
      roomApi.answer(input.roomId, input.questionNumber, input.guesses, input.idempotencyKey),
    ),
  },
  delays: {
    untilEnd: ({ context }) => {
      const endsAt = Date.parse(context.view?.endsAt ?? '');
      return Number.isFinite(endsAt) ? Math.max(0, endsAt - context.now()) + END_GRACE_MS : END_GRACE_MS;
    },
  },
  guards: {
    isEnded: ({ context }) => context.view?.status === 'ended',
    isPaused: ({ context }) => context.view?.status === 'paused',
    hasNoQuestion: ({ context }) => context.view?.question == null,
    isRevealed: ({ context }) => context.view?.revealed != null,
    hasAnswered: ({ context }) => context.view?.myAnswer != null,
    hasResponse: ({ context }) => (context.draft?.response.trim() ?? '') !== '',
    refreshQueued: ({ context }) => context.refreshAgain,
    /** A pushed question is new when it comes after the one shown (pushes may arrive late or twice). */
    isNewQuestion: ({ context }, question: RoomQuestion) => question.questionNumber > (currentNumber(context) ?? 0),
    isCurrentQuestion: ({ context }, questionNumber: number) => questionNumber === currentNumber(context),
    hasMovedOn: (_, error: unknown) => isHttpError(error) && MOVED_ON.has(error.errorKey),
  },
  actions: {
    takeView: assign((_, view: RoomView) => ({ view, errorKey: null })),
    /** The draft follows the question shown: kept for the same question, a new one (and a new key) for the next. */
    followQuestion: assign(({ context }) => {
      const number = currentNumber(context);
      if (number === null || context.draft?.questionNumber === number) return {};
      return { draft: { questionNumber: number, response: '', idempotencyKey: context.newKey() }, emptySubmit: false, errorKey: null };
    }),
    setResponse: assign(({ context }, value: string) => ({
      draft: context.draft === null ? null : { ...context.draft, response: value },
      emptySubmit: false,
      errorKey: null,
    })),
    markEmptySubmit: assign({ emptySubmit: true }),
    takeAnswer: assign(({ context }, result: AnswerResult) => ({
      view:
        // A question posed meanwhile is not the one answered.
        context.view === null || context.draft === null || context.draft.questionNumber !== currentNumber(context)
          ? context.view
          : { ...context.view, myAnswer: { guesses: [context.draft.response.trim()], correct: result.correct, points: result.points } },
    })),
    rememberError: assign((_, error: unknown) => ({ errorKey: errorKeyOf(error) })),
    takeQuestion: assign(({ context }, question: RoomQuestion) => ({
      view: context.view === null ? null : { ...context.view, question, revealed: null, myAnswer: null, spread: null },
    })),
    takeReveal: assign(({ context }, revealed: { correctAnswer: string; explanation: string }) => ({
      view: context.view === null ? null : { ...context.view, revealed },
    })),
    takeLeaderboard: assign(({ context }, leaderboard: Leaderboard) => ({
      view: context.view === null || context.view.jamMode !== 'competition' ? context.view : { ...context.view, leaderboard },
    })),
    queueRefresh: assign({ refreshAgain: true }),
    clearRefreshQueue: assign({ refreshAgain: false }),
    viewChanged: raise({ type: 'view.changed' }),
    refresh: raise({ type: 'refresh' }),
    logRefreshFailure: (_, error: unknown) => console.warn('same-question mode: room refresh failed', error),
  },
}).createMachine({
  id: 'studentRoom',
  context: ({ input }) => ({
    roomId: input.roomId,
    now: input.now ?? Date.now,
    newKey: input.newKey ?? newIdempotencyKey,
    view: null,
    draft: null,
    errorKey: null,
    emptySubmit: false,
    refreshAgain: false,
  }),
  initial: 'joining',
  states: {
    joining: {
      invoke: {
        src: 'join',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: { target: 'room', actions: { type: 'takeView', params: viewOf } },
        onError: { target: 'joinFailed', actions: { type: 'rememberError', params: errorOf } },
      },
    },
    joinFailed: {
      on: { retry: 'joining' },
    },
    room: {
      type: 'parallel',
      on: {
        'question.pushed': {
          guard: { type: 'isNewQuestion', params: ({ event }) => event.question },
          actions: [{ type: 'takeQuestion', params: ({ event }) => event.question }, 'viewChanged'],
        },
        'revealed.pushed': {
          guard: { type: 'isCurrentQuestion', params: ({ event }) => event.questionNumber },
          actions: [{ type: 'takeReveal', params: ({ event }) => ({ correctAnswer: event.correctAnswer, explanation: event.explanation }) }, 'viewChanged', 'refresh'],
        },
        'leaderboard.pushed': { actions: { type: 'takeLeaderboard', params: ({ event }) => event.leaderboard } },
      },
      states: {
        phase: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'isEnded', target: 'ended' },
                { guard: 'isPaused', target: 'paused' },
                { guard: 'hasNoQuestion', target: 'waiting' },
                { guard: 'isRevealed', target: 'revealed' },
                { guard: 'hasAnswered', target: 'answered' },
                { target: 'answering' },
              ],
            },
            answering: {
              entry: 'followQuestion',
              on: {
                'response.changed': { actions: { type: 'setResponse', params: ({ event }) => event.value } },
                submit: [{ guard: 'hasResponse', target: 'submitting' }, { actions: 'markEmptySubmit' }],
                'view.changed': 'routing',
              },
            },
            submitting: {
              invoke: {
                src: 'submitAnswer',
                input: ({ context }) => ({
                  roomId: context.roomId,
                  questionNumber: context.draft!.questionNumber,
                  guesses: [context.draft!.response.trim()],
                  idempotencyKey: context.draft!.idempotencyKey,
                }),
                // The class's progress changed too: refresh it.
                onDone: { target: 'routing', actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, 'refresh'] },
                onError: [
                  { guard: { type: 'hasMovedOn', params: errorOf }, target: 'routing', actions: ['refresh'] },
                  { target: 'answering', actions: { type: 'rememberError', params: errorOf } },
                ],
              },
            },
            answered: { on: { 'view.changed': 'routing' } },
            revealed: { on: { 'view.changed': 'routing' } },
            waiting: { on: { 'view.changed': 'routing' } },
            paused: { on: { 'view.changed': 'routing' } },
            ended: { on: { 'view.changed': 'routing' } },
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
                  { guard: 'refreshQueued', target: 'fetching', reenter: true, actions: [{ type: 'takeView', params: viewOf }, 'viewChanged'] },
                  { target: 'idle', actions: [{ type: 'takeView', params: viewOf }, 'viewChanged'] },
                ],
                onError: [
                  { guard: 'refreshQueued', target: 'fetching', reenter: true },
                  { target: 'idle', actions: { type: 'logRefreshFailure', params: errorOf } },
                ],
              },
            },
          },
        },
        clock: {
          initial: 'running',
          states: {
            running: {
              after: { untilEnd: { guard: not('isEnded'), target: 'over', actions: 'refresh' } },
            },
            over: {},
          },
        },
      },
    },
  },
});

export type StudentRoomSnapshot = SnapshotFrom<typeof studentRoomMachine>;
