import { describe, expect, it } from 'vitest';
import { addition, answer, directoryHistory, fractions, newYork, RANGE, ROOM_12, weekHistory } from './teacher-reports-fixture';
import type { SchoolDirectoryEvent } from '../../events/school-directory';
import { plainMessageText, teacherReportsProjection, type ReportEvent } from './teacher-reports';
import { teacherReportsQueries } from './teacher-reports-queries';
import { projectionSpecification } from '../projection-specification';
import { schoolDirectoryProjection } from '../school-directory';

const spec = projectionSpecification<ReportEvent, ReturnType<typeof teacherReportsQueries>, SchoolDirectoryEvent>(
  teacherReportsProjection,
  teacherReportsQueries,
  { dependsOn: [schoolDirectoryProjection] },
);
const week = { classId: ROOM_12, interval: RANGE, grade: null };

describe('local days of the school’s time zone', () => {
  it('an answer at 23:30 local on the last day of the range counts, 00:30 the next day does not', () =>
    spec.given(weekHistory).then((q) => {
      expect(q.usageByDay(week)).toEqual([
        { day: '2026-11-02', questions: 3, seconds: 60, students: 1 },
        { day: '2026-11-03', questions: 3, seconds: 60, students: 1 },
        { day: '2026-11-06', questions: 1, seconds: 20, students: 1 },
      ]);
      expect(q.usageByDay({ ...week, interval: { fromDay: '2026-11-07', toDay: '2026-11-07' } })).toEqual([
        { day: '2026-11-07', questions: 1, seconds: 20, students: 1 },
      ]);
      // The day before the range (Sunday 22:00 local is Monday 03:00 UTC) is Sunday.
      expect(q.usageByDay({ ...week, interval: { fromDay: '2026-11-01', toDay: '2026-11-01' } })).toEqual([
        { day: '2026-11-01', questions: 1, seconds: 20, students: 1 },
      ]);
    }));

  it('each school in its own zone; a school without one in the default (New York)', () =>
    spec
      .given([
        ...directoryHistory,
        { type: 'ClassCreated', data: { classId: 'class_sakura', schoolId: 'school_sakura', name: 'Sakura 4', grade: 4, teacherUserId: 'u_rivera' } },
        { type: 'StudentEnrolled', data: { classId: 'class_sakura', studentUserId: 'u_kenji' } },
        { type: 'ClassCreated', data: { classId: 'class_plain', schoolId: 'school_plain', name: 'Plain 4', grade: 4, teacherUserId: 'u_rivera' } },
        { type: 'StudentEnrolled', data: { classId: 'class_plain', studentUserId: 'u_pat' } },
        // 15:30 UTC on 2 November is 00:30 on 3 November in Tokyo, 10:30 on 2 November in New York.
        answer('u_kenji', addition, '2026-11-02T15:30:00.000Z', { correct: true, before: 0, after: 13 }),
        answer('u_pat', addition, '2026-11-02T15:30:00.000Z', { correct: true, before: 0, after: 13 }),
      ])
      .then((q) => {
        const all = { fromDay: null, toDay: '2026-12-31' };
        expect(q.usageByDay({ classId: 'class_sakura', interval: all, grade: null }).map((row) => row.day)).toEqual(['2026-11-03']);
        expect(q.usageByDay({ classId: 'class_plain', interval: all, grade: null }).map((row) => row.day)).toEqual(['2026-11-02']);
        expect(q.timeZoneOfSchool('school_sakura')).toBe('Asia/Tokyo');
        expect(q.timeZoneOfSchool('school_plain')).toBe('America/New_York');
        expect(q.timeZoneOfSchool('school_unknown')).toBe('America/New_York');
        expect(q.classContext('class_sakura')).toEqual({ className: 'Sakura 4', schoolId: 'school_sakura', timeZone: 'Asia/Tokyo', schoolYearStart: null });
      }));

  it('the school year starts on the local day its start was recorded', () =>
    spec
      .given([...directoryHistory, { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' }, metadata: { at: '2026-08-24T03:00:00.000Z' } }])
      .then((q) => expect(q.schoolYearStartOf('school_maple')).toBe('2026-08-23')));
});

describe('per student and skill', () => {
  it('usage per student: questions, seconds, days active, right answers, skills, last day', () =>
    spec.given(weekHistory).then((q) =>
      expect([...q.usageByStudent(week)].sort((a, b) => a.userId.localeCompare(b.userId))).toEqual([
        { userId: 'u_ava', questions: 4, seconds: 80, daysActive: 2, correct: 2, skillsPractised: 2, lastPractisedDay: '2026-11-06' },
        { userId: 'u_noah', questions: 3, seconds: 60, daysActive: 1, correct: 1, skillsPractised: 1, lastPractisedDay: '2026-11-03' },
      ]),
    ));

  it('the SmartScore before the first answer in the range and after the last', () =>
    spec.given(weekHistory).then((q) => {
      const key = (row: { userId: string; skillId: number }) => `${row.userId}|${row.skillId}`;
      expect(Object.fromEntries(q.startScores(week).map((row) => [key(row), row.startScore]))).toEqual({ 'u_ava|257': 13, 'u_ava|300': 0, 'u_noah|257': 0 });
      expect(Object.fromEntries(q.endScores(week).map((row) => [key(row), row.endScore]))).toEqual({ 'u_ava|257': 30, 'u_ava|300': 0, 'u_noah|257': 9 });
      // All time up to Saturday: Ava's fractions ends at 10, her addition starts at 0.
      const allTime = { ...week, interval: { fromDay: null, toDay: '2026-11-07' } };
      expect(Object.fromEntries(q.endScores(allTime).map((row) => [key(row), row.endScore]))).toMatchObject({ 'u_ava|300': 10 });
      expect(Object.fromEntries(q.startScores(allTime).map((row) => [key(row), row.startScore]))).toMatchObject({ 'u_ava|257': 0 });
    }));

  it('view by grades: only the skills of that grade', () =>
    spec.given(weekHistory).then((q) => {
      expect(q.endScores({ ...week, grade: 5 }).map((row) => row.permacode)).toEqual([fractions.permacode]);
      expect(q.skillTotals({ ...week, grade: 4 }).map((row) => row.skillId)).toEqual([addition.skillId, addition.skillId]);
    }));

  it('wrong answers of the class, newest first, never another class’s or outside the range', () =>
    spec.given(weekHistory).then((q) =>
      expect(q.wrongAnswers(week).map((row) => [row.userId, row.response, row.level])).toEqual([
        ['u_ava', '3/4', 1],
        ['u_noah', '11', 2],
        ['u_noah', '12', 1],
        ['u_ava', '7', 1],
      ]),
    ));

  it('milestones on the local day they were reached', () =>
    spec.given(weekHistory).then((q) => {
      expect(q.milestones(week)).toEqual([{ userId: 'u_ava', kind: 'proficient', skills: 1 }]);
      expect(q.milestones({ ...week, interval: { fromDay: '2026-11-05', toDay: '2026-11-06' } })).toEqual([]);
    }));

  it('one student’s answers in the range, newest first, with a limit', () =>
    spec.given(weekHistory).then((q) => {
      expect(q.answersOf('u_ava', week, 10).map((row) => [row.day, row.permacode, row.correct, row.response, row.scoreAfter])).toEqual([
        ['2026-11-06', '1A2B', false, '3/4', 0],
        ['2026-11-02', '18MCV', true, 'right', 30],
        ['2026-11-02', '18MCV', false, '7', 20],
        ['2026-11-02', '18MCV', true, 'right', 25],
      ]);
      expect(q.answersOf('u_ava', week, 2)).toHaveLength(2);
    }));

  it('keeps no visitor practice', () =>
    spec
      .given([...directoryHistory, answer('v_visitor', addition, newYork(2, 9), { correct: true, before: 0, after: 13, visitor: true })])
      .then((q) => expect(q.answersOf('v_visitor', { interval: { fromDay: null, toDay: '2027-01-01' }, grade: null }, 10)).toEqual([])));
});

describe('live messages', () => {
  it('each message sent to the class in the range, with the class’s reactions (others’ not counted)', () =>
    spec.given(weekHistory).then((q) =>
      expect(q.liveMessages(week)).toEqual([
        {
          batchId: 'b1',
          senderName: 'Ms. Rivera',
          sentAt: newYork(4, 10),
          day: '2026-11-04',
          message: 'Check b1 & go',
          recipients: 2,
          reactions: { UNACKNOWLEDGED: 0, GOT_IT: 1, THANK_YOU: 0, CONFUSED: 1, NO: 0 },
        },
      ]),
    ));

  it('reactions per local day they were given', () =>
    spec.given(weekHistory).then((q) =>
      expect(q.reactionsByDay(week)).toEqual([
        { day: '2026-11-05', response: 'GOT_IT', students: 1 },
        { day: '2026-11-06', response: 'CONFUSED', students: 1 },
      ]),
    ));

  it('reads a sanitized message as text', () => {
    expect(plainMessageText('<p>Line one</p><p>Line &lt;two&gt; &quot;q&quot; &#39;s&#39;</p>')).toBe('Line one Line <two> "q" \'s\'');
  });
});
