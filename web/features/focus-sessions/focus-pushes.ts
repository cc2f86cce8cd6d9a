import { z } from 'zod';
import { focusEndReasons, type FocusEndReason } from '../../../events/focus-sessions/focus-session-contract';
import type { PushMessage } from '../../shared/realtime/push-message';
import { participantStatusSchema, type FocusParticipant } from './teacher-focus-api';

/** A FOCUS_ENDED push as the student's ribbon keeps it. */
export interface FocusEnding {
  focusSessionId: number;
  reason: FocusEndReason;
  durationInMinutes: number;
}

const sessionIdSchema = z.object({ focusSessionId: z.number() });

/** FOCUS_ENDED: an unknown reason reads as ended by the teacher, a missing length as 0. */
const focusEndingSchema = sessionIdSchema.extend({
  reason: z.enum(focusEndReasons).catch('ended_by_teacher'),
  durationInMinutes: z.number().catch(0),
}) satisfies z.ZodType<FocusEnding>;

/** FOCUS_PARTICIPANT_CHANGED (teacher channel). */
const participantChangeSchema = sessionIdSchema.extend({
  studentUserId: z.string(),
  status: participantStatusSchema,
}) satisfies z.ZodType<{ focusSessionId: number; studentUserId: string; status: FocusParticipant['status'] }>;

const parsedOrNull = <T>(schema: z.ZodType<T>, message: PushMessage): T | null => {
  const parsed = schema.safeParse(message);
  return parsed.success ? parsed.data : null;
};

/** The session id a focus push names (`focusSessionId`), or null. */
export function pushedSessionId(message: PushMessage): number | null {
  return parsedOrNull(sessionIdSchema, message)?.focusSessionId ?? null;
}

/** A FOCUS_ENDED push; null when it names no session. */
export function parseFocusEnding(message: PushMessage): FocusEnding | null {
  return parsedOrNull(focusEndingSchema, message);
}

/** A FOCUS_PARTICIPANT_CHANGED push; null unless it names a session, a student and a known status. */
export function parseParticipantChange(message: PushMessage): z.output<typeof participantChangeSchema> | null {
  return parsedOrNull(participantChangeSchema, message);
}
