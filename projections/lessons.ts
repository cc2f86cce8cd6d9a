import type { LessonCheckKey, LessonProgressEvent } from '../events/lessons';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// Lessons' read model (issue 31, docs/lessons.md): each student's progress per lesson and the
// first answer of each check. Inline: a check's response reports the progress after it and the
// lesson page and the student's home read it at once. Time comes only from the events.

export interface LessonProgressRow {
  studentUserId: string;
  permacode: string;
  skillId: number;
  startedAt: string;
  finishedAt: string | null;
  checksAnswered: number;
  checksRight: number;
  lastAnsweredAt: string;
}

export const lessonsProjection: Projection<LessonProgressEvent> = {
  name: 'lessons',
  version: 1,
  mode: 'inline',
  tables: ['lesson_progress', 'lesson_checks'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS lesson_progress (
        student_user_id TEXT NOT NULL,
        permacode TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        last_answered_at TEXT NOT NULL,
        PRIMARY KEY (student_user_id, permacode)
      );
      CREATE INDEX IF NOT EXISTS lesson_progress_open ON lesson_progress (student_user_id, finished_at, last_answered_at);
      CREATE TABLE IF NOT EXISTS lesson_checks (
        student_user_id TEXT NOT NULL,
        permacode TEXT NOT NULL,
        question_key TEXT NOT NULL,
        correct INTEGER NOT NULL,
        PRIMARY KEY (student_user_id, permacode, question_key)
      );
    `);
  },
  handlers(db) {
    const start = db.prepare('INSERT OR IGNORE INTO lesson_progress (student_user_id, permacode, skill_id, started_at, last_answered_at) VALUES (?, ?, ?, ?, ?)');
    const touch = db.prepare('UPDATE lesson_progress SET last_answered_at = ? WHERE student_user_id = ? AND permacode = ?');
    const firstAnswer = db.prepare('INSERT OR IGNORE INTO lesson_checks (student_user_id, permacode, question_key, correct) VALUES (?, ?, ?, ?)');
    const finish = db.prepare('UPDATE lesson_progress SET finished_at = ? WHERE student_user_id = ? AND permacode = ?');
    return {
      LessonStarted: (data) => start.run(data.studentUserId, data.permacode, data.skillId, data.startedAt, data.startedAt),
      LessonCheckAnswered: (data) => {
        touch.run(data.answeredAt, data.studentUserId, data.permacode);
        if (data.firstAnswer) firstAnswer.run(data.studentUserId, data.permacode, data.questionKey, data.correct ? 1 : 0);
      },
      LessonFinished: (data) => finish.run(data.finishedAt, data.studentUserId, data.permacode),
    };
  },
};

/** How many lessons in progress the student's home lists at most. */
export const IN_PROGRESS_LIMIT = 20;

export function lessonsQueries(db: LogDatabase) {
  const columns = `p.student_user_id AS studentUserId, p.permacode, p.skill_id AS skillId, p.started_at AS startedAt, p.finished_at AS finishedAt,
    p.last_answered_at AS lastAnsweredAt,
    (SELECT COUNT(*) FROM lesson_checks c WHERE c.student_user_id = p.student_user_id AND c.permacode = p.permacode) AS checksAnswered,
    (SELECT COUNT(*) FROM lesson_checks c WHERE c.student_user_id = p.student_user_id AND c.permacode = p.permacode AND c.correct = 1) AS checksRight`;
  const progress = db.prepare(`SELECT ${columns} FROM lesson_progress p WHERE p.student_user_id = ? AND p.permacode = ?`);
  const checks = db.prepare('SELECT question_key AS questionKey, correct FROM lesson_checks WHERE student_user_id = ? AND permacode = ? ORDER BY question_key');
  const inProgress = db.prepare(
    `SELECT ${columns} FROM lesson_progress p WHERE p.student_user_id = ? AND p.finished_at IS NULL ORDER BY p.last_answered_at DESC, p.permacode LIMIT ${IN_PROGRESS_LIMIT}`,
  );
  return {
    progressOf(studentUserId: string, permacode: string): LessonProgressRow | null {
      return (progress.get(studentUserId, permacode) as LessonProgressRow | undefined) ?? null;
    },
    /** Each answered check of the lesson and whether its first answer was right, in key order. */
    checksOf(studentUserId: string, permacode: string): { questionKey: LessonCheckKey; correct: boolean }[] {
      return (checks.all(studentUserId, permacode) as { questionKey: LessonCheckKey; correct: number }[]).map((row) => ({ questionKey: row.questionKey, correct: row.correct === 1 }));
    },
    /** The lessons the student started and has not finished, the latest answered first. */
    inProgressOf(studentUserId: string): LessonProgressRow[] {
      return inProgress.all(studentUserId) as LessonProgressRow[];
    },
  };
}
