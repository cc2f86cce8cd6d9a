import { z } from 'zod';
import type { AcknowledgementStatus, IndividualLiveMessage, SentLiveMessageBatch } from '../../../events/live-messages';
import { fetchClassesWithStudents, type ClassWithStudents } from '../../shared/classes/classes-with-students';
import { getJson, postForm } from '../../shared/http/json-request';
import { acknowledgementStatusSchema, individualMessageSchema, type TimedList } from './live-message';

/** The `/liveMessage/*` calls. Each rejects with an HttpError carrying the server's error key. */

const clock = { expirationIntervalMs: z.number(), serverTime: z.number() };

/** `GET /liveMessage/fetchMessages`: the student's feed. */
export const fetchMessagesSchema = z
  .object({ messages: z.array(individualMessageSchema), ...clock })
  .transform(({ messages, ...times }): TimedList<IndividualLiveMessage> => ({ items: messages, ...times }));

export function fetchMessages(): Promise<TimedList<IndividualLiveMessage>> {
  return getJson('/liveMessage/fetchMessages', fetchMessagesSchema);
}

export interface AcknowledgeRequest {
  messageId: string;
  response: AcknowledgementStatus;
}

/** `POST /liveMessage/acknowledgeMessage`: the status the server stored. */
export const acknowledgedSchema = z.object({ acknowledgementStatus: acknowledgementStatusSchema });

export async function acknowledgeMessage(request: AcknowledgeRequest): Promise<AcknowledgeRequest> {
  const form = new URLSearchParams({ messageId: request.messageId, response: request.response });
  const { acknowledgementStatus } = await postForm('/liveMessage/acknowledgeMessage', form, acknowledgedSchema);
  return { messageId: request.messageId, response: acknowledgementStatus };
}

export const sentBatchSchema = z.object({
  batchId: z.string(),
  message: z.string(),
  creationDate: z.number(),
  senderName: z.string(),
  sentByAdministrator: z.boolean(),
  studentUserIdsByAcknowledgementStatus: z.record(acknowledgementStatusSchema, z.array(z.string())),
  students: z.record(z.string(), z.string()),
}) satisfies z.ZodType<SentLiveMessageBatch>;

/** `GET /liveMessage/sentBatches`: the sender's batches. */
export const sentBatchesSchema = z
  .object({ batches: z.array(sentBatchSchema), ...clock })
  .transform(({ batches, ...times }): TimedList<SentLiveMessageBatch> => ({ items: batches, ...times }));

export function fetchSentBatches(): Promise<TimedList<SentLiveMessageBatch>> {
  return getJson('/liveMessage/sentBatches', sentBatchesSchema);
}

/** `GET /liveMessage/recipients`: the classes (and their students) the sender may write to. */
export function fetchRecipients(): Promise<ClassWithStudents[]> {
  return fetchClassesWithStudents('/liveMessage/recipients');
}

export type Recipients = { classId: string } | { studentUserIds: string[] };

/** `POST /liveMessage/sendMessage`: the new batch's id. */
export const sentSchema = z.object({ batchId: z.string() });

/** `idempotencyKey`: one per composed message, so sending it again after a lost answer sends it once. */
export function sendMessage(message: string, recipients: Recipients, idempotencyKey?: string): Promise<{ batchId: string }> {
  const form = new URLSearchParams({ message });
  if ('classId' in recipients) form.set('classId', recipients.classId);
  else for (const userId of recipients.studentUserIds) form.append('studentUserIds', userId);
  return postForm('/liveMessage/sendMessage', form, sentSchema, idempotencyKey ? { idempotencyKey } : {});
}
