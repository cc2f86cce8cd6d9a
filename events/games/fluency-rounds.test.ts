import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../log/decider-specification';
import type { FactOutcome } from './fluency-contract';
import { factsOf, factStateOf, nextFact, outcomeOf, schedulingWeight, SCHEDULING_WEIGHTS } from './fluency-facts';
import { fluencyRounds, fluencyRoundStreams, type FluencyRoundCommand, type FluencyRoundEvent } from './fluency-rounds';

const spec = deciderSpecification(fluencyRounds);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const ava = { userId: 'u_ava', role: 'student' };
const noah = { userId: 'u_noah', role: 'student' };
const none: ReadonlyMap<string, readonly FactOutcome[]> = new Map();

const start = (overrides: Partial<Extract<FluencyRoundCommand, { type: 'StartFluencyRound' }>['data']> = {}): FluencyRoundCommand => ({
  type: 'StartFluencyRound',
  data: { roundId: 'r1', learner: ava, operation: 'multiplication', upTo: 10, now: t0, ...overrides },
});
const serve = (ms: number, draw = 0, recent = none, learner = ava): FluencyRoundCommand => ({ type: 'ServeFluencyFact', data: { learner, recent, draw, now: at(ms) } });
const answer = (factKey: string, response: number, ms: number, learner = ava): FluencyRoundCommand => ({ type: 'AnswerFluencyFact', data: { learner, factKey, response, now: at(ms) } });

const started: FluencyRoundEvent = {
  type: 'FluencyRoundStarted',
  data: { roundId: 'r1', learnerId: 'u_ava', operation: 'multiplication', upTo: 10, startedAt: t0.toISOString(), endsAt: at(120_000).toISOString() },
};
const servedEvent = (factKey: string, servedNumber: number, ms: number): FluencyRoundEvent => ({
  type: 'FluencyFactServed',
  data: { roundId: 'r1', learnerId: 'u_ava', operation: 'multiplication', factKey, servedNumber, servedAt: at(ms).toISOString() },
});
const answeredEvent = (factKey: string, servedNumber: number, response: number, correctAnswer: number, milliseconds: number, ms: number): FluencyRoundEvent => ({
  type: 'FluencyFactAnswered',
  data: {
    roundId: 'r1',
    learnerId: 'u_ava',
    operation: 'multiplication',
    factKey,
    servedNumber,
    response,
    correct: response === correctAnswer,
    correctAnswer,
    milliseconds,
    answeredAt: at(ms).toISOString(),
  },
});

/** The facts of multiplication to 10 × 10, in the pool's order: 0x0, 0x1, … 10x10. */
const pool = factsOf('multiplication', 10);

describe('starting a round', () => {
  it('starts a two-minute round of the operation and range', () => spec.given([]).when(start()).then([started]));
  it('only in a range the operation has (within 10/20 for + and −, to 10×10/12×12 for × and ÷)', () => {
    spec.given([]).when(start({ upTo: 20 })).thenThrows('fluency_zone.invalid_range', 400);
    spec.given([]).when(start({ operation: 'addition', upTo: 12 })).thenThrows('fluency_zone.invalid_range', 400);
    spec.given([]).when(start({ operation: 'addition', upTo: 20 })).then([{ ...started, data: { ...started.data, operation: 'addition', upTo: 20 } } as FluencyRoundEvent]);
  });
  it('starts once', () => spec.given([started]).when(start()).thenThrows('fluency_zone.round_exists', 409));
  it('names its stream by the round', () => expect(fluencyRoundStreams.round('r1')).toBe('fluency-round:r1'));
});

describe('serving a fact', () => {
  it('serves one fact of the round’s range at the server’s time, picked by the injected draw', () => {
    spec.given([started]).when(serve(1_000, 0)).then([servedEvent('0x0', 1, 1_000)]);
    spec.given([started]).when(serve(1_000, 0.999_999)).then([servedEvent('10x10', 1, 1_000)]);
  });
  it('serves the fact served and not answered yet again as it was (nothing new; its clock keeps running)', () =>
    spec.given([started, servedEvent('3x4', 1, 1_000)]).when(serve(5_000)).then([]));
  it('never serves the same fact twice in a row', () =>
    spec.given([started, servedEvent('0x0', 1, 1_000), answeredEvent('0x0', 1, 0, 0, 800, 1_800)]).when(serve(2_000, 0)).then([servedEvent('0x1', 2, 2_000)]));
  it('serves only the learner’s own round', () => {
    spec.given([started]).when(serve(1_000, 0, none, noah)).thenThrows('fluency_zone.not_your_round', 403);
    spec.given([]).when(serve(1_000)).thenThrows('fluency_zone.unknown_round', 404);
  });
  it('serves nothing once the two minutes are over', () => {
    spec.given([started]).when(serve(119_999)).then([servedEvent('0x0', 1, 119_999)]);
    spec.given([started]).when(serve(120_000)).thenThrows('fluency_zone.round_over', 409);
  });
  it('serves at most 240 facts a round', () => {
    const history: FluencyRoundEvent[] = [started];
    for (let n = 1; n <= 240; n++) history.push(servedEvent(n % 2 === 0 ? '2x2' : '3x3', n, 100), answeredEvent(n % 2 === 0 ? '2x2' : '3x3', n, n % 2 === 0 ? 4 : 9, n % 2 === 0 ? 4 : 9, 100, 200));
    spec.given(history).when(serve(1_000)).thenThrows('fluency_zone.too_many_facts', 409);
  });
});

describe('answering: the server judges and times it', () => {
  it('times the answer from the moment the server served the fact, and judges it', () => {
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('7x8', 56, 12_400)).then([answeredEvent('7x8', 1, 56, 56, 2_400, 12_400)]);
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('7x8', 54, 11_000)).then([answeredEvent('7x8', 1, 54, 56, 1_000, 11_000)]);
  });
  it('refuses an answer to a fact that is not the one served', () =>
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('8x7', 56, 11_000)).thenThrows('fluency_zone.not_the_served_fact', 409));
  it('refuses an answer when no fact is waiting (none served, or it was answered)', () => {
    spec.given([started]).when(answer('7x8', 56, 11_000)).thenThrows('fluency_zone.no_fact_served', 409);
    spec.given([started, servedEvent('7x8', 1, 10_000), answeredEvent('7x8', 1, 56, 56, 1_000, 11_000)]).when(answer('7x8', 56, 12_000)).thenThrows('fluency_zone.no_fact_served', 409);
  });
  it('takes an answer up to two seconds after the round’s end, and none after', () => {
    spec.given([started, servedEvent('7x8', 1, 119_000)]).when(answer('7x8', 56, 122_000)).then([answeredEvent('7x8', 1, 56, 56, 3_000, 122_000)]);
    spec.given([started, servedEvent('7x8', 1, 119_000)]).when(answer('7x8', 56, 122_001)).thenThrows('fluency_zone.round_over', 409);
  });
  it('takes answers only from the round’s learner, and only whole numbers', () => {
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('7x8', 56, 11_000, noah)).thenThrows('fluency_zone.not_your_round', 403);
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('7x8', 5.5, 11_000)).thenThrows('fluency_zone.invalid_response', 400);
    spec.given([started, servedEvent('7x8', 1, 10_000)]).when(answer('7x8', 10_000, 11_000)).thenThrows('fluency_zone.invalid_response', 400);
  });
});

describe('the fluent rule: right within 3 seconds in 3 of the last 4 tries', () => {
  it('is fast when right within 3 s (inclusive), slow when right later, missed when wrong', () => {
    expect([outcomeOf(true, 3_000), outcomeOf(true, 3_001), outcomeOf(false, 500)]).toEqual(['fast', 'slow', 'missed']);
  });
  it('new before any try; fluent with three fast right answers among the last four; learning otherwise', () => {
    expect(factStateOf([])).toBe('new');
    expect(factStateOf(['fast', 'fast'])).toBe('learning');
    expect(factStateOf(['fast', 'fast', 'fast'])).toBe('fluent');
    expect(factStateOf(['fast', 'missed', 'fast', 'fast'])).toBe('fluent');
    expect(factStateOf(['fast', 'slow', 'fast', 'missed'])).toBe('learning');
    // Only the last four count: fluency is lost when the recent tries are slow or wrong.
    expect(factStateOf(['fast', 'fast', 'fast', 'slow', 'missed'])).toBe('learning');
    expect(factStateOf(['missed', 'missed', 'fast', 'fast', 'fast'])).toBe('fluent');
  });
});

describe('scheduling: missed and slow facts come back more often', () => {
  it('weighs a fact 8 when its last try was missed or slow, 4 when new, 2 when learning, 1 when fluent', () => {
    expect(schedulingWeight(['fast', 'missed'])).toBe(SCHEDULING_WEIGHTS.missedOrSlow);
    expect(schedulingWeight(['fast', 'fast', 'fast', 'slow'])).toBe(8);
    expect(schedulingWeight([])).toBe(4);
    expect(schedulingWeight(['missed', 'fast'])).toBe(2);
    expect(schedulingWeight(['fast', 'fast', 'fast'])).toBe(1);
  });

  it('draws in proportion to the weights (evenly spread draws, a three-fact pool)', () => {
    const three = pool.filter((fact) => ['2x3', '4x5', '6x7'].includes(fact.factKey));
    const recent = new Map<string, FactOutcome[]>([
      ['2x3', ['fast', 'fast', 'fast']], // fluent: 1
      ['4x5', ['missed']], // missed: 8
      // 6x7 new: 4
    ]);
    const counts = new Map<string, number>();
    for (let n = 0; n < 1_300; n++) {
      const fact = nextFact({ pool: three, recent, comeBack: [], served: 0, lastFactKey: null, draw: (n + 0.5) / 1_300 });
      counts.set(fact.factKey, (counts.get(fact.factKey) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ '2x3': 100, '4x5': 800, '6x7': 400 });
  });

  it('the decider picks a fact missed last time over the same draw’s fluent one', () => {
    const recent = new Map<string, FactOutcome[]>([['0x0', ['fast', 'fast', 'fast']]]);
    // 0x0 fluent (1), 0x1 missed (8) or new (4), the rest new (4): the missed fact holds twice the slice of the draw.
    spec.given([started]).when(serve(1_000, 0.0001, recent)).then([servedEvent('0x0', 1, 1_000)]);
    const total = 1 + 8 + 4 * (pool.length - 2);
    spec.given([started]).when(serve(1_000, 1.5 / total, new Map([...recent, ['0x1', ['missed']]]))).then([servedEvent('0x1', 1, 1_000)]);
    spec.given([started]).when(serve(1_000, 1.5 / total, recent)).then([servedEvent('0x1', 1, 1_000)]);
    spec.given([started]).when(serve(1_000, 8.5 / total, new Map([...recent, ['0x1', ['missed']]]))).then([servedEvent('0x1', 1, 1_000)]);
    spec.given([started]).when(serve(1_000, 8.5 / total, recent)).then([servedEvent('0x2', 1, 1_000)]);
  });

  it('a fact missed or slow in this round comes back once three other facts went by, whatever the draw', () => {
    const missed = [started, servedEvent('7x8', 1, 1_000), answeredEvent('7x8', 1, 54, 56, 1_000, 2_000)];
    const others: FluencyRoundEvent[] = [];
    for (const [n, key] of [[2, '2x2'], [3, '3x3'], [4, '4x4']] as const) others.push(servedEvent(key, n, 2_000 + n), answeredEvent(key, n, Number(key[0]) ** 2, Number(key[0]) ** 2, 500, 2_100 + n));
    // After two others it is not due yet: the draw decides.
    spec.given([...missed, ...others.slice(0, 4)]).when(serve(9_000, 0)).then([servedEvent('0x0', 4, 9_000)]);
    // After three it is served, whatever the draw.
    spec.given([...missed, ...others]).when(serve(9_000, 0)).then([servedEvent('7x8', 5, 9_000)]);
    spec.given([...missed, ...others]).when(serve(9_000, 0.99)).then([servedEvent('7x8', 5, 9_000)]);
    // A slow right answer comes back too; a fast one does not.
    const slow = [started, servedEvent('7x8', 1, 1_000), answeredEvent('7x8', 1, 56, 56, 3_500, 4_500)];
    spec.given([...slow, ...others]).when(serve(9_000, 0)).then([servedEvent('7x8', 5, 9_000)]);
    const fast = [started, servedEvent('7x8', 1, 1_000), answeredEvent('7x8', 1, 56, 56, 2_000, 3_000)];
    spec.given([...fast, ...others]).when(serve(9_000, 0)).then([servedEvent('0x0', 5, 9_000)]);
  });
});
