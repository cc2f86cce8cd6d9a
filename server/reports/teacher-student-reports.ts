import { addDays, isoWeekdayOf, type ReportDay } from '../../events/reports/report-ranges';
import type { ReportStudent } from '../../events/reports/teacher-reports';
import {
  SMART_SCORE_BANDS,
  type ScorePoint,
  type SkillAnalysisReport,
  type SkillScoreChartReport,
  type StudentScoreChartReport,
  type StudentsQuickviewReport,
  type StudentStatsReport,
} from '../../events/reports/teacher-student-reports';
import type { StudentActivity } from '../../projections/reports/teacher-reports-student-queries';
import { bySkillOrder, skillOf, studentName, type ClassReportInput } from './teacher-reports';

// The issue-29 teacher reports (docs/reports.md) from the read models of
// projections/reports/teacher-reports.ts: Students quickview, Skill analysis, the
// Student and Skill score charts and Student stats. (Progress and growth is the
// learner's own progress report: server/reports/progress-reports.ts.)

/** Wrong answers Skill analysis lists per skill (the most common first). */
export const COMMON_WRONG_ANSWERS = 5;
/** A SmartScore at or above this is proficient (the reports' 80). */
const PROFICIENT = 80;

const noActivity = { questions: 0, seconds: 0, skills: 0, helpRaised: 0 };
const period = (row: StudentActivity | undefined) => (row ? { questions: row.questions, seconds: row.seconds, skills: row.skills, helpRaised: row.helpRaised } : noActivity);

/**
 * Students quickview: each student today and this week (Monday to today), the
 * live classroom's needs-help flag now, and their skills at 80+ and at 100 after
 * their last answer up to today (all time). `today` is the school's local day.
 */
export function studentsQuickviewReport({ queries, frame, filter, students }: ClassReportInput, today: ReportDay, weekStart: ReportDay): StudentsQuickviewReport {
  const over = (fromDay: ReportDay | null) => ({ ...filter, interval: { fromDay, toDay: today }, grade: null });
  const todays = new Map(queries.activityByStudent(over(today)).map((row) => [row.userId, row]));
  const weeks = new Map(queries.activityByStudent(over(weekStart)).map((row) => [row.userId, row]));
  const reached = new Map<string, { proficient: number; mastered: number }>();
  for (const row of queries.milestones(over(weekStart))) {
    const own = reached.get(row.userId) ?? { proficient: 0, mastered: 0 };
    own[row.kind] = row.skills;
    reached.set(row.userId, own);
  }
  const scores = new Map<string, { at80: number; at100: number; lastDay: ReportDay }>();
  for (const row of queries.endScores(over(null))) {
    const own = scores.get(row.userId) ?? { at80: 0, at100: 0, lastDay: row.lastDay };
    if (row.endScore >= PROFICIENT) own.at80++;
    if (row.endScore === 100) own.at100++;
    if (row.lastDay > own.lastDay) own.lastDay = row.lastDay;
    scores.set(row.userId, own);
  }
  const flagged = new Set(queries.flaggedOn(filter.classId, today));
  return {
    ...frame,
    interval: { fromDay: weekStart, toDay: today },
    today,
    weekStart,
    students: students.map((student) => ({
      ...student,
      today: period(todays.get(student.userId)),
      week: { ...period(weeks.get(student.userId)), proficientSkills: reached.get(student.userId)?.proficient ?? 0, masteredSkills: reached.get(student.userId)?.mastered ?? 0 },
      needsHelpNow: flagged.has(student.userId),
      skillsAt80: scores.get(student.userId)?.at80 ?? 0,
      skillsAt100: scores.get(student.userId)?.at100 ?? 0,
      lastPractisedDay: scores.get(student.userId)?.lastDay ?? null,
    })),
  };
}

/** The band of SMART_SCORE_BANDS a SmartScore falls in. */
export const bandOf = (score: number) => SMART_SCORE_BANDS.findIndex((band) => score >= band.min && score <= band.max);

/**
 * Skill analysis: per skill practised in the range, its students by the band of
 * their SmartScore at the range's end; who is stuck (the needs-help flag raised
 * on the skill in the range and still below 80 at its end); the wrong answers
 * given most often (ties: the most recent first).
 */
export function skillAnalysisReport({ queries, nameSkill, frame, filter, students }: ClassReportInput): SkillAnalysisReport {
  const nameOf = studentName(students);
  const help = new Map(queries.helpBySkill(filter).map((row) => [`${row.userId}|${row.skillId}`, row.helpRaised]));
  const questions = new Map<number, number>();
  for (const row of queries.skillTotals(filter)) questions.set(row.skillId, (questions.get(row.skillId) ?? 0) + row.questions);
  const wrong = new Map<number, Map<string, { count: number; students: Set<string> }>>();
  for (const row of queries.wrongAnswers(filter)) {
    const responses = wrong.get(row.skillId) ?? new Map<string, { count: number; students: Set<string> }>();
    const entry = responses.get(row.response) ?? { count: 0, students: new Set<string>() };
    entry.count++;
    entry.students.add(row.userId);
    responses.set(row.response, entry);
    wrong.set(row.skillId, responses);
  }
  const skills = new Map<number, SkillAnalysisReport['skills'][number]>();
  for (const row of queries.endScores(filter)) {
    let skill = skills.get(row.skillId);
    if (!skill) {
      const common = [...(wrong.get(row.skillId) ?? new Map<string, { count: number; students: Set<string> }>()).entries()]
        .map(([response, entry]) => ({ response, count: entry.count, students: entry.students.size }))
        // A stable sort: equal counts keep the newest-first order the wrong answers came in.
        .sort((a, b) => b.count - a.count)
        .slice(0, COMMON_WRONG_ANSWERS);
      skill = { ...skillOf(row, nameSkill), students: 0, questions: questions.get(row.skillId) ?? 0, bands: SMART_SCORE_BANDS.map(() => 0), stuck: [], commonWrongAnswers: common };
      skills.set(row.skillId, skill);
    }
    skill.students++;
    skill.bands[bandOf(row.endScore)]!++;
    const raised = help.get(`${row.userId}|${row.skillId}`) ?? 0;
    if (raised > 0 && row.endScore < PROFICIENT) skill.stuck.push({ userId: row.userId, displayName: nameOf(row.userId), score: row.endScore, helpRaised: raised });
  }
  return {
    ...frame,
    bands: SMART_SCORE_BANDS.map((band) => ({ ...band })),
    skills: [...skills.values()]
      .map((skill) => ({ ...skill, stuck: skill.stuck.sort((a, b) => a.displayName.localeCompare(b.displayName)) }))
      .sort((a, b) => b.questions - a.questions || bySkillOrder(a, b)),
  };
}

/** Student score chart: one student's SmartScore after each local day with practice, a line per skill. */
export function studentScoreChartReport({ queries, nameSkill, frame, filter }: ClassReportInput, student: ReportStudent): StudentScoreChartReport {
  const lines = new Map<number, StudentScoreChartReport['lines'][number]>();
  for (const row of queries.scorePoints(filter, { studentUserId: student.userId })) {
    const line = lines.get(row.skillId) ?? { ...skillOf(row, nameSkill), points: [] as ScorePoint[] };
    line.points.push({ day: row.day, score: row.score });
    lines.set(row.skillId, line);
  }
  return { ...frame, student, lines: [...lines.values()].sort(bySkillOrder) };
}

/** Skill score chart: one skill's SmartScore after each local day with practice, a line per student of the class who practised it. */
export function skillScoreChartReport({ queries, nameSkill, frame, filter, students }: ClassReportInput, permacode: string | null): SkillScoreChartReport {
  const nameOf = studentName(students);
  const practised = queries.skillsPractised(filter);
  const chosen = (permacode === null ? practised[0] : practised.find((skill) => skill.permacode === permacode)) ?? null;
  const lines = new Map<string, SkillScoreChartReport['lines'][number]>();
  if (chosen !== null) {
    for (const row of queries.scorePoints(filter, { permacode: chosen.permacode })) {
      const line = lines.get(row.userId) ?? { userId: row.userId, displayName: nameOf(row.userId), points: [] as ScorePoint[] };
      line.points.push({ day: row.day, score: row.score });
      lines.set(row.userId, line);
    }
  }
  return {
    ...frame,
    skills: practised.map((skill) => skillOf(skill, nameSkill)).sort(bySkillOrder),
    // A skill asked for and not practised by the class in the range: none, no lines.
    skill: chosen ? skillOf(chosen, nameSkill) : null,
    lines: [...lines.values()].sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}

/** The longest run of consecutive days in `days` (sorted), and the run ending on `lastDay` or the day before it. */
export function streaksOf(days: readonly ReportDay[], lastDay: ReportDay): { longest: number; current: number } {
  let longest = 0;
  let run = 0;
  let previous: ReportDay | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const current = previous !== null && (previous === lastDay || previous === addDays(lastDay, -1)) ? run : 0;
  return { longest, current };
}

/** Student stats: per student totals and streaks; time by ISO day of the week and local hour (the school's zone), of the class or one student. */
export function studentStatsReport({ queries, frame, filter, students }: ClassReportInput, studentUserId: string | null): StudentStatsReport {
  const allGrades = { ...filter, grade: null };
  const activity = new Map(queries.activityByStudent(allGrades).map((row) => [row.userId, row]));
  const mastered = new Map(queries.milestones(allGrades).filter((row) => row.kind === 'mastered').map((row) => [row.userId, row.skills]));
  const days = new Map<string, ReportDay[]>();
  for (const row of queries.practiceDays(allGrades)) days.set(row.userId, [...(days.get(row.userId) ?? []), row.day]);
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, questions: 0, seconds: 0 }));
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, questions: 0, seconds: 0 }));
  for (const row of queries.hours(allGrades, studentUserId)) {
    for (const bucket of [weekdays[isoWeekdayOf(row.day) - 1]!, hours[row.hour]!]) {
      bucket.questions += row.questions;
      bucket.seconds += row.seconds;
    }
  }
  return {
    ...frame,
    grade: null,
    studentUserId,
    students: students
      .filter((student) => studentUserId === null || student.userId === studentUserId)
      .map((student) => {
        const row = activity.get(student.userId);
        const own = days.get(student.userId) ?? [];
        const streaks = streaksOf(own, filter.interval.toDay);
        return {
          ...student,
          questions: row?.questions ?? 0,
          seconds: row?.seconds ?? 0,
          skills: row?.skills ?? 0,
          masteredSkills: mastered.get(student.userId) ?? 0,
          daysActive: own.length,
          longestStreak: streaks.longest,
          currentStreak: streaks.current,
        };
      }),
    weekdays,
    hours,
  };
}
