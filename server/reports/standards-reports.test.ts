import { describe, expect, it } from 'vitest';
import type { StudentSkillPractice } from '../../projections/reports/standards-reports';
import { averageScore, standardOfQuery, studentsReaching } from './standards-reports';

// The standards reports' rules (docs/administrator-reports.md "Standards reports").

const practice = (learnerId: string, permacode: string, reached: { proficient?: boolean; mastered?: boolean; scoreEnd?: number | null; schoolId?: string } = {}): StudentSkillPractice => ({
  schoolId: reached.schoolId ?? 'school_maple',
  learnerId,
  grade: 4,
  skillId: permacode.length,
  permacode,
  subject: 'math',
  skillGrade: 4,
  questions: 5,
  correct: 4,
  proficient: reached.proficient ?? false,
  mastered: reached.mastered ?? false,
  scoreEnd: reached.scoreEnd === undefined ? 50 : reached.scoreEnd,
});

describe('proficient and mastered in a standard', () => {
  it('counts a student proficient only when every skill of it they practised reached 80 (mastered: 100)', () => {
    expect(
      studentsReaching([
        practice('u_ava', 'A', { proficient: true, mastered: true }),
        practice('u_ava', 'B', { proficient: true }),
        practice('u_ben', 'A', { proficient: true }),
        practice('u_ben', 'B'),
        practice('u_cal', 'A', { proficient: true, mastered: true }),
      ]),
    ).toEqual({ students: 3, proficient: 2, mastered: 1 });
  });

  it('counts a student once per school', () => {
    expect(studentsReaching([practice('u_ava', 'A'), practice('u_ava', 'B'), practice('u_ava', 'A', { schoolId: 'school_oak', proficient: true })])).toEqual({
      students: 2,
      proficient: 1,
      mastered: 0,
    });
    expect(studentsReaching([])).toEqual({ students: 0, proficient: 0, mastered: 0 });
  });
});

describe('the average SmartScore reached', () => {
  it('is the whole-number mean over the student × skill pairs with a score, none without', () => {
    expect(averageScore([practice('u_ava', 'A', { scoreEnd: 80 }), practice('u_ben', 'A', { scoreEnd: 71 }), practice('u_cal', 'A', { scoreEnd: null })])).toBe(76);
    expect(averageScore([practice('u_ava', 'A', { scoreEnd: null })])).toBeNull();
  });
});

describe('the standard a query names', () => {
  it('is a standard of the frameworks, else 400 standards_reports.unknown_standard', () => {
    expect(standardOfQuery('4.NF.B.3')?.code).toBe('4.NF.B.3');
    expect(standardOfQuery(undefined)).toBeUndefined();
    expect(() => standardOfQuery('4.ZZ.A.1')).toThrow(expect.objectContaining({ key: 'standards_reports.unknown_standard', status: 400 }));
  });
});
