import { describe, expect, it } from 'vitest';
import type { AssessmentQuestionAnswered } from '../events/assessments/assessment-events';
import type { AssessmentTakeKind } from '../events/assessments/assessment-contract';
import type { Strand } from '../events/diagnostics/strands';
import type { EventOf } from '../events/log/event-schemas';
import { openLogDatabase } from '../events/log/log-database';
import { diagnosticLevelsProjection, diagnosticLevelsQueries } from './diagnostic-levels';
import { projectionSpecification } from './projection-specification';

// The diagnostic levels' read model (issue 30, docs/diagnostics.md "Levels"): every graded answer on the
// scale (a strand and a difficulty) of every student, by subject and kind, oldest first; the levels read
// every kind's answers, LevelUp's next question only LevelUp's. A common assessment's question (no strand) is not on the scale.

const spec = projectionSpecification(diagnosticLevelsProjection, diagnosticLevelsQueries);
const at = (minutes: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + minutes * 60_000).toISOString();

interface Answer {
  studentUserId?: string;
  subject?: 'math' | 'ela';
  kind?: AssessmentTakeKind;
  strand: Strand | null;
  difficulty: number;
  correct: boolean;
  minutes: number;
}

let number = 0;
const answered = ({ studentUserId = 'u_ava', subject = 'math', kind = 'levelup', strand, difficulty, correct, minutes }: Answer): EventOf<typeof AssessmentQuestionAnswered> => {
  number += 1;
  return {
    type: 'AssessmentQuestionAnswered',
    data: {
      assessmentId: `${kind}-${subject}`,
      kind,
      subject,
      studentUserId,
      teacherUserIds: ['u_rivera'],
      sitting: 1,
      questionKey: `k${number}`,
      number: 1,
      item: {
        itemKey: `item-${number}`,
        strand,
        difficulty,
        permacode: strand === null ? '' : 'ABC1',
        skillName: strand === null ? '' : 'Add fractions',
        engine: { subject, grade: 4, topic: 'fractions', name: 'Add fractions' },
        level: 2,
        seed: `seed-${number}`,
        standardCodes: [],
      },
      response: '3/4',
      correct,
      answeredAt: at(minutes),
    },
  };
};

describe('the diagnostic levels read model', () => {
  it('is inline and owns one table', () => {
    expect(diagnosticLevelsProjection.name).toBe('diagnostic-levels');
    expect(diagnosticLevelsProjection.version).toBe(1);
    expect(diagnosticLevelsProjection.mode).toBe('inline');
    expect(diagnosticLevelsProjection.tables).toEqual(['diagnostic_answers']);
  });

  it('creates its table and index, and creating them again changes nothing', () => {
    const db = openLogDatabase(':memory:');
    try {
      diagnosticLevelsProjection.create(db);
      diagnosticLevelsProjection.create(db);
      const names = (db.prepare("SELECT type, name FROM sqlite_master WHERE name LIKE 'diagnostic_answers%' ORDER BY name").all() as { type: string; name: string }[]).map((row) => [row.type, row.name]);
      expect(names).toEqual([
        ['table', 'diagnostic_answers'],
        ['index', 'diagnostic_answers_student'],
      ]);
      const columns = (db.prepare("SELECT name, type, \"notnull\" AS required FROM pragma_table_info('diagnostic_answers') ORDER BY cid").all() as { name: string; type: string; required: number }[]).map((c) => [c.name, c.type, c.required]);
      expect(columns).toEqual([
        ['student_user_id', 'TEXT', 1],
        ['subject', 'TEXT', 1],
        ['kind', 'TEXT', 1],
        ['assessment_id', 'TEXT', 1],
        ['strand', 'TEXT', 1],
        ['difficulty', 'INTEGER', 1],
        ['correct', 'INTEGER', 1],
        ['answered_at', 'TEXT', 1],
      ]);
      const indexed = (db.prepare("SELECT name FROM pragma_index_info('diagnostic_answers_student') ORDER BY seqno").all() as { name: string }[]).map((c) => c.name);
      expect(indexed).toEqual(['student_user_id', 'subject', 'kind']);
    } finally {
      db.close();
    }
  });

  it('holds nothing before any answer', () =>
    spec.given([]).then((q) => {
      expect(q.answersOf('u_ava', 'math')).toEqual([]);
      expect(q.levelUpAnswersOf('u_ava', 'math')).toEqual([]);
    }));

  it('gives every on-scale answer of the student in the subject, oldest first, right or wrong, of every kind', () =>
    spec
      .given([
        answered({ strand: 'fractions', difficulty: 410, correct: true, minutes: 1 }),
        answered({ kind: 'screener', strand: 'geometry', difficulty: 380, correct: false, minutes: 2 }),
        answered({ kind: 'checkpoint', strand: 'measurement-and-data', difficulty: 0, correct: true, minutes: 3 }),
        answered({ strand: 'fractions', difficulty: 1299, correct: false, minutes: 4 }),
      ])
      .then((q) => {
        expect(q.answersOf('u_ava', 'math')).toEqual([
          { strand: 'fractions', difficulty: 410, correct: true },
          { strand: 'geometry', difficulty: 380, correct: false },
          { strand: 'measurement-and-data', difficulty: 0, correct: true },
          { strand: 'fractions', difficulty: 1299, correct: false },
        ]);
        expect(q.levelUpAnswersOf('u_ava', 'math')).toEqual([
          { strand: 'fractions', difficulty: 410, correct: true },
          { strand: 'fractions', difficulty: 1299, correct: false },
        ]);
      }));

  it('keeps them in the order they were answered, not by strand or difficulty', () =>
    spec
      .given([
        answered({ strand: 'numbers-and-operations', difficulty: 900, correct: false, minutes: 1 }),
        answered({ strand: 'algebraic-thinking', difficulty: 200, correct: true, minutes: 2 }),
        answered({ kind: 'flex', strand: 'algebraic-thinking', difficulty: 100, correct: true, minutes: 3 }),
      ])
      .then((q) => {
        expect(q.answersOf('u_ava', 'math')).toEqual([
          { strand: 'numbers-and-operations', difficulty: 900, correct: false },
          { strand: 'algebraic-thinking', difficulty: 200, correct: true },
          { strand: 'algebraic-thinking', difficulty: 100, correct: true },
        ]);
        expect(q.levelUpAnswersOf('u_ava', 'math')).toEqual([
          { strand: 'numbers-and-operations', difficulty: 900, correct: false },
          { strand: 'algebraic-thinking', difficulty: 200, correct: true },
        ]);
      }));

  it('keeps each student’s and each subject’s answers apart', () =>
    spec
      .given([
        answered({ strand: 'fractions', difficulty: 500, correct: true, minutes: 1 }),
        answered({ studentUserId: 'u_noah', strand: 'geometry', difficulty: 600, correct: false, minutes: 2 }),
        answered({ subject: 'ela', strand: 'vocabulary', difficulty: 700, correct: true, minutes: 3 }),
        answered({ subject: 'ela', kind: 'benchmark', strand: 'reading-literature', difficulty: 650, correct: false, minutes: 4 }),
      ])
      .then((q) => {
        expect(q.answersOf('u_ava', 'math')).toEqual([{ strand: 'fractions', difficulty: 500, correct: true }]);
        expect(q.answersOf('u_noah', 'math')).toEqual([{ strand: 'geometry', difficulty: 600, correct: false }]);
        expect(q.answersOf('u_noah', 'ela')).toEqual([]);
        expect(q.answersOf('u_ava', 'ela')).toEqual([
          { strand: 'vocabulary', difficulty: 700, correct: true },
          { strand: 'reading-literature', difficulty: 650, correct: false },
        ]);
        expect(q.levelUpAnswersOf('u_ava', 'math')).toEqual([{ strand: 'fractions', difficulty: 500, correct: true }]);
        expect(q.levelUpAnswersOf('u_noah', 'math')).toEqual([{ strand: 'geometry', difficulty: 600, correct: false }]);
        expect(q.levelUpAnswersOf('u_ava', 'ela')).toEqual([{ strand: 'vocabulary', difficulty: 700, correct: true }]);
        expect(q.levelUpAnswersOf('u_noah', 'ela')).toEqual([]);
      }));

  it('leaves out an answer off the scale (a common assessment’s question, no strand)', () =>
    spec
      .given([
        answered({ kind: 'common', strand: null, difficulty: 0, correct: true, minutes: 1 }),
        answered({ strand: null, difficulty: 0, correct: false, minutes: 2 }),
        answered({ kind: 'flex', strand: 'geometry', difficulty: 450, correct: true, minutes: 3 }),
      ])
      .then((q) => {
        expect(q.answersOf('u_ava', 'math')).toEqual([{ strand: 'geometry', difficulty: 450, correct: true }]);
        expect(q.levelUpAnswersOf('u_ava', 'math')).toEqual([]);
      }));

  it('stores each answer’s student, subject, kind, assessment, strand, difficulty, correctness and time', () => {
    const rows = projectionSpecification(diagnosticLevelsProjection, (db) => db.prepare('SELECT * FROM diagnostic_answers ORDER BY rowid').all());
    rows
      .given([
        answered({ kind: 'screener', subject: 'ela', strand: 'language', difficulty: 820, correct: true, minutes: 5 }),
        answered({ studentUserId: 'u_noah', strand: 'fractions', difficulty: 300, correct: false, minutes: 6 }),
        answered({ kind: 'common', strand: null, difficulty: 0, correct: true, minutes: 7 }),
      ])
      .then((all) =>
        expect(all).toEqual([
          { student_user_id: 'u_ava', subject: 'ela', kind: 'screener', assessment_id: 'screener-ela', strand: 'language', difficulty: 820, correct: 1, answered_at: '2026-11-02T09:05:00.000Z' },
          { student_user_id: 'u_noah', subject: 'math', kind: 'levelup', assessment_id: 'levelup-math', strand: 'fractions', difficulty: 300, correct: 0, answered_at: '2026-11-02T09:06:00.000Z' },
        ]),
      );
  });
});
