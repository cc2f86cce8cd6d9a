import type { AssessmentEvent, CheckpointAssignedData, CommonAssessmentAssignedData, FlexScheduledData, SittingItem } from '../events/assessments';
import type { AssessmentTakeKind } from '../events/assessments/assessment-contract';
import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { AssessmentCheckpointAssigned, AssessmentFinished, AssessmentFlexScheduled, AssessmentQuestionAnswered, AssessmentStarted, CommonAssessmentAssigned } from '../events/assessments/assessment-events';
import type { Projection } from './projection';

// Assessments' read model (issue 30, docs/diagnostics.md): checkpoints, Flex snapshots and common assessments as assigned, a
// checkpoint's students, and each student's latest sitting of each assessment (its questions, how many
// answered, finished or not). Windows' assessments are read from the assessment-windows read model and
// LevelUp needs no row to exist. Inline: a start's or an answer's own response reads the sitting at once.
// Deterministic: every value comes from the events.

type Handled =
  | EventOf<typeof AssessmentCheckpointAssigned>
  | EventOf<typeof AssessmentFlexScheduled>
  | EventOf<typeof CommonAssessmentAssigned>
  | EventOf<typeof AssessmentStarted>
  | EventOf<typeof AssessmentQuestionAnswered>
  | EventOf<typeof AssessmentFinished>;

export const assessmentsProjection: Projection<Handled> = {
  name: 'assessments',
  version: 2,
  mode: 'inline',
  tables: ['assessment_definitions', 'assessment_assignees', 'assessment_sittings'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS assessment_definitions (
        assessment_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS assessment_assignees (
        assessment_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        PRIMARY KEY (assessment_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS assessment_assignees_student ON assessment_assignees (student_user_id);
      CREATE TABLE IF NOT EXISTS assessment_sittings (
        assessment_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        sitting INTEGER NOT NULL,
        items TEXT NOT NULL,
        total INTEGER NOT NULL,
        answered INTEGER NOT NULL DEFAULT 0,
        right_count INTEGER NOT NULL DEFAULT 0,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        PRIMARY KEY (assessment_id, student_user_id)
      );
    `);
  },
  handlers(db) {
    const define = db.prepare('INSERT OR IGNORE INTO assessment_definitions (assessment_id, kind, data) VALUES (?, ?, ?)');
    const assign = db.prepare('INSERT OR IGNORE INTO assessment_assignees (assessment_id, student_user_id) VALUES (?, ?)');
    const start = db.prepare(
      `INSERT INTO assessment_sittings (assessment_id, student_user_id, kind, sitting, items, total, started_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (assessment_id, student_user_id) DO UPDATE SET sitting = excluded.sitting, items = excluded.items, total = excluded.total,
         answered = 0, right_count = 0, started_at = excluded.started_at, finished_at = NULL`,
    );
    const answer = db.prepare('UPDATE assessment_sittings SET answered = ?, right_count = right_count + ? WHERE assessment_id = ? AND student_user_id = ? AND sitting = ?');
    const finish = db.prepare('UPDATE assessment_sittings SET finished_at = ? WHERE assessment_id = ? AND student_user_id = ? AND sitting = ?');
    return {
      AssessmentCheckpointAssigned: (data) => {
        define.run(data.assessmentId, 'checkpoint', JSON.stringify(data));
        for (const studentUserId of data.studentUserIds) assign.run(data.assessmentId, studentUserId);
      },
      AssessmentFlexScheduled: (data) => define.run(data.assessmentId, 'flex', JSON.stringify(data)),
      CommonAssessmentAssigned: (data) => define.run(data.assessmentId, 'common', JSON.stringify(data)),
      AssessmentStarted: (data) => start.run(data.assessmentId, data.studentUserId, data.kind, data.sitting, JSON.stringify(data.items), data.total, data.startedAt),
      AssessmentQuestionAnswered: (data) => answer.run(data.number, data.correct ? 1 : 0, data.assessmentId, data.studentUserId, data.sitting),
      AssessmentFinished: (data) => finish.run(data.finishedAt, data.assessmentId, data.studentUserId, data.sitting),
    };
  },
};

export type AssessmentDefinition = ({ kind: 'checkpoint' } & CheckpointAssignedData) | ({ kind: 'flex' } & FlexScheduledData) | ({ kind: 'common' } & CommonAssessmentAssignedData);
export type CommonAssessmentDefinition = AssessmentDefinition & { kind: 'common' };

/** A student's latest sitting of an assessment. */
export interface SittingRow {
  assessmentId: string;
  studentUserId: string;
  kind: AssessmentTakeKind;
  sitting: number;
  items: SittingItem[];
  total: number;
  answered: number;
  right: number;
  startedAt: string;
  finishedAt: string | null;
}

type RawSitting = Omit<SittingRow, 'items'> & { items: string };
const sittingOf = (row: RawSitting): SittingRow => ({ ...row, items: JSON.parse(row.items) as SittingItem[] });
const definitionOf = (row: { kind: string; data: string }): AssessmentDefinition => ({ kind: row.kind, ...JSON.parse(row.data) }) as AssessmentDefinition;

export function assessmentsQueries(db: LogDatabase) {
  const definition = db.prepare('SELECT kind, data FROM assessment_definitions WHERE assessment_id = ?');
  const flexes = db.prepare("SELECT kind, data FROM assessment_definitions WHERE kind = 'flex' ORDER BY rowid");
  const commons = db.prepare("SELECT kind, data FROM assessment_definitions WHERE kind = 'common' ORDER BY rowid");
  const checkpointsOf = db.prepare(
    `SELECT d.kind, d.data FROM assessment_definitions d JOIN assessment_assignees a ON a.assessment_id = d.assessment_id WHERE a.student_user_id = ? ORDER BY d.rowid`,
  );
  const isAssignee = db.prepare('SELECT 1 FROM assessment_assignees WHERE assessment_id = ? AND student_user_id = ?');
  const assignees = db.prepare('SELECT student_user_id AS userId FROM assessment_assignees WHERE assessment_id = ?');
  const sittingColumns = `assessment_id AS assessmentId, student_user_id AS studentUserId, kind, sitting, items, total, answered,
    right_count AS "right", started_at AS startedAt, finished_at AS finishedAt`;
  const sitting = db.prepare(`SELECT ${sittingColumns} FROM assessment_sittings WHERE assessment_id = ? AND student_user_id = ?`);
  const sittingsOf = db.prepare(`SELECT ${sittingColumns} FROM assessment_sittings WHERE assessment_id = ?`);
  return {
    /** A checkpoint or Flex snapshot, or null (windows' and LevelUp's assessments have no definition row). */
    definition(assessmentId: string): AssessmentDefinition | null {
      const row = definition.get(assessmentId) as { kind: string; data: string } | undefined;
      return row ? definitionOf(row) : null;
    },
    /** Every Flex snapshot scheduled for any of these schools, oldest first. */
    flexOfSchool(schoolId: string): (AssessmentDefinition & { kind: 'flex' })[] {
      return (flexes.all() as { kind: string; data: string }[]).map(definitionOf).filter((each): each is AssessmentDefinition & { kind: 'flex' } => each.kind === 'flex' && each.schoolIds.includes(schoolId));
    },
    /** Every common assessment assigned to (students of) this school, oldest first. */
    commonOfSchool(schoolId: string): CommonAssessmentDefinition[] {
      return (commons.all() as { kind: string; data: string }[]).map(definitionOf).filter((each): each is CommonAssessmentDefinition => each.kind === 'common' && each.schoolIds.includes(schoolId));
    },
    /** The common assessments an administrator assigned, newest first. */
    commonAssignedBy(administratorUserId: string): CommonAssessmentDefinition[] {
      return (commons.all() as { kind: string; data: string }[])
        .map(definitionOf)
        .filter((each): each is CommonAssessmentDefinition => each.kind === 'common' && each.administratorUserId === administratorUserId)
        .reverse();
    },
    /** The checkpoints a student is assigned, oldest first. */
    checkpointsOf: (studentUserId: string) => (checkpointsOf.all(studentUserId) as { kind: string; data: string }[]).map(definitionOf),
    isAssignee: (assessmentId: string, studentUserId: string) => isAssignee.get(assessmentId, studentUserId) !== undefined,
    assigneesOf: (assessmentId: string) => (assignees.all(assessmentId) as { userId: string }[]).map((row) => row.userId),
    /** The student's latest sitting, or null before her first start. */
    sitting(assessmentId: string, studentUserId: string): SittingRow | null {
      const row = sitting.get(assessmentId, studentUserId) as RawSitting | undefined;
      return row ? sittingOf(row) : null;
    },
    /** Every student's latest sitting of an assessment, by student. */
    sittingsOf(assessmentId: string): Map<string, SittingRow> {
      return new Map((sittingsOf.all(assessmentId) as RawSitting[]).map((row) => [row.studentUserId, sittingOf(row)]));
    },
  };
}

export type AssessmentsQueries = ReturnType<typeof assessmentsQueries>;
export type { AssessmentEvent };
