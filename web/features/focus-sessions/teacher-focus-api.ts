import { z } from 'zod';
import type { Subject } from '../../../events/curriculum';
import { participantStatuses, type ParticipantStatus } from '../../../events/focus-sessions/focus-session-contract';
import { fetchClassesWithStudents, type ClassWithStudents } from '../../shared/classes/classes-with-students';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

/**
 * The teacher's `/focus-zone/*` calls. Each rejects with an HttpError; ending
 * and checking a session fail "with an error using the status text" (spec §8),
 * which the HttpError carries as `statusText`.
 */

/** A student's place in the teacher's running session. */
export const participantStatusSchema = z.enum(participantStatuses) satisfies z.ZodType<ParticipantStatus>;

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

/** `POST /focus-zone/start`'s answer: the session without its students. */
export const startedSessionSchema = z.object({
  focusSessionID: z.number().int().positive(),
  endTime: z.number(),
  timeoutMs: z.number(),
  allowedSubjectsText: z.string(),
  allowedGradesText: z.string(),
});

/** `GET /focus-zone/teacher-session-info`: the running session with its students, or null. */
export const teacherSessionInfoSchema = startedSessionSchema
  .extend({
    students: z.array(z.object({ userId: z.string(), displayName: z.string(), status: participantStatusSchema })),
  })
  .nullable() satisfies z.ZodType<TeacherFocusSession | null>;

/** `GET /focus-zone/check-active`: id 0 or less means the session ended. */
export const focusActiveCheckSchema = z.object({
  focusSessionID: z.number(),
  timeoutMs: z.number(),
  endTime: z.number().nullable().default(null),
}) satisfies z.ZodType<FocusActiveCheck>;

/** `GET /focus-zone/end?focusID=`: the session's length in minutes. */
export const focusEndedSchema = z.object({ durationInMinutes: z.number() });

export function fetchTeacherFocusSession(): Promise<TeacherFocusSession | null> {
  return getJson('/focus-zone/teacher-session-info', teacherSessionInfoSchema);
}

/** Starts a session, then reads it back with its students (the start answer has no list). */
export async function startFocusSession(request: StartFocusRequest, idempotencyKey?: string): Promise<TeacherFocusSession> {
  const started = await postJson('/focus-zone/start', request, startedSessionSchema, idempotencyKey ? { idempotencyKey } : {});
  const withStudents = await fetchTeacherFocusSession().catch(() => null);
  return withStudents?.focusSessionID === started.focusSessionID ? withStudents : { ...started, students: [] };
}

/** The teacher's classes, for the start dialog. */
export function fetchFocusClasses(): Promise<ClassWithStudents[]> {
  return fetchClassesWithStudents('/focus-zone/classes');
}

export async function removeStudentFromFocus(focusSessionId: number, studentUserId: string): Promise<void> {
  await postJson('/focus-zone/remove-student', { focusSessionId, studentUserId });
}

export function checkFocusActive(options: JsonRequestOptions = {}): Promise<FocusActiveCheck> {
  return getJson('/focus-zone/check-active', focusActiveCheckSchema, options);
}

export function endFocusSession(focusSessionID: number, options: JsonRequestOptions = {}): Promise<{ durationInMinutes: number }> {
  return getJson(`/focus-zone/end?focusID=${encodeURIComponent(focusSessionID)}`, focusEndedSchema, options);
}
