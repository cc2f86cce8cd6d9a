import type { AcknowledgementStatus, IndividualLiveMessage } from '../../../events/live-messages';
import type { AcknowledgementChoice } from './live-message';
import { isExpired } from './message-age';

/** Pure rules over a student's list of messages (newest first). */

export function newestFirst(messages: IndividualLiveMessage[]): IndividualLiveMessage[] {
  return [...messages].sort((a, b) => b.creationDate - a.creationDate);
}

export function countUnacknowledged(messages: readonly IndividualLiveMessage[]): number {
  return messages.filter((message) => message.acknowledgementStatus === 'UNACKNOWLEDGED').length;
}

export function newestCreationDate(messages: readonly IndividualLiveMessage[]): number | null {
  return messages.reduce<number | null>((newest, m) => (newest === null || m.creationDate > newest ? m.creationDate : newest), null);
}

/** Clicking the selected choice again takes it back (spec §4 "Acknowledgement"). */
export function nextStatus(current: AcknowledgementStatus, choice: AcknowledgementChoice): AcknowledgementStatus {
  return current === choice ? 'UNACKNOWLEDGED' : choice;
}

export function withStatus(messages: IndividualLiveMessage[], messageId: string, status: AcknowledgementStatus): IndividualLiveMessage[] {
  return messages.map((m) => (m.messageId === messageId && m.acknowledgementStatus !== status ? { ...m, acknowledgementStatus: status } : m));
}

export function withoutExpired(messages: IndividualLiveMessage[], serverNow: number, expirationIntervalMs: number | null): IndividualLiveMessage[] {
  if (expirationIntervalMs === null) return messages;
  const kept = messages.filter((m) => !isExpired(m.creationDate, serverNow, expirationIntervalMs));
  return kept.length === messages.length ? messages : kept;
}

export interface FetchedFeed {
  messages: IndividualLiveMessage[];
  /** When the server answered, on its clock. */
  serverTime: number;
}

/**
 * The server's list wins, except for the status of a message whose
 * acknowledgement is still on its way (it keeps the optimistic status), and
 * except for messages pushed after the server answered (kept as they are).
 */
export function mergeFeed(current: IndividualLiveMessage[], fetched: FetchedFeed, pendingMessageIds: ReadonlySet<string>): IndividualLiveMessage[] {
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
export function hasNewUnacknowledged(before: readonly IndividualLiveMessage[], after: readonly IndividualLiveMessage[]): boolean {
  const known = new Set(before.map((m) => m.messageId));
  return after.some((m) => !known.has(m.messageId) && m.acknowledgementStatus === 'UNACKNOWLEDGED');
}

/** The last unacknowledged message went away, or every message did: the popover has nothing left to ask. */
export function settles(before: readonly IndividualLiveMessage[], after: readonly IndividualLiveMessage[]): boolean {
  return (countUnacknowledged(before) > 0 && countUnacknowledged(after) === 0) || (before.length > 0 && after.length === 0);
}
