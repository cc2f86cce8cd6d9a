import { describe, expect, it } from 'vitest';
import { englishMessages } from './english-messages';
import { gradeLabel } from './grade-label';

describe('grade labels', () => {
  it('names kindergarten and the other grades with keys the messages have', () => {
    expect(gradeLabel(0)).toEqual(['curriculum.kindergarten', { grade: 0 }]);
    expect(gradeLabel(4)).toEqual(['curriculum.grade', { grade: 4 }]);
    expect(Object.keys(englishMessages.curriculum)).toEqual(expect.arrayContaining(['kindergarten', 'grade']));
  });
});
