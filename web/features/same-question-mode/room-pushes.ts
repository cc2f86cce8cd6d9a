import { z } from 'zod';
import type { PushMessage } from '../../shared/realtime/push-message';
import { invitationSchema, leaderboardSchema, roomQuestionSchema, type Leaderboard, type RoomQuestion, type SameQuestionModeInvitation } from './same-question-mode-api';

/**
 * The same-question-mode pushes (issue 11, spec §7) as the machines take them:
 * invitations on a student's general channel (SAME_QUESTION_MODE, COMPETITION_JAM),
 * SAME_QUESTION_MODE_ENDED on the teacher channel, and the ROOM_* messages on
 * the room channel. A message that does not parse is null (the caller refetches
 * or ignores it).
 */

const parsedOrNull = <T>(schema: z.ZodType<T>, message: PushMessage): T | null => {
  const parsed = schema.safeParse(message);
  return parsed.success ? parsed.data : null;
};

/** The general-channel events that invite a student (group jam, competition jam). */
export const INVITATION_EVENTS = ['SAME_QUESTION_MODE', 'COMPETITION_JAM'] as const;

/** An invitation push carries the invitation's fields; a room that just started has run for 0 ms. */
const pushedInvitationSchema = invitationSchema.omit({ initialMsElapsed: true });

export function parsePushedInvitation(message: PushMessage): SameQuestionModeInvitation | null {
  const parsed = parsedOrNull(pushedInvitationSchema, message);
  return parsed === null ? null : { ...parsed, initialMsElapsed: 0 };
}

/** The room a push names (`roomId`), or null. */
export function pushedRoomId(message: PushMessage): string | null {
  return parsedOrNull(z.object({ roomId: z.string().min(1) }), message)?.roomId ?? null;
}

export function parsePosedQuestion(message: PushMessage): { roomId: string; question: RoomQuestion } | null {
  return parsedOrNull(z.object({ roomId: z.string().min(1), question: roomQuestionSchema }), message);
}

export function parseLeaderboard(message: PushMessage): { roomId: string; leaderboard: Leaderboard } | null {
  return parsedOrNull(z.object({ roomId: z.string().min(1), leaderboard: leaderboardSchema }), message);
}
