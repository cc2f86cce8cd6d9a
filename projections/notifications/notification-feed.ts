import type { LogDatabase } from '../../events/log/log-database';
import { mayMutePerStudent, type NotificationKind, type NotificationMute, type NotificationView } from '../../events/notifications';
import { NAMED_STUDENTS } from './notification-writer';

// Reading notifications: the feed (newest update first, paged by an opaque
// cursor), the unread count, when the feed next changes without an event, the
// mutes, and the deliveries of a log position (the relay's pushes).

/** Notifications per page of the feed. */
export const FEED_PAGE_SIZE = 20;
/** secondsUntilNextUpdate is given only when the next change is this close (spec §4: 1–86399). */
export const MAX_SECONDS_UNTIL_NEXT_UPDATE = 86_399;

/** Where a page ends: the last row's sort key. */
export interface FeedCursor {
  updatedAt: string;
  updatedPosition: number;
  notificationId: string;
}

export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.updatedPosition, cursor.notificationId])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeFeedCursor(text: string): FeedCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [updatedAt, updatedPosition, notificationId] = value as unknown[];
    if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt)) || updatedAt.length > 32) return null;
    if (typeof updatedPosition !== 'number' || !Number.isSafeInteger(updatedPosition) || updatedPosition < 0) return null;
    if (typeof notificationId !== 'string' || notificationId.length > 64) return null;
    return { updatedAt, updatedPosition, notificationId };
  } catch {
    return null;
  }
}

interface NotificationRow {
  notificationId: string;
  recipientUserId: string;
  kind: NotificationKind;
  createdAt: string;
  updatedAt: string;
  updatedPosition: number;
  isRead: number;
  detail: string;
  link: string | null;
}

export function notificationsQueries(db: LogDatabase) {
  const columns = `notification_id AS notificationId, recipient_user_id AS recipientUserId, kind, created_at AS createdAt, updated_at AS updatedAt,
    updated_position AS updatedPosition, is_read AS isRead, detail, link`;
  const firstPage = db.prepare(
    `SELECT ${columns} FROM notifications WHERE recipient_user_id = @userId AND visible_from <= @now
     ORDER BY updated_at DESC, updated_position DESC, notification_id DESC LIMIT @limit`,
  );
  const nextPage = db.prepare(
    `SELECT ${columns} FROM notifications WHERE recipient_user_id = @userId AND visible_from <= @now
       AND (updated_at, updated_position, notification_id) < (@updatedAt, @updatedPosition, @notificationId)
     ORDER BY updated_at DESC, updated_position DESC, notification_id DESC LIMIT @limit`,
  );
  const studentsOf = db.prepare(
    `SELECT s.student_user_id AS userId, COALESCE(p.display_name, s.student_user_id) AS displayName FROM notification_students s
     LEFT JOIN notification_people p ON p.user_id = s.student_user_id WHERE s.notification_id = ? ORDER BY s.last_position DESC, s.student_user_id`,
  );
  const recipient = db.prepare('SELECT role, edition FROM notification_people WHERE user_id = ?');
  const skill = db.prepare('SELECT code, name FROM notification_skills WHERE skill_id = ? ORDER BY edition = ? DESC, edition LIMIT 1');
  const unread = db.prepare('SELECT COUNT(*) FROM notifications WHERE recipient_user_id = ? AND is_read = 0 AND visible_from <= ?').pluck();
  const nextBatchEnd = db.prepare('SELECT MIN(window_ends_at) FROM notifications WHERE recipient_user_id = @userId AND visible_from <= @now AND window_ends_at > @now').pluck();
  const nextShown = db.prepare('SELECT MIN(visible_from) FROM notifications WHERE recipient_user_id = @userId AND visible_from > @now').pluck();
  const mutes = db.prepare("SELECT kind, NULLIF(student_user_id, '') AS studentUserId, muted_at AS mutedAt FROM notification_mutes WHERE user_id = ? ORDER BY muted_at, kind, student_user_id");
  const mute = db.prepare("SELECT kind, NULLIF(student_user_id, '') AS studentUserId, muted_at AS mutedAt FROM notification_mutes WHERE user_id = ? AND kind = ? AND student_user_id = ?");
  const deliveries = db.prepare('SELECT user_id AS userId, unread FROM notification_deliveries WHERE position = ? ORDER BY user_id');

  const view = (row: NotificationRow, viewer: { role: string; edition: string } | undefined): NotificationView => {
    const about = studentsOf.all(row.notificationId) as { userId: string; displayName: string }[];
    const detail = JSON.parse(row.detail) as Record<string, string | number>;
    if (typeof detail.skillId === 'number') {
      const named = skill.get(detail.skillId, viewer?.edition ?? 'US') as { code: string; name: string } | undefined;
      if (named) Object.assign(detail, { skillCode: named.code, skillName: named.name });
    }
    const onlyStudent = about.length === 1 && viewer !== undefined && mayMutePerStudent(viewer.role) ? about[0]!.userId : null;
    return {
      notificationId: row.notificationId,
      kind: row.kind,
      isRead: row.isRead === 1,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      students: about.slice(0, NAMED_STUDENTS),
      othersCount: Math.max(0, about.length - NAMED_STUDENTS),
      detail,
      link: row.link,
      mute: { kind: row.kind, studentUserId: onlyStudent },
    };
  };

  return {
    /** A page of the user's notifications shown at `now`, newest update first, and the cursor of the next page (null: no more). */
    feedPage(userId: string, now: Date, cursor: FeedCursor | null, limit = FEED_PAGE_SIZE): { notifications: NotificationView[]; nextCursor: string | null } {
      const params = { userId, now: now.toISOString(), limit: limit + 1 };
      const rows = (cursor ? nextPage.all({ ...params, ...cursor }) : firstPage.all(params)) as NotificationRow[];
      const page = rows.slice(0, limit);
      const viewer = recipient.get(userId) as { role: string; edition: string } | undefined;
      const last = page[page.length - 1];
      return {
        notifications: page.map((row) => view(row, viewer)),
        nextCursor: rows.length > limit && last ? encodeFeedCursor({ updatedAt: last.updatedAt, updatedPosition: last.updatedPosition, notificationId: last.notificationId }) : null,
      };
    },
    numUnread: (userId: string, now: Date) => unread.get(userId, now.toISOString()) as number,
    /**
     * Seconds until the feed changes without an event (docs/notifications.md): the earliest of the
     * user's open batch windows closing and a notification about a date coming to show; 0 when
     * neither is within MAX_SECONDS_UNTIL_NEXT_UPDATE.
     */
    secondsUntilNextUpdate(userId: string, now: Date): number {
      const params = { userId, now: now.toISOString() };
      const times = [nextBatchEnd.get(params), nextShown.get(params)].filter((at): at is string => typeof at === 'string').map((at) => Date.parse(at));
      if (times.length === 0) return 0;
      const seconds = Math.ceil((Math.min(...times) - now.getTime()) / 1000);
      return seconds >= 1 && seconds <= MAX_SECONDS_UNTIL_NEXT_UPDATE ? seconds : 0;
    },
    mutesOf: (userId: string) => mutes.all(userId) as NotificationMute[],
    muteOf: (userId: string, kind: NotificationKind, studentUserId: string | null) => mute.get(userId, kind, studentUserId ?? '') as NotificationMute | undefined,
    /** Whose notifications changed at a log position, with their unread count then (the relay's NOTIFICATIONS_UPDATED). */
    deliveriesAt: (position: number) => deliveries.all(position) as { userId: string; unread: number }[],
  };
}

export type NotificationsQueries = ReturnType<typeof notificationsQueries>;
