import type { LogDatabase } from '../../events/log/log-database';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../events/reports/report-ranges';
import type { EventOf } from '../../events/log/event-schemas';
import type { ClassCreated, SchoolRegistered, StudentEnrolled, StudentUnenrolled, UserRegistered } from '../../events/school-directory';

// Where a learner is, as a report read model needs it when an answer comes in
// (docs/administrator-reports.md): their school (and its district and time zone) and
// their grade — the grade of the highest-grade class they are enrolled in, or
// null. Each read model that needs it keeps its OWN copy of these tables (under
// its own prefix), fed by the directory's events, so that rebuilding one read
// model alone replays exactly the facts it saw live: the school's time zone and
// the learner's grade at the time of each answer, never today's.

export type PlacementEvent =
  | EventOf<typeof SchoolRegistered>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof ClassCreated>
  | EventOf<typeof StudentEnrolled>
  | EventOf<typeof StudentUnenrolled>;

export interface LearnerPlacement {
  learnerId: string;
  role: string;
  schoolId: string | null;
  districtId: string | null;
  /** The grade of their highest-grade class; null without a class. */
  grade: number | null;
  /** Their school's time zone, else the default (a family's child has no school). */
  timeZone: string;
}

export interface PlacedSchool {
  schoolId: string;
  districtId: string | null;
  name: string;
  timeZone: string;
}

/** The placement tables of one read model, named `<prefix>_schools`, `_classes`, `_enrollments`, `_learners`. */
export function placementTables(prefix: string): string[] {
  return [`${prefix}_schools`, `${prefix}_classes`, `${prefix}_enrollments`, `${prefix}_learners`];
}

export function createPlacementTables(db: LogDatabase, prefix: string): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${prefix}_schools (school_id TEXT PRIMARY KEY, district_id TEXT, name TEXT NOT NULL, time_zone TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS ${prefix}_schools_district ON ${prefix}_schools (district_id);
    CREATE TABLE IF NOT EXISTS ${prefix}_classes (class_id TEXT PRIMARY KEY, school_id TEXT NOT NULL, grade INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ${prefix}_enrollments (class_id TEXT NOT NULL, learner_id TEXT NOT NULL, PRIMARY KEY (class_id, learner_id));
    CREATE INDEX IF NOT EXISTS ${prefix}_enrollments_learner ON ${prefix}_enrollments (learner_id);
    CREATE TABLE IF NOT EXISTS ${prefix}_learners (
      learner_id TEXT PRIMARY KEY, role TEXT NOT NULL, school_id TEXT, district_id TEXT, grade INTEGER
    );
    CREATE INDEX IF NOT EXISTS ${prefix}_learners_school ON ${prefix}_learners (school_id, role);
  `);
}

/** The directory handlers that keep a read model's placement tables, and the lookups its own handlers use. */
export function placementHandlers(db: LogDatabase, prefix: string) {
  const insertSchool = db.prepare(`INSERT OR REPLACE INTO ${prefix}_schools (school_id, district_id, name, time_zone) VALUES (?, ?, ?, ?)`);
  const insertClass = db.prepare(`INSERT OR REPLACE INTO ${prefix}_classes (class_id, school_id, grade) VALUES (?, ?, ?)`);
  const enrol = db.prepare(`INSERT OR IGNORE INTO ${prefix}_enrollments (class_id, learner_id) VALUES (?, ?)`);
  const unenrol = db.prepare(`DELETE FROM ${prefix}_enrollments WHERE class_id = ? AND learner_id = ?`);
  const insertLearner = db.prepare(`INSERT OR REPLACE INTO ${prefix}_learners (learner_id, role, school_id, district_id, grade) VALUES (?, ?, ?, ?, NULL)`);
  const regrade = db.prepare(`
    UPDATE ${prefix}_learners SET grade = (
      SELECT MAX(c.grade) FROM ${prefix}_enrollments e JOIN ${prefix}_classes c ON c.class_id = e.class_id WHERE e.learner_id = @learnerId
    ) WHERE learner_id = @learnerId`);
  const placement = db.prepare(`
    SELECT l.learner_id AS learnerId, l.role, l.school_id AS schoolId, l.district_id AS districtId, l.grade, s.time_zone AS timeZone
    FROM ${prefix}_learners l LEFT JOIN ${prefix}_schools s ON s.school_id = l.school_id WHERE l.learner_id = ?`);
  const handlers = {
    SchoolRegistered: (data: PlacementEventData<'SchoolRegistered'>) => insertSchool.run(data.schoolId, data.districtId, data.name, data.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE),
    UserRegistered: (data: PlacementEventData<'UserRegistered'>) => insertLearner.run(data.userId, data.role, data.schoolId, data.districtId),
    ClassCreated: (data: PlacementEventData<'ClassCreated'>) => insertClass.run(data.classId, data.schoolId, data.grade),
    StudentEnrolled: (data: PlacementEventData<'StudentEnrolled'>) => {
      enrol.run(data.classId, data.studentUserId);
      regrade.run({ learnerId: data.studentUserId });
    },
    StudentUnenrolled: (data: PlacementEventData<'StudentUnenrolled'>) => {
      unenrol.run(data.classId, data.studentUserId);
      regrade.run({ learnerId: data.studentUserId });
    },
  };
  return {
    handlers,
    /** A learner's placement now (as far as the events so far tell); undefined for an unknown id (a visitor). */
    placementOf(learnerId: string): LearnerPlacement | undefined {
      const row = placement.get(learnerId) as (Omit<LearnerPlacement, 'timeZone'> & { timeZone: string | null }) | undefined;
      return row ? { ...row, timeZone: row.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE } : undefined;
    },
  };
}

type PlacementEventData<T extends PlacementEvent['type']> = Extract<PlacementEvent, { type: T }>['data'];

/** Queries over a read model's placement tables. */
export function placementQueries(db: LogDatabase, prefix: string) {
  const columns = 'school_id AS schoolId, district_id AS districtId, name, time_zone AS timeZone';
  const school = db.prepare(`SELECT ${columns} FROM ${prefix}_schools WHERE school_id = ?`);
  const schoolsOfDistrict = db.prepare(`SELECT ${columns} FROM ${prefix}_schools WHERE district_id = ? ORDER BY name, school_id`);
  const learnersOfSchool = db.prepare(`SELECT learner_id AS learnerId, grade FROM ${prefix}_learners WHERE school_id = ? AND role = 'student' ORDER BY learner_id`);
  return {
    school: (schoolId: string) => school.get(schoolId) as PlacedSchool | undefined,
    schoolsOfDistrict: (districtId: string) => schoolsOfDistrict.all(districtId) as PlacedSchool[],
    /** The students a school has now, with their grade. */
    studentsOfSchool: (schoolId: string) => learnersOfSchool.all(schoolId) as { learnerId: string; grade: number | null }[],
  };
}
