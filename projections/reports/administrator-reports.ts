import type { Statement } from 'better-sqlite3';
import type { LogDatabase } from '../../events/log/log-database';
import type { PracticeEvent } from '../../events/practice';
import { localDayOf, type ReportDay } from '../../events/reports/report-ranges';
import type { Subject } from '../../events/curriculum';
import type { Projection } from '../projection';
import { createPlacementTables, placementHandlers, placementQueries, placementTables, type PlacementEvent } from './report-learners';

// Read models of the administrator reports (issue 18, docs/administrator-reports.md):
// what each school's students practised, per LOCAL day of the school's time
// zone (the school's at the time of the answer), so that a report over a range
// is `WHERE day BETWEEN ? AND ?`:
//
// - school_report_usage: school × local day × student × skill — questions,
//   right answers, seconds, with the student's grade when they answered;
// - school_report_milestones: school × student × skill × proficient|mastered —
//   the local day it was reached, the student's grade then, the skill's grade.
//
// Only students of a school count (not visitors, not families' children, not
// staff trying a skill). Inline, like practice: a report after an answer sees it.

const PREFIX = 'school_report';

export const administratorReportsProjection: Projection<PracticeEvent | PlacementEvent> = {
  name: 'administrator-reports',
  // 2: asynchronous (issue 26): only the administrator reports' GETs read it, each after catching it up.
  version: 2,
  mode: 'async',
  tables: [...placementTables(PREFIX), 'school_report_usage', 'school_report_milestones'],
  create(db) {
    createPlacementTables(db, PREFIX);
    db.exec(`
      CREATE TABLE IF NOT EXISTS school_report_usage (
        school_id TEXT NOT NULL,
        day TEXT NOT NULL,
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        grade INTEGER,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        skill_grade INTEGER NOT NULL,
        questions INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        PRIMARY KEY (school_id, day, learner_id, skill_id)
      );
      CREATE INDEX IF NOT EXISTS school_report_usage_learner ON school_report_usage (learner_id, subject, day);
      CREATE TABLE IF NOT EXISTS school_report_milestones (
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        school_id TEXT NOT NULL,
        day TEXT NOT NULL,
        grade INTEGER,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        skill_grade INTEGER NOT NULL,
        PRIMARY KEY (learner_id, skill_id, kind)
      );
      CREATE INDEX IF NOT EXISTS school_report_milestones_school ON school_report_milestones (school_id, day);
    `);
  },
  handlers(db) {
    const placement = placementHandlers(db, PREFIX);
    const addUsage = db.prepare(`
      INSERT INTO school_report_usage (school_id, day, learner_id, skill_id, grade, permacode, subject, skill_grade, questions, correct, seconds)
      VALUES (@schoolId, @day, @learnerId, @skillId, @grade, @permacode, @subject, @skillGrade, 1, @correct, @seconds)
      ON CONFLICT (school_id, day, learner_id, skill_id) DO UPDATE SET
        questions = questions + 1, correct = correct + excluded.correct, seconds = seconds + excluded.seconds`);
    const addMilestone = db.prepare(`
      INSERT OR IGNORE INTO school_report_milestones (learner_id, skill_id, kind, school_id, day, grade, permacode, subject, skill_grade)
      VALUES (@learnerId, @skillId, @kind, @schoolId, @day, @grade, @permacode, @subject, @skillGrade)`);
    /** A school's student, placed; null for anyone else. */
    const studentOf = (learnerId: string) => {
      const placed = placement.placementOf(learnerId);
      return placed && placed.role === 'student' && placed.schoolId !== null ? { ...placed, schoolId: placed.schoolId } : null;
    };
    const milestone = (kind: 'proficient' | 'mastered') => (data: { learnerId: string; skillId: number; permacode: string; subject: Subject; grade: number; reachedAt: string }) => {
      const student = studentOf(data.learnerId);
      if (!student) return;
      addMilestone.run({
        learnerId: data.learnerId,
        skillId: data.skillId,
        kind,
        schoolId: student.schoolId,
        day: localDayOf(data.reachedAt, student.timeZone),
        grade: student.grade,
        permacode: data.permacode,
        subject: data.subject,
        skillGrade: data.grade,
      });
    };
    return {
      ...placement.handlers,
      PracticeQuestionAnswered: (data) => {
        if (data.visitor) return;
        const student = studentOf(data.learnerId);
        if (!student) return;
        addUsage.run({
          schoolId: student.schoolId,
          day: localDayOf(data.answeredAt, student.timeZone),
          learnerId: data.learnerId,
          skillId: data.skillId,
          grade: student.grade,
          permacode: data.permacode,
          subject: data.subject,
          skillGrade: data.grade,
          correct: data.correct ? 1 : 0,
          seconds: data.secondsSpent,
        });
      },
      SkillProficient: milestone('proficient'),
      SkillMastered: milestone('mastered'),
    };
  },
};

/** The days of one school a report covers: its own local days (each school its time zone). */
export interface SchoolScope {
  schoolId: string;
  /** null: from the first day. */
  fromDay: ReportDay | null;
  toDay: ReportDay;
}

/** Students of one grade only (view by grades); null: every grade. */
export type GradeFilter = number | null;

export interface SchoolActivity {
  schoolId: string;
  studentsActive: number;
  questions: number;
  seconds: number;
  skillsProficient: number;
  skillsMastered: number;
}

export interface TimeSpentRow {
  schoolId: string;
  /** null: students without a class. */
  grade: number | null;
  day: ReportDay;
  students: number;
  questions: number;
  seconds: number;
}

export interface SkillActivity {
  skillId: number;
  permacode: string;
  subject: Subject;
  skillGrade: number;
  students: number;
  questions: number;
  correct: number;
  seconds: number;
}

export interface SkillReached {
  skillId: number;
  permacode: string;
  subject: Subject;
  skillGrade: number;
  /** Students who practised the skill in the range. */
  studentsPractised: number;
  /** Students who reached SmartScore 80 on it in the range. */
  proficient: number;
  /** Students who reached 100 on it in the range. */
  mastered: number;
}

/** Per student and subject, up to a day: answers, and the grades of the skills they were proficient in. */
export interface StudentSubjectStanding {
  learnerId: string;
  subject: Subject;
  questionsAnswered: number;
  proficientGrades: number[];
}

const FIRST_DAY = '0000-01-01';

/**
 * `WITH scope(school_id, from_day, to_day) AS (VALUES (?, ?, ?), …)`: each school
 * with its own days. Statements are prepared once per number of schools.
 */
function scoped(db: LogDatabase, body: string) {
  const statements = new Map<number, Statement<unknown[]>>();
  return (scopes: readonly SchoolScope[], grade: GradeFilter) => {
    if (scopes.length === 0) return [];
    let statement = statements.get(scopes.length);
    if (!statement) {
      const values = scopes.map(() => '(?, ?, ?)').join(', ');
      statement = db.prepare<unknown[]>(`WITH scope(school_id, from_day, to_day) AS (VALUES ${values}) ${body}`);
      statements.set(scopes.length, statement);
    }
    const parameters = scopes.flatMap((scope) => [scope.schoolId, scope.fromDay ?? FIRST_DAY, scope.toDay]);
    return statement.all(...parameters, { everyGrade: grade === null ? 1 : 0, grade });
  };
}

/** A row's `grade` matches the filter (@everyGrade: 1 without one). */
const gradeMatches = (column: string) => `(@everyGrade = 1 OR ${column} = @grade)`;

export function administratorReportsQueries(db: LogDatabase) {
  const placed = placementQueries(db, PREFIX);
  const usageIn = `school_report_usage u JOIN scope s ON u.school_id = s.school_id AND u.day BETWEEN s.from_day AND s.to_day`;
  const milestonesIn = `school_report_milestones m JOIN scope s ON m.school_id = s.school_id AND m.day BETWEEN s.from_day AND s.to_day`;

  const activity = scoped(
    db,
    `, usage AS (
       SELECT u.school_id, COUNT(DISTINCT u.learner_id) AS students, SUM(u.questions) AS questions, SUM(u.seconds) AS seconds
       FROM ${usageIn} WHERE ${gradeMatches('u.grade')} GROUP BY u.school_id),
     reached AS (
       SELECT m.school_id, SUM(m.kind = 'proficient') AS proficient, SUM(m.kind = 'mastered') AS mastered
       FROM ${milestonesIn} WHERE ${gradeMatches('m.grade')} GROUP BY m.school_id)
     SELECT s.school_id AS schoolId, COALESCE(usage.students, 0) AS studentsActive, COALESCE(usage.questions, 0) AS questions,
            COALESCE(usage.seconds, 0) AS seconds, COALESCE(reached.proficient, 0) AS skillsProficient, COALESCE(reached.mastered, 0) AS skillsMastered
     FROM scope s LEFT JOIN usage ON usage.school_id = s.school_id LEFT JOIN reached ON reached.school_id = s.school_id`,
  );
  const timeSpent = scoped(
    db,
    `SELECT u.school_id AS schoolId, u.grade, u.day, COUNT(DISTINCT u.learner_id) AS students, SUM(u.questions) AS questions, SUM(u.seconds) AS seconds
     FROM ${usageIn} WHERE ${gradeMatches('u.grade')}
     GROUP BY u.school_id, u.grade, u.day ORDER BY u.day, u.school_id, u.grade`,
  );
  const skillUsage = scoped(
    db,
    `SELECT u.skill_id AS skillId, MIN(u.permacode) AS permacode, MIN(u.subject) AS subject, MIN(u.skill_grade) AS skillGrade,
            COUNT(DISTINCT u.learner_id) AS students, SUM(u.questions) AS questions, SUM(u.correct) AS correct, SUM(u.seconds) AS seconds
     FROM ${usageIn} WHERE ${gradeMatches('u.grade')}
     GROUP BY u.skill_id ORDER BY questions DESC, u.skill_id`,
  );
  const skillProficiency = scoped(
    db,
    `, practised AS (
       SELECT u.skill_id, MIN(u.permacode) AS permacode, MIN(u.subject) AS subject, MIN(u.skill_grade) AS skill_grade, COUNT(DISTINCT u.learner_id) AS students
       FROM ${usageIn} WHERE ${gradeMatches('u.grade')} GROUP BY u.skill_id),
     reached AS (
       SELECT m.skill_id, MIN(m.permacode) AS permacode, MIN(m.subject) AS subject, MIN(m.skill_grade) AS skill_grade,
              SUM(m.kind = 'proficient') AS proficient, SUM(m.kind = 'mastered') AS mastered
       FROM ${milestonesIn} WHERE ${gradeMatches('m.grade')} GROUP BY m.skill_id),
     skills AS (SELECT skill_id, permacode, subject, skill_grade FROM practised UNION SELECT skill_id, permacode, subject, skill_grade FROM reached)
     SELECT k.skill_id AS skillId, MIN(k.permacode) AS permacode, MIN(k.subject) AS subject, MIN(k.skill_grade) AS skillGrade,
            COALESCE(MAX(p.students), 0) AS studentsPractised, COALESCE(MAX(r.proficient), 0) AS proficient, COALESCE(MAX(r.mastered), 0) AS mastered
     FROM skills k LEFT JOIN practised p ON p.skill_id = k.skill_id LEFT JOIN reached r ON r.skill_id = k.skill_id
     GROUP BY k.skill_id ORDER BY proficient DESC, studentsPractised DESC, k.skill_id`,
  );
  const answeredUpTo = db.prepare(
    `SELECT learner_id AS learnerId, subject, SUM(questions) AS questionsAnswered FROM school_report_usage
     WHERE learner_id IN (SELECT value FROM json_each(?)) AND day <= ? GROUP BY learner_id, subject`,
  );
  const proficientUpTo = db.prepare(
    `SELECT learner_id AS learnerId, subject, json_group_array(skill_grade) AS grades FROM school_report_milestones
     WHERE learner_id IN (SELECT value FROM json_each(?)) AND kind = 'proficient' AND day <= ? GROUP BY learner_id, subject`,
  );

  return {
    ...placed,
    /** District Dashboard: per school of the scope, students who practised, questions, seconds, skills reached proficient and mastered. */
    activityBySchool: (scopes: readonly SchoolScope[], grade: GradeFilter) => activity(scopes, grade) as SchoolActivity[],
    /** Time Spent: per school, grade (at the time) and local day with practice. */
    timeSpent: (scopes: readonly SchoolScope[], grade: GradeFilter) => timeSpent(scopes, grade) as TimeSpentRow[],
    /** Skill Usage: per skill practised, most questions first. */
    skillUsage: (scopes: readonly SchoolScope[], grade: GradeFilter) => skillUsage(scopes, grade) as SkillActivity[],
    /** Skill Proficiency: per skill practised or reached in the range, most students proficient first. */
    skillProficiency: (scopes: readonly SchoolScope[], grade: GradeFilter) => skillProficiency(scopes, grade) as SkillReached[],
    /**
     * School Achievement's facts: per student and subject, their answers up to `toDay` (wherever they
     * answered them) and the grades of the skills they were proficient in by then (ascending).
     */
    standingsUpTo(learnerIds: readonly string[], toDay: ReportDay): StudentSubjectStanding[] {
      const ids = JSON.stringify(learnerIds);
      const grades = new Map<string, number[]>();
      for (const row of proficientUpTo.all(ids, toDay) as { learnerId: string; subject: Subject; grades: string }[]) {
        grades.set(`${row.learnerId}|${row.subject}`, (JSON.parse(row.grades) as number[]).sort((a, b) => a - b));
      }
      return (answeredUpTo.all(ids, toDay) as Omit<StudentSubjectStanding, 'proficientGrades'>[])
        .map((row) => ({ ...row, proficientGrades: grades.get(`${row.learnerId}|${row.subject}`) ?? [] }))
        .sort((a, b) => (a.learnerId < b.learnerId ? -1 : a.learnerId > b.learnerId ? 1 : a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
    },
  };
}

export type AdministratorReportsQueries = ReturnType<typeof administratorReportsQueries>;
