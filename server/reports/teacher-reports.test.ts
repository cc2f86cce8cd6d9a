import { describe, expect, it } from 'vitest';
import type { ReportFrame } from '../../events/reports/teacher-reports';
import type { SchoolDirectoryEvent } from '../../events/school-directory';
import { teacherReportsProjection, type ReportEvent } from '../../projections/reports/teacher-reports';
import { addition, fractions, newYork, RANGE, ROOM_12, weekHistory } from '../../projections/reports/teacher-reports-fixture';
import { teacherReportsQueries } from '../../projections/reports/teacher-reports-queries';
import { projectionSpecification } from '../../projections/projection-specification';
import { schoolDirectoryProjection } from '../../projections/school-directory';
import {
  liveMessageReport,
  progressAndImprovementReport,
  questionsLogReport,
  scoreGridReport,
  skillsPracticedReport,
  studentSummaryReport,
  studentTroubleSpotsReport,
  studentUsageReport,
  groupWrongAnswers,
  troubleSpotsReport,
  type ClassReportInput,
} from './teacher-reports';

// Every figure of every teacher report over the fixed week of
// projections/reports/teacher-reports-fixture.ts (Monday 2 – Friday 6 November 2026, New York).

const spec = projectionSpecification<ReportEvent, ReturnType<typeof teacherReportsQueries>, SchoolDirectoryEvent>(
  teacherReportsProjection,
  teacherReportsQueries,
  { dependsOn: [schoolDirectoryProjection] },
);

const names: Record<string, { code: string; name: string }> = {
  [addition.permacode]: { code: 'A.3', name: 'Add two numbers' },
  [fractions.permacode]: { code: 'F.1', name: 'Fractions of a whole' },
};
const additionSkill = { permacode: addition.permacode, code: 'A.3', name: 'Add two numbers', subject: 'math', grade: 4 };
const fractionsSkill = { permacode: fractions.permacode, code: 'F.1', name: 'Fractions of a whole', subject: 'math', grade: 5 };
const ava = { userId: 'u_ava', displayName: 'Ava B.' };
const noah = { userId: 'u_noah', displayName: 'Noah C.' };

function report<T>(build: (input: ClassReportInput) => T, grade: number | null = null): T {
  return spec.given(weekHistory).query((queries) => {
    const frame: ReportFrame = { classId: ROOM_12, className: 'Grade 4 Room 12', range: 'custom', interval: RANGE, timeZone: 'America/New_York', grade };
    return build({ queries, nameSkill: (permacode) => names[permacode] ?? null, frame, filter: { classId: ROOM_12, interval: RANGE, grade }, students: queries.studentsOf(ROOM_12) });
  });
}

describe('teacher reports over a fixed week', () => {
  it('Student usage: every day of the range (0 without practice), every student of the class', () => {
    const usage = report(studentUsageReport);
    expect(usage.days).toEqual([
      { day: '2026-11-02', questions: 3, seconds: 60, students: 1 },
      { day: '2026-11-03', questions: 3, seconds: 60, students: 1 },
      { day: '2026-11-04', questions: 0, seconds: 0, students: 0 },
      { day: '2026-11-05', questions: 0, seconds: 0, students: 0 },
      { day: '2026-11-06', questions: 1, seconds: 20, students: 1 },
    ]);
    expect(usage.students).toEqual([
      { ...ava, questions: 4, seconds: 80, daysActive: 2 },
      { ...noah, questions: 3, seconds: 60, daysActive: 1 },
    ]);
    expect(usage).toMatchObject({ classId: ROOM_12, className: 'Grade 4 Room 12', timeZone: 'America/New_York', interval: RANGE });
  });

  it('Skills practiced: students, questions, right answers, time, average SmartScore at the end, proficient and mastered', () => {
    expect(report(skillsPracticedReport).skills).toEqual([
      { ...additionSkill, students: 2, questions: 6, correct: 3, seconds: 120, averageScore: 20, proficientStudents: 0, masteredStudents: 0 },
      { ...fractionsSkill, students: 1, questions: 1, correct: 0, seconds: 20, averageScore: 0, proficientStudents: 0, masteredStudents: 0 },
    ]);
    expect(report(skillsPracticedReport, 5).skills.map((skill) => skill.permacode)).toEqual([fractions.permacode]);
  });

  it('Trouble spots: skills by questions missed, with the wrong answers given, newest first, each with its question', () => {
    // The route regenerates each question from its seed (server/routes/teacher-reports.ts); here a stand-in names it.
    const questionOf = ({ permacode, level, seed }: { permacode: string; level: number; seed: string }) => ({ prompt: `${permacode} at level ${level} (${seed})?` });
    const skills = report((input) => troubleSpotsReport({ ...input, questionOf })).skills;
    const promptOf = (response: string) => skills.flatMap((skill) => skill.wrongAnswers).find((wrong) => wrong.response === response)!.question!.prompt;
    expect(skills).toEqual([
      {
        ...additionSkill,
        missed: 3,
        answered: 6,
        studentsMissing: 2,
        wrongAnswers: [
          { question: { prompt: promptOf('11') }, response: '11', count: 1, students: [noah], level: 2, answeredAt: newYork(3, 10, 1) },
          { question: { prompt: promptOf('12') }, response: '12', count: 1, students: [noah], level: 1, answeredAt: newYork(3, 10, 0) },
          { question: { prompt: promptOf('7') }, response: '7', count: 1, students: [ava], level: 1, answeredAt: newYork(2, 9, 1) },
        ],
      },
      {
        ...fractionsSkill,
        missed: 1,
        answered: 1,
        studentsMissing: 1,
        wrongAnswers: [{ question: { prompt: promptOf('3/4') }, response: '3/4', count: 1, students: [ava], level: 1, answeredAt: newYork(6, 23, 30) }],
      },
    ]);
    expect(promptOf('11')).toMatch(new RegExp(`^${addition.permacode} at level 2 \\(seed-\\d+\\)\\?$`));
    // Without the question engine: no question, the figures the same.
    expect(report(troubleSpotsReport).skills[0]!.wrongAnswers.map((wrong) => [wrong.question, wrong.response])).toEqual([[null, '11'], [null, '12'], [null, '7']]);
  });

  it('Trouble spots groups identical wrong answers: same question (prompt and picture) and same answer, the most given first, ties the latest first', () => {
    const row = (userId: string, response: string, seed: string, minute: number) => ({
      ...addition,
      userId,
      level: 1,
      response,
      seed,
      answeredAt: `2026-11-03T15:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    // Newest first, as the query gives them. Seeds a and b make the same question; c another; d the same prompt with a picture.
    const rows = [row('u_ava', '7', 'a', 50), row('u_noah', '7', 'b', 40), row('u_noah', '8', 'a', 30), row('u_ava', '7', 'c', 20), row('u_noah', '7', 'a', 10), row('u_ava', '7', 'd', 5)];
    const prompts: Record<string, { prompt: string; art?: { kind: 'fraction-bar'; parts: number; shaded: number } }> = {
      a: { prompt: '3 + 5?' },
      b: { prompt: '3 + 5?' },
      c: { prompt: '2 + 4?' },
      d: { prompt: '3 + 5?', art: { kind: 'fraction-bar', parts: 4, shaded: 1 } },
    };
    const names: Record<string, string> = { u_ava: 'Ava B.', u_noah: 'Noah C.' };
    const groups = groupWrongAnswers(rows, ({ seed }) => prompts[seed]!, (userId) => names[userId]!);
    expect(groups.map((group) => [group.question?.prompt, group.question?.art?.kind ?? null, group.response, group.count, group.students.map((student) => student.displayName), group.answeredAt])).toEqual([
      ['3 + 5?', null, '7', 3, ['Ava B.', 'Noah C.'], '2026-11-03T15:50:00.000Z'],
      ['3 + 5?', null, '8', 1, ['Noah C.'], '2026-11-03T15:30:00.000Z'],
      ['2 + 4?', null, '7', 1, ['Ava B.'], '2026-11-03T15:20:00.000Z'],
      ['3 + 5?', 'fraction-bar', '7', 1, ['Ava B.'], '2026-11-03T15:05:00.000Z'],
    ]);
    // A question that can no longer be made is grouped by the question asked (skill, level, seed).
    expect(groupWrongAnswers([row('u_ava', '7', 'a', 2), row('u_noah', '7', 'a', 1), row('u_noah', '7', 'b', 0)], () => null, (userId) => names[userId]!).map((group) => [group.question, group.count])).toEqual([
      [null, 2],
      [null, 1],
    ]);
  });

  it('Student trouble spots: per student and skill, most missed first; one student when asked', () => {
    const rows = report((input) => studentTroubleSpotsReport(input, null)).rows;
    expect(rows.map((row) => [row.displayName, row.permacode, row.missed, row.answered, row.wrongAnswers.map((wrong) => wrong.response)])).toEqual([
      ['Noah C.', addition.permacode, 2, 3, ['11', '12']],
      ['Ava B.', addition.permacode, 1, 3, ['7']],
      ['Ava B.', fractions.permacode, 1, 1, ['3/4']],
    ]);
    expect(report((input) => studentTroubleSpotsReport(input, 'u_noah')).rows.map((row) => row.userId)).toEqual(['u_noah']);
  });

  it('Score grid: every student × every skill practised, the SmartScore at the end of the range', () => {
    const grid = report(scoreGridReport);
    expect(grid.skills).toEqual([additionSkill, fractionsSkill]);
    expect(grid.students).toEqual([
      { ...ava, scores: { [addition.permacode]: { smartScore: 30, questions: 3, seconds: 60 }, [fractions.permacode]: { smartScore: 0, questions: 1, seconds: 20 } } },
      { ...noah, scores: { [addition.permacode]: { smartScore: 9, questions: 3, seconds: 60 } } },
    ]);
    expect(report(scoreGridReport, 4).skills).toEqual([additionSkill]);
  });

  it('Score grid of one subject (issue 34): the first the class practised unless asked; the subjects practised listed', () => {
    const grid = report(scoreGridReport);
    expect([grid.subject, grid.subjects]).toEqual(['math', ['math']]);
    const ela = report((input) => scoreGridReport(input, 'ela'));
    expect([ela.subject, ela.subjects, ela.skills, ela.students.map((student) => student.scores)]).toEqual(['ela', ['math'], [], [{}, {}]]);
    expect(report((input) => scoreGridReport(input, 'math')).skills).toEqual([additionSkill, fractionsSkill]);
  });

  it('Questions log: one student’s answers, newest first', () => {
    const log = report((input) => questionsLogReport(input, ava));
    expect(log.answers.map((row) => [row.day, row.code, row.correct, row.response, row.scoreAfter, row.secondsSpent])).toEqual([
      ['2026-11-06', 'F.1', false, '3/4', 0, 20],
      ['2026-11-02', 'A.3', true, 'right', 30, 20],
      ['2026-11-02', 'A.3', false, '7', 20, 20],
      ['2026-11-02', 'A.3', true, 'right', 25, 20],
    ]);
    expect(log.truncated).toBe(false);
  });

  it('Student summary: questions, right answers, time, skills, skills become proficient or mastered in the range, last day', () => {
    expect(report((input) => studentSummaryReport(input, null)).students).toEqual([
      { ...ava, questions: 4, correct: 2, seconds: 80, skillsPractised: 2, proficientSkills: 1, masteredSkills: 0, lastPractisedDay: '2026-11-06' },
      { ...noah, questions: 3, correct: 1, seconds: 60, skillsPractised: 1, proficientSkills: 0, masteredSkills: 0, lastPractisedDay: '2026-11-03' },
    ]);
  });

  it('Progress and improvement: SmartScore before the first answer in the range and after the last, points gained', () => {
    expect(report(progressAndImprovementReport).rows.map((row) => [row.displayName, row.permacode, row.startScore, row.endScore, row.gained, row.questions])).toEqual([
      ['Ava B.', addition.permacode, 13, 30, 17, 3],
      ['Noah C.', addition.permacode, 0, 9, 9, 3],
      ['Ava B.', fractions.permacode, 0, 0, 0, 1],
    ]);
  });

  it('Live message: each message of the range with the class’s reactions, and reactions per day', () => {
    const live = report(liveMessageReport);
    expect(live.messages.map((message) => [message.batchId, message.recipients, message.reactions])).toEqual([
      ['b1', 2, { UNACKNOWLEDGED: 0, GOT_IT: 1, THANK_YOU: 0, CONFUSED: 1, NO: 0 }],
    ]);
    expect(live.days).toEqual([
      { day: '2026-11-05', GOT_IT: 1, THANK_YOU: 0, CONFUSED: 0, NO: 0 },
      { day: '2026-11-06', GOT_IT: 0, THANK_YOU: 0, CONFUSED: 1, NO: 0 },
    ]);
  });
});
