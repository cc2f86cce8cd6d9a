import { describe, expect, it } from 'vitest';
import { clampToScale, gradeMiddle, gradeOfLevel, itemAt, itemDifficulty, SCALE_MAX, SCALE_MIN } from './scale';

describe('the grade-equivalent scale', () => {
  it('puts the middle of grade g at g×100+50, kindergarten at 0–99 and the top at 1299', () => {
    expect(gradeMiddle(4)).toBe(450);
    expect(gradeMiddle(0)).toBe(50);
    expect([SCALE_MIN, SCALE_MAX]).toEqual([0, 1299]);
    expect(gradeOfLevel(0)).toBe(0);
    expect(gradeOfLevel(99)).toBe(0);
    expect(gradeOfLevel(450)).toBe(4);
    expect(gradeOfLevel(1299)).toBe(12);
    expect(gradeOfLevel(5000)).toBe(12);
    expect(clampToScale(-5)).toBe(0);
    expect(clampToScale(1400)).toBe(1299);
  });

  it('places the engine levels 1–5 of a grade at 10, 30, 50, 70, 90 of it, and back', () => {
    expect([1, 2, 3, 4, 5].map((level) => itemDifficulty(4, level as 1 | 2 | 3 | 4 | 5))).toEqual([410, 430, 450, 470, 490]);
    expect(itemAt(450)).toEqual({ grade: 4, level: 3 });
    expect(itemAt(405)).toEqual({ grade: 4, level: 1 });
    expect(itemAt(499)).toEqual({ grade: 4, level: 5 });
    expect(itemAt(-20)).toEqual({ grade: 0, level: 1 });
    expect(itemAt(2000)).toEqual({ grade: 12, level: 5 });
  });
});
