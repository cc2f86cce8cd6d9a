import type { IndividualLiveMessage, SentLiveMessageBatch } from '../../../events/live-messages';

/** Messages and batches shaped like the server's, for this feature's tests. */

/** Ms. Rivera's message `messageId` to Ava, unanswered; its text is `<p>Message <id></p>`. */
export function liveMessage(messageId: string, overrides: Partial<IndividualLiveMessage> = {}): IndividualLiveMessage {
  return {
    messageId,
    batchId: `b-${messageId}`,
    teacherName: 'Ms. Rivera',
    studentUserId: 'u_ava_b',
    sentByAdministrator: false,
    message: `<p>Message ${messageId}</p>`,
    creationDate: 0,
    acknowledgementStatus: 'UNACKNOWLEDGED',
    inBatch: true,
    ...overrides,
  };
}

/** Ms. Rivera's batch `b1` "Eyes up" to Ava and Noah, both unanswered. */
export function sentBatch(overrides: Partial<SentLiveMessageBatch> = {}): SentLiveMessageBatch {
  return {
    batchId: 'b1',
    message: '<p>Eyes up</p>',
    creationDate: 0,
    senderName: 'Ms. Rivera',
    sentByAdministrator: false,
    studentUserIdsByAcknowledgementStatus: { UNACKNOWLEDGED: ['u_ava_b', 'u_noah_c'], GOT_IT: [], THANK_YOU: [], CONFUSED: [], NO: [] },
    students: { u_ava_b: 'Ava B.', u_noah_c: 'Noah C.' },
    ...overrides,
  };
}
