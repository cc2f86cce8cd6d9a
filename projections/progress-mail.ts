import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { SkillMastered } from '../events/practice';
import type { ProgressMailEvent, WeeklyMailKind } from '../events/progress-mail';
import type { Projection } from './projection';

// What progress mail has to send and has sent (issue 31 item 6; docs/progress-mail.md):
// every skill a signed-in learner mastered, whether its certificate was mailed,
// and which weekly mails went to whom. Inline, so the job reading it after an
// append sees the mastery and never records a certificate twice.

type ProgressMailProjectionEvent = ProgressMailEvent | EventOf<typeof SkillMastered>;

export interface MasteredSkill {
  studentUserId: string;
  skillId: number;
  permacode: string;
  masteredAt: string;
}

export const progressMailProjection: Projection<ProgressMailProjectionEvent> = {
  name: 'progress-mail',
  version: 1,
  mode: 'inline',
  tables: ['progress_mail_masteries', 'progress_mail_weekly'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS progress_mail_masteries (
        student_user_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        mastered_at TEXT NOT NULL,
        mailed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (student_user_id, skill_id)
      );
      CREATE INDEX IF NOT EXISTS progress_mail_masteries_unmailed ON progress_mail_masteries (mailed, mastered_at);
      CREATE INDEX IF NOT EXISTS progress_mail_masteries_student ON progress_mail_masteries (student_user_id, mastered_at);
      CREATE TABLE IF NOT EXISTS progress_mail_weekly (
        kind TEXT NOT NULL,
        week TEXT NOT NULL,
        recipient_user_id TEXT NOT NULL,
        PRIMARY KEY (kind, week, recipient_user_id)
      );
    `);
  },
  handlers(db) {
    const mastered = db.prepare(
      `INSERT OR IGNORE INTO progress_mail_masteries (student_user_id, skill_id, permacode, mastered_at) VALUES (@learnerId, @skillId, @permacode, @reachedAt)`,
    );
    const mailed = db.prepare('UPDATE progress_mail_masteries SET mailed = 1 WHERE student_user_id = ? AND skill_id = ?');
    const weekly = db.prepare('INSERT OR IGNORE INTO progress_mail_weekly (kind, week, recipient_user_id) VALUES (?, ?, ?)');
    return {
      // Visitors master skills too, under an anonymous id: no one to mail about them.
      SkillMastered: (data) => {
        if (!data.learnerId.startsWith('v_')) mastered.run(data);
      },
      CertificateMailed: (data) => mailed.run(data.studentUserId, data.skillId),
      WeeklyMailSent: (data) => weekly.run(data.kind, data.week, data.recipientUserId),
    };
  },
};

export function progressMailQueries(db: LogDatabase) {
  const unmailed = db.prepare(
    `SELECT student_user_id AS studentUserId, skill_id AS skillId, permacode, mastered_at AS masteredAt
     FROM progress_mail_masteries WHERE mailed = 0 AND mastered_at >= ? ORDER BY mastered_at, student_user_id, skill_id LIMIT ?`,
  );
  const masteredBetween = db.prepare(
    `SELECT student_user_id AS studentUserId, skill_id AS skillId, permacode, mastered_at AS masteredAt
     FROM progress_mail_masteries WHERE student_user_id = ? AND mastered_at >= ? AND mastered_at < ? ORDER BY mastered_at`,
  );
  const weeklySent = db.prepare('SELECT 1 FROM progress_mail_weekly WHERE kind = ? AND week = ? AND recipient_user_id = ?').pluck();
  return {
    /** Masteries since `since` (ISO) whose certificate is not recorded yet, oldest first, at most `limit`. */
    certificatesToMail: (since: string, limit: number) => unmailed.all(since, limit) as MasteredSkill[],
    /** A learner's masteries from `from` (inclusive) to `to` (exclusive), ISO days or times. */
    masteredBetween: (studentUserId: string, from: string, to: string) => masteredBetween.all(studentUserId, from, to) as MasteredSkill[],
    weeklyMailSent: (kind: WeeklyMailKind, week: string, recipientUserId: string) => weeklySent.get(kind, week, recipientUserId) !== undefined,
  };
}

export type ProgressMailQueries = ReturnType<typeof progressMailQueries>;
