import { describe, expect, it } from 'vitest';
import { BAND_MIN_ANSWERS, gradeLevelBand } from './grade-level-band';

describe('the grade-level band of a subject', () => {
  const practised = (proficientGrades: number[], questionsAnswered = BAND_MIN_ANSWERS) => ({ questionsAnswered, proficientGrades });

  it('compares the highest grade of the proficient skills with the class grade', () => {
    expect(gradeLevelBand(practised([3, 5]), 4)).toBe('Above grade');
    expect(gradeLevelBand(practised([2, 4]), 4)).toBe('On grade');
    expect(gradeLevelBand(practised([3, 3]), 4)).toBe('Below grade');
    expect(gradeLevelBand(practised([2]), 4)).toBe('Far below grade');
    expect(gradeLevelBand(practised([0]), 0)).toBe('On grade');
  });

  it('is not pinpointed below 20 answers, without a proficient skill, or without a class grade', () => {
    expect(gradeLevelBand(practised([4], BAND_MIN_ANSWERS - 1), 4)).toBe('Not pinpointed');
    expect(gradeLevelBand(practised([], 200), 4)).toBe('Not pinpointed');
    expect(gradeLevelBand(practised([4], 200), null)).toBe('Not pinpointed');
  });

  it('issue 30: changes from Not pinpointed to the band of a pinpointed diagnostic level (and not before it is pinpointed)', () => {
    expect(gradeLevelBand(practised([], 0), 4)).toBe('Not pinpointed');
    expect(gradeLevelBand(practised([], 0), 4, { level: 455, pinpointed: false })).toBe('Not pinpointed');
    expect(gradeLevelBand(practised([], 0), 4, { level: 455, pinpointed: true })).toBe('On grade');
    expect(gradeLevelBand(practised([6]), 4, { level: 250, pinpointed: true })).toBe('Far below grade');
    expect(gradeLevelBand(practised([], 0), null, { level: 455, pinpointed: true })).toBe('Not pinpointed');
  });
});

