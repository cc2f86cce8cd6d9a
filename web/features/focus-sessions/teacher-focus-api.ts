import type { Subject } from '../../shared/curriculum/curriculum';
import { getJson, postJson } from '../../shared/http/json-request';

/** A student's place in the teacher's running session. */
export type ParticipantStatus = 'in' | 'opted_out' | 'removed';

export interface FocusParticipant {
  userId: string;
  displayName: string;
  status: ParticipantStatus;
}

/** Spec §3 "Focus session (teacher)" plus the texts and the live list (`/focus-zone/teacher-session-info`). */
export interface TeacherFocusSession {
  focusSessionID: number;
  /** Epoch ms. */
  endTime: number;
  timeoutMs: number;
  allowedSubjectsText: string;
  allowedGradesText: string;
  students: FocusParticipant[];
}

export interface FocusActiveCheck {
  focusSessionID: number;
  timeoutMs: number;
  endTime: number | null;
}

export interface StartFocusRequest {
  classId?: string;
  studentUserIds?: string[];
  subjects: Subject[];
  grades: number[];
  durationMinutes: number;
}

export interface FocusClass {
  classId: string;
  name: string;
  grade: number;
  students: { userId: string; displayName: string }[];
}

/**
 * Spec §8: ending a focus session or checking it "with a non-OK response: an
 * error using the status text". Status 0 when the request never arrived.
 */
export class FocusStatusError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText || `HTTP ${status}`);
    this.name = 'FocusStatusError';
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export function isParticipantStatus(value: unknown): value is ParticipantStatus {
  return value === 'in' || value === 'opted_out' || value === 'removed';
}

/** Reads the start response or the teacher's session info; null when there is no session. */
export function parseTeacherFocusSession(body: unknown): TeacherFocusSession | null {
  const record = asRecord(body);
  const focusSessionID = numberOr(record.focusSessionID, 0);
  if (focusSessionID <= 0) return null;
  const students = Array.isArray(record.students) ? record.students.map(asRecord) : [];
  return {
    focusSessionID,
    endTime: numberOr(record.endTime, 0),
    timeoutMs: numberOr(record.timeoutMs, 0),
    allowedSubjectsText: text(record.allowedSubjectsText),
    allowedGradesText: text(record.allowedGradesText),
    students: students
      .filter((student) => typeof student.userId === 'string' && isParticipantStatus(student.status))
      .map((student) => ({
        userId: student.userId as string,
        displayName: text(student.displayName) || (student.userId as string),
        status: student.status as ParticipantStatus,
      })),
  };
}

export function parseFocusClasses(body: unknown): FocusClass[] {
  const classes = asRecord(body).classes;
  if (!Array.isArray(classes)) return [];
  return classes.map(asRecord).map((entry) => ({
    classId: text(entry.classId),
    name: text(entry.name),
    grade: numberOr(entry.grade, 0),
    students: (Array.isArray(entry.students) ? entry.students.map(asRecord) : []).map((student) => ({
      userId: text(student.userId),
      displayName: text(student.displayName),
    })),
  }));
}

export async function fetchTeacherFocusSession(): Promise<TeacherFocusSession | null> {
  return parseTeacherFocusSession(await getJson('/focus-zone/teacher-session-info'));
}

/** Starts a session, then reads it back with its students (the start response has no list). */
export async function startFocusSession(request: StartFocusRequest): Promise<TeacherFocusSession> {
  const started = parseTeacherFocusSession(await postJson('/focus-zone/start', request));
  if (started === null) throw new Error('focus start: the answer names no session');
  const withStudents = await fetchTeacherFocusSession().catch(() => null);
  return withStudents?.focusSessionID === started.focusSessionID ? withStudents : started;
}

export async function fetchFocusClasses(): Promise<FocusClass[]> {
  return parseFocusClasses(await getJson('/focus-zone/classes'));
}

export async function removeStudentFromFocus(focusSessionId: number, studentUserId: string): Promise<void> {
  await postJson('/focus-zone/remove-student', { focusSessionId, studentUserId });
}

/** A same-origin GET whose failure keeps the status text (spec §8). */
async function getWithStatusText(path: string, fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new FocusStatusError(0, '');
  }
  if (!response.ok) throw new FocusStatusError(response.status, response.statusText);
  return response.json().catch(() => null) as Promise<unknown>;
}

/** `GET /focus-zone/check-active`: id 0 or less means the session ended. */
export async function checkFocusActive(fetchImpl: typeof fetch = fetch): Promise<FocusActiveCheck> {
  const record = asRecord(await getWithStatusText('/focus-zone/check-active', fetchImpl));
  return {
    focusSessionID: numberOr(record.focusSessionID, 0),
    timeoutMs: numberOr(record.timeoutMs, 0),
    endTime: typeof record.endTime === 'number' ? record.endTime : null,
  };
}

/** `GET /focus-zone/end?focusID=`: returns the session's length in minutes. */
export async function endFocusSession(focusSessionID: number, fetchImpl: typeof fetch = fetch): Promise<{ durationInMinutes: number }> {
  const record = asRecord(await getWithStatusText(`/focus-zone/end?focusID=${encodeURIComponent(focusSessionID)}`, fetchImpl));
  return { durationInMinutes: numberOr(record.durationInMinutes, 0) };
}
