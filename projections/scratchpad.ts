import type { LogDatabase } from '../events/log/log-database';
import { scratchpadAnswerKey, type ScratchpadAnswer, type ScratchpadEvent, type ScratchpadStroke, type ScratchpadWorkView } from '../events/scratchpad';
import type { Projection } from './projection';

// The scratchpad's read model (issue 31 item 3; docs/scratchpad.md): the work kept with each answer, one
// row per student and answer (a later work of the same answer replaces it). Asynchronous: only the
// teacher's reads (the questions log, the work call, the report) look at it, and an answer's write stays
// as cheap as before. Time comes only from the events.

export const scratchpadProjection: Projection<ScratchpadEvent> = {
  name: 'scratchpad',
  version: 1,
  mode: 'async',
  tables: ['scratchpad_work'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS scratchpad_work (
        student_user_id TEXT NOT NULL,
        answer_key TEXT NOT NULL,
        answer TEXT NOT NULL,
        strokes TEXT NOT NULL,
        stroke_count INTEGER NOT NULL,
        kept_at TEXT NOT NULL,
        PRIMARY KEY (student_user_id, answer_key)
      );
      CREATE INDEX IF NOT EXISTS scratchpad_work_latest ON scratchpad_work (student_user_id, kept_at);
    `);
  },
  handlers(db) {
    const keep = db.prepare(
      `INSERT INTO scratchpad_work (student_user_id, answer_key, answer, strokes, stroke_count, kept_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (student_user_id, answer_key) DO UPDATE SET answer = excluded.answer, strokes = excluded.strokes, stroke_count = excluded.stroke_count, kept_at = excluded.kept_at`,
    );
    return {
      ScratchpadWorkKept: (data) => keep.run(data.studentUserId, scratchpadAnswerKey(data.answer), JSON.stringify(data.answer), JSON.stringify(data.strokes), data.strokes.length, data.keptAt),
    };
  },
};

/** One answer with work, without its strokes (the report's rows). */
export interface ScratchpadWorkSummary {
  studentUserId: string;
  answerKey: string;
  answer: ScratchpadAnswer;
  strokeCount: number;
  keptAt: string;
}

/** How many answers with work the report lists per student at most (the latest first). */
export const SCRATCHPAD_REPORT_ROWS = 100;

export function scratchpadQueries(db: LogDatabase) {
  const work = db.prepare('SELECT answer_key AS answerKey, answer, strokes, kept_at AS keptAt FROM scratchpad_work WHERE student_user_id = ? AND answer_key = ?');
  const keysOf = db.prepare('SELECT answer_key AS answerKey FROM scratchpad_work WHERE student_user_id = ? AND kept_at >= ? AND kept_at < ?');
  const latest = db.prepare(
    `SELECT student_user_id AS studentUserId, answer_key AS answerKey, answer, stroke_count AS strokeCount, kept_at AS keptAt
     FROM scratchpad_work WHERE student_user_id = ? ORDER BY kept_at DESC, answer_key LIMIT ${SCRATCHPAD_REPORT_ROWS}`,
  );
  type Row = { answerKey: string; answer: string; strokes: string; keptAt: string };
  type SummaryRow = Omit<ScratchpadWorkSummary, 'answer'> & { answer: string };
  return {
    /** The work kept with one answer of the student, or null. */
    workFor(studentUserId: string, answerKey: string): ScratchpadWorkView | null {
      const row = work.get(studentUserId, answerKey) as Row | undefined;
      if (!row) return null;
      return { answerKey: row.answerKey, answer: JSON.parse(row.answer) as ScratchpadAnswer, strokes: JSON.parse(row.strokes) as ScratchpadStroke[], keptAt: row.keptAt };
    },
    /** The keys of the student's answers with work kept in [from, to) (ISO instants). */
    answerKeysWithWork(studentUserId: string, from: string, to: string): Set<string> {
      return new Set((keysOf.all(studentUserId, from, to) as { answerKey: string }[]).map((row) => row.answerKey));
    },
    /** The student's answers with work, the latest first, at most SCRATCHPAD_REPORT_ROWS. */
    workSummariesOf(studentUserId: string): ScratchpadWorkSummary[] {
      return (latest.all(studentUserId) as SummaryRow[]).map((row) => ({ ...row, answer: JSON.parse(row.answer) as ScratchpadAnswer }));
    },
  };
}
