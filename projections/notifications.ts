import type { AssessmentWindowEvent } from '../events/assessment-windows';
import type { CatalogueSectionPublished } from '../events/catalogue';
import type { FamilyChildAdded } from '../events/membership';
import type { FocusSessionOptedOut, FocusSessionStarted } from '../events/focus-sessions';
import type { EventMetadata } from '../events/log/event-store';
import type { EventOf } from '../events/log/event-schemas';
import type { LiveMessageEvent } from '../events/live-messages';
import type { NotificationEvent } from '../events/notifications';
import type { PracticeEvent } from '../events/practice';
import type { SameQuestionRoomStarted } from '../events/same-question-mode';
import type { ClassCreated, SchoolRegistered, StudentEnrolled, StudentUnenrolled, UserRegistered } from '../events/school-directory';
import type { SignInFailed } from '../events/sign-in';
import { administratorNotifications } from './notifications/administrator-notifications';
import { notificationFacts } from './notifications/notification-facts';
import { notificationWriter, type EventPlace } from './notifications/notification-writer';
import { parentNotifications } from './notifications/parent-notifications';
import { studentNotifications } from './notifications/student-notifications';
import { teacherNotifications } from './notifications/teacher-notifications';
import type { Projection } from './projection';

export { notificationsQueries, type NotificationsQueries } from './notifications/notification-feed';

// Notifications (issue 16, docs/notifications.md): a read model of events that
// already happen, for every signed-in user — teachers (teacher-notifications.ts),
// students (student-notifications.ts), parents (parent-notifications.ts),
// administrators (administrator-notifications.ts) — batched and muted by
// notification-writer.ts, read through notification-feed.ts. Inline: a feed read
// right after an append sees it, and the relay finds the deliveries of a position.

type NotificationSourceEvent =
  | EventOf<typeof SchoolRegistered>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof ClassCreated>
  | EventOf<typeof StudentEnrolled>
  | EventOf<typeof StudentUnenrolled>
  | EventOf<typeof FamilyChildAdded>
  | EventOf<typeof CatalogueSectionPublished>
  | PracticeEvent
  | LiveMessageEvent
  | EventOf<typeof FocusSessionStarted>
  | EventOf<typeof FocusSessionOptedOut>
  | EventOf<typeof SameQuestionRoomStarted>
  | EventOf<typeof SignInFailed>
  | AssessmentWindowEvent
  | NotificationEvent;

const place = (metadata: EventMetadata): EventPlace => ({ position: metadata.position, appendedAt: metadata.at });

export const notificationsProjection: Projection<NotificationSourceEvent> = {
  name: 'notifications',
  version: 1,
  mode: 'inline',
  tables: [
    'notifications',
    'notification_students',
    'notification_deliveries',
    'notification_mutes',
    'notification_people',
    'notification_schools',
    'notification_classes',
    'notification_enrollments',
    'notification_skills',
    'notification_practice_streaks',
    'notification_practice_weeks',
    'notification_sign_in_failures',
    'notification_message_excerpts',
  ],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS notifications (
        notification_id TEXT PRIMARY KEY,
        recipient_user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        batch_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        visible_from TEXT NOT NULL,
        window_ends_at TEXT NOT NULL,
        created_position INTEGER NOT NULL,
        updated_position INTEGER NOT NULL,
        is_read INTEGER NOT NULL,
        detail TEXT NOT NULL,
        link TEXT
      );
      CREATE INDEX IF NOT EXISTS notifications_feed ON notifications (recipient_user_id, updated_at DESC, updated_position DESC);
      CREATE INDEX IF NOT EXISTS notifications_batch ON notifications (recipient_user_id, kind, batch_key, window_ends_at);
      CREATE INDEX IF NOT EXISTS notifications_created ON notifications (created_position);
      -- The unread count of every delivery and mark-as-read: a seek to the recipient's unread ones (issue 26: was a scan of all of them, per recipient, per fact).
      CREATE INDEX IF NOT EXISTS notifications_unread ON notifications (recipient_user_id, is_read, visible_from);
      CREATE TABLE IF NOT EXISTS notification_students (
        notification_id TEXT NOT NULL, student_user_id TEXT NOT NULL, last_position INTEGER NOT NULL,
        PRIMARY KEY (notification_id, student_user_id)
      );
      CREATE TABLE IF NOT EXISTS notification_deliveries (
        position INTEGER NOT NULL, user_id TEXT NOT NULL, unread INTEGER NOT NULL, PRIMARY KEY (position, user_id)
      );
      CREATE TABLE IF NOT EXISTS notification_mutes (
        user_id TEXT NOT NULL, kind TEXT NOT NULL, student_user_id TEXT NOT NULL, muted_at TEXT NOT NULL,
        PRIMARY KEY (user_id, kind, student_user_id)
      );
      CREATE TABLE IF NOT EXISTS notification_people (
        user_id TEXT PRIMARY KEY, username TEXT NOT NULL, display_name TEXT NOT NULL, role TEXT NOT NULL, edition TEXT NOT NULL,
        school_id TEXT, district_id TEXT, parent_user_id TEXT
      );
      CREATE INDEX IF NOT EXISTS notification_people_username ON notification_people (username);
      CREATE TABLE IF NOT EXISTS notification_schools (school_id TEXT PRIMARY KEY, district_id TEXT);
      CREATE TABLE IF NOT EXISTS notification_classes (class_id TEXT PRIMARY KEY, name TEXT NOT NULL, teacher_user_id TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS notification_enrollments (
        class_id TEXT NOT NULL, student_user_id TEXT NOT NULL, PRIMARY KEY (class_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS notification_enrollments_student ON notification_enrollments (student_user_id);
      CREATE TABLE IF NOT EXISTS notification_skills (
        edition TEXT NOT NULL, skill_id INTEGER NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (edition, skill_id)
      );
      CREATE TABLE IF NOT EXISTS notification_practice_streaks (
        learner_id TEXT NOT NULL, skill_id INTEGER NOT NULL, wrong_in_a_row INTEGER NOT NULL, last_answered_at TEXT NOT NULL,
        PRIMARY KEY (learner_id, skill_id)
      );
      CREATE TABLE IF NOT EXISTS notification_practice_weeks (
        learner_id TEXT PRIMARY KEY, week_start TEXT NOT NULL, seconds INTEGER NOT NULL, questions INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS notification_sign_in_failures (position INTEGER PRIMARY KEY, user_id TEXT NOT NULL, at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS notification_sign_in_failures_user ON notification_sign_in_failures (user_id, at);
      CREATE TABLE IF NOT EXISTS notification_message_excerpts (batch_id TEXT PRIMARY KEY, excerpt TEXT NOT NULL);
    `);
  },
  handlers(db) {
    const facts = notificationFacts(db);
    const writer = notificationWriter(db);
    const teachers = teacherNotifications(db, facts, writer);
    const students = studentNotifications(db, facts, writer);
    const parents = parentNotifications(db, facts, writer);
    const administrators = administratorNotifications(facts, writer);
    const mute = db.prepare('INSERT OR REPLACE INTO notification_mutes (user_id, kind, student_user_id, muted_at) VALUES (?, ?, ?, ?)');
    const unmute = db.prepare('DELETE FROM notification_mutes WHERE user_id = ? AND kind = ? AND student_user_id = ?');
    return {
      // Who is who (facts kept as of each event).
      SchoolRegistered: (data) => facts.record.school(data.schoolId, data.districtId),
      UserRegistered: (data) =>
        facts.record.person({
          userId: data.userId,
          username: data.username.toLowerCase(),
          displayName: data.displayName,
          role: data.role,
          edition: data.edition,
          schoolId: data.schoolId,
          districtId: data.districtId,
          parentUserId: data.parentUserId,
        }),
      ClassCreated: (data) => facts.record.class(data.classId, data.name, data.teacherUserId),
      StudentEnrolled: (data, metadata) => {
        facts.record.enrolled(data.classId, data.studentUserId);
        teachers.rosterChanged('added', data, metadata, place(metadata));
      },
      StudentUnenrolled: (data, metadata) => {
        facts.record.unenrolled(data.classId, data.studentUserId);
        teachers.rosterChanged('removed', data, metadata, place(metadata));
      },
      FamilyChildAdded: (data) => facts.record.childAdded(data.parentUserId, data.childUserId),
      CatalogueSectionPublished: (data) => {
        for (const skill of data.skills) facts.record.skill(data.edition, skill.skillId, skill.code, skill.name);
      },
      // Practice: teachers' needs_help / proficient / mastered, parents' child_mastered / child_week_practice.
      PracticeQuestionAnswered: (data, metadata) => {
        teachers.answered(data, place(metadata));
        parents.answered(data, place(metadata));
      },
      SkillProficient: (data, metadata) => teachers.skillReached('proficient', data, place(metadata)),
      SkillMastered: (data, metadata) => {
        teachers.skillReached('mastered', data, place(metadata));
        parents.mastered(data, place(metadata));
      },
      LiveMessageSent: (data, metadata) => students.liveMessageSent(data, place(metadata)),
      LiveMessageAcknowledged: (data, metadata) => teachers.acknowledged(data, metadata, place(metadata)),
      FocusSessionStarted: (data, metadata) => students.focusSessionStarted(data, place(metadata)),
      FocusSessionOptedOut: (data, metadata) => teachers.optedOut(data, metadata, place(metadata)),
      SameQuestionRoomStarted: (data, metadata) => students.roomStarted(data, place(metadata)),
      SignInFailed: (data, metadata) => teachers.signInFailed(data, metadata, place(metadata)),
      AssessmentWindowScheduled: (data, metadata) => administrators.scheduled(data, metadata, place(metadata)),
      AssessmentWindowRescheduled: (data, metadata) => administrators.rescheduled(data, metadata, place(metadata)),
      AssessmentWindowCancelled: (data, metadata) => administrators.cancelled(data, metadata, place(metadata)),
      // The recipient's own choices.
      NotificationsMuted: (data) => mute.run(data.userId, data.kind, data.studentUserId ?? '', data.mutedAt),
      NotificationsUnmuted: (data) => unmute.run(data.userId, data.kind, data.studentUserId ?? ''),
      NotificationsRead: (data, metadata) => writer.markRead(data.userId, { ...place(metadata), at: data.readAt }),
    };
  },
};
