import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PracticeFeedback, PracticeQuestion } from '../../../events/practice';
import { HttpError } from '../../shared/http/http-error';
import type { PracticeAnswer } from './practice-api';
import { fakePracticeServer, feedback, limitReached, networkError, question, wrongFeedback, type SentAnswer } from './practice-fixtures';
import { practiceMachine, TICK_MS } from './practice-machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine over a fake server, on a simulated clock starting at 1,000,000 ms; keys k1, k2, … */
function start(options: Parameters<typeof fakePracticeServer>[0] = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const { server, api, holdNext } = fakePracticeServer(options);
  let keys = 0;
  const machine = practiceMachine.provide({
    actors: {
      fetchQuestion: fromPromise<PracticeQuestion, { permacode: string }>(({ input }) => api.fetchQuestion(input.permacode)),
      submitAnswer: fromPromise<PracticeFeedback, { permacode: string; answer: PracticeAnswer; idempotencyKey: string }>(({ input }) =>
        api.submitAnswer(input.permacode, input.answer, input.idempotencyKey),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { permacode: 'PC12', now: () => clock.now(), newKey: () => `k${++keys}` } });
  actor.start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  return { actor, clock, server, holdNext, context, state };
}

async function answering(options: Parameters<typeof fakePracticeServer>[0] = {}) {
  const harness = start(options);
  await waitFor(harness.actor, (s) => s.matches('answering'));
  return harness;
}

describe('practice machine', () => {
  it('loads a question and shows it with the server’s SmartScore and count, a fresh key and a stopped clock', async () => {
    const { context, server } = await answering();
    expect(server.calls).toEqual(['question PC12']);
    expect(context()).toMatchObject({
      question: { questionKey: 'qk-1', prompt: 'What is 7 + 5?' },
      smartScore: 40,
      questionsAnswered: 4,
      idempotencyKey: 'k1',
      secondsOnQuestion: 0,
      response: '',
    });
  });

  it('ticks the question’s clock each second while answering and sends the seconds spent with the answer', async () => {
    const { actor, clock, context, server } = await answering();
    clock.increment(TICK_MS);
    expect(context().secondsOnQuestion).toBe(1);
    // A throttled tab: one late tick still reads the real time.
    clock.increment(41_500);
    expect(context().secondsOnQuestion).toBe(42);
    actor.send({ type: 'response.changed', value: ' 12 ' });
    clock.increment(700);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent).toEqual([{ permacode: 'PC12', questionKey: 'qk-1', response: '12', secondsSpent: 43, idempotencyKey: 'k1' }]);
    // The clock stops at submit.
    clock.increment(10_000);
    expect(context().secondsOnQuestion).toBe(43);
  });

  it('feedback path: a right answer moves the score and count; next loads the following question with a new key', async () => {
    const { actor, clock, context, server } = await answering({ answer: () => feedback({ smartScore: 48, questionsAnswered: 5 }) });
    clock.increment(5_000);
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(context()).toMatchObject({ feedback: { correct: true }, smartScore: 48, questionsAnswered: 5, secondsPractised: 5 });

    actor.send({ type: 'next' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('answering'));
    expect(context()).toMatchObject({ question: { questionKey: 'qk-2' }, idempotencyKey: 'k2', response: '', feedback: null, secondsOnQuestion: 0 });
    expect(server.calls).toHaveLength(3);
  });

  it('keeps a wrong answer’s correct answer and steps, and the proficient and mastered flags', async () => {
    const { actor, context } = await answering({ answer: () => wrongFeedback({ proficient: true }) });
    actor.send({ type: 'response.changed', value: '11' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(context().feedback).toMatchObject({ correct: false, correctAnswer: '12', explanation: ['Add the ones: 7 + 5 = 12.', 'So the answer is 12.'] });
    expect(context()).toMatchObject({ smartScore: 36, proficient: true, mastered: false, sent: { response: '11' } });
  });

  it('asks for an answer instead of sending an empty one', async () => {
    const { actor, context, server, state } = await answering();
    actor.send({ type: 'response.changed', value: '   ' });
    actor.send({ type: 'submit' });
    expect(state()).toBe('answering');
    expect(context().emptySubmit).toBe(true);
    expect(server.sent).toEqual([]);
    actor.send({ type: 'response.changed', value: '1' });
    expect(context().emptySubmit).toBe(false);
  });

  it('retry path: a lost answer is sent again unchanged — the response, the seconds and the key — and its feedback shown', async () => {
    let attempts = 0;
    const { actor, clock, context, server, state } = await answering({
      answer: () => {
        attempts += 1;
        if (attempts === 1) throw networkError();
        return feedback();
      },
    });
    clock.increment(8_000);
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(context().errorKey).toBe('app.error.network');
    // Nothing is lost while the learner decides; the clock does not run.
    clock.increment(30_000);
    await settle();
    expect(context()).toMatchObject({ response: '12', secondsOnQuestion: 8, idempotencyKey: 'k1' });
    // Typing is over: the answer stands as sent.
    actor.send({ type: 'response.changed', value: '13' });
    expect(context().response).toBe('12');

    actor.send({ type: 'retry' });
    expect(context().errorKey).toBeNull();
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent.map(({ response, secondsSpent, idempotencyKey }) => `${response} ${secondsSpent} ${idempotencyKey}`)).toEqual(['12 8 k1', '12 8 k1']);
    expect(state()).toBe('feedback');
  });

  it('Enter after a failure sends again too', async () => {
    let attempts = 0;
    const { actor, server } = await answering({
      answer: () => {
        attempts += 1;
        if (attempts === 1) throw new HttpError(503, 'app.error.unexpected', {}, 'Service Unavailable');
        return feedback();
      },
    });
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent).toHaveLength(2);
  });

  it('a retry answered 409 already_answered (the first attempt was recorded): fetches the next question with a notice, counting the time', async () => {
    let attempts = 0;
    const { actor, clock, context, server } = await answering({
      answer: () => {
        attempts += 1;
        throw attempts === 1 ? networkError() : new HttpError(409, 'practice.already_answered', {}, 'Conflict');
      },
    });
    clock.increment(6_000);
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('answering') && s.context.question?.questionKey === 'qk-2');
    expect(context()).toMatchObject({ notice: 'alreadyAnswered', errorKey: null, smartScore: 48, questionsAnswered: 5, secondsPractised: 6, idempotencyKey: 'k2' });
    expect(server.calls.filter((call) => call.startsWith('question'))).toHaveLength(2);
    // The notice goes once the next answer is sent.
    actor.send({ type: 'response.changed', value: '13' });
    actor.send({ type: 'submit' });
    expect(context().notice).toBeNull();
  });

  it('an expired, invalid or another learner’s question key fetches a new question with a notice', async () => {
    for (const key of ['practice.question_expired', 'practice.invalid_question_key', 'practice.not_your_question']) {
      const { actor, context } = await answering({
        answer: () => {
          throw new HttpError(400, key, {}, 'Bad Request');
        },
      });
      actor.send({ type: 'response.changed', value: '12' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (s) => s.matches('answering') && s.context.question?.questionKey === 'qk-2');
      expect(context().notice).toBe('questionExpired');
    }
  });

  it('an answer refused as typed goes back to answering with the error, editable; the same key sends the changed answer', async () => {
    let attempts = 0;
    const { actor, context, server, state } = await answering({
      answer: () => {
        attempts += 1;
        if (attempts === 1) throw new HttpError(400, 'practice.response_too_long', {}, 'Bad Request');
        return feedback();
      },
    });
    actor.send({ type: 'response.changed', value: '1'.repeat(300) });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('answering') && s.context.errorKey !== null);
    expect(context().errorKey).toBe('practice.response_too_long');
    actor.send({ type: 'response.changed', value: '12' });
    expect(context().errorKey).toBeNull();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent.map((sent) => `${sent.response.length} ${sent.idempotencyKey}`)).toEqual(['300 k1', '2 k1']);
    expect(state()).toBe('feedback');
  });

  it('sends at most an hour on a question, as the server records it', async () => {
    const { actor, clock, server } = await answering();
    clock.increment(2 * 60 * 60 * 1000);
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent[0]?.secondsSpent).toBe(3_600);
  });

  it('a visitor past the limit gets the limit state with the edition’s skill count, from the answer or the question call', async () => {
    const answered = await answering({
      answer: () => {
        throw limitReached(8_123);
      },
    });
    answered.actor.send({ type: 'response.changed', value: '12' });
    answered.actor.send({ type: 'submit' });
    await waitFor(answered.actor, (s) => s.matches('limitReached'));
    expect(answered.context().skillsInEdition).toBe(8_123);
    expect(answered.actor.getSnapshot().status).toBe('done');

    const asked = start();
    asked.server.questionError = limitReached();
    await waitFor(asked.actor, (s) => s.matches('limitReached'));
    expect(asked.context().skillsInEdition).toBeNull();
  });

  it('a failed question load keeps the progress and loads again on retry; an unknown skill is unavailable', async () => {
    const { actor, context, server } = start();
    server.questionError = new HttpError(502, 'app.error.unexpected', {}, 'Bad Gateway');
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(context().errorKey).toBe('app.error.unexpected');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('answering'));
    expect(context().errorKey).toBeNull();

    const unknown = start();
    unknown.server.questionError = new HttpError(404, 'practice.unknown_skill', {}, 'Not Found');
    await waitFor(unknown.actor, (s) => s.matches('unavailable'));
  });

  it('an answer the client cannot read is a failure to retry, shown with the general text', async () => {
    let attempts = 0;
    const { actor, context } = await answering({
      answer: (sent: SentAnswer) => {
        attempts += 1;
        if (attempts === 1) throw new HttpError(200, 'app.error.unexpectedResponse');
        return feedback({ correctAnswer: sent.response });
      },
    });
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(context().errorKey).toBe('app.error.unexpected');
  });

  it('ignores submits while one is in flight', async () => {
    const { actor, server, holdNext } = await answering();
    actor.send({ type: 'response.changed', value: '12' });
    const release = holdNext();
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'response.changed', value: '99' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent).toHaveLength(1);
    expect(actor.getSnapshot().context.sent?.response).toBe('12');
  });

  it('choice questions send the chosen text', async () => {
    const { actor, server } = await answering({ questions: [question({ answerType: 'choice', choices: ['acute', 'right', 'obtuse'] })] });
    actor.send({ type: 'response.changed', value: 'obtuse' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    expect(server.sent[0]?.response).toBe('obtuse');
  });
});
