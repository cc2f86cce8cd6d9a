import { describe, expect, it } from 'vitest';
import type { StudentSubjectStanding } from '../../projections/reports/administrator-reports';
import { achievementRows } from './achievement-bands';

const standing = (learnerId: string, questionsAnswered: number, proficientGrades: number[], subject: 'math' | 'ela' = 'math'): StudentSubjectStanding => ({
  learnerId,
  subject,
  questionsAnswered,
  proficientGrades,
});
const none = { 'Above grade': 0, 'On grade': 0, 'Below grade': 0, 'Far below grade': 0, 'Not pinpointed': 0 };

describe('School Achievement’s grade-level bands', () => {
  it('puts each grade-4 student in the band of the rule, at every edge', () => {
    const students = ['two_above', 'one_above', 'on', 'one_below', 'two_below', 'three_below', 'nineteen', 'twenty', 'no_proficient', 'no_practice'].map((learnerId) => ({ learnerId, grade: 4 }));
    const rows = achievementRows([
      {
        schoolId: 's',
        schoolName: 'S',
        students,
        standings: [
          standing('two_above', 20, [6]),
          standing('one_above', 20, [3, 5]),
          standing('on', 20, [4]),
          standing('one_below', 20, [2, 3]),
          standing('two_below', 20, [2]),
          standing('three_below', 50, [1]),
          // 19 answers: not pinpointed yet; 20: pinpointed.
          standing('nineteen', 19, [4]),
          standing('twenty', 20, [4]),
          standing('no_proficient', 200, []),
        ],
      },
    ]);
    expect(rows).toEqual([
      { schoolId: 's', schoolName: 'S', grade: 4, subject: 'math', students: 10, bands: { 'Above grade': 2, 'On grade': 2, 'Below grade': 1, 'Far below grade': 2, 'Not pinpointed': 3 } },
    ]);
  });

  it('does not pinpoint a student without a class, and a subject a student did not practise', () => {
    const rows = achievementRows([
      {
        schoolId: 's',
        schoolName: 'S',
        students: [
          { learnerId: 'a', grade: 4 },
          { learnerId: 'b', grade: null },
        ],
        standings: [standing('a', 30, [4], 'math'), standing('b', 30, [4], 'math'), standing('a', 30, [4], 'ela')],
      },
    ]);
    expect(rows).toEqual([
      { schoolId: 's', schoolName: 'S', grade: 4, subject: 'ela', students: 1, bands: { ...none, 'On grade': 1 } },
      { schoolId: 's', schoolName: 'S', grade: 4, subject: 'math', students: 1, bands: { ...none, 'On grade': 1 } },
      { schoolId: 's', schoolName: 'S', grade: null, subject: 'ela', students: 1, bands: { ...none, 'Not pinpointed': 1 } },
      { schoolId: 's', schoolName: 'S', grade: null, subject: 'math', students: 1, bands: { ...none, 'Not pinpointed': 1 } },
    ]);
  });

  it('shows math when nobody practised anything, and schools by name', () => {
    const rows = achievementRows([
      { schoolId: 'z', schoolName: 'Zinnia', students: [{ learnerId: 'a', grade: 5 }], standings: [] },
      { schoolId: 'a', schoolName: 'Aster', students: [], standings: [] },
      { schoolId: 'm', schoolName: 'Maple', students: [{ learnerId: 'b', grade: 3 }], standings: [] },
    ]);
    expect(rows.map((row) => [row.schoolName, row.grade, row.subject, row.bands['Not pinpointed']])).toEqual([
      ['Maple', 3, 'math', 1],
      ['Zinnia', 5, 'math', 1],
    ]);
  });

  it('issue 30: a student the diagnostic pinpointed leaves Not pinpointed for the band of her level, whatever her practice', () => {
    const school = (diagnostics?: ReadonlyMap<string, number>) => ({ schoolId: 's', schoolName: 'S', students: [{ learnerId: 'ava', grade: 4 }, { learnerId: 'noah', grade: 4 }], standings: [standing('noah', 19, [4])], ...(diagnostics ? { diagnostics } : {}) });
    expect(achievementRows([school()])[0]!.bands).toEqual({ ...none, 'Not pinpointed': 2 });
    // ava.b pinpointed at 560 (grade 5: Above grade); noah.c at 455 (On grade) though his practice alone would not place him.
    const rows = achievementRows([school(new Map([['ava|math', 560], ['noah|math', 455]]))]);
    expect(rows[0]!.bands).toEqual({ ...none, 'Above grade': 1, 'On grade': 1 });
  });
});

