import { describe, expect, it } from 'vitest';
import type { ReportFrame } from '../../events/reports/teacher-reports';
import type { SchoolDirectoryEvent } from '../../events/school-directory';
import { projectionSpecification } from '../../projections/projection-specification';
import { teacherReportsProjection, type ReportEvent } from '../../projections/reports/teacher-reports';
import { addition, answer, fractions, newYork, RANGE, ROOM_12, weekHistory } from '../../projections/reports/teacher-reports-fixture';
import { teacherReportsQueries } from '../../projections/reports/teacher-reports-queries';
import { schoolDirectoryProjection } from '../../projections/school-directory';
import type { ClassReportInput } from './teacher-reports';
import { bandOf, skillAnalysisReport, skillScoreChartReport, streaksOf, studentScoreChartReport, studentsQuickviewReport, studentStatsReport } from './teacher-student-reports';

// The issue-29 teacher reports over the fixed week of projections/reports/teacher-reports-fixture.ts
// (Monday 2 – Friday 6 November 2026, New York), with Noah practising on Wednesday too and,
// on Thursday, answering addition wrong four times in a row (the live classroom's
// needs-help rule: raised on the third, still on — not raised again — on the fourth).

const spec = projectionSpecification<ReportEvent, ReturnType<typeof teacherReportsQueries>, SchoolDirectoryEvent>(teacherReportsProjection, teacherReportsQueries, {
  dependsOn: [schoolDirectoryProjection],
});

const names: Record<string, { code: string; name: string }> = {
  [addition.permacode]: { code: 'A.3', name: 'Add two numbers' },
  [fractions.permacode]: { code: 'F.1', name: 'Fractions of a whole' },
};
const additionSkill = { permacode: addition.permacode, code: 'A.3', name: 'Add two numbers', subject: 'math', grade: 4 };
const fractionsSkill = { permacode: fractions.permacode, code: 'F.1', name: 'Fractions of a whole', subject: 'math', grade: 5 };
const ava = { userId: 'u_ava', displayName: 'Ava B.' };
const noah = { userId: 'u_noah', displayName: 'Noah C.' };

const history = [
  ...weekHistory,
  answer('u_noah', addition, newYork(4, 15), { correct: true, before: 9, after: 15 }),
  ...['12', '12', '13', '12'].map((response, minute) => answer('u_noah', addition, newYork(5, 10, minute), { correct: false, before: 15, after: 15, response })),
];

function report<T>(build: (input: ClassReportInput) => T, grade: number | null = null): T {
  return spec.given(history).query((queries) => {
    const frame: ReportFrame = { classId: ROOM_12, className: 'Grade 4 Room 12', range: 'custom', interval: RANGE, timeZone: 'America/New_York', grade };
    return build({ queries, nameSkill: (permacode) => names[permacode] ?? null, frame, filter: { classId: ROOM_12, interval: RANGE, grade }, students: queries.studentsOf(ROOM_12) });
  });
}

const none = { questions: 0, seconds: 0, skills: 0, helpRaised: 0 };

describe('the issue-29 teacher reports over a fixed week', () => {
  it('Students quickview: today and this week per student, the needs-help flag now, skills at 80+ and 100', () => {
    const quickview = report((input) => studentsQuickviewReport(input, '2026-11-05', '2026-11-02'));
    expect(quickview).toMatchObject({ today: '2026-11-05', weekStart: '2026-11-02', interval: { fromDay: '2026-11-02', toDay: '2026-11-05' } });
    expect(quickview.students).toEqual([
      {
        ...ava,
        today: none,
        // Friday's fractions is after "today"; addition became proficient on Wednesday.
        week: { questions: 3, seconds: 60, skills: 1, helpRaised: 0, proficientSkills: 1, masteredSkills: 0 },
        needsHelpNow: false,
        skillsAt80: 0,
        skillsAt100: 0,
        lastPractisedDay: '2026-11-02',
      },
      {
        ...noah,
        today: { questions: 4, seconds: 80, skills: 1, helpRaised: 1 },
        week: { questions: 8, seconds: 160, skills: 1, helpRaised: 1, proficientSkills: 0, masteredSkills: 0 },
        needsHelpNow: true,
        skillsAt80: 0,
        skillsAt100: 0,
        lastPractisedDay: '2026-11-05',
      },
    ]);
    // Another day: nobody is flagged on Friday (Noah's flag was Thursday's).
    expect(report((input) => studentsQuickviewReport(input, '2026-11-06', '2026-11-02')).students.map((student) => student.needsHelpNow)).toEqual([false, false]);
  });

  it('Skill analysis: students by SmartScore band, who is stuck, the most common wrong answers', () => {
    const analysis = report(skillAnalysisReport);
    expect(analysis.bands).toEqual([
      { min: 0, max: 69 },
      { min: 70, max: 79 },
      { min: 80, max: 89 },
      { min: 90, max: 99 },
      { min: 100, max: 100 },
    ]);
    expect(analysis.skills).toEqual([
      {
        ...additionSkill,
        students: 2,
        questions: 11,
        bands: [2, 0, 0, 0, 0],
        stuck: [{ ...noah, score: 15, helpRaised: 1 }],
        commonWrongAnswers: [
          { response: '12', count: 4, students: 1 },
          { response: '13', count: 1, students: 1 },
          { response: '11', count: 1, students: 1 },
          { response: '7', count: 1, students: 1 },
        ],
      },
      { ...fractionsSkill, students: 1, questions: 1, bands: [1, 0, 0, 0, 0], stuck: [], commonWrongAnswers: [{ response: '3/4', count: 1, students: 1 }] },
    ]);
    expect(report(skillAnalysisReport, 5).skills.map((skill) => skill.permacode)).toEqual([fractions.permacode]);
    expect([0, 69, 70, 79, 80, 89, 90, 99, 100].map(bandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('Student score chart: a line per skill, the SmartScore after each day with practice', () => {
    expect(report((input) => studentScoreChartReport(input, ava)).lines).toEqual([
      { ...additionSkill, points: [{ day: '2026-11-02', score: 30 }] },
      { ...fractionsSkill, points: [{ day: '2026-11-06', score: 0 }] },
    ]);
  });

  it('Skill score chart: a line per student; the most practised skill unless one is asked for', () => {
    const chart = report((input) => skillScoreChartReport(input, null));
    expect(chart.skills).toEqual([additionSkill, fractionsSkill]);
    expect(chart.skill).toEqual(additionSkill);
    expect(chart.lines).toEqual([
      { ...ava, points: [{ day: '2026-11-02', score: 30 }] },
      {
        ...noah,
        points: [
          { day: '2026-11-03', score: 9 },
          { day: '2026-11-04', score: 15 },
          { day: '2026-11-05', score: 15 },
        ],
      },
    ]);
    const fractionsChart = report((input) => skillScoreChartReport(input, fractions.permacode));
    expect([fractionsChart.skill, fractionsChart.lines]).toEqual([fractionsSkill, [{ ...ava, points: [{ day: '2026-11-06', score: 0 }] }]]);
    expect(report((input) => skillScoreChartReport(input, 'NOPE1'))).toMatchObject({ skill: null, lines: [] });
  });

  it('Student stats: totals, streaks, time by day of the week and by hour (local)', () => {
    const stats = report((input) => studentStatsReport(input, null));
    expect(stats.students).toEqual([
      { ...ava, questions: 4, seconds: 80, skills: 2, masteredSkills: 0, daysActive: 2, longestStreak: 1, currentStreak: 1 },
      { ...noah, questions: 8, seconds: 160, skills: 1, masteredSkills: 0, daysActive: 3, longestStreak: 3, currentStreak: 3 },
    ]);
    expect(stats.weekdays.map((day) => day.questions)).toEqual([3, 3, 1, 4, 1, 0, 0]);
    const busyHours = stats.hours.filter((hour) => hour.questions > 0);
    // Friday 23:30 local is hour 23 (04:30 UTC on Saturday).
    expect(busyHours).toEqual([
      { hour: 9, questions: 3, seconds: 60 },
      { hour: 10, questions: 7, seconds: 140 },
      { hour: 15, questions: 1, seconds: 20 },
      { hour: 23, questions: 1, seconds: 20 },
    ]);
    const avaOnly = report((input) => studentStatsReport(input, 'u_ava'));
    expect(avaOnly.students.map((student) => student.userId)).toEqual(['u_ava']);
    expect(avaOnly.weekdays.map((day) => day.questions)).toEqual([3, 0, 0, 0, 1, 0, 0]);
  });

  it('streaks: the longest run, and the run ending on the last day or the day before', () => {
    expect(streaksOf([], '2026-11-06')).toEqual({ longest: 0, current: 0 });
    expect(streaksOf(['2026-11-01', '2026-11-02', '2026-11-04'], '2026-11-06')).toEqual({ longest: 2, current: 0 });
    expect(streaksOf(['2026-11-01', '2026-11-04', '2026-11-05', '2026-11-06'], '2026-11-06')).toEqual({ longest: 3, current: 3 });
    expect(streaksOf(['2026-10-31', '2026-11-01'], '2026-11-02')).toEqual({ longest: 2, current: 2 });
  });
});
