/** Live messages as the client reads them (spec §3): statuses, and the push payloads' schemas. */
import { z } from 'zod';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import { acknowledgementStatuses, type AcknowledgementStatus } from '../../../events/live-messages/acknowledgement-statuses';

export const acknowledgementStatusSchema = z.enum(acknowledgementStatuses) satisfies z.ZodType<AcknowledgementStatus>;

/** The four choices a student can pick (spec §4 "Acknowledgement"), in button order. */
export const ACKNOWLEDGEMENT_CHOICES = ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO'] as const;
export type AcknowledgementChoice = (typeof ACKNOWLEDGEMENT_CHOICES)[number];

/** A message addressed to one student: the LIVE_MESSAGE push payload and the feed's row (HTML sanitized again before it is shown). */
export const individualMessageSchema = z.object({
  messageId: z.string(),
  batchId: z.string(),
  teacherName: z.string(),
  studentUserId: z.string(),
  sentByAdministrator: z.boolean(),
  message: z.string(),
  creationDate: z.number(),
  acknowledgementStatus: acknowledgementStatusSchema,
  inBatch: z.boolean(),
}) satisfies z.ZodType<IndividualLiveMessage>;

/** The `LIVE_MESSAGE_ACKNOWLEDGED` push a sender receives (`previous` is UNACKNOWLEDGED when absent). */
export const acknowledgedPushSchema = z.object({
  batchId: z.string(),
  messageId: z.string(),
  studentUserId: z.string(),
  acknowledgementStatus: acknowledgementStatusSchema,
  previous: acknowledgementStatusSchema.catch('UNACKNOWLEDGED'),
});

export type AcknowledgedPush = z.output<typeof acknowledgedPushSchema>;

/** A list with the clock it was read at; `offsetMs` turns this browser's clock into the server's. */
export interface TimedList<T> {
  items: T[];
  expirationIntervalMs: number;
  serverTime: number;
}

/** A LIVE_MESSAGE push's message; null when it is not one. */
export function parseIndividualMessage(value: unknown): IndividualLiveMessage | null {
  const parsed = individualMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A LIVE_MESSAGE_ACKNOWLEDGED push; null when it is not one. */
export function parseAcknowledgedPush(value: unknown): AcknowledgedPush | null {
  const parsed = acknowledgedPushSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
