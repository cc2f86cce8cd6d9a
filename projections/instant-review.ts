import type { Subject } from '../events/curriculum';
import type { InstantReviewEvent } from '../events/instant-review';
import type { LogDatabase } from '../events/log/log-database';
import type { EventOf } from '../events/log/event-schemas';
import type { PracticeQuestionAnswered } from '../events/practice';
import type { Projection } from './projection';

// Read models of instant review (issue 12, docs/instant-review.md), inline:
//
// - instant_review_missed_answers: every wrong practice answer of a signed-in
//   learner (from the questions log's events): which skills the selected students
//   missed recently, how many of them, and at which level;
// - instant_review_sessions / instant_review_students: the open reviews, for the
//   teacher's banner and the student's invitation. The session's own state (the
//   question, the answers) is folded from its stream by the routes.

type Handled = InstantReviewEvent | EventOf<typeof PracticeQuestionAnswered>;

export const instantReviewProjection: Projection<Handled> = {
  name: 'instant-review',
  version: 1,
  mode: 'inline',
  tables: ['instant_review_missed_answers', 'instant_review_sessions', 'instant_review_students'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS instant_review_missed_answers (
        position INTEGER PRIMARY KEY,
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        level INTEGER NOT NULL,
        answered_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS instant_review_missed_learner ON instant_review_missed_answers (learner_id, answered_at);
      CREATE TABLE IF NOT EXISTS instant_review_sessions (
        session_id TEXT PRIMARY KEY,
        teacher_user_id TEXT NOT NULL,
        teacher_display_name TEXT NOT NULL,
        started_at TEXT NOT NULL,
        started_position INTEGER NOT NULL,
        ended_at TEXT,
        end_reason TEXT
      );
      CREATE INDEX IF NOT EXISTS instant_review_sessions_teacher ON instant_review_sessions (teacher_user_id, ended_at);
      CREATE TABLE IF NOT EXISTS instant_review_students (
        session_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        PRIMARY KEY (session_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS instant_review_students_student ON instant_review_students (student_user_id);
    `);
  },
  handlers(db) {
    const insertMissed = db.prepare(`
      INSERT INTO instant_review_missed_answers (position, learner_id, skill_id, permacode, subject, grade, level, answered_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertSession = db.prepare(
      'INSERT OR IGNORE INTO instant_review_sessions (session_id, teacher_user_id, teacher_display_name, started_at, started_position) VALUES (?, ?, ?, ?, ?)',
    );
    const insertStudent = db.prepare('INSERT OR IGNORE INTO instant_review_students (session_id, student_user_id) VALUES (?, ?)');
    const endSession = db.prepare('UPDATE instant_review_sessions SET ended_at = ?, end_reason = ? WHERE session_id = ? AND ended_at IS NULL');
    const nothing = () => undefined;
    return {
      PracticeQuestionAnswered: (data, metadata) => {
        if (data.correct || data.visitor) return;
        insertMissed.run(metadata.position, data.learnerId, data.skillId, data.permacode, data.subject, data.grade, data.level, data.answeredAt);
      },
      QuestionReviewStarted: (data, metadata) => {
        insertSession.run(data.qrmSessionId, data.teacherUserId, data.teacherDisplayName, data.startedAt, metadata.position);
        for (const each of data.students) insertStudent.run(data.qrmSessionId, each.studentUserId);
      },
      QuestionReviewQuestionPosed: nothing,
      QuestionReviewResponseSubmitted: nothing,
      QuestionReviewSkillListUpdated: nothing,
      QuestionReviewEnded: (data) => endSession.run(data.endedAt, data.reason, data.qrmSessionId),
    };
  },
};

/** A skill the selected students missed: who and how often, and the levels of the misses. */
export interface MissedSkill {
  skillId: number;
  permacode: string;
  subject: Subject;
  grade: number;
  /** Distinct learners with at least one wrong answer. */
  missedByCount: number;
  missedQuestionCount: number;
  /** The level most misses were at (ties: the lower). */
  level: number;
}

export interface OpenReview {
  qrmSessionId: string;
  teacherUserId: string;
  teacherDisplayName: string;
  startedAt: string;
}

/** The level most misses were at; on a tie the lower one (review starts gently). */
export function levelToReview(levelCounts: readonly { level: number; misses: number }[]): number {
  let best: { level: number; misses: number } | null = null;
  for (const row of levelCounts) if (!best || row.misses > best.misses || (row.misses === best.misses && row.level < best.level)) best = row;
  return best?.level ?? 1;
}

export function instantReviewQueries(db: LogDatabase) {
  const missed = db.prepare(`
    SELECT permacode, MIN(skill_id) AS skillId, MIN(subject) AS subject, MIN(grade) AS grade,
           COUNT(DISTINCT learner_id) AS missedByCount, COUNT(*) AS missedQuestionCount
    FROM instant_review_missed_answers
    WHERE learner_id IN (SELECT value FROM json_each(?)) AND subject IN (SELECT value FROM json_each(?)) AND answered_at >= ?
    GROUP BY permacode`);
  const levels = db.prepare(`
    SELECT permacode, level, COUNT(*) AS misses
    FROM instant_review_missed_answers
    WHERE learner_id IN (SELECT value FROM json_each(?)) AND subject IN (SELECT value FROM json_each(?)) AND answered_at >= ?
    GROUP BY permacode, level`);
  const openColumns = 'session_id AS qrmSessionId, teacher_user_id AS teacherUserId, teacher_display_name AS teacherDisplayName, started_at AS startedAt';
  const openOfTeacher = db.prepare(`SELECT ${openColumns} FROM instant_review_sessions WHERE teacher_user_id = ? AND ended_at IS NULL ORDER BY started_position DESC LIMIT 1`);
  const openOfStudent = db.prepare(`
    SELECT s.session_id AS qrmSessionId, s.teacher_user_id AS teacherUserId, s.teacher_display_name AS teacherDisplayName, s.started_at AS startedAt FROM instant_review_sessions s JOIN instant_review_students r ON r.session_id = s.session_id
    WHERE r.student_user_id = ? AND s.ended_at IS NULL ORDER BY s.started_position DESC LIMIT 1`);
  const byId = db.prepare(`SELECT ${openColumns}, ended_at AS endedAt FROM instant_review_sessions WHERE session_id = ?`);

  return {
    /**
     * The skills `learnerIds` answered wrong in `subjects` since `sinceIso`: most missed first
     * (by how many learners, then how many answers), then by grade and permacode.
     */
    missedSkills(learnerIds: readonly string[], subjects: readonly Subject[], sinceIso: string): MissedSkill[] {
      if (learnerIds.length === 0 || subjects.length === 0) return [];
      const args = [JSON.stringify(learnerIds), JSON.stringify(subjects), sinceIso] as const;
      const levelsOf = new Map<string, { level: number; misses: number }[]>();
      for (const row of levels.all(...args) as { permacode: string; level: number; misses: number }[]) {
        levelsOf.set(row.permacode, [...(levelsOf.get(row.permacode) ?? []), row]);
      }
      return (missed.all(...args) as Omit<MissedSkill, 'level'>[])
        .map((row) => ({ ...row, level: levelToReview(levelsOf.get(row.permacode) ?? []) }))
        .sort(
          (a, b) =>
            b.missedByCount - a.missedByCount ||
            b.missedQuestionCount - a.missedQuestionCount ||
            a.grade - b.grade ||
            (a.permacode < b.permacode ? -1 : a.permacode > b.permacode ? 1 : 0),
        );
    },
    /** The review a teacher has open (not ended), if any. */
    openReviewOfTeacher: (teacherUserId: string): OpenReview | null => (openOfTeacher.get(teacherUserId) as OpenReview | undefined) ?? null,
    /** The open review a student is invited to (the latest), if any. */
    openReviewOfStudent: (studentUserId: string): OpenReview | null => (openOfStudent.get(studentUserId) as OpenReview | undefined) ?? null,
    /** A review by id, open or ended. */
    review: (qrmSessionId: string): (OpenReview & { endedAt: string | null }) | null => (byId.get(qrmSessionId) as (OpenReview & { endedAt: string | null }) | undefined) ?? null,
  };
}

export type InstantReviewQueries = ReturnType<typeof instantReviewQueries>;
