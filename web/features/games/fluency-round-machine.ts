import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { JudgedFluencyAnswer, ServedFluencyFact, StartedFluencyRound } from '../../../events/games';
import type { FluencyOperation, FluencyUpTo } from '../../../events/games/fluency-contract';
import { errorOf } from '../../shared/http/error-of';
import { isHttpError, UNEXPECTED_ERROR_KEY, UNEXPECTED_RESPONSE_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';

/**
 * A fluency round on the page (issue 28, docs/games.md):
 *
 *   idle ──start──▶ starting ──▶ playing ─────────────────────────────────────────▶ finished ──again──▶ starting
 *                      │          ├ clock: ticks each second; at 0 → time.up          │
 *                      │          └ round: fetching ──▶ answering ──submit──▶ submitting ──▶ feedback ──(a moment, or next)──▶ fetching …
 *                      │                     │ round_over ─────────────────────────────────▶ finished
 *                      │                     └ failed ──retry──▶ (the same step again)
 *                      └ startFailed ──retry──▶ starting              games.hidden anywhere ──▶ hidden
 *
 * The server serves and times every fact; the countdown here is only what the learner sees,
 * kept in step with the server's `secondsLeft` (never later than it). When it reaches 0 the
 * round is over for the page (an answer already on its way is still taken by the server).
 * One Idempotency-Key per fact: a retried answer is told what the first attempt was.
 */

export const TICK_MS = 1_000;
/** How long the feedback stays before the next fact comes (Enter goes on at once). */
export const FEEDBACK_MS = { right: 700, wrong: 1_800 } as const;

const ROUND_OVER = 'fluency_zone.round_over';
export const GAMES_HIDDEN = 'games.hidden';
/** The fact is not waiting any more (answered by an earlier attempt): the next one is fetched. */
const STALE_FACT = new Set(['fluency_zone.not_the_served_fact', 'fluency_zone.no_fact_served']);

export interface FluencyFeedback extends JudgedFluencyAnswer {
  prompt: string;
  response: string;
}

export interface FluencyRoundContext {
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  roundId: string | null;
  /** Epoch ms the round ends, by this page's clock (never later than the server says). */
  endsAt: number;
  secondsLeft: number;
  fact: ServedFluencyFact | null;
  /** What the learner typed for the fact shown. */
  response: string;
  /** One per fact. */
  idempotencyKey: string;
  /** The answer sent for the fact (what a retry sends again). */
  sent: string | null;
  feedback: FluencyFeedback | null;
  answered: number;
  right: number;
  emptySubmit: boolean;
  errorKey: string | null;
  /** The countdown reached 0 while an answer was on its way. */
  timeUp: boolean;
  now: () => number;
  newKey: () => string;
}

export interface FluencyRoundInput {
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  now?: () => number;
  newKey?: () => string;
}

export type FluencyRoundEvent =
  | { type: 'start'; operation: FluencyOperation; upTo: FluencyUpTo }
  | { type: 'response.changed'; value: string }
  | { type: 'submit' }
  | { type: 'next' }
  | { type: 'retry' }
  | { type: 'again' }
  | { type: 'choose' }
  | { type: 'time.up' };

const keyOf = (error: unknown): string => {
  if (!isHttpError(error)) return UNEXPECTED_ERROR_KEY;
  return error.errorKey === UNEXPECTED_RESPONSE_KEY ? UNEXPECTED_ERROR_KEY : error.errorKey;
};
const secondsUntil = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1_000));

export const fluencyRoundMachine = setup({
  types: { context: {} as FluencyRoundContext, events: {} as FluencyRoundEvent, input: {} as FluencyRoundInput },
  actors: {
    startRound: fromPromise<StartedFluencyRound, { operation: FluencyOperation; upTo: FluencyUpTo }>(async () => {
      throw new Error('startRound is provided by the page');
    }),
    fetchFact: fromPromise<ServedFluencyFact, { roundId: string }>(async () => {
      throw new Error('fetchFact is provided by the page');
    }),
    sendAnswer: fromPromise<JudgedFluencyAnswer, { roundId: string; factKey: string; response: string; idempotencyKey: string }>(async () => {
      throw new Error('sendAnswer is provided by the page');
    }),
  },
  delays: {
    feedback: ({ context }) => (context.feedback?.correct ? FEEDBACK_MS.right : FEEDBACK_MS.wrong),
  },
  guards: {
    hasResponse: ({ context }) => /^\d+$/.test(context.response.trim()),
    timeUp: ({ context }) => context.timeUp,
    roundOver: (_, error: unknown) => isHttpError(error) && error.errorKey === ROUND_OVER,
    gamesHidden: (_, error: unknown) => isHttpError(error) && error.errorKey === GAMES_HIDDEN,
    staleFact: (_, error: unknown) => isHttpError(error) && STALE_FACT.has(error.errorKey),
    answerWasSent: ({ context }) => context.sent !== null,
  },
  actions: {
    choose: assign((_, params: { operation: FluencyOperation; upTo: FluencyUpTo }) => ({ operation: params.operation, upTo: params.upTo })),
    beginRound: assign(({ context }, round: StartedFluencyRound) => ({
      roundId: round.roundId,
      endsAt: context.now() + round.secondsLeft * 1_000,
      secondsLeft: round.secondsLeft,
      fact: null,
      feedback: null,
      sent: null,
      answered: 0,
      right: 0,
      timeUp: false,
      errorKey: null,
    })),
    showFact: assign(({ context }, fact: ServedFluencyFact) => {
      const endsAt = Math.min(context.endsAt, context.now() + fact.secondsLeft * 1_000);
      return { fact, response: '', sent: null, idempotencyKey: context.newKey(), feedback: null, emptySubmit: false, errorKey: null, endsAt, secondsLeft: secondsUntil(endsAt, context.now()) };
    }),
    setResponse: assign({ response: ({ event }) => (event.type === 'response.changed' ? event.value : ''), emptySubmit: false }),
    askForResponse: assign({ emptySubmit: true }),
    takeAnswer: assign(({ context }) => ({ sent: context.response.trim(), errorKey: null })),
    showFeedback: assign(({ context }, judged: JudgedFluencyAnswer) => ({
      feedback: { ...judged, prompt: context.fact?.prompt ?? '', response: context.sent ?? '' },
      answered: judged.answered,
      right: judged.right,
    })),
    showError: assign({ errorKey: (_, error: unknown) => keyOf(error) }),
    markTimeUp: assign({ timeUp: true, secondsLeft: 0 }),
    tick: enqueueActions(({ context, enqueue }) => {
      const secondsLeft = secondsUntil(context.endsAt, context.now());
      enqueue.assign({ secondsLeft });
      if (secondsLeft === 0) enqueue.raise({ type: 'time.up' });
    }),
  },
}).createMachine({
  id: 'fluencyRound',
  context: ({ input }) => ({
    operation: input.operation,
    upTo: input.upTo,
    roundId: null,
    endsAt: 0,
    secondsLeft: 0,
    fact: null,
    response: '',
    idempotencyKey: '',
    sent: null,
    feedback: null,
    answered: 0,
    right: 0,
    emptySubmit: false,
    errorKey: null,
    timeUp: false,
    now: input.now ?? Date.now,
    newKey: input.newKey ?? newIdempotencyKey,
  }),
  initial: 'idle',
  on: {
    choose: { target: '.idle' },
  },
  states: {
    idle: {
      on: { start: { target: 'starting', actions: { type: 'choose', params: ({ event }) => ({ operation: event.operation, upTo: event.upTo }) } } },
    },
    starting: {
      invoke: {
        src: 'startRound',
        input: ({ context }) => ({ operation: context.operation, upTo: context.upTo }),
        onDone: { target: 'playing', actions: { type: 'beginRound', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'gamesHidden', params: errorOf }, target: 'hidden' },
          { target: 'startFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    startFailed: {
      on: {
        retry: 'starting',
        start: { target: 'starting', actions: { type: 'choose', params: ({ event }) => ({ operation: event.operation, upTo: event.upTo }) } },
      },
    },
    playing: {
      type: 'parallel',
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
        round: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                src: 'fetchFact',
                input: ({ context }) => ({ roundId: context.roundId! }),
                onDone: { target: 'answering', actions: { type: 'showFact', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'roundOver', params: errorOf }, target: '#fluencyRound.finished' },
                  { guard: { type: 'gamesHidden', params: errorOf }, target: '#fluencyRound.hidden' },
                  { target: 'failed', actions: { type: 'showError', params: errorOf } },
                ],
              },
              on: { 'time.up': '#fluencyRound.finished' },
            },
            answering: {
              on: {
                'response.changed': { actions: 'setResponse' },
                submit: [{ guard: 'hasResponse', target: 'submitting', actions: 'takeAnswer' }, { actions: 'askForResponse' }],
                'time.up': '#fluencyRound.finished',
              },
            },
            submitting: {
              invoke: {
                src: 'sendAnswer',
                input: ({ context }) => ({ roundId: context.roundId!, factKey: context.fact!.factKey, response: context.sent!, idempotencyKey: context.idempotencyKey }),
                onDone: [
                  { guard: 'timeUp', target: '#fluencyRound.finished', actions: { type: 'showFeedback', params: ({ event }) => event.output } },
                  { target: 'feedback', actions: { type: 'showFeedback', params: ({ event }) => event.output } },
                ],
                onError: [
                  { guard: { type: 'roundOver', params: errorOf }, target: '#fluencyRound.finished' },
                  { guard: { type: 'gamesHidden', params: errorOf }, target: '#fluencyRound.hidden' },
                  { guard: { type: 'staleFact', params: errorOf }, target: 'fetching' },
                  { target: 'failed', actions: { type: 'showError', params: errorOf } },
                ],
              },
              on: { 'time.up': { actions: 'markTimeUp' } },
            },
            feedback: {
              after: { feedback: 'fetching' },
              on: { next: 'fetching', 'time.up': '#fluencyRound.finished' },
            },
            failed: {
              on: {
                retry: [{ guard: 'answerWasSent', target: 'submitting' }, { target: 'fetching' }],
                'time.up': '#fluencyRound.finished',
              },
            },
          },
        },
      },
    },
    finished: {
      entry: assign({ secondsLeft: 0 }),
      on: { again: 'starting', start: { target: 'starting', actions: { type: 'choose', params: ({ event }) => ({ operation: event.operation, upTo: event.upTo }) } } },
    },
    /** hideGames is on: the page says so. */
    hidden: { type: 'final' },
  },
});
