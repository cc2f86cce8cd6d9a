import type { AssessmentResult, AssessmentResultRecordedEvent } from '../events/assessments/assessment-result';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// The assessment reports' read model (issue 30 item 5, docs/assessment-reports.md): one row per
// AssessmentResultRecorded — one finished sitting, already scored by the assessments decider — with
// its strands and items kept as recorded. Deterministic: every value comes from the event.

/** A recorded result; rows come oldest first (the order their events were recorded in). */
export type AssessmentResultRow = AssessmentResult;

type ResultEvent = AssessmentResultRecordedEvent;

export const assessmentResultsProjection: Projection<ResultEvent> = {
  name: 'assessment-results',
  version: 1,
  mode: 'inline',
  tables: ['assessment_results'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS assessment_results (
        assessment_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        school_id TEXT,
        finished_at TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS assessment_results_school_kind ON assessment_results (school_id, kind, finished_at);
      CREATE INDEX IF NOT EXISTS assessment_results_student ON assessment_results (student_user_id, kind, subject);
    `);
  },
  handlers(db) {
    const insert = db.prepare('INSERT INTO assessment_results (assessment_id, kind, subject, student_user_id, school_id, finished_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
    return {
      AssessmentResultRecorded: (data) => insert.run(data.assessmentId, data.kind, data.subject, data.studentUserId, data.schoolId, data.finishedAt, JSON.stringify(data)),
    };
  },
};

const rowOf = (row: { data: string }): AssessmentResultRow => JSON.parse(row.data) as AssessmentResult;

export function assessmentResultsQueries(db: LogDatabase) {
  const ofSchoolsByKind = db.prepare(
    `SELECT data FROM assessment_results WHERE kind = ? AND school_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
  );
  const ofStudent = db.prepare('SELECT data FROM assessment_results WHERE student_user_id = ? ORDER BY rowid');
  const ofClassByKind = db.prepare(
    `SELECT data FROM assessment_results WHERE kind = ? AND EXISTS (SELECT 1 FROM json_each(data, '$.classIds') WHERE value = ?) ORDER BY rowid`,
  );
  return {
    /** Every result of one kind recorded for students of these schools, oldest first. */
    ofSchools(kind: AssessmentResult['kind'], schoolIds: readonly string[]): AssessmentResultRow[] {
      return (ofSchoolsByKind.all(kind, JSON.stringify(schoolIds)) as { data: string }[]).map(rowOf);
    },
    /** Every result of one kind taken by students while in this class (the result's classIds), oldest first. */
    ofClass(kind: AssessmentResult['kind'], classId: string): AssessmentResultRow[] {
      return (ofClassByKind.all(kind, classId) as { data: string }[]).map(rowOf);
    },
    /** Every result of one student, oldest first. */
    ofStudent(studentUserId: string): AssessmentResultRow[] {
      return (ofStudent.all(studentUserId) as { data: string }[]).map(rowOf);
    },
  };
}
