import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { SittingView } from './assessments-api';
import { levelUpSitting, question, sitting } from './assessments-fixtures';
import { takeAssessmentMachine, type AnswerRequest } from './take-assessment-machine';

function run(starts: (() => Promise<SittingView>)[], send: (request: AnswerRequest) => Promise<SittingView> = async () => sitting()) {
  const requests: AnswerRequest[] = [];
  let startCalls = 0;
  const actor = createActor(
    takeAssessmentMachine.provide({
      actors: {
        startSitting: fromPromise(() => starts[Math.min(startCalls++, starts.length - 1)]!()),
        sendAnswer: fromPromise(async ({ input }) => {
          requests.push(input.request);
          return send(input.request);
        }),
      },
    }),
    { input: { assessmentId: 'window-w1' } },
  ).start();
  return { actor, requests, startCalls: () => startCalls };
}

const second = sitting({ answered: 1, question: question({ questionKey: 'q2', number: 2 }) });

describe('the assessment sitting machine', () => {
  it('starts (a reload resumes: start is called again and answers the current question), answers one question at a time, ends finished', async () => {
    const { actor, requests, startCalls } = run([async () => second], async (request) =>
      request.questionKey === 'q2' ? sitting({ answered: 2, question: question({ questionKey: 'q3', number: 3 }) }) : sitting({ status: 'finished', question: null, answered: 3 }),
    );
    await waitFor(actor, (s) => s.matches('answering'));
    expect(startCalls()).toBe(1);
    expect(actor.getSnapshot().context.view?.question?.number).toBe(2);
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'answer' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('answering') && s.context.view?.question?.questionKey === 'q3');
    expect(actor.getSnapshot().context.response).toBe('');
    actor.send({ type: 'response.changed', value: '7' });
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(requests.map((r) => [r.questionKey, r.response])).toEqual([
      ['q2', '12'],
      ['q3', '7'],
    ]);
    expect(requests[0]!.idempotencyKey).not.toBe(requests[1]!.idempotencyKey);
  });

  it('an empty or too long answer is not sent', async () => {
    const { actor, requests } = run([async () => sitting()]);
    await waitFor(actor, (s) => s.matches('answering'));
    actor.send({ type: 'answer' });
    expect(actor.getSnapshot().context.errorKey).toBe('assessmentsWeb.emptyResponse');
    actor.send({ type: 'response.changed', value: 'x'.repeat(201) });
    actor.send({ type: 'answer' });
    expect(actor.getSnapshot().context.errorKey).toBe('assessmentsWeb.responseTooLong');
    expect(requests).toEqual([]);
  });

  it('a lost answer keeps the question and its idempotency key for the retry', async () => {
    let fail = true;
    const { actor, requests } = run([async () => sitting()], async () => {
      if (fail) {
        fail = false;
        throw new HttpError(0, 'app.error.network');
      }
      return second;
    });
    await waitFor(actor, (s) => s.matches('answering'));
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.matches('answering') && s.context.errorKey === 'app.error.network');
    expect(actor.getSnapshot().context.response).toBe('12');
    actor.send({ type: 'answer' });
    await waitFor(actor, (s) => s.context.view?.question?.questionKey === 'q2');
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
  });

  it('an answer refused outside the window ends in windowClosed; a start refused so too', async () => {
    const answered = run([async () => sitting()], async () => Promise.reject(new HttpError(409, 'assessments.window_closed')));
    await waitFor(answered.actor, (s) => s.matches('answering'));
    answered.actor.send({ type: 'response.changed', value: '12' });
    answered.actor.send({ type: 'answer' });
    await waitFor(answered.actor, (s) => s.matches('windowClosed'));
    const started = run([async () => Promise.reject(new HttpError(409, 'assessments.window_closed'))]);
    await waitFor(started.actor, (s) => s.matches('windowClosed'));
    expect(started.actor.getSnapshot().status).toBe('done');
  });

  it('the window’s end asks the server again (start), which refuses: windowClosed', async () => {
    const { actor, startCalls } = run([async () => sitting(), async () => Promise.reject(new HttpError(409, 'assessments.window_closed'))]);
    await waitFor(actor, (s) => s.matches('answering'));
    actor.send({ type: 'deadline' });
    await waitFor(actor, (s) => s.matches('windowClosed'));
    expect(startCalls()).toBe(2);
  });

  it('not the student’s: notAssigned (403 or 404); another refusal while answering loads the server’s view again', async () => {
    const refused = run([async () => Promise.reject(new HttpError(404, 'assessments.not_assigned'))]);
    await waitFor(refused.actor, (s) => s.matches('notAssigned'));
    expect(refused.actor.getSnapshot().context.errorKey).toBe('assessments.not_assigned');
    const movedOn = run([async () => sitting(), async () => second], async () => Promise.reject(new HttpError(400, 'assessments.not_the_current_question')));
    await waitFor(movedOn.actor, (s) => s.matches('answering'));
    movedOn.actor.send({ type: 'response.changed', value: '12' });
    movedOn.actor.send({ type: 'answer' });
    await waitFor(movedOn.actor, (s) => s.matches('answering') && s.context.view?.question?.questionKey === 'q2');
    expect(movedOn.startCalls()).toBe(2);
  });

  it('a failed load is an error with a retry', async () => {
    const { actor } = run([async () => Promise.reject(new HttpError(0, 'app.error.network')), async () => sitting()]);
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.errorKey).toBe('app.error.network');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('answering'));
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('LevelUp: a finished sitting starts the next one; another kind’s finished stays finished', async () => {
    const level = run([async () => levelUpSitting({ status: 'finished', question: null, answered: 20 }), async () => levelUpSitting()]);
    await waitFor(level.actor, (s) => s.matches('finished'));
    level.actor.send({ type: 'nextSitting' });
    await waitFor(level.actor, (s) => s.matches('answering'));
    const screener = run([async () => sitting({ status: 'finished', question: null, answered: 3 })]);
    await waitFor(screener.actor, (s) => s.matches('finished'));
    screener.actor.send({ type: 'nextSitting' });
    expect(screener.actor.getSnapshot().matches('finished')).toBe(true);
    expect(screener.startCalls()).toBe(1);
  });
});
