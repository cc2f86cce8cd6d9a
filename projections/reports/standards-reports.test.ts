import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../../events/practice';
import { projectionSpecification } from '../projection-specification';
import { administratorReportsProjection, type SchoolScope } from './administrator-reports';
import { progressReportsProjection } from './progress-reports';
import type { PlacementEvent } from './report-learners';
import { standardsReportsQueries } from './standards-reports';

// The standards reports' query over the administrator-reports and progress-reports
// read models (docs/administrator-reports.md "Standards reports"): per school's
// student × skill practised in the range, its figures, proficient / mastered by the
// end of the range, the SmartScore then, and the student's grade on their last day.

const spec = projectionSpecification(administratorReportsProjection, standardsReportsQueries, { dependsOn: [progressReportsProjection] });

type Given = PracticeEvent | PlacementEvent;

const student = (userId: string, schoolId: string | null, role: 'student' | 'child' = 'student'): Given => ({
  type: 'UserRegistered',
  data: { userId, username: userId, displayName: userId, role, userType: role === 'student' ? 2 : 12, edition: 'US', schoolId, districtId: schoolId ? 'district_river' : null, parentUserId: role === 'child' ? 'u_parent' : null },
});
const addition = { skillId: 1, permacode: 'ADD1', subject: 'math' as const, grade: 4 };
const fractions = { skillId: 2, permacode: 'FRAC2', subject: 'math' as const, grade: 4 };

let seeds = 0;
function answered(learnerId: string, skill: typeof addition, answeredAt: string, scoreAfter: number, correct = true): Given {
  const seed = `seed-${++seeds}`;
  return {
    type: 'PracticeQuestionAnswered',
    data: { learnerId, ...skill, visitor: false, questionKey: `key-${seed}`, seed, level: 1, correct, response: '1', scoreBefore: 0, scoreAfter, secondsSpent: 30, answeredAt },
  };
}
const reached = (type: 'SkillProficient' | 'SkillMastered', learnerId: string, skill: typeof addition, reachedAt: string): Given => ({ type, data: { learnerId, ...skill, reachedAt } });

const history: Given[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'MAPLE', timeZone: 'America/New_York' } },
  student('u_ava', 'school_maple'),
  student('u_ben', 'school_maple'),
  student('u_kid', null, 'child'),
  { type: 'ClassCreated', data: { classId: 'class_g4', schoolId: 'school_maple', name: 'g4', grade: 4, teacherUserId: 'u_teacher' } },
  { type: 'ClassCreated', data: { classId: 'class_g5', schoolId: 'school_maple', name: 'g5', grade: 5, teacherUserId: 'u_teacher' } },
  { type: 'StudentEnrolled', data: { classId: 'class_g4', studentUserId: 'u_ava' } },
  { type: 'StudentEnrolled', data: { classId: 'class_g4', studentUserId: 'u_ben' } },
  // 2 and 3 November in New York.
  answered('u_ava', addition, '2026-11-02T15:00:00.000Z', 40),
  answered('u_ava', addition, '2026-11-02T15:01:00.000Z', 80),
  reached('SkillProficient', 'u_ava', addition, '2026-11-02T15:01:00.000Z'),
  answered('u_ava', addition, '2026-11-03T15:00:00.000Z', 72, false),
  answered('u_ava', fractions, '2026-11-03T15:05:00.000Z', 30),
  answered('u_ben', addition, '2026-11-02T16:00:00.000Z', 13),
  // Ben moves up to grade 5 before his answer of the 3rd.
  { type: 'StudentEnrolled', data: { classId: 'class_g5', studentUserId: 'u_ben' } },
  answered('u_ben', fractions, '2026-11-03T16:00:00.000Z', 100),
  reached('SkillProficient', 'u_ben', fractions, '2026-11-03T16:00:00.000Z'),
  reached('SkillMastered', 'u_ben', fractions, '2026-11-03T16:00:00.000Z'),
  // A family's child is no school's student.
  answered('u_kid', addition, '2026-11-02T15:00:00.000Z', 13),
];
const maple = (fromDay: string | null, toDay: string): SchoolScope => ({ schoolId: 'school_maple', fromDay, toDay });

describe('standards reports: each student × skill practised in the range', () => {
  it('sums the range’s questions and right answers, with proficient, mastered and the SmartScore at the end of the range', () =>
    spec.given(history).then((q) =>
      expect(q.studentSkills([maple(null, '2026-11-03')], null).map(({ learnerId, permacode, grade, questions, correct, proficient, mastered, scoreEnd }) => [learnerId, permacode, grade, questions, correct, proficient, mastered, scoreEnd])).toEqual([
        ['u_ava', 'ADD1', 4, 3, 2, true, false, 72],
        ['u_ava', 'FRAC2', 4, 1, 1, false, false, 30],
        // Ben's grade is his grade on his last day in the range.
        ['u_ben', 'ADD1', 5, 1, 1, false, false, 13],
        ['u_ben', 'FRAC2', 5, 1, 1, true, true, 100],
      ]),
    ));

  it('counts only the range’s days, and what was reached by its end (before it too)', () =>
    spec.given(history).then((q) => {
      expect(q.studentSkills([maple('2026-11-02', '2026-11-02')], null).map(({ learnerId, permacode, grade, questions, proficient, scoreEnd }) => [learnerId, permacode, grade, questions, proficient, scoreEnd])).toEqual([
        ['u_ava', 'ADD1', 4, 2, true, 80],
        ['u_ben', 'ADD1', 4, 1, false, 13],
      ]);
      // On the 3rd alone Ava's addition was proficient already (reached on the 2nd).
      expect(q.studentSkills([maple('2026-11-03', '2026-11-03')], null).find((row) => row.learnerId === 'u_ava' && row.permacode === 'ADD1')).toMatchObject({ questions: 1, proficient: true, scoreEnd: 72 });
      expect(q.studentSkills([maple('2026-11-04', '2026-11-30')], null)).toEqual([]);
      expect(q.studentSkills([], null)).toEqual([]);
    }));

  it('views by grade: the student’s grade when they answered', () =>
    spec.given(history).then((q) => {
      expect(q.studentSkills([maple(null, '2026-11-03')], 5).map((row) => [row.learnerId, row.permacode])).toEqual([['u_ben', 'FRAC2']]);
      expect(q.studentSkills([maple(null, '2026-11-03')], 4).map((row) => [row.learnerId, row.permacode, row.grade])).toEqual([
        ['u_ava', 'ADD1', 4],
        ['u_ava', 'FRAC2', 4],
        ['u_ben', 'ADD1', 4],
      ]);
    }));
});
