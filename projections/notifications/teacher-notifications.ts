import type { EventMetadata } from '../../events/log/event-store';
import type { EventOf } from '../../events/log/event-schemas';
import type { LogDatabase } from '../../events/log/log-database';
import type { LiveMessageAcknowledged } from '../../events/live-messages';
import type { FocusSessionOptedOut } from '../../events/focus-sessions';
import type { PracticeQuestionAnswered, SkillMastered } from '../../events/practice';
import type { SignInFailed } from '../../events/sign-in';
import type { NotificationKind } from '../../events/notifications';
import type { NotificationFacts } from './notification-facts';
import type { EventPlace, NotificationWriter } from './notification-writer';

// Teachers' notifications (issue 16), for the teachers of the classes the student
// is in when it happens: needs_help, proficient, mastered, message_confused (to
// the message's sender), focus_opted_out (to the session's teacher),
// sign_in_guessing, class_roster_changed (to the class's teacher).

/** Wrong answers in a row in one skill that make a needs_help notification. */
export const NEEDS_HELP_WRONG_IN_A_ROW = 3;
/** A wrong answer longer than this after the skill's previous answer starts a new run (a new sitting, as in docs/practice.md). */
export const NEEDS_HELP_GAP_MS = 30 * 60 * 1000;
/** Failed sign-ins for one student's username within SIGN_IN_GUESSING_WINDOW_MS that make a sign_in_guessing notification. */
export const SIGN_IN_GUESSING_ATTEMPTS = 3;
export const SIGN_IN_GUESSING_WINDOW_MS = 15 * 60 * 1000;

export const teacherLinks = {
  practice: '/analytics/live-classroom',
  liveMessages: '/live-messages',
  focusZone: '/focus-zone',
  roster: '/roster/view',
} as const;

type Data<Definition> = EventOf<Definition>['data'];
type SkillData = Pick<Data<typeof SkillMastered>, 'learnerId' | 'skillId' | 'permacode' | 'subject' | 'grade'>;

/** A skill's details as a notification keeps them (its code and name are read with the feed). */
export const skillDetail = (data: SkillData) => ({ skillId: data.skillId, permacode: data.permacode, subject: data.subject, grade: data.grade });

export function teacherNotifications(db: LogDatabase, facts: NotificationFacts, writer: NotificationWriter) {
  const streak = db.prepare('SELECT wrong_in_a_row AS wrongInARow, last_answered_at AS lastAnsweredAt FROM notification_practice_streaks WHERE learner_id = ? AND skill_id = ?');
  const putStreak = db.prepare('INSERT OR REPLACE INTO notification_practice_streaks (learner_id, skill_id, wrong_in_a_row, last_answered_at) VALUES (?, ?, ?, ?)');
  const addFailure = db.prepare('INSERT INTO notification_sign_in_failures (position, user_id, at) VALUES (?, ?, ?)');
  const forgetFailures = db.prepare('DELETE FROM notification_sign_in_failures WHERE user_id = ? AND at <= ?');
  const recentFailures = db.prepare('SELECT COUNT(*) FROM notification_sign_in_failures WHERE user_id = ?').pluck();
  const excerpt = db.prepare('SELECT excerpt FROM notification_message_excerpts WHERE batch_id = ?').pluck();

  const toTeachersOf = (studentUserId: string, kind: NotificationKind, batchKey: string, at: string, detail: Record<string, string | number>, link: string, place: EventPlace, sums?: Record<string, number>) => {
    for (const teacherUserId of facts.teachersOf(studentUserId)) {
      writer.notify({ recipientUserId: teacherUserId, kind, batchKey, at, studentUserIds: [studentUserId], detail, ...(sums ? { sums } : {}), link }, place);
    }
  };

  return {
    /** needs_help: the third wrong answer in a row in one skill (of the same sitting). */
    answered(data: Data<typeof PracticeQuestionAnswered>, place: EventPlace): void {
      if (data.visitor) return;
      const previous = streak.get(data.learnerId, data.skillId) as { wrongInARow: number; lastAnsweredAt: string } | undefined;
      const sameRun = previous !== undefined && Date.parse(data.answeredAt) - Date.parse(previous.lastAnsweredAt) <= NEEDS_HELP_GAP_MS;
      const wrongInARow = data.correct ? 0 : (sameRun ? previous.wrongInARow : 0) + 1;
      putStreak.run(data.learnerId, data.skillId, wrongInARow, data.answeredAt);
      if (wrongInARow !== NEEDS_HELP_WRONG_IN_A_ROW) return;
      toTeachersOf(data.learnerId, 'needs_help', `skill:${data.skillId}`, data.answeredAt, skillDetail(data), teacherLinks.practice, place);
    },
    /** proficient (SmartScore 80) and mastered (100), batched by skill. */
    skillReached(kind: 'proficient' | 'mastered', data: Data<typeof SkillMastered>, place: EventPlace): void {
      toTeachersOf(data.learnerId, kind, `skill:${data.skillId}`, data.reachedAt, skillDetail(data), teacherLinks.practice, place);
    },
    /** message_confused: a student answered the sender's live message with Confused or No. */
    acknowledged(data: Data<typeof LiveMessageAcknowledged>, metadata: EventMetadata, place: EventPlace): void {
      if (data.response !== 'CONFUSED' && data.response !== 'NO') return;
      writer.notify(
        {
          recipientUserId: data.senderUserId,
          kind: 'message_confused',
          batchKey: `message:${data.batchId}`,
          at: metadata.at,
          studentUserIds: [data.studentUserId],
          detail: { batchId: data.batchId, messageExcerpt: (excerpt.get(data.batchId) as string | undefined) ?? '', reaction: data.response === 'NO' ? 'no' : 'confused' },
          link: teacherLinks.liveMessages,
        },
        place,
      );
    },
    /** focus_opted_out, to the session's teacher, batched by session. */
    optedOut(data: Data<typeof FocusSessionOptedOut>, metadata: EventMetadata, place: EventPlace): void {
      writer.notify(
        {
          recipientUserId: data.teacherUserId,
          kind: 'focus_opted_out',
          batchKey: `focus:${data.focusSessionId}`,
          at: metadata.at,
          studentUserIds: [data.studentUserId],
          detail: { focusSessionId: data.focusSessionId },
          link: teacherLinks.focusZone,
        },
        place,
      );
    },
    /**
     * sign_in_guessing: a wrong password (or secret word) for a student's username, the third or
     * later within SIGN_IN_GUESSING_WINDOW_MS. Bot-check failures are refused before anything is
     * logged, so they do not count (docs/notifications.md).
     */
    signInFailed(data: Data<typeof SignInFailed>, metadata: EventMetadata, place: EventPlace): void {
      if (data.reason === 'unknown_user') return;
      const student = facts.studentByUsername(data.username);
      if (!student) return;
      forgetFailures.run(student.userId, new Date(Date.parse(metadata.at) - SIGN_IN_GUESSING_WINDOW_MS).toISOString());
      addFailure.run(place.position, student.userId, metadata.at);
      const failures = recentFailures.get(student.userId) as number;
      if (failures < SIGN_IN_GUESSING_ATTEMPTS) return;
      // A batch counts its failures: a student joining it brings all of theirs, a later failure one more.
      const step = failures === SIGN_IN_GUESSING_ATTEMPTS ? failures : 1;
      toTeachersOf(student.userId, 'sign_in_guessing', 'sign-in', metadata.at, { failedAttempts: failures }, teacherLinks.roster, place, { failedAttempts: step });
    },
    /** class_roster_changed: a student added to or removed from the class by someone other than its teacher. */
    rosterChanged(change: 'added' | 'removed', data: { classId: string; studentUserId: string }, metadata: EventMetadata, place: EventPlace): void {
      const cls = facts.classOf(data.classId);
      if (!cls || metadata.actor === cls.teacherUserId) return;
      writer.notify(
        {
          recipientUserId: cls.teacherUserId,
          kind: 'class_roster_changed',
          batchKey: `class:${data.classId}:${change}`,
          at: metadata.at,
          studentUserIds: [data.studentUserId],
          detail: { classId: data.classId, className: cls.name, change },
          link: teacherLinks.roster,
        },
        place,
      );
    },
  };
}
