import type { LogDatabase } from '../events/log/log-database';
import type { TakeoffClass, TakeoffEvent, TakeoffSubject } from '../events/takeoff';
import type { Projection } from './projection';

// Takeoff assignments (docs/takeoff.md): each class's active assignment per subject and the
// lesson it has reached; a replaced assignment stays, inactive. Inline: the next assign or
// advance decides on the class's active assignment, and the teacher's page reads its own move.

export const takeoffProjection: Projection<TakeoffEvent> = {
  name: 'takeoff',
  version: 1,
  mode: 'inline',
  tables: ['takeoff_assignments'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS takeoff_assignments (
        assignment_id TEXT PRIMARY KEY,
        plan_id TEXT NOT NULL,
        class_id TEXT NOT NULL,
        school_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        lesson_number INTEGER NOT NULL,
        lesson_count INTEGER NOT NULL,
        active INTEGER NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS takeoff_assignments_active ON takeoff_assignments (class_id, subject) WHERE active = 1;
    `);
  },
  handlers(db) {
    const deactivate = db.prepare('UPDATE takeoff_assignments SET active = 0 WHERE assignment_id = ?');
    const insert = db.prepare(
      `INSERT INTO takeoff_assignments (assignment_id, plan_id, class_id, school_id, subject, lesson_number, lesson_count, active, position)
       VALUES (@assignmentId, @planId, @classId, @schoolId, @subject, 1, @lessonCount, 1, @position)`,
    );
    const advance = db.prepare('UPDATE takeoff_assignments SET lesson_number = ? WHERE assignment_id = ?');
    return {
      TakeoffPlanAssigned: (data, metadata) => {
        if (data.replacedAssignmentId !== null) deactivate.run(data.replacedAssignmentId);
        insert.run({
          assignmentId: data.assignmentId,
          planId: data.planId,
          classId: data.classId,
          schoolId: data.schoolId,
          subject: data.subject,
          lessonCount: data.lessonCount,
          position: metadata.position,
        });
      },
      TakeoffLessonAdvanced: (data) => advance.run(data.lessonNumber, data.assignmentId),
    };
  },
};

/** An assignment as the read model holds it. */
export interface TakeoffAssignmentRow {
  assignmentId: string;
  planId: string;
  classId: string;
  schoolId: string;
  subject: TakeoffSubject;
  lessonNumber: number;
  lessonCount: number;
  active: boolean;
}

export function takeoffQueries(db: LogDatabase) {
  const columns =
    'assignment_id AS assignmentId, plan_id AS planId, class_id AS classId, school_id AS schoolId, subject, lesson_number AS lessonNumber, lesson_count AS lessonCount, active';
  const byId = db.prepare(`SELECT ${columns} FROM takeoff_assignments WHERE assignment_id = ?`);
  const activeOfClass = db.prepare(`SELECT ${columns} FROM takeoff_assignments WHERE class_id = ? AND active = 1 ORDER BY subject`);
  // The directory's classes (projections/school-directory.ts owns the table): whose class it is.
  const classById = db.prepare('SELECT class_id AS classId, school_id AS schoolId, teacher_user_id AS teacherUserId FROM directory_classes WHERE class_id = ?');
  type Row = Omit<TakeoffAssignmentRow, 'active'> & { active: number };
  const rowOf = (row: Row | undefined): TakeoffAssignmentRow | null => (row === undefined ? null : { ...row, active: row.active === 1 });

  return {
    /** An assignment, active or replaced, or null. */
    assignmentById: (assignmentId: string) => rowOf(byId.get(assignmentId) as Row | undefined),
    /** The class's active assignments, one per subject at most (math before ELA is not promised: by subject name). */
    activeAssignmentsOfClass: (classId: string) => (activeOfClass.all(classId) as Row[]).map((row) => rowOf(row)!),
    /** The class's active assignment in a subject, or null. */
    activeAssignment(classId: string, subject: TakeoffSubject): TakeoffAssignmentRow | null {
      return this.activeAssignmentsOfClass(classId).find((row) => row.subject === subject) ?? null;
    },
    /** A class of the directory with its school and teacher; null when there is none. */
    classOf: (classId: string) => (classById.get(classId) as TakeoffClass | undefined) ?? null,
  };
}
