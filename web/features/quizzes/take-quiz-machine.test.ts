import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuizAttemptView } from '../../../events/quizzes';
import { HttpError } from '../../shared/http/http-error';
import { attempt, results } from './quizzes-fixtures';
import { takeQuizMachine, type AttemptRequest } from './take-quiz-machine';

function start(views: QuizAttemptView[], send: (request: AttemptRequest) => Promise<QuizAttemptView>) {
  const requests: AttemptRequest[] = [];
  let loads = 0;
  const actor = createActor(
    takeQuizMachine.provide({
      actors: {
        loadAttempt: fromPromise(async () => views[Math.min(loads++, views.length - 1)]!),
        sendAttempt: fromPromise(async ({ input }) => {
          requests.push(input.request);
          return send(input.request);
        }),
        loadResults: fromPromise(async () => results),
      },
    }),
    { input: { quizId: 'quiz-1' } },
  ).start();
  return { actor, requests, loads: () => loads };
}

describe('the quiz attempt machine', () => {
  it('answers with one idempotency key per question: a retry after a lost answer sends the same key, the next question a new one', async () => {
    let fail = true;
    const { actor, requests } = start([attempt()], async (request) => {
      if (fail) {
        fail = false;
        throw new HttpError(0, 'app.error.network');
      }
      return request.kind === 'answer' ? attempt({ question: { ...attempt().question!, questionKey: 'q2', number: 2 } }) : attempt();
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'answer' });
    expect(actor.getSnapshot().context.errorKey).toBe('quizzes.invalid_response');
    expect(requests).toEqual([]);
    actor.send({ type: 'response.changed', value: '9' });
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.errorKey === 'app.error.network');
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.context.view?.question?.questionKey === 'q2');
    expect(actor.getSnapshot().context.response).toBe('');
    const [first, retry] = requests as Extract<AttemptRequest, { kind: 'answer' }>[];
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    actor.send({ type: 'response.changed', value: '4' });
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && requests.length === 3);
    expect((requests[2] as Extract<AttemptRequest, { kind: 'answer' }>).idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('a refusal that means the attempt moved on (time up) loads the server’s view again, keeping the reason on screen', async () => {
    const { actor, loads } = start([attempt(), attempt({ status: 'submitted', submitReason: 'deadline', question: null })], async () => {
      throw new HttpError(409, 'quizzes.time_up');
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'response.changed', value: '9' });
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.context.view?.status === 'submitted');
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().context.errorKey).toBe('quizzes.time_up');
  });

  it('the deadline asks the server again; a released attempt fetches its results once', async () => {
    const { actor, loads } = start([attempt(), attempt({ status: 'submitted', submitReason: 'deadline', question: null, released: true })], async () => attempt());
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'deadline' });
    await waitFor(actor, (s) => s.context.results !== null);
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
