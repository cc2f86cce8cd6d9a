import { getJson, postForm } from '../../shared/http/json-request';
import {
  isAcknowledgementStatus,
  parseFetchMessages,
  parseRecipients,
  parseSentBatches,
  type AcknowledgementStatus,
  type IndividualMessage,
  type RecipientClass,
  type SentBatch,
  type TimedList,
} from './live-message';

/** The `/liveMessage/*` calls. Each rejects with an HttpError carrying the server's error key. */

export async function fetchMessages(): Promise<TimedList<IndividualMessage>> {
  return parseFetchMessages(await getJson('/liveMessage/fetchMessages'));
}

export interface AcknowledgeRequest {
  messageId: string;
  response: AcknowledgementStatus;
}

export async function acknowledgeMessage(request: AcknowledgeRequest): Promise<AcknowledgeRequest> {
  const body = await postForm(
    '/liveMessage/acknowledgeMessage',
    new URLSearchParams({ messageId: request.messageId, response: request.response }),
  );
  const status = (body as { acknowledgementStatus?: unknown } | undefined)?.acknowledgementStatus;
  return { messageId: request.messageId, response: isAcknowledgementStatus(status) ? status : request.response };
}

export async function fetchSentBatches(): Promise<TimedList<SentBatch>> {
  return parseSentBatches(await getJson('/liveMessage/sentBatches'));
}

export async function fetchRecipients(): Promise<RecipientClass[]> {
  return parseRecipients(await getJson('/liveMessage/recipients'));
}

export type Recipients = { classId: string } | { studentUserIds: string[] };

export async function sendMessage(message: string, recipients: Recipients): Promise<{ batchId: string }> {
  const form = new URLSearchParams({ message });
  if ('classId' in recipients) form.set('classId', recipients.classId);
  else for (const userId of recipients.studentUserIds) form.append('studentUserIds', userId);
  const body = await postForm('/liveMessage/sendMessage', form);
  const batchId = (body as { batchId?: unknown } | undefined)?.batchId;
  return { batchId: typeof batchId === 'string' ? batchId : '' };
}
