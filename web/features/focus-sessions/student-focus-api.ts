import { getJson, postJson } from '../../shared/http/json-request';

/** Spec §3 "Focus session (student)", as `GET /focus-zone/fetch-student-session-info` gives it. */
export interface StudentFocusInfo {
  focusSessionId: number;
  allowedSubjectsText: string;
  allowedGradesText: string;
  redirectGradeLandingPageUrl: string;
  studentHasOptedOut: boolean;
  /** Epoch ms. */
  endTime: number | null;
}

export type FocusEndReason = 'ended_by_teacher' | 'time_up';

export interface FocusEnding {
  focusSessionId: number;
  reason: FocusEndReason;
  durationInMinutes: number;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the session info; null when the body is null or has no session id. */
export function parseStudentFocusInfo(body: unknown): StudentFocusInfo | null {
  const record = asRecord(body);
  const focusSessionId = record.focusSessionId;
  if (typeof focusSessionId !== 'number' || focusSessionId <= 0) return null;
  return {
    focusSessionId,
    allowedSubjectsText: text(record.allowedSubjectsText),
    allowedGradesText: text(record.allowedGradesText),
    redirectGradeLandingPageUrl: text(record.redirectGradeLandingPageUrl),
    studentHasOptedOut: record.studentHasOptedOut === true,
    endTime: typeof record.endTime === 'number' ? record.endTime : null,
  };
}

export async function fetchStudentFocusInfo(): Promise<StudentFocusInfo | null> {
  return parseStudentFocusInfo(await getJson('/focus-zone/fetch-student-session-info'));
}

/** `POST /focus-zone/join` (rejoin after opting out). */
export async function joinFocusSession(focusSessionId: number): Promise<void> {
  await postJson('/focus-zone/join', { focusSessionId });
}

/** `POST /focus-zone/leave` (opt out). */
export async function leaveFocusSession(focusSessionId: number): Promise<void> {
  await postJson('/focus-zone/leave', { focusSessionId });
}
