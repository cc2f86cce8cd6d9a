import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications/notification-kinds';

// Notifications (spec §2.19, §3, §4, issue 16): a read model of events that already
// happen (projections/notifications/*), plus the recipient's own choices as events:
// mutes and "read up to now". Stream `notifications:<userId>`. Rules: docs/notifications.md.

export { NOTIFICATION_KINDS, type NotificationKind } from './notifications/notification-kinds';

/**
 * `detail` keys by kind (all optional unless said; strings unless said):
 * - needs_help, proficient, mastered, child_mastered: `skillId`, `skillCode` (e.g. "C.12"),
 *   `skillName`, `subject` ('math'|'ela'), `grade` (number).
 * - message_confused: `batchId`, `messageExcerpt` (at most 80 characters), `reaction`
 *   ('confused'|'no', the latest one).
 * - focus_opted_out: `focusSessionId` (number).
 * - sign_in_guessing: `failedAttempts` (number: failed sign-ins and bot checks in the window).
 * - class_roster_changed: `classId`, `className`, `change` ('added'|'removed').
 * - live_message: `batchId`, `messageExcerpt`, `teacherName`.
 * - focus_session: `focusSessionId` (number), `teacherName`, `endsAt` (ISO).
 * - room_invitation: `roomId`, `teacherName`.
 * - child_week_practice: `weekStart` (YYYY-MM-DD, a Monday), `minutesPractised` (number),
 *   `questionsAnswered` (number).
 * - assessment_window: `windowId`, `subject`, `assessmentType`, `startDate`, `dueDate`
 *   (YYYY-MM-DD), `phase` ('opening'|'closing'|'cancelled').
 */
export interface NotificationView {
  notificationId: string;
  kind: NotificationKind;
  isRead: boolean;
  createdAt: string; updatedAt: string;          // ISO
  /** The students it is about, newest first, at most 3 named; `othersCount` = how many more (batching). */
  students: { userId: string; displayName: string }[];
  othersCount: number;
  /** Optional details by kind: skill (code + name), class name, message text excerpt, reaction ('confused'|'no'),
   *  assessment type + subject + dates, minutes practised, teacher name … */
  detail: Record<string, string | number>;
  /** Where a click goes (an in-app path), or null. */
  link: string | null;
  /** What a mute of this notification mutes: its kind, optionally only this student. null = not mutable. */
  mute: { kind: NotificationKind; studentUserId: string | null } | null;
}
export interface NotificationFeed {
  notifications: NotificationView[];
  numUnreadNotifications: number;
  secondsUntilNextUpdate: number;   // 0 = no scheduled refresh
  isLoggedIn: boolean;
  nextCursor: string | null;        // null = no more
}
export interface NotificationMute { kind: NotificationKind; studentUserId: string | null; mutedAt: string }

// ---------------------------------------------------------------------------
// The recipient's own choices: the write side.

/** Which kinds each role receives (and so may mute). Family children receive none (CLARIFICATIONS "Issue 16"). */
export const notificationKindsByRole: Readonly<Record<string, readonly NotificationKind[]>> = {
  teacher: ['needs_help', 'proficient', 'mastered', 'message_confused', 'focus_opted_out', 'sign_in_guessing', 'class_roster_changed'],
  student: ['live_message', 'focus_session', 'room_invitation'],
  parent: ['child_mastered', 'child_week_practice'],
  // Administrators send live messages too: their students' Confused / No answers reach them as they reach a teacher.
  school_administrator: ['assessment_window', 'message_confused'],
  district_administrator: ['assessment_window', 'message_confused'],
  child: [],
};

export function notificationKindsOf(role: string): readonly NotificationKind[] {
  return notificationKindsByRole[role] ?? [];
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Per-student mutes are a teacher's (their students' kinds); everyone else mutes a whole kind. */
export function mayMutePerStudent(role: string): boolean {
  return role === 'teacher';
}

const notificationKind = z.enum(NOTIFICATION_KINDS);

/** Muting: from `mutedAt` on, `kind` (about `studentUserId` only, or about anyone when null) makes no new notifications for `userId`. */
export const NotificationsMuted = defineEvent({
  type: 'NotificationsMuted',
  schemaVersion: 1,
  schema: z.object({ userId: id, kind: notificationKind, studentUserId: id.nullable(), mutedAt: z.iso.datetime() }),
});

/** The undo of a mute (the same kind and student). */
export const NotificationsUnmuted = defineEvent({
  type: 'NotificationsUnmuted',
  schemaVersion: 1,
  schema: z.object({ userId: id, kind: notificationKind, studentUserId: id.nullable(), unmutedAt: z.iso.datetime() }),
});

/** Everything `userId` could see at `readAt` is read (the popover closed); later updates are unread again. */
export const NotificationsRead = defineEvent({
  type: 'NotificationsRead',
  schemaVersion: 1,
  schema: z.object({ userId: id, readAt: z.iso.datetime() }),
});

export const notificationEvents = [NotificationsMuted, NotificationsUnmuted, NotificationsRead] as const;
export type NotificationEvent = EventOf<(typeof notificationEvents)[number]>;

type Actor = { userId: string; role: string };

export type NotificationCommand =
  | {
      type: 'MuteNotifications' | 'UnmuteNotifications';
      data: {
        actor: Actor;
        kind: string;
        studentUserId: string | null;
        /** The students the actor teaches (their classes'), from the directory: a per-student mute names one of them. */
        reachableStudentUserIds: ReadonlySet<string>;
        now: Date;
      };
    }
  | { type: 'MarkNotificationsRead'; data: { actor: Actor; /** From the read model, at `now`. */ numUnreadNotifications: number; now: Date } };

/** Stream `notifications:<userId>`: the user's active mutes. */
export interface NotificationsState {
  mutes: ReadonlyMap<string, { kind: NotificationKind; studentUserId: string | null; mutedAt: string }>;
}

export const muteKey = (kind: string, studentUserId: string | null) => `${kind} ${studentUserId ?? '*'}`;

export const notifications = {
  initialState: (): NotificationsState => ({ mutes: new Map() }),

  evolve(state: NotificationsState, event: NotificationEvent): NotificationsState {
    switch (event.type) {
      case 'NotificationsMuted': {
        const { kind, studentUserId, mutedAt } = event.data;
        return { mutes: new Map(state.mutes).set(muteKey(kind, studentUserId), { kind, studentUserId, mutedAt }) };
      }
      case 'NotificationsUnmuted': {
        const mutes = new Map(state.mutes);
        mutes.delete(muteKey(event.data.kind, event.data.studentUserId));
        return { mutes };
      }
      case 'NotificationsRead':
        return state;
    }
  },

  decide(command: NotificationCommand, state: NotificationsState): NotificationEvent[] {
    switch (command.type) {
      case 'MuteNotifications':
      case 'UnmuteNotifications': {
        const { actor, kind, studentUserId, now } = command.data;
        if (!isNotificationKind(kind)) throw new DomainError('notifications.unknown_kind', 400);
        if (!notificationKindsOf(actor.role).includes(kind)) throw new DomainError('notifications.not_your_kind', 403);
        const muted = state.mutes.get(muteKey(kind, studentUserId));
        if (command.type === 'UnmuteNotifications') {
          // Undoing what is not muted (a second click, another tab) changes nothing.
          if (!muted) return [];
          return [{ type: 'NotificationsUnmuted', data: { userId: actor.userId, kind, studentUserId, unmutedAt: now.toISOString() } }];
        }
        if (studentUserId !== null) {
          if (!mayMutePerStudent(actor.role)) throw new DomainError('notifications.per_student_teachers_only', 403);
          if (!command.data.reachableStudentUserIds.has(studentUserId)) throw new DomainError('notifications.student_not_in_reach', 403);
        }
        if (muted) return [];
        return [{ type: 'NotificationsMuted', data: { userId: actor.userId, kind, studentUserId, mutedAt: now.toISOString() } }];
      }
      case 'MarkNotificationsRead': {
        const { actor, numUnreadNotifications, now } = command.data;
        if (numUnreadNotifications === 0) return [];
        return [{ type: 'NotificationsRead', data: { userId: actor.userId, readAt: now.toISOString() } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const notificationStreams = { user: (userId: string) => `notifications:${userId}` };
