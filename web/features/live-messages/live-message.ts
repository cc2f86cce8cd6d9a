/** Live messages as the client reads them (spec §3), and readers for the server's answers. */
import type { AcknowledgementStatus, IndividualLiveMessage } from '../../../events/live-messages';

export type { AcknowledgementStatus };
export const ACKNOWLEDGEMENT_STATUSES = ['UNACKNOWLEDGED', 'GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO'] as const satisfies readonly AcknowledgementStatus[];

/** The four choices a student can pick (spec §4 "Acknowledgement"), in button order. */
export const ACKNOWLEDGEMENT_CHOICES = ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO'] as const;
export type AcknowledgementChoice = (typeof ACKNOWLEDGEMENT_CHOICES)[number];

/** A message addressed to one student (the push payload and the feed row; HTML sanitized again before it is shown). */
export type IndividualMessage = IndividualLiveMessage;

/** One send, as its sender sees it. */
export interface SentBatch {
  batchId: string;
  message: string;
  creationDate: number;
  senderName: string;
  sentByAdministrator: boolean;
  studentUserIdsByAcknowledgementStatus: Record<AcknowledgementStatus, string[]>;
  /** userId → display name. */
  students: Record<string, string>;
}

/** The `LIVE_MESSAGE_ACKNOWLEDGED` push a sender receives. */
export interface AcknowledgedPush {
  batchId: string;
  messageId: string;
  studentUserId: string;
  acknowledgementStatus: AcknowledgementStatus;
  previous: AcknowledgementStatus;
}

export interface RecipientClass {
  classId: string;
  name: string;
  grade: number | null;
  students: { userId: string; displayName: string }[];
}

export function isAcknowledgementStatus(value: unknown): value is AcknowledgementStatus {
  return typeof value === 'string' && (ACKNOWLEDGEMENT_STATUSES as readonly string[]).includes(value);
}

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Null when the value is not an individual message. */
export function parseIndividualMessage(value: unknown): IndividualMessage | null {
  const f = fields(value);
  if (
    f === null ||
    !isString(f.messageId) ||
    !isString(f.message) ||
    !isTime(f.creationDate) ||
    !isAcknowledgementStatus(f.acknowledgementStatus)
  ) {
    return null;
  }
  return {
    messageId: f.messageId,
    batchId: isString(f.batchId) ? f.batchId : '',
    teacherName: isString(f.teacherName) ? f.teacherName : '',
    studentUserId: isString(f.studentUserId) ? f.studentUserId : '',
    sentByAdministrator: f.sentByAdministrator === true,
    message: f.message,
    creationDate: f.creationDate,
    acknowledgementStatus: f.acknowledgementStatus,
    inBatch: f.inBatch === true,
  };
}

/** A list with the clock it was read at; `offsetMs` turns this browser's clock into the server's. */
export interface TimedList<T> {
  items: T[];
  expirationIntervalMs: number;
  serverTime: number;
}

function parseTimed<T>(body: unknown, key: string, parseItem: (value: unknown) => T | null): TimedList<T> {
  const f = fields(body) ?? {};
  const list = Array.isArray(f[key]) ? (f[key] as unknown[]) : [];
  if (!isTime(f.expirationIntervalMs) || !isTime(f.serverTime)) throw new Error(`Malformed ${key} response`);
  return {
    items: list.map(parseItem).filter((item): item is T => item !== null),
    expirationIntervalMs: f.expirationIntervalMs,
    serverTime: f.serverTime,
  };
}

export function parseFetchMessages(body: unknown): TimedList<IndividualMessage> {
  return parseTimed(body, 'messages', parseIndividualMessage);
}

export function parseSentBatch(value: unknown): SentBatch | null {
  const f = fields(value);
  const byStatus = fields(f?.studentUserIdsByAcknowledgementStatus);
  if (f === null || byStatus === null || !isString(f.batchId) || !isString(f.message) || !isTime(f.creationDate)) return null;
  const students = fields(f.students) ?? {};
  return {
    batchId: f.batchId,
    message: f.message,
    creationDate: f.creationDate,
    senderName: isString(f.senderName) ? f.senderName : '',
    sentByAdministrator: f.sentByAdministrator === true,
    studentUserIdsByAcknowledgementStatus: Object.fromEntries(
      ACKNOWLEDGEMENT_STATUSES.map((status) => {
        const ids = byStatus[status];
        return [status, Array.isArray(ids) ? ids.filter(isString) : []];
      }),
    ) as Record<AcknowledgementStatus, string[]>,
    students: Object.fromEntries(Object.entries(students).filter((entry): entry is [string, string] => isString(entry[1]))),
  };
}

export function parseSentBatches(body: unknown): TimedList<SentBatch> {
  return parseTimed(body, 'batches', parseSentBatch);
}

export function parseAcknowledgedPush(value: unknown): AcknowledgedPush | null {
  const f = fields(value);
  if (
    f === null ||
    !isString(f.batchId) ||
    !isString(f.messageId) ||
    !isString(f.studentUserId) ||
    !isAcknowledgementStatus(f.acknowledgementStatus)
  ) {
    return null;
  }
  return {
    batchId: f.batchId,
    messageId: f.messageId,
    studentUserId: f.studentUserId,
    acknowledgementStatus: f.acknowledgementStatus,
    previous: isAcknowledgementStatus(f.previous) ? f.previous : 'UNACKNOWLEDGED',
  };
}

export function parseRecipients(body: unknown): RecipientClass[] {
  const classes = fields(body)?.classes;
  if (!Array.isArray(classes)) throw new Error('Malformed recipients response');
  return classes.flatMap((value): RecipientClass[] => {
    const f = fields(value);
    if (f === null || !isString(f.classId) || !isString(f.name)) return [];
    const students = Array.isArray(f.students) ? f.students : [];
    return [
      {
        classId: f.classId,
        name: f.name,
        grade: typeof f.grade === 'number' ? f.grade : null,
        students: students.flatMap((student) => {
          const s = fields(student);
          return s !== null && isString(s.userId) && isString(s.displayName) ? [{ userId: s.userId, displayName: s.displayName }] : [];
        }),
      },
    ];
  });
}
