import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_ZONE, initialSmartScore, levelForScore, MASTERY_RUN, scoreAfter, type SmartScoreState } from './smart-score';

const replay = (answers: readonly boolean[], from: SmartScoreState = initialSmartScore()) => answers.reduce(scoreAfter, from);
const anyState = fc.record({ score: fc.integer({ min: 0, max: 100 }), challengeRun: fc.integer({ min: 0, max: MASTERY_RUN }) });

describe('SmartScore', () => {
  it('never leaves 0–100 (property)', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (answers) => {
      let state = initialSmartScore();
      for (const correct of answers) {
        state = scoreAfter(state, correct);
        expect(state.score).toBeGreaterThanOrEqual(0);
        expect(state.score).toBeLessThanOrEqual(100);
      }
    }));
  });

  it('a wrong answer never raises it and a right one never lowers it (property)', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        expect(scoreAfter(state, false).score).toBeLessThanOrEqual(state.score);
        expect(scoreAfter(state, true).score).toBeGreaterThanOrEqual(state.score);
      }),
    );
  });

  it('a wrong answer lowers a score above zero, by more in the challenge zone', () => {
    expect(scoreAfter({ score: 50, challengeRun: 0 }, false).score).toBe(44);
    expect(scoreAfter({ score: 80, challengeRun: 0 }, false).score).toBe(72);
    expect(scoreAfter({ score: 94, challengeRun: 2 }, false)).toEqual({ score: 84, challengeRun: 0 });
    expect(scoreAfter({ score: 0, challengeRun: 0 }, false).score).toBe(0);
  });

  it('rises by less as it grows', () => {
    const gains = [0, 20, 40, 60, 80].map((score) => scoreAfter({ score, challengeRun: 0 }, true).score - score);
    expect(gains).toEqual([13, 10, 8, 5, 3]);
  });

  it('reaches 100 only after a run of right answers in the challenge zone (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 120 }), (answers) => {
        let state = initialSmartScore();
        const zone: boolean[] = [];
        for (const correct of answers) {
          const inZone = state.score >= CHALLENGE_ZONE;
          state = scoreAfter(state, correct);
          zone.push(inZone && correct);
          if (state.score === 100) expect(zone.slice(-MASTERY_RUN)).toEqual(Array(MASTERY_RUN).fill(true));
        }
      }),
    );
  });

  it('takes a student from 0 to proficient (80) in 11 right answers, to the challenge zone in 15 and to mastery in 20', () => {
    expect(replay(Array(10).fill(true)).score).toBeLessThan(80);
    expect(replay(Array(11).fill(true)).score).toBe(80);
    expect(replay(Array(14).fill(true)).score).toBeLessThan(CHALLENGE_ZONE);
    const toZone = replay(Array(15).fill(true));
    expect(toZone.score).toBe(CHALLENGE_ZONE);
    expect(replay(Array(MASTERY_RUN - 1).fill(true), toZone).score).toBe(98);
    expect(replay(Array(MASTERY_RUN).fill(true), toZone).score).toBe(100);
  });

  it('sets the question level from the score', () => {
    expect([0, 19, 20, 39, 40, 60, 79, 80, 100].map(levelForScore)).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
  });
});
