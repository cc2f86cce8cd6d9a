import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { QrmCurrentQuestion, SkillIDAndLevel } from '../../../events/instant-review';
import { isHttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { instantReviewApi } from './instant-review-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * The review page (teacher's projector view or a student's answer view), both fed by
 * GET /practice/qrm-current-question and refreshed on the session's pushes:
 *
 *   loading ─view→ ready | failed ─retry→ loading
 *   ready.idle ─refresh (a push, a reconnect)→ ready.refreshing ─view→ ready.idle
 *   ready.idle ─command→ ready.acting ─view→ ready.idle        (a failure: the error key, the view kept)
 *
 * A refresh asked for while acting runs after it, so no push is lost.
 */

export type ReviewCommand =
  | { kind: 'jump'; numLevelsToJump: number }
  | { kind: 'nextSkill'; skill: SkillIDAndLevel }
  | { kind: 'updateSkills'; skills: SkillIDAndLevel[] }
  | { kind: 'submit'; guesses: string[] };

export interface ReviewPageContext {
  qrmSessionId: string;
  view: QrmCurrentQuestion | null;
  /** The last command's failure (an error key). */
  error: string | null;
  refreshAfter: boolean;
}

export type ReviewPageEvent = { type: 'refresh' } | { type: 'retry' } | { type: 'command'; command: ReviewCommand } | { type: 'error.dismiss' };

/** Runs a command against the server; answers the view after it. */
export async function runReviewCommand(qrmSessionId: string, view: QrmCurrentQuestion, command: ReviewCommand): Promise<QrmCurrentQuestion> {
  const next = view.question.questionNumber + 1;
  switch (command.kind) {
    case 'jump':
      return instantReviewApi.jumpAndPose(qrmSessionId, command.numLevelsToJump, next);
    case 'nextSkill':
      return instantReviewApi.nextSkill(qrmSessionId, command.skill, next);
    case 'updateSkills':
      return instantReviewApi.updateSkillList(qrmSessionId, command.skills);
    case 'submit':
      await instantReviewApi.submitResponse(view.question.questionKey, command.guesses, newIdempotencyKey());
      return instantReviewApi.currentQuestion(qrmSessionId);
  }
}

const errorKeyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : 'app.error.unexpected');

export const reviewPageMachine = setup({
  types: { context: {} as ReviewPageContext, events: {} as ReviewPageEvent, input: {} as { qrmSessionId: string } },
  actors: {
    fetchView: fromPromise<QrmCurrentQuestion, { qrmSessionId: string }>(({ input }) => instantReviewApi.currentQuestion(input.qrmSessionId)),
    runCommand: fromPromise<QrmCurrentQuestion, { qrmSessionId: string; view: QrmCurrentQuestion; command: ReviewCommand }>(({ input }) => runReviewCommand(input.qrmSessionId, input.view, input.command)),
  },
  guards: {
    refreshPending: ({ context }) => context.refreshAfter,
  },
  actions: {
    takeView: assign((_, view: QrmCurrentQuestion) => ({ view })),
    noteError: assign((_, error: unknown) => ({ error: errorKeyOf(error) })),
    clearError: assign({ error: null }),
    queueRefresh: assign({ refreshAfter: true }),
    clearQueue: assign({ refreshAfter: false }),
  },
}).createMachine({
  id: 'reviewPage',
  context: ({ input }) => ({ qrmSessionId: input.qrmSessionId, view: null, error: null, refreshAfter: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchView',
        input: ({ context }) => ({ qrmSessionId: context.qrmSessionId }),
        onDone: { target: 'ready', actions: { type: 'takeView', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'noteError', params: errorOf } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearError' } } },
    ready: {
      initial: 'idle',
      on: { 'error.dismiss': { actions: 'clearError' } },
      states: {
        idle: {
          always: { guard: 'refreshPending', target: 'refreshing' },
          on: {
            refresh: 'refreshing',
            command: { target: 'acting', actions: 'clearError' },
          },
        },
        refreshing: {
          entry: 'clearQueue',
          on: { refresh: { actions: 'queueRefresh' } },
          invoke: {
            src: 'fetchView',
            input: ({ context }) => ({ qrmSessionId: context.qrmSessionId }),
            onDone: { target: 'idle', actions: { type: 'takeView', params: ({ event }) => event.output } },
            onError: { target: 'idle' },
          },
        },
        acting: {
          on: { refresh: { actions: 'queueRefresh' } },
          invoke: {
            src: 'runCommand',
            input: ({ context, event }) => ({ qrmSessionId: context.qrmSessionId, view: context.view!, command: (event as Extract<ReviewPageEvent, { type: 'command' }>).command }),
            onDone: { target: 'idle', actions: { type: 'takeView', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: [{ type: 'noteError', params: errorOf }, 'queueRefresh'] },
          },
        },
      },
    },
  },
});

export type ReviewPageSnapshot = SnapshotFrom<typeof reviewPageMachine>;
