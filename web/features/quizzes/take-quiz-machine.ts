import { assign, fromPromise, setup } from 'xstate';
import type { QuizAttemptView, QuizResults } from '../../../events/quizzes';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { errorKeyOf } from './use-quiz-load';

/**
 * A student's quiz attempt (issue 29; docs/quizzes.md): loading the attempt, then ready — idle,
 * sending (start, an answer, submit) or fetching the released results. A refusal that means the
 * attempt moved on elsewhere (time up, closed, submitted, another question current) loads the
 * server's view again; the deadline does too. The view stays on screen while it reloads.
 */

export type AttemptRequest = { kind: 'start' } | { kind: 'submit' } | { kind: 'answer'; questionKey: string; response: string; idempotencyKey: string };

export interface TakeQuizContext {
  quizId: string;
  view: QuizAttemptView | null;
  response: string;
  errorKey: string | null;
  /** One idempotency key per question: a retry of a lost answer is told what the first was. */
  answerKey: { questionKey: string; key: string } | null;
  pending: AttemptRequest | null;
  results: QuizResults | null;
  resultsFailed: boolean;
}

export type TakeQuizEvent =
  | { type: 'response.changed'; value: string }
  | { type: 'start' }
  | { type: 'answer' }
  | { type: 'submit' }
  /** The countdown reached the server's deadline: ask the server what became of the attempt. */
  | { type: 'deadline' }
  | { type: 'retry' };

/** Refusals after which the server's view says what now. */
export const RELOADING_REFUSALS = ['quizzes.time_up', 'quizzes.closed', 'quizzes.already_submitted', 'quizzes.not_the_current_question'];

export const takeQuizMachine = setup({
  types: { context: {} as TakeQuizContext, events: {} as TakeQuizEvent, input: {} as { quizId: string } },
  actors: {
    loadAttempt: fromPromise<QuizAttemptView, { quizId: string }>(() => Promise.reject(new Error('loadAttempt: provide it'))),
    sendAttempt: fromPromise<QuizAttemptView, { quizId: string; request: AttemptRequest }>(() => Promise.reject(new Error('sendAttempt: provide it'))),
    loadResults: fromPromise<QuizResults, { quizId: string }>(() => Promise.reject(new Error('loadResults: provide it'))),
  },
  guards: {
    needsResults: ({ context }) => context.view?.status === 'submitted' && context.view.released && context.results === null && !context.resultsFailed,
    noQuestion: ({ context }) => !context.view?.question,
    emptyResponse: ({ context }) => context.response.trim() === '',
    movedOn: ({ event }) => RELOADING_REFUSALS.includes(errorKeyOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'takeQuiz',
  context: ({ input }) => ({ quizId: input.quizId, view: null, response: '', errorKey: null, answerKey: null, pending: null, results: null, resultsFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAttempt',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ errorKey: null }) } } },
    ready: {
      initial: 'idle',
      on: {
        'response.changed': { actions: assign({ response: ({ event }) => event.value }) },
        deadline: '.reloading',
      },
      states: {
        idle: {
          always: { guard: 'needsResults', target: 'fetchingResults' },
          on: {
            start: { target: 'sending', actions: assign({ pending: { kind: 'start' }, errorKey: null }) },
            submit: { target: 'sending', actions: assign({ pending: { kind: 'submit' }, errorKey: null }) },
            answer: [
              { guard: 'noQuestion' },
              { guard: 'emptyResponse', actions: assign({ errorKey: 'quizzes.invalid_response' }) },
              {
                target: 'sending',
                actions: assign(({ context }) => {
                  const questionKey = context.view!.question!.questionKey;
                  const answerKey = context.answerKey?.questionKey === questionKey ? context.answerKey : { questionKey, key: newIdempotencyKey() };
                  return { answerKey, errorKey: null, pending: { kind: 'answer' as const, questionKey, response: context.response, idempotencyKey: answerKey.key } };
                }),
              },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'sendAttempt',
            input: ({ context }) => ({ quizId: context.quizId, request: context.pending! }),
            onDone: { target: 'idle', actions: assign({ view: ({ event }) => event.output, response: '', pending: null }) },
            onError: [
              { guard: 'movedOn', target: 'reloading', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error), pending: null }) },
              { target: 'idle', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error), pending: null }) },
            ],
          },
        },
        reloading: {
          invoke: {
            src: 'loadAttempt',
            input: ({ context }) => ({ quizId: context.quizId }),
            onDone: { target: 'idle', actions: assign({ view: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
        fetchingResults: {
          invoke: {
            src: 'loadResults',
            input: ({ context }) => ({ quizId: context.quizId }),
            onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ resultsFailed: true }) },
          },
        },
      },
    },
  },
});
