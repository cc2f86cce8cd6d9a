import type { LogDatabase } from '../events/log/log-database';
import {
  acknowledgementStatuses,
  type AcknowledgementStatus,
  type IndividualLiveMessage,
  type LiveMessageBatchSummary,
  type LiveMessageEvent,
} from '../events/live-messages';
import type { Projection } from './projection';

// Read models of live messages: the batches a sender sent, and each student's
// copy with its acknowledgement status (the student feed and the individual
// list view of spec §3). Inline: a student's acknowledgement is visible to the
// next read.

export const liveMessagesProjection: Projection<LiveMessageEvent> = {
  name: 'live-messages',
  version: 1,
  mode: 'inline',
  tables: ['live_message_batches', 'live_message_recipients'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS live_message_batches (
        batch_id TEXT PRIMARY KEY,
        sender_user_id TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        sent_by_administrator INTEGER NOT NULL,
        sender_school_id TEXT,
        sender_district_id TEXT,
        message TEXT NOT NULL,
        creation_date INTEGER NOT NULL,
        recipient_count INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS live_message_batches_sender ON live_message_batches (sender_user_id, creation_date);
      CREATE INDEX IF NOT EXISTS live_message_batches_admin ON live_message_batches (sent_by_administrator, creation_date);
      CREATE TABLE IF NOT EXISTS live_message_recipients (
        message_id TEXT PRIMARY KEY,
        batch_id TEXT NOT NULL,
        student_user_id TEXT NOT NULL,
        acknowledgement_status TEXT NOT NULL,
        acknowledged_at TEXT
      );
      CREATE INDEX IF NOT EXISTS live_message_recipients_student ON live_message_recipients (student_user_id);
      CREATE INDEX IF NOT EXISTS live_message_recipients_batch ON live_message_recipients (batch_id);
    `);
  },
  handlers(db) {
    const insertBatch = db.prepare(
      `INSERT INTO live_message_batches (batch_id, sender_user_id, sender_name, sent_by_administrator, sender_school_id,
         sender_district_id, message, creation_date, recipient_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertRecipient = db.prepare(
      `INSERT INTO live_message_recipients (message_id, batch_id, student_user_id, acknowledgement_status) VALUES (?, ?, ?, 'UNACKNOWLEDGED')`,
    );
    const acknowledge = db.prepare('UPDATE live_message_recipients SET acknowledgement_status = ?, acknowledged_at = ? WHERE message_id = ?');
    return {
      LiveMessageSent: (data) => {
        insertBatch.run(
          data.batchId,
          data.senderUserId,
          data.senderName,
          data.sentByAdministrator ? 1 : 0,
          data.senderSchoolId,
          data.senderDistrictId,
          data.message,
          Date.parse(data.sentAt),
          data.recipients.length,
        );
        for (const recipient of data.recipients) insertRecipient.run(recipient.messageId, data.batchId, recipient.studentUserId);
      },
      LiveMessageAcknowledged: (data, metadata) => acknowledge.run(data.response, metadata.at, data.messageId),
    };
  },
};

const SENT_BATCHES_SHOWN = 50;

export function liveMessagesQueries(db: LogDatabase) {
  const feed = db.prepare(
    `SELECT r.message_id AS messageId, r.batch_id AS batchId, b.sender_name AS teacherName, r.student_user_id AS studentUserId,
            b.sent_by_administrator AS sentByAdministrator, b.message, b.creation_date AS creationDate,
            r.acknowledgement_status AS acknowledgementStatus, b.recipient_count > 1 AS inBatch
     FROM live_message_recipients r JOIN live_message_batches b ON b.batch_id = r.batch_id
     WHERE r.student_user_id = ? AND b.creation_date > ? ORDER BY b.creation_date DESC, b.rowid DESC, r.message_id`,
  );
  const batchOfMessage = db.prepare('SELECT batch_id AS batchId FROM live_message_recipients WHERE message_id = ?');
  const batchesBySender = db.prepare(
    `SELECT batch_id AS batchId, message, creation_date AS creationDate, sender_name AS senderName, sent_by_administrator AS sentByAdministrator
     FROM live_message_batches WHERE sender_user_id = ? ORDER BY creation_date DESC, rowid DESC LIMIT ${SENT_BATCHES_SHOWN}`,
  );
  const batchesByAdministrators = db.prepare(
    `SELECT batch_id AS batchId, message, creation_date AS creationDate, sender_name AS senderName, sent_by_administrator AS sentByAdministrator
     FROM live_message_batches
     WHERE sent_by_administrator = 1 AND ((@schoolId IS NOT NULL AND sender_school_id = @schoolId) OR (@districtId IS NOT NULL AND sender_district_id = @districtId))
     ORDER BY creation_date DESC, rowid DESC LIMIT ${SENT_BATCHES_SHOWN}`,
  );
  const recipientsOfBatch = db.prepare(
    'SELECT student_user_id AS studentUserId, acknowledgement_status AS status FROM live_message_recipients WHERE batch_id = ? ORDER BY student_user_id',
  );

  type BatchRow = Omit<LiveMessageBatchSummary, 'studentUserIdsByAcknowledgementStatus' | 'sentByAdministrator'> & { sentByAdministrator: number };
  const withStatuses = (rows: BatchRow[]): LiveMessageBatchSummary[] =>
    rows.map((row) => {
      const byStatus = Object.fromEntries(acknowledgementStatuses.map((status) => [status, [] as string[]])) as Record<AcknowledgementStatus, string[]>;
      for (const recipient of recipientsOfBatch.all(row.batchId) as { studentUserId: string; status: AcknowledgementStatus }[]) {
        byStatus[recipient.status].push(recipient.studentUserId);
      }
      return { ...row, sentByAdministrator: row.sentByAdministrator === 1, studentUserIdsByAcknowledgementStatus: byStatus };
    });

  return {
    /** A student's messages sent after `since` (ms epoch), newest first. */
    feedOf: (studentUserId: string, since: number): IndividualLiveMessage[] =>
      (feed.all(studentUserId, since) as (Omit<IndividualLiveMessage, 'sentByAdministrator' | 'inBatch'> & { sentByAdministrator: number; inBatch: number })[]).map(
        (row) => ({ ...row, sentByAdministrator: row.sentByAdministrator === 1, inBatch: row.inBatch === 1 }),
      ),
    batchIdOfMessage: (messageId: string) => (batchOfMessage.get(messageId) as { batchId: string } | undefined)?.batchId ?? null,
    batchesSentBy: (senderUserId: string) => withStatuses(batchesBySender.all(senderUserId) as BatchRow[]),
    batchesSentByAdministratorsOf: (scope: { schoolId: string | null; districtId: string | null }) =>
      withStatuses(batchesByAdministrators.all(scope) as BatchRow[]),
  };
}
