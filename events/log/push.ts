import type { RecordedEvent } from './event-store';

/**
 * Real-time push messages derived from the log (spec §7 "Real-time channels").
 * Every subject a browser may hear belongs to one user, so NATS itself enforces
 * who hears what: a user's bearer JWT may subscribe to `push.user.<userId>` and
 * `push.user.<userId>.>` only.
 */
export interface PushMessage {
  subject: string;
  payload: { event: string } & Record<string, unknown>;
}

/** Derives the push messages of one event; most events derive none. */
export type PushDeriver = (event: RecordedEvent) => readonly PushMessage[];

/** User ids are subject-safe: letters, digits, `_` and `-`. */
export const SUBJECT_SAFE_ID = /^[A-Za-z0-9_-]+$/;

export function userSubjects(userId: string): { general: string; focus: string; teacher: string; room: string; notifications: string } {
  if (!SUBJECT_SAFE_ID.test(userId)) throw new Error(`user id ${userId} is not subject-safe`);
  const general = `push.user.${userId}`;
  // `room`: same-question-mode rooms (events/same-question-mode.ts). `notifications`: NOTIFICATIONS_UPDATED (issue 16, server/notifications/notification-pushes.ts).
  return { general, focus: `${general}.focus`, teacher: `${general}.teacher`, room: `${general}.room`, notifications: `${general}.notifications` };
}

/** The subjects a user's bearer token may subscribe to. */
export function userSubscribePermissions(userId: string): string[] {
  const { general } = userSubjects(userId);
  return [general, `${general}.>`];
}

/** `events.<category>.<streamId>`: stream ids are `category:id`, subject-safe but for the colon. */
export function eventSubject(category: string, streamId: string): string {
  return `events.${category}.${streamId}`;
}

/** Runs a task later; injected so tests drive time without real timers. */
export interface PushScheduler {
  /** Runs `task` once after `ms`; the returned function cancels it. */
  after(ms: number, task: () => void): () => void;
}

export const timerScheduler: PushScheduler = {
  after(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

/**
 * One push of a feature (docs/architecture.md "Recipe: a push"): the messages an
 * event derives, and optionally how they coalesce. A coalesced push sends at most
 * one message per key per window: the first message of a key opens its window,
 * later ones within it are merged into it, and the merged message goes out when
 * the window closes (the next window opens only with the next message).
 */
export interface Push {
  derive: PushDeriver;
  coalesce?: PushCoalescing;
}

export interface PushCoalescing {
  windowMs: number;
  keyOf(message: PushMessage): string;
  merge(earlier: PushMessage, later: PushMessage): PushMessage;
  /** Builds the message that goes out when the window closes (e.g. reads the rows as they are then); null sends nothing. */
  finish?(message: PushMessage): PushMessage | null;
}
