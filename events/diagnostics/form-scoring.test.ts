import { describe, expect, it } from 'vitest';
import { commonAssessmentForm, flexForm } from './assessment-forms';
import { FLEX_NORMS, NORM_SEASONS } from './flex-norms';
import { benchmarkGrowth, isAtRisk, normSeasonOf, percentileOf, scoreForm, tierOf } from './form-scoring';

describe('scoring a form', () => {
  const form = flexForm('math', 4);

  it('scores right of total by strand and overall, with levels on the scale', () => {
    const allRight = scoreForm('math', 4, form, form.map((item) => ({ itemKey: item.itemKey, correct: true })));
    const allWrong = scoreForm('math', 4, form, form.map((item) => ({ itemKey: item.itemKey, correct: false })));
    expect(allRight).toMatchObject({ right: 30, answered: 30, total: 30 });
    expect(allRight.strands).toHaveLength(5);
    expect(allRight.strands[0]).toMatchObject({ strand: 'numbers-and-operations', right: 6, total: 6 });
    expect(allRight.level!).toBeGreaterThan(450);
    expect(allWrong.level!).toBeLessThan(450);
    expect(allWrong.right).toBe(0);
  });

  it('counts unanswered items in the total and ignores answers to items not on the form', () => {
    const score = scoreForm('math', 4, form, [{ itemKey: form[0]!.itemKey, correct: true }, { itemKey: 'other', correct: true }]);
    expect(score).toMatchObject({ right: 1, answered: 1, total: 30 });
  });

  it('gives a common assessment right of total and no level', () => {
    const common = commonAssessmentForm([{ questionId: 'a' }, { questionId: 'b' }]);
    expect(scoreForm('math', 4, common, [{ itemKey: 'common-a', correct: true }])).toEqual({ right: 1, answered: 1, total: 2, strands: [], level: null });
  });
});

describe('percentiles, tiers and growth', () => {
  it('ships a norm row for every subject, grade and season', () => {
    expect(FLEX_NORMS).toHaveLength(2 * 13 * 3);
    for (const subject of ['math', 'ela'] as const) for (let grade = 0; grade <= 12; grade++) for (const season of NORM_SEASONS) expect(percentileOf(subject, grade, season, grade * 100)).toBeGreaterThanOrEqual(1);
  });

  it('puts the norm mean at the 50th percentile, within 1–99, rising with the level', () => {
    expect(percentileOf('math', 4, 'fall', 420)).toBe(50);
    expect(percentileOf('math', 4, 'fall', 0)).toBe(1);
    expect(percentileOf('math', 4, 'fall', 1299)).toBe(99);
    expect(percentileOf('math', 4, 'fall', 500)).toBeGreaterThan(percentileOf('math', 4, 'fall', 400));
    expect(percentileOf('math', 4, 'spring', 450)).toBeLessThan(percentileOf('math', 4, 'fall', 450));
  });

  it('tiers by percentile: 40 and up Tier 1, 20–39 Tier 2, below 20 Tier 3; a screener flags Tiers 2 and 3', () => {
    expect([tierOf(99), tierOf(40), tierOf(39), tierOf(20), tierOf(19), tierOf(1)]).toEqual([1, 1, 2, 2, 3, 3]);
    expect([isAtRisk(1), isAtRisk(2), isAtRisk(3)]).toEqual([false, true, true]);
  });

  it('reads the season from the date and the growth from two benchmark levels', () => {
    expect([normSeasonOf('2026-10-01'), normSeasonOf('2027-02-28'), normSeasonOf('2027-05-01')]).toEqual(['fall', 'winter', 'spring']);
    expect(benchmarkGrowth(420, 470)).toBe(50);
    expect(benchmarkGrowth(null, 470)).toBeNull();
  });
});
