import type { LogDatabase } from '../../events/log/log-database';
import type { ReportDay } from '../../events/reports/report-ranges';
import type { ClassReportFilter, SkillKey } from './teacher-reports-queries';

// Queries of the issue-29 teacher reports (Students quickview, Skill analysis,
// the score charts, Student stats; docs/reports.md) over the read models of
// projections/reports/teacher-reports.ts. Like every teacher-report query: one
// class's current students and a range of local days; `grade` narrows skills.
// teacherReportsQueries spreads these in (one query set, `teacherReports`).

const EARLIEST: ReportDay = '0000-01-01';
const CLASS_STUDENTS = 'SELECT student_user_id FROM directory_enrollments WHERE class_id = @classId';
const IN_RANGE = 'day BETWEEN @fromDay AND @toDay';
const GRADE = '(@grade IS NULL OR grade = @grade)';
const ONE_STUDENT = '(@studentUserId IS NULL OR learner_id = @studentUserId)';

const params = (filter: ClassReportFilter, studentUserId: string | null = null) => ({
  classId: filter.classId,
  fromDay: filter.interval.fromDay ?? EARLIEST,
  toDay: filter.interval.toDay,
  grade: filter.grade,
  studentUserId,
});

/** A student's practice in a range: what Students quickview and Student stats total. */
export interface StudentActivity {
  userId: string;
  questions: number;
  seconds: number;
  skills: number;
  /** Times the live classroom's needs-help flag was raised. */
  helpRaised: number;
}

export function teacherReportsStudentQueries(db: LogDatabase) {
  const activity = db.prepare(`
    SELECT learner_id AS userId, SUM(questions) AS questions, SUM(seconds) AS seconds, COUNT(DISTINCT skill_id) AS skills, SUM(help_raised) AS helpRaised
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} GROUP BY learner_id`);
  const flagged = db.prepare(`
    SELECT learner_id AS userId FROM report_sittings WHERE learner_id IN (${CLASS_STUDENTS}) AND day = @day AND needs_help = 1 ORDER BY learner_id`);
  const helpBySkill = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, SUM(help_raised) AS helpRaised
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} AND help_raised > 0 GROUP BY learner_id, skill_id`);
  const scorePoints = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, permacode, subject, grade, day, score_end AS score
    FROM report_skill_days
    WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} AND ${ONE_STUDENT} AND (@permacode IS NULL OR permacode = @permacode)
    ORDER BY day, learner_id, skill_id`);
  const skillsPractised = db.prepare(`
    SELECT skill_id AS skillId, MIN(permacode) AS permacode, MIN(subject) AS subject, MIN(grade) AS grade, SUM(questions) AS questions
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} GROUP BY skill_id ORDER BY questions DESC, skill_id`);
  const practiceDays = db.prepare(`
    SELECT DISTINCT learner_id AS userId, day FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} ORDER BY learner_id, day`);
  const hours = db.prepare(`
    SELECT day, hour, SUM(questions) AS questions, SUM(seconds) AS seconds
    FROM report_hours WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${ONE_STUDENT} GROUP BY day, hour ORDER BY day, hour`);

  return {
    /** Per student who practised in the range: questions, seconds, skills and needs-help flags raised. */
    activityByStudent: (filter: ClassReportFilter) => activity.all(params(filter)) as StudentActivity[],
    /** The class's students whose needs-help flag is on after their last answer of `day` (the live classroom's flag). */
    flaggedOn: (classId: string, day: ReportDay) => (flagged.all({ classId, day }) as { userId: string }[]).map((row) => row.userId),
    /** Per student × skill on which the needs-help flag was raised in the range: how often. */
    helpBySkill: (filter: ClassReportFilter) => helpBySkill.all(params(filter)) as { userId: string; skillId: number; helpRaised: number }[],
    /** SmartScore over time: per student × skill × local day with practice, the score after the day's last answer, oldest first. */
    scorePoints: (filter: ClassReportFilter, only: { studentUserId?: string | null; permacode?: string | null }) =>
      scorePoints.all({ ...params(filter, only.studentUserId ?? null), permacode: only.permacode ?? null }) as (SkillKey & { userId: string; day: ReportDay; score: number })[],
    /** The skills the class practised in the range, most questions first. */
    skillsPractised: (filter: ClassReportFilter) => skillsPractised.all(params(filter)) as (SkillKey & { questions: number })[],
    /** Each student's local days with practice in the range, in order. */
    practiceDays: (filter: ClassReportFilter) => practiceDays.all(params(filter)) as { userId: string; day: ReportDay }[],
    /** Questions and seconds per local day and hour (0–23) in the range: the class's, or one student's. */
    hours: (filter: ClassReportFilter, studentUserId: string | null) =>
      hours.all(params(filter, studentUserId)) as { day: ReportDay; hour: number; questions: number; seconds: number }[],
  };
}
