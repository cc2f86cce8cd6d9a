import type { Subject } from '../events/curriculum';
import type { LogDatabase } from '../events/log/log-database';
import type { LicensedSubject, SchoolLicenceEvent } from '../events/school-licences';
import type { SchoolOption, SchoolSubject } from '../events/teacher-setup-dialog';
import type { EventOf } from '../events/log/event-schemas';
import type { TeacherSubjectsSelected } from '../events/teacher-setup';
import type { Projection } from './projection';

// Schools' licences, trials and teachers' pending activation keys (issue 15).
// Inline: the setup dialog right after a change sees it. A pending key is
// cleared when its teacher next chooses subjects. School names come from the
// directory's table (same database).

type LicenceChange = SchoolLicenceEvent | EventOf<typeof TeacherSubjectsSelected>;

export const schoolLicencesProjection: Projection<LicenceChange> = {
  name: 'school-licences',
  version: 1,
  mode: 'inline',
  tables: ['licence_schools', 'licence_subjects', 'licence_trials', 'licence_pending_keys'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS licence_schools (school_id TEXT PRIMARY KEY, active INTEGER NOT NULL DEFAULT 0, school_year TEXT);
      CREATE TABLE IF NOT EXISTS licence_subjects (
        school_id TEXT NOT NULL, subject TEXT NOT NULL, trial_only INTEGER NOT NULL, source TEXT NOT NULL, PRIMARY KEY (school_id, subject)
      );
      CREATE TABLE IF NOT EXISTS licence_trials (teacher_user_id TEXT PRIMARY KEY, duration_days INTEGER NOT NULL, started_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS licence_pending_keys (
        teacher_user_id TEXT PRIMARY KEY, school_id TEXT NOT NULL, added_subjects TEXT NOT NULL, school_added INTEGER NOT NULL
      );
    `);
  },
  handlers(db) {
    const ensureSchool = db.prepare('INSERT OR IGNORE INTO licence_schools (school_id) VALUES (?)');
    const setActive = db.prepare('UPDATE licence_schools SET active = ? WHERE school_id = ?');
    const setYear = db.prepare('UPDATE licence_schools SET school_year = ? WHERE school_id = ?');
    const subjectsOf = db.prepare('SELECT subject, trial_only AS trialOnly FROM licence_subjects WHERE school_id = ?');
    const clearSubjects = db.prepare('DELETE FROM licence_subjects WHERE school_id = ?');
    const insertSubject = db.prepare('INSERT INTO licence_subjects (school_id, subject, trial_only, source) VALUES (?, ?, ?, ?)');
    const sourceOf = db.prepare('SELECT source FROM licence_subjects WHERE school_id = ? AND subject = ?');
    const upsertFull = db.prepare(
      `INSERT INTO licence_subjects (school_id, subject, trial_only, source) VALUES (?, ?, 0, 'activation_key')
       ON CONFLICT (school_id, subject) DO UPDATE SET trial_only = 0, source = 'activation_key'`,
    );
    const insertTrial = db.prepare('INSERT OR REPLACE INTO licence_trials (teacher_user_id, duration_days, started_at) VALUES (?, ?, ?)');
    const setPendingKey = db.prepare('INSERT OR REPLACE INTO licence_pending_keys (teacher_user_id, school_id, added_subjects, school_added) VALUES (?, ?, ?, ?)');
    const clearPendingKey = db.prepare('DELETE FROM licence_pending_keys WHERE teacher_user_id = ?');
    return {
      SchoolSubjectsLicensed: (data) => {
        ensureSchool.run(data.schoolId);
        // A subject keeps the source that added it; one added (or made full) by this change takes this change's.
        const before = new Map((subjectsOf.all(data.schoolId) as { subject: string; trialOnly: number }[]).map((row) => [row.subject, row.trialOnly === 1]));
        const sources = new Map(data.subjects.map((s) => [s.subjectName, (sourceOf.get(data.schoolId, s.subjectName) as { source: string } | undefined)?.source]));
        clearSubjects.run(data.schoolId);
        for (const s of data.subjects) {
          const added = data.addedSubjects.includes(s.subjectName) || !before.has(s.subjectName);
          insertSubject.run(data.schoolId, s.subjectName, s.trialOnly ? 1 : 0, added ? data.source : (sources.get(s.subjectName) ?? data.source));
        }
        setActive.run(1, data.schoolId);
      },
      SchoolLicenceEnded: (data) => {
        ensureSchool.run(data.schoolId);
        setActive.run(0, data.schoolId);
      },
      SchoolYearStarted: (data) => {
        ensureSchool.run(data.schoolId);
        setYear.run(data.schoolYear, data.schoolId);
      },
      ActivationKeyRedeemed: (data) => {
        ensureSchool.run(data.schoolId);
        if (data.schoolAdded) clearSubjects.run(data.schoolId);
        for (const name of data.addedSubjects) upsertFull.run(data.schoolId, name);
        setActive.run(1, data.schoolId);
        setPendingKey.run(data.teacherUserId, data.schoolId, JSON.stringify(data.addedSubjects), data.schoolAdded ? 1 : 0);
      },
      TeacherTrialStarted: (data) => insertTrial.run(data.teacherUserId, data.durationDays, data.startedAt),
      TeacherSubjectsSelected: (data) => clearPendingKey.run(data.teacherUserId),
    };
  },
};

export interface SchoolLicence {
  schoolId: string;
  active: boolean;
  subjects: SchoolSubject[];
  schoolYear: string | null;
}

const SUBJECT_ORDER = "CASE subject WHEN 'math' THEN 0 WHEN 'ela' THEN 1 WHEN 'sci' THEN 2 WHEN 'ss' THEN 3 ELSE 4 END";

export function schoolLicencesQueries(db: LogDatabase) {
  const school = db.prepare('SELECT school_id AS schoolId, active, school_year AS schoolYear FROM licence_schools WHERE school_id = ?');
  const subjects = db.prepare(`SELECT subject AS subjectName, trial_only AS trialOnly, source FROM licence_subjects WHERE school_id = ? ORDER BY ${SUBJECT_ORDER}`);
  const activeSchools = db.prepare(
    `SELECT s.school_id AS customerId, s.name AS customerName FROM licence_schools l JOIN directory_schools s ON s.school_id = l.school_id
     WHERE l.active = 1 ORDER BY s.name, s.school_id`,
  );
  const subjectsOfActive = db.prepare(
    `SELECT subject AS subjectName, MIN(trial_only) AS trialOnly FROM licence_subjects WHERE school_id IN (SELECT school_id FROM licence_schools WHERE active = 1)
     GROUP BY subject ORDER BY ${SUBJECT_ORDER}`,
  );
  const trial = db.prepare('SELECT duration_days AS durationDays, started_at AS startedAt FROM licence_trials WHERE teacher_user_id = ?');
  const pendingKey = db.prepare('SELECT school_id AS schoolId, added_subjects AS addedSubjects, school_added AS schoolAdded FROM licence_pending_keys WHERE teacher_user_id = ?');
  return {
    /** A school's licence (null: never licensed). */
    licenceOf(schoolId: string): SchoolLicence | null {
      const row = school.get(schoolId) as { schoolId: string; active: number; schoolYear: string | null } | undefined;
      if (!row) return null;
      const rows = subjects.all(schoolId) as { subjectName: Subject; trialOnly: number; source: SchoolSubject['source'] }[];
      return { ...row, active: row.active === 1, subjects: rows.map((r) => ({ ...r, trialOnly: r.trialOnly === 1 })) };
    },
    /** Spec §3 school options: schools with an active licence, by name. */
    activeSchools: () => activeSchools.all() as SchoolOption[],
    /** Every subject an active school licenses; trial-only when trial-only at all of them. */
    subjectsOfActiveSchools: (): LicensedSubject[] =>
      (subjectsOfActive.all() as { subjectName: Subject; trialOnly: number }[]).map((r) => ({ subjectName: r.subjectName, trialOnly: r.trialOnly === 1 })),
    trialOf(teacherUserId: string): { startedAt: Date; durationDays: number } | null {
      const row = trial.get(teacherUserId) as { durationDays: number; startedAt: string } | undefined;
      return row ? { durationDays: row.durationDays, startedAt: new Date(row.startedAt) } : null;
    },
    /** The activation key a teacher redeemed since their last choice of subjects. */
    pendingActivationKeyOf(teacherUserId: string): { schoolId: string; addedSubjects: Subject[]; schoolAdded: boolean } | null {
      const row = pendingKey.get(teacherUserId) as { schoolId: string; addedSubjects: string; schoolAdded: number } | undefined;
      return row ? { schoolId: row.schoolId, addedSubjects: JSON.parse(row.addedSubjects) as Subject[], schoolAdded: row.schoolAdded === 1 } : null;
    },
  };
}

export type SchoolLicencesQueries = ReturnType<typeof schoolLicencesQueries>;
