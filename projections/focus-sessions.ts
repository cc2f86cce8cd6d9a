import type { LogDatabase } from '../events/log/log-database';
import type { Subject } from '../events/curriculum';
import type { FocusSessionEvent, ParticipantStatus } from '../events/focus-sessions';
import type { Projection } from './projection';

// Focus sessions and who is in, opted out or removed. Inline: the teacher's
// live list and the student's session info read their own writes.

export const focusSessionsProjection: Projection<FocusSessionEvent> = {
  name: 'focus-sessions',
  version: 1,
  mode: 'inline',
  tables: ['focus_sessions', 'focus_session_students'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS focus_sessions (
        focus_session_id INTEGER PRIMARY KEY,
        teacher_user_id TEXT NOT NULL,
        class_id TEXT,
        subjects TEXT NOT NULL,
        grades TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        ended_at TEXT,
        end_reason TEXT,
        duration_minutes INTEGER
      );
      CREATE INDEX IF NOT EXISTS focus_sessions_teacher ON focus_sessions (teacher_user_id, ended_at);
      CREATE TABLE IF NOT EXISTS focus_session_students (
        focus_session_id INTEGER NOT NULL,
        student_user_id TEXT NOT NULL,
        status TEXT NOT NULL,
        PRIMARY KEY (focus_session_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS focus_session_students_student ON focus_session_students (student_user_id);
    `);
  },
  handlers(db) {
    const insertSession = db.prepare(
      `INSERT INTO focus_sessions (focus_session_id, teacher_user_id, class_id, subjects, grades, started_at, ends_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertStudent = db.prepare("INSERT INTO focus_session_students (focus_session_id, student_user_id, status) VALUES (?, ?, 'in')");
    const setStatus = db.prepare('UPDATE focus_session_students SET status = ? WHERE focus_session_id = ? AND student_user_id = ?');
    const endSession = db.prepare('UPDATE focus_sessions SET ended_at = ?, end_reason = ?, duration_minutes = ? WHERE focus_session_id = ?');
    const studentStatus = (status: ParticipantStatus) => (data: { focusSessionId: number; studentUserId: string }) =>
      setStatus.run(status, data.focusSessionId, data.studentUserId);
    return {
      FocusSessionStarted: (data) => {
        insertSession.run(data.focusSessionId, data.teacherUserId, data.classId, JSON.stringify(data.subjects), JSON.stringify(data.grades), data.startedAt, data.endsAt);
        for (const studentUserId of data.studentUserIds) insertStudent.run(data.focusSessionId, studentUserId);
      },
      FocusSessionOptedOut: studentStatus('opted_out'),
      FocusSessionRejoined: studentStatus('in'),
      FocusSessionStudentRemoved: studentStatus('removed'),
      FocusSessionEnded: (data) => endSession.run(data.endedAt, data.reason, data.durationInMinutes, data.focusSessionId),
    };
  },
};

export interface FocusSessionSummary {
  focusSessionId: number;
  teacherUserId: string;
  classId: string | null;
  subjects: Subject[];
  grades: number[];
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
  durationInMinutes: number | null;
}

interface SessionRow {
  focusSessionId: number;
  teacherUserId: string;
  classId: string | null;
  subjects: string;
  grades: string;
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
  durationInMinutes: number | null;
}

const sessionColumns = `s.focus_session_id AS focusSessionId, s.teacher_user_id AS teacherUserId, s.class_id AS classId, s.subjects, s.grades,
  s.started_at AS startedAt, s.ends_at AS endsAt, s.ended_at AS endedAt, s.duration_minutes AS durationInMinutes`;

const toSummary = (row: SessionRow | undefined): FocusSessionSummary | null =>
  row ? { ...row, subjects: JSON.parse(row.subjects) as Subject[], grades: JSON.parse(row.grades) as number[] } : null;

export function focusSessionsQueries(db: LogDatabase) {
  const byId = db.prepare(`SELECT ${sessionColumns} FROM focus_sessions s WHERE s.focus_session_id = ?`);
  const runningOfTeacher = db.prepare(
    `SELECT ${sessionColumns} FROM focus_sessions s WHERE s.teacher_user_id = ? AND s.ended_at IS NULL ORDER BY s.focus_session_id DESC LIMIT 1`,
  );
  const runningOfStudent = db.prepare(
    `SELECT ${sessionColumns}, p.status FROM focus_sessions s JOIN focus_session_students p ON p.focus_session_id = s.focus_session_id
     WHERE p.student_user_id = ? AND p.status != 'removed' AND s.ended_at IS NULL ORDER BY s.focus_session_id DESC LIMIT 1`,
  );
  const running = db.prepare(`SELECT ${sessionColumns} FROM focus_sessions s WHERE s.ended_at IS NULL`);
  const participants = db.prepare(
    'SELECT student_user_id AS studentUserId, status FROM focus_session_students WHERE focus_session_id = ? ORDER BY student_user_id',
  );
  return {
    session: (focusSessionId: number) => toSummary(byId.get(focusSessionId) as SessionRow | undefined),
    runningSessionOfTeacher: (teacherUserId: string) => toSummary(runningOfTeacher.get(teacherUserId) as SessionRow | undefined),
    /** The running session a student belongs to (not removed), with their status. */
    runningSessionOfStudent(studentUserId: string) {
      const row = runningOfStudent.get(studentUserId) as (SessionRow & { status: ParticipantStatus }) | undefined;
      if (!row) return null;
      const { status, ...session } = row;
      return { session: toSummary(session)!, status };
    },
    runningSessions: () => (running.all() as SessionRow[]).map((row) => toSummary(row)!),
    participants: (focusSessionId: number) => participants.all(focusSessionId) as { studentUserId: string; status: ParticipantStatus }[],
  };
}

export type FocusSessionsQueries = ReturnType<typeof focusSessionsQueries>;
