import {
  addDays,
  assessmentWindowStatus,
  isAnnounced,
  type AssessmentBannerModel,
  type AssessmentWindowSchool,
  type AssessmentSubject,
  type AssessmentType,
  type AssessmentWindowEvent,
} from '../events/assessment-windows';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// Assessment windows that are not cancelled, and the schools each is for.
// Inline: an administrator's list shows its own change on the next read, and a
// teacher's banner follows as soon as the window is scheduled.

export const assessmentWindowsProjection: Projection<AssessmentWindowEvent> = {
  name: 'assessment-windows',
  version: 1,
  mode: 'inline',
  tables: ['assessment_windows', 'assessment_window_schools'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS assessment_windows (
        window_id TEXT PRIMARY KEY,
        subject TEXT NOT NULL,
        assessment_type TEXT NOT NULL,
        start_date TEXT NOT NULL,
        due_date TEXT NOT NULL,
        scheduled_by TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS assessment_window_schools (
        school_id TEXT NOT NULL,
        window_id TEXT NOT NULL,
        PRIMARY KEY (school_id, window_id)
      );
    `);
  },
  handlers(db) {
    const insertWindow = db.prepare(
      `INSERT INTO assessment_windows (window_id, subject, assessment_type, start_date, due_date, scheduled_by, position)
       VALUES (@windowId, @subject, @assessmentType, @startDate, @dueDate, @scheduledBy, @position)`,
    );
    const insertSchool = db.prepare('INSERT OR IGNORE INTO assessment_window_schools (school_id, window_id) VALUES (?, ?)');
    const moveDates = db.prepare('UPDATE assessment_windows SET start_date = ?, due_date = ? WHERE window_id = ?');
    const deleteWindow = db.prepare('DELETE FROM assessment_windows WHERE window_id = ?');
    const deleteSchools = db.prepare('DELETE FROM assessment_window_schools WHERE window_id = ?');
    return {
      AssessmentWindowScheduled: (data, metadata) => {
        insertWindow.run({
          windowId: data.windowId,
          subject: data.subject,
          assessmentType: data.assessmentType,
          startDate: data.startDate,
          dueDate: data.dueDate,
          scheduledBy: data.scheduledBy,
          position: metadata.position,
        });
        for (const schoolId of data.schoolIds) insertSchool.run(schoolId, data.windowId);
      },
      AssessmentWindowRescheduled: (data) => moveDates.run(data.startDate, data.dueDate, data.windowId),
      AssessmentWindowCancelled: (data) => {
        deleteWindow.run(data.windowId);
        deleteSchools.run(data.windowId);
      },
    };
  },
};

/** A window as the read model holds it. */
export interface AssessmentWindowRow {
  windowId: string;
  schoolIds: string[];
  subject: AssessmentSubject;
  assessmentType: AssessmentType;
  startDate: string;
  dueDate: string;
  scheduledBy: string;
}

/** How long a past-due window stays in the administrators' list. */
export const LIST_DAYS_AFTER_DUE = 30;

/** Of a subject's windows shown on a day: one in progress first, then the earliest due, then the earliest start. */
function bannerWindow(windows: readonly AssessmentWindowRow[], today: string): AssessmentWindowRow | null {
  const shown = windows.filter((window) => isAnnounced(window, today));
  const inProgress = (window: AssessmentWindowRow) => (assessmentWindowStatus(window, today) === 'in_progress' ? 0 : 1);
  shown.sort(
    (a, b) =>
      inProgress(a) - inProgress(b) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.startDate.localeCompare(b.startDate) ||
      a.windowId.localeCompare(b.windowId),
  );
  return shown[0] ?? null;
}

export function assessmentWindowsQueries(db: LogDatabase) {
  const windowColumns = `w.window_id AS windowId, w.subject, w.assessment_type AS assessmentType, w.start_date AS startDate,
    w.due_date AS dueDate, w.scheduled_by AS scheduledBy, w.position`;
  const ofSchool = db.prepare(
    `SELECT ${windowColumns} FROM assessment_windows w JOIN assessment_window_schools s ON s.window_id = w.window_id
     WHERE s.school_id = ? AND w.due_date >= ? ORDER BY w.position`,
  );
  const schoolsOf = db.prepare('SELECT school_id AS schoolId FROM assessment_window_schools WHERE window_id = ? ORDER BY school_id');
  const one = db.prepare(`SELECT ${windowColumns} FROM assessment_windows w WHERE w.window_id = ?`);
  // The directory's schools (projections/school-directory.ts owns the table): whom an administrator schedules for.
  const schoolById = db.prepare('SELECT school_id AS schoolId, name FROM directory_schools WHERE school_id = ?');
  const schoolsOfDistrict = db.prepare('SELECT school_id AS schoolId, name FROM directory_schools WHERE district_id = ? ORDER BY name, school_id');

  type Row = Omit<AssessmentWindowRow, 'schoolIds'> & { position: number };
  const withSchools = (row: Row): AssessmentWindowRow & { position: number } => ({
    ...row,
    schoolIds: (schoolsOf.all(row.windowId) as { schoolId: string }[]).map((school) => school.schoolId),
  });

  return {
    /** The schools an administrator schedules windows for: a school administrator's school, a district administrator's district's schools. */
    administeredSchoolsOf(user: { role: string; schoolId: string | null; districtId: string | null }): AssessmentWindowSchool[] {
      if (user.role === 'school_administrator' && user.schoolId) {
        const school = schoolById.get(user.schoolId) as AssessmentWindowSchool | undefined;
        return school ? [school] : [];
      }
      if (user.role === 'district_administrator' && user.districtId) return schoolsOfDistrict.all(user.districtId) as AssessmentWindowSchool[];
      return [];
    },

    /** The directory's names of schools (an id the directory does not know names itself). */
    schoolNamesOf(schoolIds: Iterable<string>): Map<string, string> {
      const names = new Map<string, string>();
      for (const schoolId of schoolIds) names.set(schoolId, (schoolById.get(schoolId) as AssessmentWindowSchool | undefined)?.name ?? schoolId);
      return names;
    },

    /** A window that is not cancelled, or null. */
    windowById(windowId: string): AssessmentWindowRow | null {
      const row = one.get(windowId) as Row | undefined;
      if (!row) return null;
      const { position: _position, ...window } = withSchools(row);
      return window;
    },

    /**
     * The windows an administrator's list shows: those of any of the schools, not cancelled,
     * due no more than LIST_DAYS_AFTER_DUE days before `today`; by start date, then as scheduled.
     */
    windowsOfSchools(schoolIds: Iterable<string>, today: string): AssessmentWindowRow[] {
      const since = addDays(today, -LIST_DAYS_AFTER_DUE);
      const byId = new Map<string, AssessmentWindowRow & { position: number }>();
      for (const schoolId of new Set(schoolIds)) {
        for (const row of ofSchool.all(schoolId, since) as Row[]) {
          if (!byId.has(row.windowId)) byId.set(row.windowId, withSchools(row));
        }
      }
      return [...byId.values()]
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.position - b.position)
        .map(({ position: _position, ...window }) => window);
    },

    /** Spec §3 "Assessment banner model" for a teacher of `schoolId` on `today` (docs/assessment-windows.md). */
    bannerModelOf(schoolId: string | null, today: string): AssessmentBannerModel {
      const windows = schoolId === null ? [] : (ofSchool.all(schoolId, today) as Row[]).map(withSchools);
      const math = bannerWindow(windows.filter((window) => window.subject === 'math'), today);
      const ela = bannerWindow(windows.filter((window) => window.subject === 'ela'), today);
      return {
        mathAssessmentType: math?.assessmentType ?? null,
        mathDueDate: math?.dueDate ?? null,
        mathInProgress: math !== null && assessmentWindowStatus(math, today) === 'in_progress',
        elaAssessmentType: ela?.assessmentType ?? null,
        elaDueDate: ela?.dueDate ?? null,
        elaInProgress: ela !== null && assessmentWindowStatus(ela, today) === 'in_progress',
        // Issue 30: the assessment the window makes (events/assessments.ts `windowAssessmentId`).
        mathAssessmentId: math ? `window-${math.windowId}` : null,
        elaAssessmentId: ela ? `window-${ela.windowId}` : null,
      };
    },
  };
}
