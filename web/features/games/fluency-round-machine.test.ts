import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { JudgedFluencyAnswer, ServedFluencyFact, StartedFluencyRound } from '../../../events/games';
import type { FluencyOperation, FluencyUpTo } from '../../../events/games/fluency-contract';
import { HttpError } from '../../shared/http/http-error';
import { FEEDBACK_MS, fluencyRoundMachine, TICK_MS } from './fluency-round-machine';
import { fakeFluencyServer, gamesHidden, offline, roundOver } from './games-fixtures';

/** The machine over a fake server, on a simulated clock; keys k1, k2, … */
function start(options: Parameters<typeof fakeFluencyServer>[0] = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const { api, calls, answers } = fakeFluencyServer(options);
  let keys = 0;
  const machine = fluencyRoundMachine.provide({
    actors: {
      startRound: fromPromise<StartedFluencyRound, { operation: FluencyOperation; upTo: FluencyUpTo }>(({ input }) => api.startRound(input.operation, input.upTo)),
      fetchFact: fromPromise<ServedFluencyFact, { roundId: string }>(({ input }) => api.fetchFact(input.roundId)),
      sendAnswer: fromPromise<JudgedFluencyAnswer, { roundId: string; factKey: string; response: string; idempotencyKey: string }>(({ input }) =>
        api.sendAnswer(input.roundId, input.factKey, input.response, input.idempotencyKey),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { operation: 'multiplication', upTo: 10, now: () => clock.now(), newKey: () => `k${++keys}` } });
  actor.start();
  return { actor, clock, calls, answers, context: () => actor.getSnapshot().context };
}

async function playing(options: Parameters<typeof fakeFluencyServer>[0] = {}) {
  const harness = start(options);
  harness.actor.send({ type: 'start', operation: 'multiplication', upTo: 12 });
  await waitFor(harness.actor, (s) => s.matches({ playing: { round: 'answering' } }));
  return harness;
}

const answer = (actor: ReturnType<typeof start>['actor'], response: string) => {
  actor.send({ type: 'response.changed', value: response });
  actor.send({ type: 'submit' });
};

describe('the fluency round machine', () => {
  it('starts the chosen round, shows a fact, sends the answer with the fact’s key, shows the feedback and moves on by itself', async () => {
    const { actor, clock, calls, answers, context } = await playing();
    expect(calls).toEqual(['start multiplication 12', 'fact round-1']);
    expect(context()).toMatchObject({ operation: 'multiplication', upTo: 12, secondsLeft: 120, fact: { factKey: '2x1', prompt: '2 × 1' }, idempotencyKey: 'k1' });
    answer(actor, '2');
    await waitFor(actor, (s) => s.matches({ playing: { round: 'feedback' } }));
    expect(answers).toEqual([{ roundId: 'round-1', factKey: '2x1', response: '2', idempotencyKey: 'k1' }]);
    expect(context()).toMatchObject({ feedback: { correct: true, prompt: '2 × 1', response: '2' }, answered: 1, right: 1 });
    clock.increment(FEEDBACK_MS.right);
    await waitFor(actor, (s) => s.matches({ playing: { round: 'answering' } }));
    expect(context()).toMatchObject({ fact: { factKey: '2x2' }, idempotencyKey: 'k2', response: '', feedback: null });
  });

  it('keeps a wrong answer’s feedback longer, and goes on at once on next', async () => {
    const { actor, clock, context } = await playing();
    answer(actor, '5');
    await waitFor(actor, (s) => s.matches({ playing: { round: 'feedback' } }));
    expect(context().feedback).toMatchObject({ correct: false, correctAnswer: 2 });
    clock.increment(FEEDBACK_MS.right);
    expect(actor.getSnapshot().matches({ playing: { round: 'feedback' } })).toBe(true);
    actor.send({ type: 'next' });
    await waitFor(actor, (s) => s.matches({ playing: { round: 'answering' } }));
  });

  it('asks for a whole number instead of sending an empty answer', async () => {
    const { actor, calls, context } = await playing();
    answer(actor, '  ');
    expect(context().emptySubmit).toBe(true);
    expect(actor.getSnapshot().matches({ playing: { round: 'answering' } })).toBe(true);
    expect(calls.filter((call) => call.startsWith('answer'))).toEqual([]);
  });

  it('counts down each second and ends the round at 0, dropping the fact not answered', async () => {
    const { actor, clock, context } = await playing({ secondsLeft: 3 });
    clock.increment(TICK_MS);
    expect(context().secondsLeft).toBe(2);
    clock.increment(TICK_MS);
    clock.increment(TICK_MS);
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(context().secondsLeft).toBe(0);
  });

  it('lets an answer on its way at 0 arrive, then ends', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { actor, clock, context } = await playing({ secondsLeft: 1, holdAnswer: () => held });
    // The answer is in flight while the clock runs out.
    answer(actor, '2');
    clock.increment(TICK_MS);
    expect(actor.getSnapshot().matches({ playing: { round: 'submitting' } })).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('finished'));
    expect(context()).toMatchObject({ answered: 1, right: 1 });
  });

  it('ends when the server says the round is over', async () => {
    const { actor } = await playing({ failFact: (call) => (call === 2 ? roundOver() : null) });
    answer(actor, '2');
    await waitFor(actor, (s) => s.matches({ playing: { round: 'feedback' } }));
    actor.send({ type: 'next' });
    await waitFor(actor, (s) => s.matches('finished'));
  });

  it('retries a lost answer with the same key; fetches the next fact when the fact is no longer waiting', async () => {
    const { actor, answers, context } = await playing({ failAnswer: (call) => (call === 1 ? offline() : call === 3 ? new HttpError(409, 'fluency_zone.no_fact_served') : null) });
    answer(actor, '2');
    await waitFor(actor, (s) => s.matches({ playing: { round: 'failed' } }));
    expect(context().errorKey).toBe('app.error.network');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ playing: { round: 'feedback' } }));
    expect(answers.map((each) => [each.factKey, each.idempotencyKey])).toEqual([
      ['2x1', 'k1'],
      ['2x1', 'k1'],
    ]);
    actor.send({ type: 'next' });
    await waitFor(actor, (s) => s.matches({ playing: { round: 'answering' } }));
    answer(actor, '4');
    await waitFor(actor, (s) => s.matches({ playing: { round: 'answering' } }) && s.context.idempotencyKey === 'k3');
  });

  it('says why a round did not start, and starts when asked again', async () => {
    const { actor, context } = start({ failStart: new HttpError(429, 'fluency_zone.too_many_rounds') });
    actor.send({ type: 'start', operation: 'addition', upTo: 20 });
    await waitFor(actor, (s) => s.matches('startFailed'));
    expect(context().errorKey).toBe('fluency_zone.too_many_rounds');
    actor.send({ type: 'start', operation: 'division', upTo: 10 });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect(context()).toMatchObject({ operation: 'division', upTo: 10 });
  });

  it('shows the hidden-games state when the server answers games.hidden', async () => {
    const { actor } = start({ failStart: gamesHidden() });
    actor.send({ type: 'start', operation: 'addition', upTo: 10 });
    await waitFor(actor, (s) => s.matches('hidden'));
  });

  it('plays again the same round, or goes back to choose', async () => {
    const { actor, clock, calls } = await playing({ secondsLeft: 1 });
    clock.increment(TICK_MS);
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    actor.send({ type: 'again' });
    await waitFor(actor, (s) => s.matches({ playing: { round: 'answering' } }));
    expect(calls.filter((call) => call.startsWith('start'))).toEqual(['start multiplication 12', 'start multiplication 12']);
    actor.send({ type: 'choose' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
