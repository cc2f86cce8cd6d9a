import { describe, expect, it } from 'vitest';
import { estimateLevel, PRIOR_SD } from './rasch-estimate';

describe('the Rasch estimate of a level', () => {
  it('is the prior with a standard error of 200 before any answer', () => {
    expect(estimateLevel([], 450)).toEqual({ level: 450, standardError: PRIOR_SD, answered: 0 });
  });

  it('stays at the difficulty when half of the answers at it are right', () => {
    const answers = Array.from({ length: 10 }, (_, index) => ({ difficulty: 450, correct: index % 2 === 0 }));
    expect(estimateLevel(answers, 450).level).toBe(450);
  });

  it('rises with right answers and falls with wrong ones, and grows surer with answers', () => {
    const right = estimateLevel([{ difficulty: 450, correct: true }], 450);
    const wrong = estimateLevel([{ difficulty: 450, correct: false }], 450);
    expect(right.level).toBeGreaterThan(450);
    expect(wrong.level).toBeLessThan(450);
    expect(right.standardError).toBeLessThan(PRIOR_SD);
    const many = estimateLevel(Array.from({ length: 12 }, (_, index) => ({ difficulty: 450, correct: index % 2 === 0 })), 450);
    expect(many.standardError).toBeLessThanOrEqual(60);
  });

  it('stays on the scale when every answer is right at the top or wrong at the bottom', () => {
    expect(estimateLevel(Array.from({ length: 40 }, () => ({ difficulty: 1290, correct: true })), 1250).level).toBeLessThanOrEqual(1299);
    expect(estimateLevel(Array.from({ length: 40 }, () => ({ difficulty: 10, correct: false })), 50).level).toBeGreaterThanOrEqual(0);
  });
});
