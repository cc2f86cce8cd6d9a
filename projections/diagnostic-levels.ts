import type { StrandAnswer } from '../events/diagnostics/adaptive-rule';
import type { Strand } from '../events/diagnostics/strands';
import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { AssessmentQuestionAnswered } from '../events/assessments/assessment-events';
import type { Projection } from './projection';

// The diagnostic levels' read model (issue 30 item 1, docs/diagnostics.md "Levels"): every graded assessment
// answer on the scale (its strand and difficulty) of every student, by subject and kind. The levels are
// computed from these rows when read (events/diagnostics/adaptive-rule.ts `diagnosticLevels`): LevelUp's
// next question reads the LevelUp answers; the levels and the band read every kind's. Deterministic.

type Handled = EventOf<typeof AssessmentQuestionAnswered>;

export const diagnosticLevelsProjection: Projection<Handled> = {
  name: 'diagnostic-levels',
  version: 1,
  mode: 'inline',
  tables: ['diagnostic_answers'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS diagnostic_answers (
        student_user_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        kind TEXT NOT NULL,
        assessment_id TEXT NOT NULL,
        strand TEXT NOT NULL,
        difficulty INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        answered_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS diagnostic_answers_student ON diagnostic_answers (student_user_id, subject, kind);
    `);
  },
  handlers(db) {
    const insert = db.prepare('INSERT INTO diagnostic_answers (student_user_id, subject, kind, assessment_id, strand, difficulty, correct, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    return {
      AssessmentQuestionAnswered: (data) => {
        if (data.item.strand === null) return;
        insert.run(data.studentUserId, data.subject, data.kind, data.assessmentId, data.item.strand, data.item.difficulty, data.correct ? 1 : 0, data.answeredAt);
      },
    };
  },
};

type Row = { strand: Strand; difficulty: number; correct: number };
const answerOf = (row: Row): StrandAnswer => ({ strand: row.strand, difficulty: row.difficulty, correct: row.correct === 1 });

export function diagnosticLevelsQueries(db: LogDatabase) {
  const all = db.prepare('SELECT strand, difficulty, correct FROM diagnostic_answers WHERE student_user_id = ? AND subject = ? ORDER BY rowid');
  const levelUp = db.prepare("SELECT strand, difficulty, correct FROM diagnostic_answers WHERE student_user_id = ? AND subject = ? AND kind = 'levelup' ORDER BY rowid");
  return {
    /** Every on-scale answer of the student in the subject, oldest first (the levels). */
    answersOf: (studentUserId: string, subject: 'math' | 'ela') => (all.all(studentUserId, subject) as Row[]).map(answerOf),
    /** The student's LevelUp answers in the subject, oldest first (the next question). */
    levelUpAnswersOf: (studentUserId: string, subject: 'math' | 'ela') => (levelUp.all(studentUserId, subject) as Row[]).map(answerOf),
  };
}

export type DiagnosticLevelsQueries = ReturnType<typeof diagnosticLevelsQueries>;
