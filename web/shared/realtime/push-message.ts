/**
 * Push messages the server derives from the log and publishes on the user's
 * own NATS subjects (spec §7). Each is a JSON object with an `event` name.
 */

export const PUSH_CHANNELS = ['general', 'focus', 'teacher', 'room', 'notifications'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/** Event names the spec lists per channel. Other names still arrive (e.g. DEMO_PING). */
export const KNOWN_PUSH_EVENTS = {
  general: ['LIVE_MESSAGE', 'LIVE_MESSAGE_ACKNOWLEDGED', 'SAME_QUESTION_MODE', 'COMPETITION_JAM', 'FOCUS_SESSION', 'QUIZ_ASSIGNED'],
  focus: ['REMOVED_FROM_FOCUS_BY_TEACHER', 'FOCUS_ENDED'],
  teacher: ['FOCUS_ENDED', 'FOCUS_PARTICIPANT_CHANGED', 'SAME_QUESTION_MODE_ENDED', 'LIVE_CLASSROOM_UPDATED', 'QUIZ_SUBMITTED'],
  /** Same-question-mode rooms (issue 11): `push.user.<id>.room`, to the room's students and its teacher. */
  room: [
    'ROOM_QUESTION_POSED',
    'ROOM_ANSWER_REVEALED',
    'ROOM_PAUSED',
    'ROOM_RESUMED',
    'ROOM_ENDED',
    'ROOM_STUDENT_JOINED',
    'ROOM_ANSWER_RECORDED',
    'ROOM_LEADERBOARD',
  ],
  /** Notifications (issue 16): `push.user.<id>.notifications`, to the one user whose feed changed. */
  notifications: ['NOTIFICATIONS_UPDATED'],
} as const satisfies Record<PushChannel, readonly string[]>;

export type KnownPushEvent<C extends PushChannel = PushChannel> = (typeof KNOWN_PUSH_EVENTS)[C][number];

/** `string & {}` keeps editor completion for the known names while accepting any name. */
export type PushEventName<C extends PushChannel = PushChannel> = KnownPushEvent<C> | (string & {});

export interface PushMessage<C extends PushChannel = PushChannel> {
  event: PushEventName<C>;
  /** Present on text-bearing messages (e.g. LIVE_MESSAGE, DEMO_PING). */
  text?: string;
  readonly [field: string]: unknown;
}

/** A received push message together with the channel it came on. */
export interface ChannelPush {
  channel: PushChannel;
  message: PushMessage;
}

const decoder = new TextDecoder();

/** Parses a NATS payload; null when it is not a JSON object with a string `event`. */
export function parsePushMessage(payload: Uint8Array | string): PushMessage | null {
  try {
    const value: unknown = JSON.parse(typeof payload === 'string' ? payload : decoder.decode(payload));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.event !== 'string' || record.event === '') return null;
    if (record.text !== undefined && typeof record.text !== 'string') return { ...record, event: record.event, text: String(record.text) };
    return record as PushMessage;
  } catch {
    return null;
  }
}
