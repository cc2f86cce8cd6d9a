import type { AcknowledgementStatus } from '../../events/live-messages';
import type { LogDatabase } from '../../events/log/log-database';
import type { ReportDay, ReportInterval } from '../../events/reports/report-ranges';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../events/reports/report-ranges';
import type { ReactionCounts } from '../../events/reports/teacher-reports';
import { teacherReportsStudentQueries } from './teacher-reports-student-queries';

// Queries over the teacher reports' read models (projections/reports/teacher-reports.ts).
// Every query is over one class's current students (directory_enrollments) and a
// range of local days; skills are named by permacode (the route names them from
// the catalogue). `grade` filters skills to one curriculum grade (view by grades).

export interface ClassReportFilter {
  classId: string;
  interval: ReportInterval;
  grade: number | null;
}

export interface SkillKey {
  skillId: number;
  permacode: string;
  subject: string;
  grade: number;
}

const EARLIEST: ReportDay = '0000-01-01';
const CLASS_STUDENTS = 'SELECT student_user_id FROM directory_enrollments WHERE class_id = @classId';
const IN_RANGE = 'day BETWEEN @fromDay AND @toDay';
const GRADE = '(@grade IS NULL OR grade = @grade)';

const params = (filter: ClassReportFilter) => ({
  classId: filter.classId,
  fromDay: filter.interval.fromDay ?? EARLIEST,
  toDay: filter.interval.toDay,
  grade: filter.grade,
});

/** Wrong answers listed per trouble spot (Student trouble spots); Trouble spots lists this many groups of identical wrong answers. */
export const WRONG_ANSWERS_SHOWN = 10;
/** Trouble spots groups each skill's newest wrong answers, at most this many (each one's question is regenerated). */
export const WRONG_ANSWERS_GROUPED = 200;
/** Answers a questions log shows at most. */
export const QUESTIONS_LOG_LIMIT = 500;

const emptyReactions = (): ReactionCounts => ({ UNACKNOWLEDGED: 0, GOT_IT: 0, THANK_YOU: 0, CONFUSED: 0, NO: 0 });

export function teacherReportsQueries(db: LogDatabase) {
  const schoolOfClass = db.prepare(
    `SELECT c.name AS className, c.school_id AS schoolId, COALESCE(s.time_zone, '${DEFAULT_SCHOOL_TIME_ZONE}') AS timeZone, s.school_year_start AS schoolYearStart
     FROM directory_classes c LEFT JOIN report_schools s ON s.school_id = c.school_id WHERE c.class_id = ?`,
  );
  const school = db.prepare('SELECT time_zone AS timeZone, school_year_start AS schoolYearStart FROM report_schools WHERE school_id = ?');
  const students = db.prepare(
    `SELECT u.user_id AS userId, u.display_name AS displayName FROM directory_enrollments e JOIN directory_users u ON u.user_id = e.student_user_id
     WHERE e.class_id = ? ORDER BY u.display_name COLLATE NOCASE, u.user_id`,
  );
  const usageByDay = db.prepare(`
    SELECT day, SUM(questions) AS questions, SUM(seconds) AS seconds, COUNT(DISTINCT learner_id) AS students
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} GROUP BY day ORDER BY day`);
  const usageByStudent = db.prepare(`
    SELECT learner_id AS userId, SUM(questions) AS questions, SUM(seconds) AS seconds, COUNT(DISTINCT day) AS daysActive,
           SUM(correct) AS correct, COUNT(DISTINCT skill_id) AS skillsPractised, MAX(day) AS lastPractisedDay
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} GROUP BY learner_id`);
  // SQLite's bare columns: with MAX(day), score_end comes from the row of the latest day in the range.
  const endScores = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, permacode, subject, grade, MAX(day) AS lastDay, score_end AS endScore
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} GROUP BY learner_id, skill_id`);
  const startScores = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, MIN(day) AS firstDay, score_start AS startScore
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} GROUP BY learner_id, skill_id`);
  const skillTotals = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, SUM(questions) AS questions, SUM(correct) AS correct, SUM(seconds) AS seconds
    FROM report_skill_days WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} GROUP BY learner_id, skill_id`);
  const milestones = db.prepare(`
    SELECT learner_id AS userId, kind, COUNT(*) AS skills FROM report_milestones
    WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} GROUP BY learner_id, kind`);
  const wrongAnswers = db.prepare(`
    SELECT learner_id AS userId, skill_id AS skillId, permacode, subject, grade, level, response, seed, answered_at AS answeredAt
    FROM report_answers WHERE learner_id IN (${CLASS_STUDENTS}) AND ${IN_RANGE} AND ${GRADE} AND correct = 0
    ORDER BY position DESC`);
  const answersOf = db.prepare(`
    SELECT position, day, skill_id AS skillId, permacode, subject, grade, level, correct, response, score_after AS scoreAfter,
           seconds AS secondsSpent, answered_at AS answeredAt
    FROM report_answers WHERE learner_id = @studentUserId AND ${IN_RANGE} AND ${GRADE} ORDER BY position DESC LIMIT @limit`);
  const messages = db.prepare(`
    SELECT m.batch_id AS batchId, m.sender_name AS senderName, m.sent_at AS sentAt, m.day, m.message, r.response, COUNT(*) AS students
    FROM report_live_message_recipients r JOIN report_live_messages m ON m.batch_id = r.batch_id
    WHERE r.student_user_id IN (${CLASS_STUDENTS}) AND r.sent_day BETWEEN @fromDay AND @toDay
    GROUP BY m.batch_id, r.response ORDER BY m.sent_at DESC, m.batch_id`);
  const reactionsByDay = db.prepare(`
    SELECT r.reacted_day AS day, r.response, COUNT(*) AS students
    FROM report_live_message_recipients r
    WHERE r.student_user_id IN (${CLASS_STUDENTS}) AND r.sent_day BETWEEN @fromDay AND @toDay AND r.reacted_day BETWEEN @fromDay AND @toDay
    GROUP BY r.reacted_day, r.response ORDER BY r.reacted_day`);

  return {
    ...teacherReportsStudentQueries(db),
    /** The class's name and its school's time zone and school-year start; undefined for an unknown class. */
    classContext: (classId: string) =>
      schoolOfClass.get(classId) as { className: string; schoolId: string; timeZone: string; schoolYearStart: ReportDay | null } | undefined,
    /** A school's time zone (the default for a school registered without one, or unknown). */
    timeZoneOfSchool: (schoolId: string): string => (school.get(schoolId) as { timeZone: string } | undefined)?.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE,
    /** The local day a school's current school year was recorded; null when never. */
    schoolYearStartOf: (schoolId: string): ReportDay | null => (school.get(schoolId) as { schoolYearStart: ReportDay | null } | undefined)?.schoolYearStart ?? null,
    /** The class's current students, by name. */
    studentsOf: (classId: string) => students.all(classId) as { userId: string; displayName: string }[],
    /** Per local day with practice: questions, seconds and how many students practised. */
    usageByDay: (filter: ClassReportFilter) =>
      usageByDay.all({ ...params(filter) }) as { day: ReportDay; questions: number; seconds: number; students: number }[],
    /** Per student who practised in the range. */
    usageByStudent: (filter: ClassReportFilter) =>
      usageByStudent.all(params(filter)) as {
        userId: string;
        questions: number;
        seconds: number;
        daysActive: number;
        correct: number;
        skillsPractised: number;
        lastPractisedDay: ReportDay;
      }[],
    /** Per student × skill practised in the range: the SmartScore after their last answer in it. */
    endScores: (filter: ClassReportFilter) => endScores.all(params(filter)) as (SkillKey & { userId: string; lastDay: ReportDay; endScore: number })[],
    /** Per student × skill practised in the range: the SmartScore before their first answer in it. */
    startScores: (filter: ClassReportFilter) => startScores.all(params(filter)) as { userId: string; skillId: number; firstDay: ReportDay; startScore: number }[],
    /** Per student × skill: questions, right answers and seconds in the range. */
    skillTotals: (filter: ClassReportFilter) =>
      skillTotals.all(params(filter)) as { userId: string; skillId: number; questions: number; correct: number; seconds: number }[],
    /** Per student: skills that became proficient / mastered in the range. */
    milestones: (filter: ClassReportFilter) => milestones.all(params(filter)) as { userId: string; kind: 'proficient' | 'mastered'; skills: number }[],
    /** Every wrong answer of the class in the range, newest first (`seed`: with the skill and level it regenerates the question answered). */
    wrongAnswers: (filter: ClassReportFilter) =>
      wrongAnswers.all(params(filter)) as (SkillKey & { userId: string; level: number; response: string; seed: string; answeredAt: string })[],
    /** One student's answers in the range, newest first (at most `limit`). */
    answersOf: (studentUserId: string, filter: Omit<ClassReportFilter, 'classId'>, limit: number) =>
      (
        answersOf.all({ ...params({ ...filter, classId: '' }), studentUserId, limit }) as (SkillKey & {
          position: number;
          day: ReportDay;
          level: number;
          correct: number;
          response: string;
          scoreAfter: number;
          secondsSpent: number;
          answeredAt: string;
        })[]
      ).map((row) => ({ ...row, correct: row.correct === 1 })),
    /** Messages sent to the class's students in the range, newest first, with the class's reactions. */
    liveMessages(filter: ClassReportFilter) {
      const byBatch = new Map<string, { batchId: string; senderName: string; sentAt: string; day: ReportDay; message: string; recipients: number; reactions: ReactionCounts }>();
      for (const row of messages.all(params(filter)) as { batchId: string; senderName: string; sentAt: string; day: string; message: string; response: AcknowledgementStatus; students: number }[]) {
        const batch = byBatch.get(row.batchId) ?? { batchId: row.batchId, senderName: row.senderName, sentAt: row.sentAt, day: row.day, message: row.message, recipients: 0, reactions: emptyReactions() };
        batch.recipients += row.students;
        batch.reactions[row.response] += row.students;
        byBatch.set(row.batchId, batch);
      }
      return [...byBatch.values()];
    },
    /** Reactions given per local day in the range (to messages of the range). */
    reactionsByDay: (filter: ClassReportFilter) => reactionsByDay.all(params(filter)) as { day: ReportDay; response: AcknowledgementStatus; students: number }[],
  };
}

export type TeacherReportsQueries = ReturnType<typeof teacherReportsQueries>;
