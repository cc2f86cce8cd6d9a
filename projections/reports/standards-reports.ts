import type { Statement } from 'better-sqlite3';
import type { Subject } from '../../events/curriculum';
import type { LogDatabase } from '../../events/log/log-database';
import type { GradeFilter, SchoolScope } from './administrator-reports';

// The administrator standards reports' query (issue 29, docs/administrator-reports.md
// "Standards reports"). No table of its own: it reads two read models the reports
// feature already keeps, both per LOCAL day of the learner's school —
// - administrator-reports (projections/reports/administrator-reports.ts):
//   `school_report_usage` (school × day × student × skill: questions, right
//   answers, the student's grade then) and `school_report_milestones` (the day
//   a student's skill reached proficient, mastered);
// - progress-reports (projections/reports/progress-reports.ts):
//   `student_progress_days` (the SmartScore after the day's last answer).
// Its module offers it with `readsAsync`, so both are caught up before it reads.

/** One school's student and one skill they practised in the scope's days. */
export interface StudentSkillPractice {
  schoolId: string;
  learnerId: string;
  /** The student's grade on their last day of practice in the range at this school (the highest, if two); null: no class. */
  grade: number | null;
  skillId: number;
  permacode: string;
  subject: Subject;
  skillGrade: number;
  questions: number;
  correct: number;
  /** SmartScore 80 reached on the skill by the end of the scope's days (at any time before too). */
  proficient: boolean;
  /** SmartScore 100 reached by then. */
  mastered: boolean;
  /** The SmartScore after the last answer on the skill up to the end of the scope's days. */
  scoreEnd: number | null;
}

const FIRST_DAY = '0000-01-01';

const PRACTICE = `
  , usage AS (
    SELECT u.school_id, u.learner_id, u.skill_id, u.permacode, u.subject, u.skill_grade, u.questions, u.correct, u.day, u.grade, s.to_day
    FROM school_report_usage u JOIN scope s ON u.school_id = s.school_id AND u.day BETWEEN s.from_day AND s.to_day
    WHERE (@everyGrade = 1 OR u.grade = @grade)),
  last_day AS (SELECT school_id, learner_id, MAX(day) AS day FROM usage GROUP BY school_id, learner_id),
  learner_grade AS (
    SELECT u.school_id, u.learner_id, MAX(u.grade) AS grade
    FROM usage u JOIN last_day l ON l.school_id = u.school_id AND l.learner_id = u.learner_id AND l.day = u.day
    GROUP BY u.school_id, u.learner_id),
  pairs AS (
    SELECT school_id, learner_id, skill_id, MIN(permacode) AS permacode, MIN(subject) AS subject, MIN(skill_grade) AS skill_grade,
           SUM(questions) AS questions, SUM(correct) AS correct, MIN(to_day) AS to_day
    FROM usage GROUP BY school_id, learner_id, skill_id)
  SELECT p.school_id AS schoolId, p.learner_id AS learnerId, g.grade, p.skill_id AS skillId, p.permacode, p.subject, p.skill_grade AS skillGrade,
         p.questions, p.correct,
         EXISTS (SELECT 1 FROM school_report_milestones m WHERE m.learner_id = p.learner_id AND m.skill_id = p.skill_id AND m.kind = 'proficient' AND m.day <= p.to_day) AS proficient,
         EXISTS (SELECT 1 FROM school_report_milestones m WHERE m.learner_id = p.learner_id AND m.skill_id = p.skill_id AND m.kind = 'mastered' AND m.day <= p.to_day) AS mastered,
         (SELECT d.score_end FROM student_progress_days d WHERE d.learner_id = p.learner_id AND d.skill_id = p.skill_id AND d.day <= p.to_day ORDER BY d.day DESC LIMIT 1) AS scoreEnd
  FROM pairs p JOIN learner_grade g ON g.school_id = p.school_id AND g.learner_id = p.learner_id
  ORDER BY p.school_id, p.learner_id, p.skill_id`;

export function standardsReportsQueries(db: LogDatabase) {
  const statements = new Map<number, Statement<unknown[]>>();
  return {
    /**
     * Every school's student × skill practised in the scope's days (each school its own days),
     * of one grade when filtered (their grade when they answered): questions, right answers,
     * proficient and mastered by the end of the days, and the SmartScore then.
     */
    studentSkills(scopes: readonly SchoolScope[], grade: GradeFilter): StudentSkillPractice[] {
      if (scopes.length === 0) return [];
      let statement = statements.get(scopes.length);
      if (!statement) {
        const values = scopes.map(() => '(?, ?, ?)').join(', ');
        statement = db.prepare<unknown[]>(`WITH scope(school_id, from_day, to_day) AS (VALUES ${values}) ${PRACTICE}`);
        statements.set(scopes.length, statement);
      }
      const parameters = scopes.flatMap((scope) => [scope.schoolId, scope.fromDay ?? FIRST_DAY, scope.toDay]);
      const rows = statement.all(...parameters, { everyGrade: grade === null ? 1 : 0, grade }) as (Omit<StudentSkillPractice, 'proficient' | 'mastered'> & { proficient: number; mastered: number })[];
      return rows.map((row) => ({ ...row, proficient: row.proficient === 1, mastered: row.mastered === 1 }));
    },
  };
}

export type StandardsReportsQueries = ReturnType<typeof standardsReportsQueries>;
