import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import type { PushMessage } from './log/push';
import { userSubjects } from './log/push';
import { defineEvent, type EventOf } from './log/event-schemas';
import { acknowledgementStatuses, type AcknowledgementStatus } from './live-messages/acknowledgement-statuses';

// Live messages (spec §2.8, §2.24, §4 "Acknowledgement"): a teacher or an
// administrator sends one message to many students (a batch, stream
// `live-message-batch:<batchId>`); each student acknowledges their copy.

export { acknowledgementStatuses, type AcknowledgementStatus } from './live-messages/acknowledgement-statuses';
export const acknowledgementStatus = z.enum(acknowledgementStatuses);

/** Students see a message for this long after it was sent (docs/live-messages.md). */
export const LIVE_MESSAGE_EXPIRATION_MS = 60 * 60 * 1000;
export const LIVE_MESSAGE_MAX_LENGTH = 5_000;

export const LiveMessageSent = defineEvent({
  type: 'LiveMessageSent',
  schemaVersion: 1,
  schema: z.object({
    batchId: id,
    senderUserId: id,
    senderName: z.string(),
    sentByAdministrator: z.boolean(),
    senderSchoolId: id.nullable(),
    senderDistrictId: id.nullable(),
    /** Sanitized HTML (the server's allowlist). */
    message: z.string().min(1).max(LIVE_MESSAGE_MAX_LENGTH),
    sentAt: z.iso.datetime(),
    recipients: z.array(z.object({ messageId: id, studentUserId: id })).min(1),
  }),
});

export const LiveMessageAcknowledged = defineEvent({
  type: 'LiveMessageAcknowledged',
  schemaVersion: 1,
  schema: z.object({
    batchId: id,
    messageId: id,
    studentUserId: id,
    senderUserId: id,
    response: acknowledgementStatus,
    previous: acknowledgementStatus,
  }),
});

export const liveMessageEvents = [LiveMessageSent, LiveMessageAcknowledged] as const;
export type LiveMessageEvent = EventOf<(typeof liveMessageEvents)[number]>;

export interface LiveMessageSender {
  userId: string;
  displayName: string;
  role: string;
  schoolId: string | null;
  districtId: string | null;
}

export type LiveMessageCommand =
  | {
      type: 'SendLiveMessage';
      data: {
        batchId: string;
        sender: LiveMessageSender;
        message: string;
        /** The class picked as a whole, if one was (its students are the recipients). */
        classId: string | null;
        recipients: { messageId: string; studentUserId: string }[];
        /** The classes and students this sender may message (their classes, school or district). */
        reachableClassIds: ReadonlySet<string>;
        reachableStudentUserIds: ReadonlySet<string>;
        now: Date;
      };
    }
  | {
      type: 'AcknowledgeMessage';
      data: { messageId: string; actor: { userId: string; role: string }; response: AcknowledgementStatus; now: Date };
    };

export interface LiveMessageBatchState {
  batchId: string | null;
  senderUserId: string | null;
  sentAt: number;
  /** messageId → the student it is addressed to and their current status. */
  recipients: ReadonlyMap<string, { studentUserId: string; status: AcknowledgementStatus }>;
}

const senderRoles = new Set(['teacher', 'school_administrator', 'district_administrator']);

/** Spec §6: teachers and administrators send live messages (and see what was sent); students receive them. */
export function isLiveMessageSender(role: string): boolean {
  return senderRoles.has(role);
}

export const liveMessages = {
  initialState: (): LiveMessageBatchState => ({ batchId: null, senderUserId: null, sentAt: 0, recipients: new Map() }),

  evolve(state: LiveMessageBatchState, event: LiveMessageEvent): LiveMessageBatchState {
    switch (event.type) {
      case 'LiveMessageSent':
        return {
          batchId: event.data.batchId,
          senderUserId: event.data.senderUserId,
          sentAt: Date.parse(event.data.sentAt),
          recipients: new Map(event.data.recipients.map((r) => [r.messageId, { studentUserId: r.studentUserId, status: 'UNACKNOWLEDGED' as const }])),
        };
      case 'LiveMessageAcknowledged': {
        const recipients = new Map(state.recipients);
        recipients.set(event.data.messageId, { studentUserId: event.data.studentUserId, status: event.data.response });
        return { ...state, recipients };
      }
      default:
        return state;
    }
  },

  decide(command: LiveMessageCommand, state: LiveMessageBatchState): LiveMessageEvent[] {
    switch (command.type) {
      case 'SendLiveMessage': {
        const { sender, message, classId, recipients, reachableClassIds, reachableStudentUserIds, batchId, now } = command.data;
        if (!isLiveMessageSender(sender.role)) throw new DomainError('live_message.not_a_sender', 403);
        if (classId !== null && !reachableClassIds.has(classId)) throw new DomainError('live_message.student_not_in_reach', 403);
        if (state.batchId !== null) throw new DomainError('live_message.batch_exists', 409);
        if (message.trim() === '') throw new DomainError('live_message.empty_message', 400);
        if (message.length > LIVE_MESSAGE_MAX_LENGTH) throw new DomainError('live_message.message_too_long', 400);
        if (recipients.length === 0) throw new DomainError('live_message.no_recipients', 400);
        if (recipients.some((r) => !reachableStudentUserIds.has(r.studentUserId))) {
          throw new DomainError('live_message.student_not_in_reach', 403);
        }
        return [
          {
            type: 'LiveMessageSent',
            data: {
              batchId,
              senderUserId: sender.userId,
              senderName: sender.displayName,
              sentByAdministrator: sender.role !== 'teacher',
              senderSchoolId: sender.schoolId,
              senderDistrictId: sender.districtId,
              message,
              sentAt: now.toISOString(),
              recipients,
            },
          },
        ];
      }
      case 'AcknowledgeMessage': {
        const { messageId, actor, response, now } = command.data;
        if (actor.role !== 'student') throw new DomainError('live_message.sender_cannot_acknowledge', 403);
        const recipient = state.recipients.get(messageId);
        if (!recipient || state.batchId === null || state.senderUserId === null) {
          throw new DomainError('live_message.unknown_message', 400);
        }
        if (recipient.studentUserId !== actor.userId) throw new DomainError('live_message.not_addressed', 403);
        if (now.getTime() - state.sentAt > LIVE_MESSAGE_EXPIRATION_MS) throw new DomainError('live_message.expired', 400);
        if (recipient.status === response) return [];
        return [
          {
            type: 'LiveMessageAcknowledged',
            data: {
              batchId: state.batchId,
              messageId,
              studentUserId: actor.userId,
              senderUserId: state.senderUserId,
              response,
              previous: recipient.status,
            },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const liveMessageStreams = {
  batch: (batchId: string) => `live-message-batch:${batchId}`,
  /**
   * One student's acknowledgements of their copy (issue 26): the student alone decides
   * them, so classmates tapping at once never contend for one stream. Decided over the
   * batch's stream (read, not guarded: a sent batch never changes its recipients), which
   * also holds the acknowledgements recorded before this stream existed.
   */
  acknowledgement: (messageId: string) => `live-message-ack:${messageId}`,
};

/** One send as its sender (or a fellow administrator) sees it: the read model's row. */
export interface LiveMessageBatchSummary {
  batchId: string;
  message: string;
  creationDate: number;
  senderName: string;
  sentByAdministrator: boolean;
  studentUserIdsByAcknowledgementStatus: Record<AcknowledgementStatus, string[]>;
}

/** `GET /liveMessage/sentBatches`' batch: the summary with the recipients' names (userId → display name). */
export interface SentLiveMessageBatch extends LiveMessageBatchSummary {
  students: Record<string, string>;
}

/** The student's copy of a message: spec §3 "Live message (individual, list view)"; the push payload and the feed's rows. */
export interface IndividualLiveMessage {
  messageId: string;
  batchId: string;
  teacherName: string;
  studentUserId: string;
  sentByAdministrator: boolean;
  /** Sanitized HTML. */
  message: string;
  /** Epoch milliseconds. */
  creationDate: number;
  acknowledgementStatus: AcknowledgementStatus;
  inBatch: boolean;
}

export function individualMessage(data: EventOf<typeof LiveMessageSent>['data'], messageId: string, studentUserId: string): IndividualLiveMessage {
  return {
    messageId,
    batchId: data.batchId,
    teacherName: data.senderName,
    studentUserId,
    sentByAdministrator: data.sentByAdministrator,
    message: data.message,
    creationDate: Date.parse(data.sentAt),
    acknowledgementStatus: 'UNACKNOWLEDGED',
    inBatch: data.recipients.length > 1,
  };
}

/** LIVE_MESSAGE to each addressed student; each acknowledgement to the sender. */
export function liveMessagePushes(event: { type: string; data: unknown }): PushMessage[] {
  if (event.type === 'LiveMessageSent') {
    const data = event.data as EventOf<typeof LiveMessageSent>['data'];
    return data.recipients.map(({ messageId, studentUserId }) => ({
      subject: userSubjects(studentUserId).general,
      payload: { event: 'LIVE_MESSAGE', message: individualMessage(data, messageId, studentUserId) },
    }));
  }
  if (event.type === 'LiveMessageAcknowledged') {
    const data = event.data as EventOf<typeof LiveMessageAcknowledged>['data'];
    return [
      {
        subject: userSubjects(data.senderUserId).general,
        payload: {
          event: 'LIVE_MESSAGE_ACKNOWLEDGED',
          batchId: data.batchId,
          messageId: data.messageId,
          studentUserId: data.studentUserId,
          acknowledgementStatus: data.response,
          previous: data.previous,
        },
      },
    ];
  }
  return [];
}
