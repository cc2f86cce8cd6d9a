import type { TimeTravelRow, TimeTravelViewName } from '../../events/explorer';
import type { LogDatabase } from '../../events/log/log-database';
import { focusSessionsQueries } from '../../projections/focus-sessions';
import { practiceQueries } from '../../projections/practice';

/** Rows one snapshot shows at most. */
export const TIME_TRAVEL_ROWS_SHOWN = 2_000;

/**
 * A read model the explorer can show as it was at a position: the projections
 * to replay into the scratch database, what the subject names, and the query
 * (the product's own queries where one fits) that reads its rows there.
 */
export interface TimeTravelView {
  name: TimeTravelViewName;
  /** Projection names (projections/all-projections.ts) replayed into the scratch database. */
  projections: readonly string[];
  /** What the subject is: checked before anything is replayed. */
  subject: RegExp;
  columns: readonly string[];
  key: string;
  rows(db: LogDatabase, subject: string): TimeTravelRow[];
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);

export const timeTravelViewsByName: Readonly<Record<TimeTravelViewName, TimeTravelView>> = {
  // A class's live messages: each copy sent to a student enrolled in the class (then), with its acknowledgement.
  'class-live-messages': {
    name: 'class-live-messages',
    projections: ['school-directory', 'live-messages'],
    subject: /^[A-Za-z0-9_-]{1,64}$/,
    columns: ['messageId', 'studentUserId', 'sentAt', 'sender', 'message', 'status'],
    key: 'messageId',
    rows: (db, classId) =>
      (
        db
          .prepare(
            `SELECT r.message_id AS messageId, r.student_user_id AS studentUserId, b.creation_date AS sentAt, b.sender_name AS sender,
                    b.message, r.acknowledgement_status AS status
             FROM live_message_recipients r
             JOIN live_message_batches b ON b.batch_id = r.batch_id
             JOIN directory_enrollments e ON e.student_user_id = r.student_user_id AND e.class_id = ?
             ORDER BY b.creation_date, r.message_id LIMIT ?`,
          )
          .all(classId, TIME_TRAVEL_ROWS_SHOWN) as { messageId: string; studentUserId: string; sentAt: number; sender: string; message: string; status: string }[]
      ).map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString(), message: plainText(row.message) })),
  },
  // A focus session's participants and their status (in, opted out, removed).
  'focus-session-participants': {
    name: 'focus-session-participants',
    projections: ['focus-sessions'],
    subject: /^\d{1,15}$/,
    columns: ['studentUserId', 'status'],
    key: 'studentUserId',
    rows: (db, focusSessionId) => focusSessionsQueries(db).participants(Number(focusSessionId)).slice(0, TIME_TRAVEL_ROWS_SHOWN),
  },
  // A student's SmartScores, one row per skill practised.
  'student-smartscores': {
    name: 'student-smartscores',
    projections: ['practice'],
    subject: /^[A-Za-z0-9_-]{1,64}$/,
    columns: ['skillId', 'permacode', 'smartScore', 'questionsAnswered', 'proficient', 'mastered'],
    key: 'skillId',
    rows: (db, userId) =>
      practiceQueries(db)
        .skillScoresOf(userId)
        .sort((a, b) => a.skillId - b.skillId)
        .slice(0, TIME_TRAVEL_ROWS_SHOWN)
        .map(({ skillId, permacode, smartScore, questionsAnswered, proficient, mastered }) => ({ skillId, permacode, smartScore, questionsAnswered, proficient, mastered })),
  },
};
