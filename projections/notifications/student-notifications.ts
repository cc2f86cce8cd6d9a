import type { EventOf } from '../../events/log/event-schemas';
import type { LogDatabase } from '../../events/log/log-database';
import type { FocusSessionStarted } from '../../events/focus-sessions';
import type { LiveMessageSent } from '../../events/live-messages';
import { sameQuestionModeURLNamespace, type SameQuestionRoomStarted } from '../../events/same-question-mode';
import type { NotificationFacts } from './notification-facts';
import type { EventPlace, NotificationWriter } from './notification-writer';

// Students' notifications (CLARIFICATIONS "Issue 16"): a live message sent to
// them, a focus session they were put in, a same-question room they were invited
// to. One notification each (the batch key is the message, session or room).

/** Characters of a live message's text kept in notifications. */
export const MESSAGE_EXCERPT_LENGTH = 80;

const entities: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The plain text of a sanitized live message, shortened to MESSAGE_EXCERPT_LENGTH (an ellipsis when cut). */
export function messageExcerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= MESSAGE_EXCERPT_LENGTH ? text : `${text.slice(0, MESSAGE_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

type Data<Definition> = EventOf<Definition>['data'];

export function studentNotifications(db: LogDatabase, facts: NotificationFacts, writer: NotificationWriter) {
  const putExcerpt = db.prepare('INSERT OR REPLACE INTO notification_message_excerpts (batch_id, excerpt) VALUES (?, ?)');
  return {
    liveMessageSent(data: Data<typeof LiveMessageSent>, place: EventPlace): void {
      const excerpt = messageExcerpt(data.message);
      putExcerpt.run(data.batchId, excerpt);
      for (const { studentUserId } of data.recipients) {
        writer.notify(
          {
            recipientUserId: studentUserId,
            kind: 'live_message',
            batchKey: `message:${data.batchId}`,
            at: data.sentAt,
            studentUserIds: [],
            detail: { batchId: data.batchId, messageExcerpt: excerpt, teacherName: data.senderName },
            link: null,
          },
          place,
        );
      }
    },
    focusSessionStarted(data: Data<typeof FocusSessionStarted>, place: EventPlace): void {
      const teacherName = facts.person(data.teacherUserId)?.displayName ?? '';
      for (const studentUserId of data.studentUserIds) {
        writer.notify(
          {
            recipientUserId: studentUserId,
            kind: 'focus_session',
            batchKey: `focus:${data.focusSessionId}`,
            at: data.startedAt,
            studentUserIds: [],
            detail: { focusSessionId: data.focusSessionId, teacherName, endsAt: data.endsAt },
            link: null,
          },
          place,
        );
      }
    },
    roomStarted(data: Data<typeof SameQuestionRoomStarted>, place: EventPlace): void {
      for (const { studentUserId } of data.students) {
        writer.notify(
          {
            recipientUserId: studentUserId,
            kind: 'room_invitation',
            batchKey: `room:${data.roomId}`,
            at: data.startedAt,
            studentUserIds: [],
            detail: { roomId: data.roomId, teacherName: data.teacherDisplayName, title: data.title, jamMode: data.jamMode, endsAt: data.endsAt },
            link: `${sameQuestionModeURLNamespace}${data.groupJamPracticeURL}/${data.roomId}`,
          },
          place,
        );
      }
    },
  };
}
