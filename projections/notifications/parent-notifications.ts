import { skillPagePath } from '../../events/curriculum';
import type { EventOf } from '../../events/log/event-schemas';
import type { LogDatabase } from '../../events/log/log-database';
import type { PracticeQuestionAnswered, SkillMastered } from '../../events/practice';
import type { NotificationFacts } from './notification-facts';
import type { EventPlace, NotificationWriter } from './notification-writer';
import { skillDetail } from './teacher-notifications';

// Parents' notifications (CLARIFICATIONS "Issue 16"), about their family
// children: child_mastered (a skill reaching SmartScore 100) and
// child_week_practice — at a child's first answer of a new ISO week (Monday
// 00:00 UTC, from the answer's own time), the minutes and questions of the last
// week the child practised. Deterministic: no timer, no clock.

type Data<Definition> = EventOf<Definition>['data'];

/** The Monday (`YYYY-MM-DD`, UTC) of the ISO week an instant falls in. */
export function isoWeekStart(at: string): string {
  const day = new Date(`${at.slice(0, 10)}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export function parentNotifications(db: LogDatabase, facts: NotificationFacts, writer: NotificationWriter) {
  const week = db.prepare('SELECT week_start AS weekStart, seconds, questions FROM notification_practice_weeks WHERE learner_id = ?');
  const putWeek = db.prepare('INSERT OR REPLACE INTO notification_practice_weeks (learner_id, week_start, seconds, questions) VALUES (?, ?, ?, ?)');
  return {
    answered(data: Data<typeof PracticeQuestionAnswered>, place: EventPlace): void {
      if (data.visitor) return;
      const parentUserId = facts.parentOf(data.learnerId);
      if (parentUserId === null) return;
      const thisWeek = isoWeekStart(data.answeredAt);
      const previous = week.get(data.learnerId) as { weekStart: string; seconds: number; questions: number } | undefined;
      if (previous === undefined || previous.weekStart >= thisWeek) {
        // The week goes on (an answer recorded late counts in the week being added up).
        putWeek.run(data.learnerId, previous?.weekStart ?? thisWeek, (previous?.seconds ?? 0) + data.secondsSpent, (previous?.questions ?? 0) + 1);
        return;
      }
      writer.notify(
        {
          recipientUserId: parentUserId,
          kind: 'child_week_practice',
          batchKey: `week:${previous.weekStart}:${data.learnerId}`,
          at: data.answeredAt,
          studentUserIds: [data.learnerId],
          detail: { weekStart: previous.weekStart, minutesPractised: Math.round(previous.seconds / 60), questionsAnswered: previous.questions },
          link: null,
        },
        place,
      );
      putWeek.run(data.learnerId, thisWeek, data.secondsSpent, 1);
    },
    mastered(data: Data<typeof SkillMastered>, place: EventPlace): void {
      const parentUserId = facts.parentOf(data.learnerId);
      if (parentUserId === null) return;
      writer.notify(
        {
          recipientUserId: parentUserId,
          kind: 'child_mastered',
          batchKey: `skill:${data.skillId}`,
          at: data.reachedAt,
          studentUserIds: [data.learnerId],
          detail: skillDetail(data),
          link: skillPagePath(data.subject, data.grade, data.permacode),
        },
        place,
      );
    },
  };
}
