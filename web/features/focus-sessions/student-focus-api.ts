import { z } from 'zod';
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

/** The student's session, or null when none runs for them. */
export const studentFocusInfoSchema = z
  .object({
    focusSessionId: z.number().int().positive(),
    allowedSubjectsText: z.string(),
    allowedGradesText: z.string(),
    redirectGradeLandingPageUrl: z.string(),
    studentHasOptedOut: z.boolean(),
    endTime: z.number().nullable().default(null),
  })
  .nullable() satisfies z.ZodType<StudentFocusInfo | null>;

export function fetchStudentFocusInfo(): Promise<StudentFocusInfo | null> {
  return getJson('/focus-zone/fetch-student-session-info', studentFocusInfoSchema);
}

/** `POST /focus-zone/join` (rejoin after opting out). */
export async function joinFocusSession(focusSessionId: number): Promise<void> {
  await postJson('/focus-zone/join', { focusSessionId });
}

/** `POST /focus-zone/leave` (opt out). */
export async function leaveFocusSession(focusSessionId: number): Promise<void> {
  await postJson('/focus-zone/leave', { focusSessionId });
}
