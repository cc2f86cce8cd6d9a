import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../../events/practice';
import type { PlacementEvent } from './report-learners';
import { projectionSpecification } from '../projection-specification';
import { administratorReportsProjection, administratorReportsQueries, type SchoolScope } from './administrator-reports';

const spec = projectionSpecification(administratorReportsProjection, administratorReportsQueries);

type Given = PracticeEvent | PlacementEvent;

const school = (schoolId: string, districtId: string, timeZone?: string): Given => ({
  type: 'SchoolRegistered',
  data: { schoolId, districtId, name: schoolId.replace('school_', '').toUpperCase(), ...(timeZone ? { timeZone } : {}) },
});
const user = (userId: string, role: 'student' | 'teacher' | 'child' | 'parent', schoolId: string | null): Given => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId,
    displayName: userId,
    role,
    userType: role === 'student' ? 2 : role === 'teacher' ? 4 : role === 'parent' ? 11 : 12,
    edition: 'US',
    schoolId,
    districtId: schoolId ? 'district_river' : null,
    parentUserId: role === 'child' ? 'u_parent' : null,
  },
});
const classOf = (classId: string, schoolId: string, grade: number): Given => ({
  type: 'ClassCreated',
  data: { classId, schoolId, name: classId, grade, teacherUserId: 'u_teacher' },
});
const enrolled = (classId: string, studentUserId: string): Given => ({ type: 'StudentEnrolled', data: { classId, studentUserId } });
const unenrolled = (classId: string, studentUserId: string): Given => ({ type: 'StudentUnenrolled', data: { classId, studentUserId } });

interface Skill {
  skillId: number;
  permacode: string;
  subject: 'math' | 'ela';
  grade: number;
}
const addition: Skill = { skillId: 1, permacode: 'ADD1', subject: 'math', grade: 4 };
const fractions: Skill = { skillId: 2, permacode: 'FRAC2', subject: 'math', grade: 5 };
const nouns: Skill = { skillId: 3, permacode: 'NOUN3', subject: 'ela', grade: 3 };

let seeds = 0;
function answered(learnerId: string, skill: Skill, answeredAt: string, options: { correct?: boolean; seconds?: number; visitor?: boolean } = {}): Given {
  const seed = `seed-${++seeds}`;
  return {
    type: 'PracticeQuestionAnswered',
    data: {
      learnerId,
      ...skill,
      visitor: options.visitor ?? false,
      questionKey: `key-${seed}`,
      seed,
      level: 1,
      correct: options.correct ?? true,
      response: '1',
      scoreBefore: 0,
      scoreAfter: 13,
      secondsSpent: options.seconds ?? 30,
      answeredAt,
    },
  };
}
const reached = (type: 'SkillProficient' | 'SkillMastered', learnerId: string, skill: Skill, reachedAt: string): Given => ({ type, data: { learnerId, ...skill, reachedAt } });

// Maple keeps New York days (EST on 2 November 2026: UTC−5); Oak keeps Berlin days (UTC+1).
const directory: Given[] = [
  school('school_maple', 'district_river', 'America/New_York'),
  school('school_oak', 'district_river', 'Europe/Berlin'),
  user('u_ava', 'student', 'school_maple'),
  user('u_ben', 'student', 'school_maple'),
  user('u_oli', 'student', 'school_oak'),
  user('u_teacher', 'teacher', 'school_maple'),
  user('u_kid', 'child', null),
  classOf('class_g4', 'school_maple', 4),
  classOf('class_g5', 'school_maple', 5),
  classOf('class_oak7', 'school_oak', 7),
  enrolled('class_g4', 'u_ava'),
  enrolled('class_g4', 'u_ben'),
  enrolled('class_g5', 'u_ben'),
  enrolled('class_oak7', 'u_oli'),
];

const maple = (fromDay: string | null, toDay: string): SchoolScope => ({ schoolId: 'school_maple', fromDay, toDay });
const oak = (fromDay: string | null, toDay: string): SchoolScope => ({ schoolId: 'school_oak', fromDay, toDay });

describe('school usage per local day', () => {
  const history: Given[] = [
    ...directory,
    // 2 Nov, New York: 23:30 the evening before the 3rd is still the 2nd; 00:30 is the 3rd.
    answered('u_ava', addition, '2026-11-02T15:00:00.000Z', { seconds: 40 }),
    answered('u_ava', addition, '2026-11-03T04:30:00.000Z', { seconds: 20, correct: false }),
    answered('u_ava', nouns, '2026-11-03T05:30:00.000Z', { seconds: 50 }),
    answered('u_ben', fractions, '2026-11-02T16:00:00.000Z', { seconds: 60 }),
    // Oak: 23:30 UTC on the 2nd is 00:30 on the 3rd in Berlin.
    answered('u_oli', fractions, '2026-11-02T23:30:00.000Z', { seconds: 10 }),
    // Not a school's student: a visitor, a family's child, a teacher trying a skill.
    answered('v_visitor', addition, '2026-11-02T15:00:00.000Z', { visitor: true }),
    answered('u_kid', addition, '2026-11-02T15:00:00.000Z'),
    answered('u_teacher', addition, '2026-11-02T15:00:00.000Z'),
    reached('SkillProficient', 'u_ava', addition, '2026-11-03T04:30:00.000Z'),
    reached('SkillMastered', 'u_ava', addition, '2026-11-03T05:30:00.000Z'),
    reached('SkillProficient', 'u_ben', fractions, '2026-11-02T16:00:00.000Z'),
    reached('SkillProficient', 'u_kid', addition, '2026-11-02T16:00:00.000Z'),
  ];

  it('counts per school the students active, questions, seconds and skills reached, the last local day of the range included', () =>
    spec.given(history).then((q) =>
      expect(q.activityBySchool([maple('2026-11-02', '2026-11-02'), oak('2026-11-02', '2026-11-02')], null)).toEqual([
        // 23:30 New York on the 2nd counts; 00:30 on the 3rd does not.
        { schoolId: 'school_maple', studentsActive: 2, questions: 3, seconds: 120, skillsProficient: 2, skillsMastered: 0 },
        // Oak's only answer was on the 3rd in Berlin.
        { schoolId: 'school_oak', studentsActive: 0, questions: 0, seconds: 0, skillsProficient: 0, skillsMastered: 0 },
      ]),
    ));

  it('starts the range on its first local day and all time on the first answer', () =>
    spec.given(history).then((q) => {
      expect(q.activityBySchool([maple('2026-11-03', '2026-11-03'), oak('2026-11-03', '2026-11-03')], null)).toEqual([
        { schoolId: 'school_maple', studentsActive: 1, questions: 1, seconds: 50, skillsProficient: 0, skillsMastered: 1 },
        { schoolId: 'school_oak', studentsActive: 1, questions: 1, seconds: 10, skillsProficient: 0, skillsMastered: 0 },
      ]);
      expect(q.activityBySchool([maple(null, '2026-11-03')], null)).toEqual([
        { schoolId: 'school_maple', studentsActive: 2, questions: 4, seconds: 170, skillsProficient: 2, skillsMastered: 1 },
      ]);
      expect(q.activityBySchool([maple('2026-11-04', '2026-11-30')], null)).toEqual([
        { schoolId: 'school_maple', studentsActive: 0, questions: 0, seconds: 0, skillsProficient: 0, skillsMastered: 0 },
      ]);
      expect(q.activityBySchool([], null)).toEqual([]);
    }));

  it('views by the grade the student was in when they answered (their highest-grade class)', () =>
    spec.given(history).then((q) => {
      expect(q.activityBySchool([maple(null, '2026-11-03')], 4)).toEqual([
        { schoolId: 'school_maple', studentsActive: 1, questions: 3, seconds: 110, skillsProficient: 1, skillsMastered: 1 },
      ]);
      expect(q.activityBySchool([maple(null, '2026-11-03')], 5)).toEqual([
        { schoolId: 'school_maple', studentsActive: 1, questions: 1, seconds: 60, skillsProficient: 1, skillsMastered: 0 },
      ]);
    }));

  it('gives time spent per school, grade and local day', () =>
    spec.given(history).then((q) =>
      expect(q.timeSpent([maple(null, '2026-11-03'), oak(null, '2026-11-03')], null)).toEqual([
        { schoolId: 'school_maple', grade: 4, day: '2026-11-02', students: 1, questions: 2, seconds: 60 },
        { schoolId: 'school_maple', grade: 5, day: '2026-11-02', students: 1, questions: 1, seconds: 60 },
        { schoolId: 'school_maple', grade: 4, day: '2026-11-03', students: 1, questions: 1, seconds: 50 },
        { schoolId: 'school_oak', grade: 7, day: '2026-11-03', students: 1, questions: 1, seconds: 10 },
      ]),
    ));

  it('gives skill usage: students, questions, right answers and seconds per skill, most questions first', () =>
    spec.given(history).then((q) =>
      expect(q.skillUsage([maple(null, '2026-11-03'), oak(null, '2026-11-03')], null)).toEqual([
        { skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, students: 1, questions: 2, correct: 1, seconds: 60 },
        { skillId: 2, permacode: 'FRAC2', subject: 'math', skillGrade: 5, students: 2, questions: 2, correct: 2, seconds: 70 },
        { skillId: 3, permacode: 'NOUN3', subject: 'ela', skillGrade: 3, students: 1, questions: 1, correct: 1, seconds: 50 },
      ]),
    ));

  it('gives skill proficiency: per skill, students who practised it and who reached proficient and mastered in the range', () =>
    spec.given(history).then((q) => {
      expect(q.skillProficiency([maple(null, '2026-11-03')], null)).toEqual([
        { skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, studentsPractised: 1, proficient: 1, mastered: 1 },
        { skillId: 2, permacode: 'FRAC2', subject: 'math', skillGrade: 5, studentsPractised: 1, proficient: 1, mastered: 0 },
        { skillId: 3, permacode: 'NOUN3', subject: 'ela', skillGrade: 3, studentsPractised: 1, proficient: 0, mastered: 0 },
      ]);
      // A skill reached in the range but practised before it still shows.
      expect(q.skillProficiency([maple('2026-11-03', '2026-11-03')], null)).toEqual([
        { skillId: 3, permacode: 'NOUN3', subject: 'ela', skillGrade: 3, studentsPractised: 1, proficient: 0, mastered: 0 },
        { skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, studentsPractised: 0, proficient: 0, mastered: 1 },
      ]);
    }));

  it('keeps each student’s answers per subject and proficient skill grades up to a day, for the grade-level bands', () =>
    spec.given(history).then((q) => {
      expect(q.standingsUpTo(['u_ava', 'u_ben', 'u_oli'], '2026-11-02')).toEqual([
        { learnerId: 'u_ava', subject: 'math', questionsAnswered: 2, proficientGrades: [4] },
        { learnerId: 'u_ben', subject: 'math', questionsAnswered: 1, proficientGrades: [5] },
      ]);
      expect(q.standingsUpTo(['u_ava'], '2026-11-03')).toEqual([
        { learnerId: 'u_ava', subject: 'ela', questionsAnswered: 1, proficientGrades: [] },
        { learnerId: 'u_ava', subject: 'math', questionsAnswered: 2, proficientGrades: [4] },
      ]);
      expect(q.standingsUpTo([], '2026-11-03')).toEqual([]);
    }));
});

describe('placement', () => {
  it('knows each school’s students with the grade of their highest-grade class, and a district’s schools', () =>
    spec.given([...directory, unenrolled('class_g4', 'u_ava')]).then((q) => {
      expect(q.studentsOfSchool('school_maple')).toEqual([
        { learnerId: 'u_ava', grade: null },
        { learnerId: 'u_ben', grade: 5 },
      ]);
      expect(q.schoolsOfDistrict('district_river').map((s) => [s.schoolId, s.timeZone])).toEqual([
        ['school_maple', 'America/New_York'],
        ['school_oak', 'Europe/Berlin'],
      ]);
    }));

  it('keeps a school registered without a time zone in the default one (New York)', () =>
    spec.given([school('school_elm', 'district_river')]).then((q) => expect(q.school('school_elm')?.timeZone).toBe('America/New_York')));

  it('records the grade a student had on their first answer of the day, not the one they have now', () =>
    spec
      .given([
        ...directory,
        answered('u_oli', fractions, '2026-11-02T12:00:00.000Z'),
        enrolled('class_g5', 'u_oli'),
        unenrolled('class_oak7', 'u_oli'),
        answered('u_oli', fractions, '2026-11-02T13:00:00.000Z'),
        answered('u_oli', fractions, '2026-11-03T13:00:00.000Z'),
      ])
      .then((q) =>
        expect(q.timeSpent([oak('2026-11-02', '2026-11-03')], null).map((row) => [row.day, row.grade, row.questions])).toEqual([
          ['2026-11-02', 7, 2],
          ['2026-11-03', 5, 1],
        ]),
      ));
});
