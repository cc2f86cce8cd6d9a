import type { AcknowledgementChoice, AcknowledgementStatus, IndividualMessage } from './live-message';
import { isExpired } from './message-age';

/** Pure rules over a student's list of messages (newest first). */

export function newestFirst(messages: IndividualMessage[]): IndividualMessage[] {
  return [...messages].sort((a, b) => b.creationDate - a.creationDate);
}

export function countUnacknowledged(messages: readonly IndividualMessage[]): number {
  return messages.filter((message) => message.acknowledgementStatus === 'UNACKNOWLEDGED').length;
}

export function newestCreationDate(messages: readonly IndividualMessage[]): number | null {
  return messages.reduce<number | null>((newest, m) => (newest === null || m.creationDate > newest ? m.creationDate : newest), null);
}

/** Clicking the selected choice again takes it back (spec §4 "Acknowledgement"). */
export function nextStatus(current: AcknowledgementStatus, choice: AcknowledgementChoice): AcknowledgementStatus {
  return current === choice ? 'UNACKNOWLEDGED' : choice;
}

export function withStatus(messages: IndividualMessage[], messageId: string, status: AcknowledgementStatus): IndividualMessage[] {
  return messages.map((m) => (m.messageId === messageId && m.acknowledgementStatus !== status ? { ...m, acknowledgementStatus: status } : m));
}

export function withoutExpired(messages: IndividualMessage[], serverNow: number, expirationIntervalMs: number | null): IndividualMessage[] {
  if (expirationIntervalMs === null) return messages;
  const kept = messages.filter((m) => !isExpired(m.creationDate, serverNow, expirationIntervalMs));
  return kept.length === messages.length ? messages : kept;
}

export interface FetchedFeed {
  messages: IndividualMessage[];
  /** When the server answered, on its clock. */
  serverTime: number;
}

/**
 * The server's list wins, except for the status of a message whose
 * acknowledgement is still on its way (it keeps the optimistic status), and
 * except for messages pushed after the server answered (kept as they are).
 */
export function mergeFeed(current: IndividualMessage[], fetched: FetchedFeed, pendingMessageIds: ReadonlySet<string>): IndividualMessage[] {
  const currentById = new Map(current.map((m) => [m.messageId, m]));
  const fetchedIds = new Set(fetched.messages.map((m) => m.messageId));
  const merged = fetched.messages.map((m) => {
    const local = currentById.get(m.messageId);
    return local !== undefined && pendingMessageIds.has(m.messageId) ? { ...m, acknowledgementStatus: local.acknowledgementStatus } : m;
  });
  const pushedSince = current.filter((m) => !fetchedIds.has(m.messageId) && m.creationDate > fetched.serverTime);
  return newestFirst([...merged, ...pushedSince]);
}

/** Messages in `after` that `before` did not have and that still wait for an answer. */
export function hasNewUnacknowledged(before: readonly IndividualMessage[], after: readonly IndividualMessage[]): boolean {
  const known = new Set(before.map((m) => m.messageId));
  return after.some((m) => !known.has(m.messageId) && m.acknowledgementStatus === 'UNACKNOWLEDGED');
}

/** The last unacknowledged message went away, or every message did: the popover has nothing left to ask. */
export function settles(before: readonly IndividualMessage[], after: readonly IndividualMessage[]): boolean {
  return (countUnacknowledged(before) > 0 && countUnacknowledged(after) === 0) || (before.length > 0 && after.length === 0);
}
