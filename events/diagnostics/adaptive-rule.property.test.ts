import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnosticLevels, nextItem, priorLevelOf, type StrandAnswer } from './adaptive-rule';
import { seededRandom } from '../practice/seeded-random';
import { itemDifficulty } from './scale';
import { DIAGNOSTIC_SUBJECTS, type DiagnosticSubject } from './strands';

// The property tests of the adaptive rule: a student who answers
// everything right ends above one who answers everything wrong; levels stay on the
// scale; more answers never make it less sure on average.

/** Takes `count` adaptive items, answering each with `answer(difficulty)`; the item's difficulty is the engine's (grade, level) nearest the target. */
function take(subject: DiagnosticSubject, grade: number, count: number, answer: (difficulty: number, index: number) => boolean, from: StrandAnswer[] = []): StrandAnswer[] {
  const answers = [...from];
  for (let index = 0; index < count; index++) {
    const item = nextItem(subject, answers, priorLevelOf(grade));
    const difficulty = itemDifficulty(item.grade, item.level);
    answers.push({ strand: item.strand, difficulty, correct: answer(difficulty, answers.length) });
  }
  return answers;
}

const subject = fc.constantFrom(...DIAGNOSTIC_SUBJECTS);
const grade = fc.integer({ min: 0, max: 12 });

describe('the adaptive rule (properties)', () => {
  it('ends a student who answers everything right above one who answers everything wrong', () => {
    fc.assert(
      fc.property(subject, grade, fc.integer({ min: 1, max: 40 }), (s, g, count) => {
        const allRight = diagnosticLevels(s, take(s, g, count, () => true), priorLevelOf(g)).overall.level!;
        const allWrong = diagnosticLevels(s, take(s, g, count, () => false), priorLevelOf(g)).overall.level!;
        expect(allRight).toBeGreaterThan(allWrong);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every strand level and the overall level on the scale (0–1299), whatever the answers', () => {
    fc.assert(
      fc.property(subject, grade, fc.array(fc.boolean(), { maxLength: 80 }), (s, g, pattern) => {
        const levels = diagnosticLevels(s, take(s, g, pattern.length, (_d, index) => pattern[index]!), priorLevelOf(g));
        for (const level of [levels.overall.level, ...levels.strands.map((strand) => strand.level)]) {
          if (level === null) continue;
          expect(Number.isInteger(level)).toBe(true);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(1299);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never makes the levels less sure on average with more answers', () => {
    fc.assert(
      fc.property(subject, grade, fc.integer({ min: 0, max: 1299 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.string(), (s, g, ability, first, more, seed) => {
        // Twelve students of one true ability, each answering right with the Rasch chance (S = 100)
        // from their own seeded stream, so the longer sitting begins with the same answers.
        const meanSe = (count: number) => {
          let sum = 0;
          for (let student = 0; student < 12; student++) {
            const chance = seededRandom(`${seed}|${student}`);
            const answers = take(s, g, count, (difficulty) => chance.next() < 1 / (1 + Math.exp(-(ability - difficulty) / 100)));
            sum += diagnosticLevels(s, answers, priorLevelOf(g)).overall.standardError;
          }
          return sum / 12;
        };
        expect(meanSe(first + more)).toBeLessThanOrEqual(meanSe(first) + 1e-9);
      }),
      { numRuns: 25 },
    );
  });
});
