import { describe, expect, it } from 'vitest';
import type { FluencyRoundEvent } from '../../events/games/fluency-rounds';
import { projectionSpecification } from '../projection-specification';
import { fluencyZoneProjection, fluencyZoneQueries } from './fluency-zone';

const spec = projectionSpecification(fluencyZoneProjection, fluencyZoneQueries);

const started = (roundId: string, learnerId = 'u_ava', startedAt = '2026-11-02T09:00:00.000Z', operation: 'multiplication' | 'addition' = 'multiplication'): FluencyRoundEvent => ({
  type: 'FluencyRoundStarted',
  data: { roundId, learnerId, operation, upTo: 10, startedAt, endsAt: new Date(Date.parse(startedAt) + 120_000).toISOString() },
});
const served = (roundId: string, factKey: string, servedNumber: number, learnerId = 'u_ava'): FluencyRoundEvent => ({
  type: 'FluencyFactServed',
  data: { roundId, learnerId, operation: 'multiplication', factKey, servedNumber, servedAt: '2026-11-02T09:00:10.000Z' },
});
/** An answer: right or wrong, in `milliseconds`. */
const answered = (roundId: string, factKey: string, servedNumber: number, correct: boolean, milliseconds = 1_000, learnerId = 'u_ava'): FluencyRoundEvent => {
  const [a, b] = factKey.split('x').map(Number) as [number, number];
  return {
    type: 'FluencyFactAnswered',
    data: {
      roundId,
      learnerId,
      operation: 'multiplication',
      factKey,
      servedNumber,
      response: correct ? a * b : a * b + 1,
      correct,
      correctAnswer: a * b,
      milliseconds,
      answeredAt: '2026-11-02T09:00:12.000Z',
    },
  };
};
/** A fact served and answered. */
const tried = (roundId: string, factKey: string, servedNumber: number, correct: boolean, milliseconds = 1_000, learnerId = 'u_ava') => [
  served(roundId, factKey, servedNumber, learnerId),
  answered(roundId, factKey, servedNumber, correct, milliseconds, learnerId),
];

describe('fact states', () => {
  it('keeps the last four tries of each fact and the state the fluent rule gives them', () =>
    spec
      .given([
        started('r1'),
        ...tried('r1', '7x8', 1, true, 2_000),
        ...tried('r1', '6x7', 2, false),
        ...tried('r1', '7x8', 3, true, 3_000),
        ...tried('r1', '7x8', 4, true, 4_000),
        started('r2', 'u_ava', '2026-11-02T10:00:00.000Z'),
        ...tried('r2', '7x8', 1, true, 900),
        ...tried('r2', '7x8', 2, true, 1_200),
      ])
      .then((queries) => {
        expect(queries.factOf('u_ava', '7x8')).toEqual({ factKey: '7x8', tries: 5, recent: ['fast', 'slow', 'fast', 'fast'], state: 'fluent' });
        expect(queries.factOf('u_ava', '6x7')).toEqual({ factKey: '6x7', tries: 1, recent: ['missed'], state: 'learning' });
        expect(queries.factOf('u_ava', '2x2')).toBeNull();
        expect(queries.factOf('u_noah', '7x8')).toBeNull();
        expect(queries.recentOutcomes('u_ava', 'multiplication')).toEqual(
          new Map([
            ['7x8', ['fast', 'slow', 'fast', 'fast']],
            ['6x7', ['missed']],
          ]),
        );
        expect(queries.recentOutcomes('u_ava', 'addition')).toEqual(new Map());
      }));

  it('loses fluency when two of the last four are slow or missed', () =>
    spec
      .given([started('r1'), ...tried('r1', '7x8', 1, true), ...tried('r1', '7x8', 2, true), ...tried('r1', '7x8', 3, true), ...tried('r1', '7x8', 4, false), ...tried('r1', '7x8', 5, true, 5_000)])
      .then((queries) => expect(queries.factOf('u_ava', '7x8')).toMatchObject({ recent: ['fast', 'fast', 'missed', 'slow'], state: 'learning' })));
});

describe('round summaries', () => {
  it('tallies a round: served, answered, right, its best run of right answers; the pending fact and the last answer', () =>
    spec
      .given([
        started('r1'),
        ...tried('r1', '2x3', 1, true),
        ...tried('r1', '2x4', 2, true),
        ...tried('r1', '2x5', 3, false),
        ...tried('r1', '2x6', 4, true),
        served('r1', '2x7', 5),
      ])
      .then((queries) => {
        expect(queries.round('r1')).toEqual({
          roundId: 'r1',
          learnerId: 'u_ava',
          operation: 'multiplication',
          upTo: 10,
          startedAt: '2026-11-02T09:00:00.000Z',
          endsAt: '2026-11-02T09:02:00.000Z',
          served: 5,
          answered: 4,
          right: 3,
          bestStreak: 2,
          pending: { factKey: '2x7', servedNumber: 5, servedAt: '2026-11-02T09:00:10.000Z' },
          lastAnswer: { factKey: '2x6', response: 12, correct: true, correctAnswer: 12, milliseconds: 1_000 },
        });
        expect(queries.round('r2')).toBeNull();
      }));

  it('lists a learner’s rounds of an operation, newest first', () =>
    spec
      .given([
        started('r1'),
        started('r2', 'u_ava', '2026-11-02T10:00:00.000Z'),
        started('r3', 'u_ava', '2026-11-02T11:00:00.000Z', 'addition'),
        started('r4', 'u_noah', '2026-11-02T12:00:00.000Z'),
      ])
      .then((queries) => {
        expect(queries.roundsOf('u_ava', 'multiplication').map((round) => [round.roundId, round.pending, round.lastAnswer])).toEqual([
          ['r2', null, null],
          ['r1', null, null],
        ]);
        expect(queries.roundsOf('u_ava', 'multiplication', 1).map((round) => round.roundId)).toEqual(['r2']);
        expect(queries.roundsOf('u_ava', 'addition').map((round) => round.roundId)).toEqual(['r3']);
      }));
});

describe('streaks', () => {
  it('counts right answers in a row across the rounds of an operation, and the best run', () =>
    spec
      .given([
        started('r1'),
        ...tried('r1', '2x3', 1, true),
        ...tried('r1', '2x4', 2, true),
        ...tried('r1', '2x5', 3, true),
        ...tried('r1', '2x6', 4, false),
        started('r2', 'u_ava', '2026-11-02T10:00:00.000Z'),
        ...tried('r2', '2x3', 1, true, 9_000),
        ...tried('r2', '2x4', 2, true),
        ...tried('r2', '3x3', 1, false, 1_000, 'u_noah').map((event) => ({ ...event, data: { ...event.data, roundId: 'r9' } }) as FluencyRoundEvent),
      ])
      .then((queries) => {
        expect(queries.streakOf('u_ava', 'multiplication')).toEqual({ current: 2, best: 3 });
        expect(queries.streakOf('u_ava', 'addition')).toEqual({ current: 0, best: 0 });
        expect(queries.streakOf('u_noah', 'multiplication')).toEqual({ current: 0, best: 0 });
      }));
});
