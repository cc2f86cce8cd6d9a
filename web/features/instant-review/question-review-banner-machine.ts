import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { QuestionReviewInvitation } from '../../../events/instant-review';
import { isHttpError } from '../../shared/http/http-error';
import { instantReviewApi } from './instant-review-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * The teacher's question-review banner (spec §2.22, §3, §4 "Question review", §8):
 *
 *   loading ─GET active-session→ shown | none
 *   none ─refresh (every navigation)→ loading
 *   shown
 *     idle ─refresh→ refreshing ─session→ idle | none
 *     idle | refreshing ─end.request→ confirming ─end.cancel→ idle
 *                        confirming ─end.confirm→ ending ─ok→ none        (the session is cleared)
 *                                                  ending ─403→ reloading  (the page is reloaded)
 *                                                  ending ─other→ idle + the failure (the banner stays)
 *   shown ─QRM_ENDED (push) of its session→ none
 *
 * Whether it is visible on a page is `hidesQuestionReviewBanner` (review-path.ts).
 */

export type ReviewSession = QuestionReviewInvitation;

export interface EndFailure {
  status: number;
  statusText: string;
  errorKey: string;
}

export interface QuestionReviewBannerContext {
  session: ReviewSession | null;
  failure: EndFailure | null;
}

export type QuestionReviewBannerEvent =
  | { type: 'refresh' }
  | { type: 'ended.pushed'; qrmSessionId: string }
  | { type: 'end.request' }
  | { type: 'end.cancel' }
  | { type: 'end.confirm' };

const failureOf = (error: unknown): EndFailure =>
  isHttpError(error) ? { status: error.status, statusText: error.statusText, errorKey: error.errorKey } : { status: 0, statusText: error instanceof Error ? error.message : '', errorKey: 'app.error.unexpected' };

export const questionReviewBannerMachine = setup({
  types: { context: {} as QuestionReviewBannerContext, events: {} as QuestionReviewBannerEvent },
  actors: {
    fetchSession: fromPromise<ReviewSession | null>(() => instantReviewApi.activeSession()),
    endReview: fromPromise<void>(async () => {
      await instantReviewApi.end();
    }),
  },
  guards: {
    hasSession: (_, session: ReviewSession | null) => session !== null,
    isOwnSession: ({ context }, qrmSessionId: string) => context.session?.qrmSessionId === qrmSessionId,
    isForbidden: (_, error: unknown) => isHttpError(error) && error.status === 403,
  },
  actions: {
    takeSession: assign((_, session: ReviewSession | null) => ({ session, failure: null })),
    clearSession: assign({ session: null, failure: null }),
    noteFailure: assign((_, error: unknown) => ({ failure: failureOf(error) })),
    clearFailure: assign({ failure: null }),
    reloadPage: () => window.location.reload(),
    logFetchFailure: (_, error: unknown) => console.warn('instant review: active session fetch failed', error),
  },
}).createMachine({
  id: 'questionReviewBanner',
  context: { session: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSession',
        onDone: [
          { guard: { type: 'hasSession', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'takeSession', params: ({ event }) => event.output } },
          { target: 'none' },
        ],
        onError: { target: 'none', actions: { type: 'logFetchFailure', params: errorOf } },
      },
    },
    none: {
      entry: 'clearSession',
      on: { refresh: 'loading' },
    },
    shown: {
      initial: 'idle',
      on: {
        'ended.pushed': { guard: { type: 'isOwnSession', params: ({ event }) => event.qrmSessionId }, target: 'none' },
      },
      states: {
        idle: {
          on: {
            refresh: 'refreshing',
            'end.request': { target: 'confirming', actions: 'clearFailure' },
          },
        },
        refreshing: {
          // A background refresh (a navigation, a reconnect) never swallows the teacher's click.
          on: { 'end.request': { target: 'confirming', actions: 'clearFailure' } },
          invoke: {
            src: 'fetchSession',
            onDone: [
              { guard: { type: 'hasSession', params: ({ event }) => event.output }, target: 'idle', actions: { type: 'takeSession', params: ({ event }) => event.output } },
              { target: '#questionReviewBanner.none' },
            ],
            // A failed refresh keeps what the banner knows.
            onError: { target: 'idle', actions: { type: 'logFetchFailure', params: errorOf } },
          },
        },
        confirming: {
          on: { 'end.cancel': 'idle', 'end.confirm': 'ending' },
        },
        ending: {
          invoke: {
            src: 'endReview',
            onDone: '#questionReviewBanner.none',
            onError: [
              { guard: { type: 'isForbidden', params: errorOf }, target: 'reloading' },
              { target: 'idle', actions: { type: 'noteFailure', params: errorOf } },
            ],
          },
        },
        reloading: { entry: 'reloadPage' },
      },
    },
  },
});

export type QuestionReviewBannerSnapshot = SnapshotFrom<typeof questionReviewBannerMachine>;
