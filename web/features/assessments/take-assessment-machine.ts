import { assign, fromPromise, setup } from 'xstate';
import { ASSESSMENT_LIMITS } from '../../../events/assessments/assessment-contract';
import { HttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import type { SittingView } from './assessments-api';

/**
 * A student's sitting of one assessment (issue 30 item 4; docs/assessment-player.md): loading (start, which resumes
 * a sitting already begun: a reload calls it again) → answering ⇄ submitting → finished; the server refusing
 * outside the window → windowClosed; not the student's → notAssigned; a load that failed → error (retry).
 * No feedback: an answer's response is only the next question. A LevelUp sitting that is done starts the next
 * sitting from finished (`nextSitting`: start again).
 */

export interface AnswerRequest {
  questionKey: string;
  response: string;
  idempotencyKey: string;
}

export interface TakeAssessmentContext {
  assessmentId: string;
  view: SittingView | null;
  response: string;
  errorKey: string | null;
  /** One idempotency key per question: a retry of a lost answer is told what the first was. */
  answerKey: { questionKey: string; key: string } | null;
  pending: AnswerRequest | null;
}

export type TakeAssessmentEvent =
  | { type: 'response.changed'; value: string }
  | { type: 'answer' }
  /** The window's end by the server's clock was reached: ask the server (start again) what became of the sitting. */
  | { type: 'deadline' }
  | { type: 'retry' }
  /** LevelUp: the next sitting, another day. */
  | { type: 'nextSitting' };

export const WINDOW_CLOSED = 'assessments.window_closed';
export const NOT_ASSIGNED = 'assessments.not_assigned';
export const NOT_CURRENT_QUESTION = 'assessments.not_the_current_question';
export const EMPTY_RESPONSE = 'assessmentsWeb.emptyResponse';
export const RESPONSE_TOO_LONG = 'assessmentsWeb.responseTooLong';
export const LOAD_FAILED = 'assessmentsWeb.loadFailed';

export function errorKeyOf(error: unknown): string {
  return error instanceof HttpError && error.errorKey ? error.errorKey : LOAD_FAILED;
}
const keyOfEvent = (event: unknown) => errorKeyOf((event as { error?: unknown }).error);
const statusOfEvent = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof HttpError ? error.status : 0;
};

export const takeAssessmentMachine = setup({
  types: { context: {} as TakeAssessmentContext, events: {} as TakeAssessmentEvent, input: {} as { assessmentId: string } },
  actors: {
    startSitting: fromPromise<SittingView, { assessmentId: string }>(() => Promise.reject(new Error('startSitting: provide it'))),
    sendAnswer: fromPromise<SittingView, { assessmentId: string; request: AnswerRequest }>(() => Promise.reject(new Error('sendAnswer: provide it'))),
  },
  guards: {
    finished: ({ event }) => (event as { output?: SittingView }).output?.status === 'finished',
    windowClosed: ({ event }) => keyOfEvent(event) === WINDOW_CLOSED,
    notAssigned: ({ event }) => keyOfEvent(event) === NOT_ASSIGNED || statusOfEvent(event) === 403 || statusOfEvent(event) === 404,
    /**
     * The sitting moved on elsewhere (another tab): the server answers 400 `assessments.not_the_current_question`
     * for a key that is not the current one, or another refusal of state (409): load the server's view again.
     */
    movedOn: ({ event }) => statusOfEvent(event) === 409 || keyOfEvent(event) === NOT_CURRENT_QUESTION,
    emptyResponse: ({ context }) => context.response.trim() === '',
    tooLong: ({ context }) => context.response.length > ASSESSMENT_LIMITS.response,
    noQuestion: ({ context }) => !context.view?.question,
  },
}).createMachine({
  id: 'takeAssessment',
  context: ({ input }) => ({ assessmentId: input.assessmentId, view: null, response: '', errorKey: null, answerKey: null, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'startSitting',
        input: ({ context }) => ({ assessmentId: context.assessmentId }),
        onDone: [
          { guard: 'finished', target: 'finished', actions: assign({ view: ({ event }) => event.output, response: '' }) },
          { target: 'answering', actions: assign({ view: ({ event }) => event.output, response: '' }) },
        ],
        onError: [
          { guard: 'windowClosed', target: 'windowClosed', actions: assign({ errorKey: WINDOW_CLOSED }) },
          { guard: 'notAssigned', target: 'notAssigned', actions: assign({ errorKey: ({ event }) => keyOfEvent(event) }) },
          { target: 'error', actions: assign({ errorKey: ({ event }) => keyOfEvent(event) }) },
        ],
      },
    },
    answering: {
      on: {
        'response.changed': { actions: assign({ response: ({ event }) => event.value }) },
        deadline: { target: 'loading' },
        answer: [
          { guard: 'noQuestion', target: 'loading' },
          { guard: 'emptyResponse', actions: assign({ errorKey: EMPTY_RESPONSE }) },
          { guard: 'tooLong', actions: assign({ errorKey: RESPONSE_TOO_LONG }) },
          {
            target: 'submitting',
            actions: assign(({ context }) => {
              const questionKey = context.view!.question!.questionKey;
              const answerKey = context.answerKey?.questionKey === questionKey ? context.answerKey : { questionKey, key: newIdempotencyKey() };
              return { answerKey, errorKey: null, pending: { questionKey, response: context.response, idempotencyKey: answerKey.key } };
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => ({ assessmentId: context.assessmentId, request: context.pending! }),
        onDone: [
          { guard: 'finished', target: 'finished', actions: assign({ view: ({ event }) => event.output, response: '', pending: null }) },
          { target: 'answering', actions: assign({ view: ({ event }) => event.output, response: '', pending: null }) },
        ],
        onError: [
          { guard: 'windowClosed', target: 'windowClosed', actions: assign({ errorKey: WINDOW_CLOSED, pending: null }) },
          { guard: 'notAssigned', target: 'notAssigned', actions: assign({ errorKey: ({ event }) => keyOfEvent(event), pending: null }) },
          { guard: 'movedOn', target: 'loading', actions: assign({ pending: null }) },
          // A lost answer (network) or a refused one (400): the same question, the key kept for the retry.
          { target: 'answering', actions: assign({ errorKey: ({ event }) => keyOfEvent(event), pending: null }) },
        ],
      },
    },
    finished: {
      on: { nextSitting: { guard: ({ context }) => context.view?.kind === 'levelup', target: 'loading', actions: assign({ errorKey: null }) } },
    },
    windowClosed: { type: 'final' },
    notAssigned: { type: 'final' },
    error: { on: { retry: { target: 'loading', actions: assign({ errorKey: null }) } } },
  },
});
