import type { PushMessage } from '../../shared/realtime/push-message';
import type { FocusEnding } from './student-focus-api';

/** The session id a focus push names (`focusSessionId`), or null. */
export function pushedSessionId(message: PushMessage): number | null {
  return typeof message.focusSessionId === 'number' ? message.focusSessionId : null;
}

/** A FOCUS_ENDED push; null when it names no session. */
export function parseFocusEnding(message: PushMessage): FocusEnding | null {
  const focusSessionId = pushedSessionId(message);
  if (focusSessionId === null) return null;
  return {
    focusSessionId,
    reason: message.reason === 'time_up' ? 'time_up' : 'ended_by_teacher',
    durationInMinutes: typeof message.durationInMinutes === 'number' ? message.durationInMinutes : 0,
  };
}
