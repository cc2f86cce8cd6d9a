import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PracticeFeedback, PracticeQuestion } from '../../../events/practice';
import { MAX_SECONDS_SPENT } from '../../../events/practice/practice-contract';
import { isHttpError, UNEXPECTED_ERROR_KEY, UNEXPECTED_RESPONSE_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { limitReachedSkillCount, type PracticeAnswer } from './practice-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * Practising one skill (issue 10 §6):
 *
 *   loading ──▶ answering ──submit──▶ submitting ──▶ feedback ──next──▶ loading …
 *      │                                 │
 *      ├ failed ──▶ loadFailed ──retry──▶ loading
 *      ├ practice.unknown_skill ──▶ unavailable
 *      └ practice.limit_reached ──▶ limitReached (visitors; also from submitting)
 *                                        │
 *                                        ├ failed ──▶ submitFailed ──retry / Enter──▶ submitting
 *                                        │            (the same response, seconds and Idempotency-Key)
 *                                        ├ practice.invalid_answer / response_too_long ──▶ answering (editable, with the error)
 *                                        └ practice.already_answered / question_expired /
 *                                          invalid_question_key / not_your_question ──▶ loading (with a notice)
 *
 * The question's clock starts when it is shown and stops at submit; the
 * seconds spent are sent with the answer and kept for a retry, as are the
 * typed response and the question's Idempotency-Key (one per question, so a
 * retry of an answer that reached the server is answered as the first was).
 * A 409 `practice.already_answered` means an earlier attempt was recorded but
 * its answer lost: the next question is fetched, its SmartScore and number
 * carry what that answer did. Time comes from `input.now` (tests pass a
 * simulated clock's).
 */

export type PracticeNotice = 'alreadyAnswered' | 'questionExpired';

export interface PracticeContext {
  permacode: string;
  question: PracticeQuestion | null;
  /** What the learner typed or chose for the question shown. */
  response: string;
  /** Epoch ms the question was shown. */
  shownAt: number;
  /** Seconds on the question so far (ticks each second while answering; fixed at submit). */
  secondsOnQuestion: number;
  /** One per question; the same for every attempt to answer it. */
  idempotencyKey: string;
  feedback: PracticeFeedback | null;
  /** The answer last sent (the response behind the feedback, and what a retry sends again). */
  sent: PracticeAnswer | null;
  smartScore: number;
  questionsAnswered: number;
  /** Seconds spent on questions answered since the page opened. */
  secondsPractised: number;
  proficient: boolean;
  mastered: boolean;
  /** The i18n key of the last failed call, while it is shown. */
  errorKey: string | null;
  /** An empty submit: the learner is asked for an answer (no request). */
  emptySubmit: boolean;
  notice: PracticeNotice | null;
  /** The edition's skill count for the limit prompt (null when the server gave none). */
  skillsInEdition: number | null;
  /** The clock (epoch ms) and the source of Idempotency-Keys the machine was started with. */
  now: () => number;
  newKey: () => string;
}

export interface PracticeInput {
  permacode: string;
  now?: () => number;
  newKey?: () => string;
}

export type PracticeEvent =
  | { type: 'response.changed'; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'next' };

/**
 * Error keys that say the question cannot be answered any more: a new one is
 * fetched (`not_your_question`: the learner changed, e.g. signed in elsewhere).
 */
const STALE_QUESTION_KEYS = new Set(['practice.question_expired', 'practice.invalid_question_key', 'practice.not_your_question']);
/** Refusals of the answer as typed (nothing recorded): the learner may change it and send again. */
const REFUSED_ANSWER_KEYS = new Set(['practice.invalid_answer', 'practice.response_too_long']);
export const ALREADY_ANSWERED_KEY = 'practice.already_answered';
export const UNKNOWN_SKILL_KEY = 'practice.unknown_skill';
export const TICK_MS = 1_000;

/** The i18n key to show for a failed call: the server's key, or our general one for an answer we could not read. */
function errorKeyOf(error: unknown): string {
  if (!isHttpError(error)) return UNEXPECTED_ERROR_KEY;
  return error.errorKey === UNEXPECTED_RESPONSE_KEY ? UNEXPECTED_ERROR_KEY : error.errorKey;
}

const errorKeyIs = (error: unknown, key: string) => isHttpError(error) && error.errorKey === key;

export const practiceMachine = setup({
  types: {
    context: {} as PracticeContext,
    events: {} as PracticeEvent,
    input: {} as PracticeInput,
  },
  actors: {
    fetchQuestion: fromPromise<PracticeQuestion, { permacode: string }>(async () => {
      throw new Error('fetchQuestion is provided by the page');
    }),
    submitAnswer: fromPromise<PracticeFeedback, { permacode: string; answer: PracticeAnswer; idempotencyKey: string }>(async () => {
      throw new Error('submitAnswer is provided by the page');
    }),
  },
  guards: {
    hasResponse: ({ context }) => context.response.trim() !== '',
    limitReached: (_, error: unknown) => limitReachedSkillCount(error) !== undefined,
    alreadyAnswered: (_, error: unknown) => errorKeyIs(error, ALREADY_ANSWERED_KEY),
    staleQuestion: (_, error: unknown) => isHttpError(error) && STALE_QUESTION_KEYS.has(error.errorKey),
    refusedAnswer: (_, error: unknown) => isHttpError(error) && REFUSED_ANSWER_KEYS.has(error.errorKey),
    unknownSkill: (_, error: unknown) => errorKeyIs(error, UNKNOWN_SKILL_KEY),
  },
  actions: {
    showQuestion: assign((_, params: { question: PracticeQuestion; now: number; key: string }) => ({
      question: params.question,
      response: '',
      shownAt: params.now,
      secondsOnQuestion: 0,
      idempotencyKey: params.key,
      feedback: null,
      sent: null,
      errorKey: null,
      emptySubmit: false,
      // The server's count: it also carries answers whose feedback was lost.
      smartScore: params.question.smartScore,
      questionsAnswered: params.question.questionNumber - 1,
    })),
    setResponse: assign({
      response: ({ event }) => (event.type === 'response.changed' ? event.value : ''),
      emptySubmit: false,
      errorKey: null,
    }),
    tick: assign({ secondsOnQuestion: ({ context }, now: number) => secondsBetween(context.shownAt, now) }),
    takeAnswer: assign(({ context }, now: number) => {
      const secondsSpent = secondsBetween(context.shownAt, now);
      return {
        secondsOnQuestion: secondsSpent,
        sent: { questionKey: context.question?.questionKey ?? '', response: context.response.trim(), secondsSpent: Math.min(secondsSpent, MAX_SECONDS_SPENT) },
        errorKey: null,
        notice: null,
        emptySubmit: false,
      };
    }),
    askForResponse: assign({ emptySubmit: true }),
    showFeedback: assign(({ context }, feedback: PracticeFeedback) => ({
      feedback,
      smartScore: feedback.smartScore,
      questionsAnswered: feedback.questionsAnswered,
      proficient: feedback.proficient,
      mastered: feedback.mastered,
      secondsPractised: context.secondsPractised + (context.sent?.secondsSpent ?? 0),
    })),
    showError: assign({ errorKey: (_, error: unknown) => errorKeyOf(error) }),
    clearError: assign({ errorKey: null }),
    setNotice: assign({ notice: (_, notice: PracticeNotice) => notice }),
    clearNotice: assign({ notice: null }),
    clearFeedback: assign({ feedback: null }),
    countLostAnswer: assign(({ context }) => ({ secondsPractised: context.secondsPractised + (context.sent?.secondsSpent ?? 0) })),
    rememberLimit: assign({ skillsInEdition: (_, error: unknown) => limitReachedSkillCount(error) ?? null }),
  },
}).createMachine({
  id: 'practice',
  context: ({ input }) => ({
    permacode: input.permacode,
    question: null,
    response: '',
    shownAt: 0,
    secondsOnQuestion: 0,
    idempotencyKey: '',
    feedback: null,
    sent: null,
    smartScore: 0,
    questionsAnswered: 0,
    secondsPractised: 0,
    proficient: false,
    mastered: false,
    errorKey: null,
    emptySubmit: false,
    notice: null,
    skillsInEdition: null,
    now: input.now ?? Date.now,
    newKey: input.newKey ?? newIdempotencyKey,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchQuestion',
        src: 'fetchQuestion',
        input: ({ context }) => ({ permacode: context.permacode }),
        onDone: {
          target: 'answering',
          actions: {
            type: 'showQuestion',
            params: ({ context, event }) => ({ question: event.output, now: context.now(), key: context.newKey() }),
          },
        },
        onError: [
          { guard: { type: 'limitReached', params: errorOf }, target: 'limitReached', actions: { type: 'rememberLimit', params: errorOf } },
          { guard: { type: 'unknownSkill', params: errorOf }, target: 'unavailable' },
          { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    answering: {
      after: {
        [TICK_MS]: { target: 'answering', reenter: true, actions: { type: 'tick', params: ({ context }) => context.now() } },
      },
      on: {
        'response.changed': { actions: 'setResponse' },
        submit: [
          { guard: 'hasResponse', target: 'submitting', actions: { type: 'takeAnswer', params: ({ context }) => context.now() } },
          { actions: 'askForResponse' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitAnswer',
        src: 'submitAnswer',
        input: ({ context }) => ({ permacode: context.permacode, answer: context.sent!, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'feedback', actions: { type: 'showFeedback', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'limitReached', params: errorOf }, target: 'limitReached', actions: { type: 'rememberLimit', params: errorOf } },
          {
            guard: { type: 'alreadyAnswered', params: errorOf },
            target: 'loading',
            actions: ['countLostAnswer', { type: 'setNotice', params: 'alreadyAnswered' }],
          },
          { guard: { type: 'staleQuestion', params: errorOf }, target: 'loading', actions: { type: 'setNotice', params: 'questionExpired' } },
          { guard: { type: 'refusedAnswer', params: errorOf }, target: 'answering', actions: { type: 'showError', params: errorOf } },
          { guard: { type: 'unknownSkill', params: errorOf }, target: 'unavailable' },
          { target: 'submitFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    // The typed response, the seconds spent and the key stay as they were sent.
    submitFailed: {
      on: {
        retry: { target: 'submitting', actions: 'clearError' },
        submit: { target: 'submitting', actions: 'clearError' },
      },
    },
    feedback: {
      on: { next: { target: 'loading', actions: ['clearNotice', 'clearFeedback'] } },
    },
    /** A visitor past the day's questions. */
    limitReached: { type: 'final' },
    /** The server does not know this skill (or it cannot be practised). */
    unavailable: { type: 'final' },
  },
});

export type PracticeSnapshot = SnapshotFrom<typeof practiceMachine>;

function secondsBetween(from: number, to: number): number {
  return Math.max(0, Math.floor((to - from) / 1000));
}
