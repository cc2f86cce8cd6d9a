import type { LogDatabase } from '../../events/log/log-database';
import type { NotificationKind } from '../../events/notifications';

// Writes notifications with the batching rule (docs/notifications.md "Batching"):
// a fact of the same kind and batch key (skill, message, class, …) for the same
// recipient within BATCH_WINDOW_MS of the notification's first fact updates that
// notification — its students, its details, its time — and makes it unread again;
// otherwise it starts a new one. Muted kinds (for everyone, or for one student)
// make nothing. Every change is recorded in notification_deliveries, from which
// the relay derives the NOTIFICATIONS_UPDATED pushes.

/** Similar facts within this long of a notification's first one update it. */
export const BATCH_WINDOW_MS = 10 * 60 * 1000;
/** Students named in a notification; the rest are `othersCount`. */
export const NAMED_STUDENTS = 3;

export interface NotificationFact {
  recipientUserId: string;
  kind: NotificationKind;
  /** What makes facts "similar" within a kind: the skill, the message, the class and change … (empty: any fact of the kind). */
  batchKey: string;
  /** When the fact happened (ISO), from the event's data or metadata: never a clock. */
  at: string;
  /** When it shows (ISO); later than `at` for a notification about a date to come. Default `at`. */
  visibleFrom?: string;
  /** The students the fact is about (muted ones are left out; none left: no notification). */
  studentUserIds: readonly string[];
  /** Merged over an updated notification's details (a key given replaces the old value). */
  detail: Record<string, string | number>;
  /** Details that add up over a batch (failed attempts): added to the old value on an update (a new notification takes `detail`'s, else this). */
  sums?: Record<string, number>;
  link: string | null;
}

export interface EventPlace {
  position: number;
  /** The event's `metadata.at`: what the recipient could see when it was appended. */
  appendedAt: string;
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const later = (a: string, b: string) => (a > b ? a : b);

export function notificationWriter(db: LogDatabase) {
  const mutedForAll = db.prepare("SELECT 1 FROM notification_mutes WHERE user_id = ? AND kind = ? AND student_user_id = '' LIMIT 1").pluck();
  const mutedStudent = db.prepare('SELECT 1 FROM notification_mutes WHERE user_id = ? AND kind = ? AND student_user_id = ? LIMIT 1').pluck();
  const openBatch = db.prepare(
    `SELECT notification_id AS notificationId, updated_at AS updatedAt, detail FROM notifications
     WHERE recipient_user_id = ? AND kind = ? AND batch_key = ? AND window_ends_at > ? AND created_at <= ?
     ORDER BY created_at DESC, notification_id DESC LIMIT 1`,
  );
  const createdAtPosition = db.prepare('SELECT COUNT(*) FROM notifications WHERE created_position = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO notifications (notification_id, recipient_user_id, kind, batch_key, created_at, updated_at, visible_from, window_ends_at,
       created_position, updated_position, is_read, detail, link)
     VALUES (@notificationId, @recipientUserId, @kind, @batchKey, @createdAt, @createdAt, @visibleFrom, @windowEndsAt,
       @position, @position, 0, @detail, @link)`,
  );
  const update = db.prepare('UPDATE notifications SET updated_at = ?, updated_position = ?, is_read = 0, detail = ?, link = ? WHERE notification_id = ?');
  const addStudent = db.prepare(
    `INSERT INTO notification_students (notification_id, student_user_id, last_position) VALUES (?, ?, ?)
     ON CONFLICT (notification_id, student_user_id) DO UPDATE SET last_position = excluded.last_position`,
  );
  const unreadCount = db.prepare('SELECT COUNT(*) FROM notifications WHERE recipient_user_id = ? AND is_read = 0 AND visible_from <= ?').pluck();
  const deliver = db.prepare('INSERT OR REPLACE INTO notification_deliveries (position, user_id, unread) VALUES (?, ?, ?)');
  const markRead = db.prepare('UPDATE notifications SET is_read = 1 WHERE recipient_user_id = ? AND is_read = 0 AND visible_from <= ?');
  const removeHidden = db.prepare('DELETE FROM notifications WHERE recipient_user_id = ? AND kind = ? AND batch_key = ? AND visible_from > ?');
  const removeHiddenStudents = db.prepare(
    `DELETE FROM notification_students WHERE notification_id IN
       (SELECT notification_id FROM notifications WHERE recipient_user_id = ? AND kind = ? AND batch_key = ? AND visible_from > ?)`,
  );
  const exists = db.prepare('SELECT 1 FROM notifications WHERE recipient_user_id = ? AND kind = ? AND batch_key = ? LIMIT 1').pluck();

  /** Records that `userId`'s notifications changed at this position, with their unread count then (at the later of the append and the fact). */
  const delivered = (userId: string, place: EventPlace, at: string) => deliver.run(place.position, userId, unreadCount.get(userId, later(place.appendedAt, at)) as number);

  return {
    /** Creates or updates the recipient's notification of this fact; false when muted. */
    notify(fact: NotificationFact, place: EventPlace): boolean {
      const { recipientUserId: recipient, kind } = fact;
      if (mutedForAll.get(recipient, kind)) return false;
      const students = fact.studentUserIds.filter((studentUserId) => !mutedStudent.get(recipient, kind, studentUserId));
      if (fact.studentUserIds.length > 0 && students.length === 0) return false;
      const visibleFrom = later(fact.visibleFrom ?? fact.at, fact.at);
      const open = openBatch.get(recipient, kind, fact.batchKey, fact.at, fact.at) as { notificationId: string; updatedAt: string; detail: string } | undefined;
      let notificationId: string;
      if (open) {
        notificationId = open.notificationId;
        const old = JSON.parse(open.detail) as Record<string, string | number>;
        const detail: Record<string, string | number> = { ...old, ...fact.detail };
        for (const [key, value] of Object.entries(fact.sums ?? {})) detail[key] = (typeof old[key] === 'number' ? old[key] : 0) + value;
        update.run(later(open.updatedAt, visibleFrom), place.position, JSON.stringify(detail), fact.link, notificationId);
      } else {
        notificationId = `n${place.position}-${(createdAtPosition.get(place.position) as number) + 1}`;
        insert.run({
          notificationId,
          recipientUserId: recipient,
          kind,
          batchKey: fact.batchKey,
          createdAt: visibleFrom,
          visibleFrom,
          windowEndsAt: plusMs(visibleFrom, BATCH_WINDOW_MS),
          position: place.position,
          // A new notification starts from `detail` (a sum's first value may be more than its step).
          detail: JSON.stringify({ ...fact.sums, ...fact.detail }),
          link: fact.link,
        });
      }
      for (const studentUserId of students) addStudent.run(notificationId, studentUserId, place.position);
      delivered(recipient, place, fact.at);
      return true;
    },
    /** Whether the recipient has (or had) a notification of this kind and key. */
    has: (recipientUserId: string, kind: NotificationKind, batchKey: string) => exists.get(recipientUserId, kind, batchKey) !== undefined,
    /** Drops the recipient's notifications of this kind and key that are not shown yet at `at` (dates that changed). */
    removeNotYetShown(recipientUserId: string, kind: NotificationKind, batchKey: string, at: string): void {
      removeHiddenStudents.run(recipientUserId, kind, batchKey, at);
      removeHidden.run(recipientUserId, kind, batchKey, at);
    },
    /** Marks everything the user could see at `at` read. */
    markRead(userId: string, place: EventPlace & { at: string }): void {
      markRead.run(userId, place.at);
      delivered(userId, place, place.at);
    },
  };
}

export type NotificationWriter = ReturnType<typeof notificationWriter>;
