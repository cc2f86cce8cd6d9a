import type { AcknowledgementStatus, IndividualLiveMessage } from '../../../events/live-messages';
import type { AcknowledgementChoice } from './live-message';
import { nextStatus, withStatus } from './message-feed';

/**
 * Acknowledgements go to the server one at a time, in click order. Each click
 * shows its status at once (optimistic) and remembers the status before it,
 * to go back to if the call fails (spec §4, §8).
 */

export interface PendingAcknowledgement {
  messageId: string;
  response: AcknowledgementStatus;
  previous: AcknowledgementStatus;
}

export interface AcknowledgementState {
  messages: IndividualLiveMessage[];
  queue: PendingAcknowledgement[];
}

/** A student's click; null when the message is unknown. */
export function enqueueChoice(state: AcknowledgementState, messageId: string, choice: AcknowledgementChoice): AcknowledgementState | null {
  const message = state.messages.find((m) => m.messageId === messageId);
  if (message === undefined) return null;
  const previous = message.acknowledgementStatus;
  const response = nextStatus(previous, choice);
  return {
    messages: withStatus(state.messages, messageId, response),
    queue: [...state.queue, { messageId, response, previous }],
  };
}

/** The server accepted the head of the queue. */
export function confirmHead(state: AcknowledgementState, confirmed: { messageId: string; response: AcknowledgementStatus }): AcknowledgementState {
  const [, ...rest] = state.queue;
  // A later click on the same message is still queued: its optimistic status stays on screen.
  const superseded = rest.some((pending) => pending.messageId === confirmed.messageId);
  return { queue: rest, messages: superseded ? state.messages : withStatus(state.messages, confirmed.messageId, confirmed.response) };
}

/** The head of the queue failed: its message goes back to the status before the click. */
export function revertHead(state: AcknowledgementState): AcknowledgementState & { revertedMessageId: string | null } {
  const [failed, ...rest] = state.queue;
  if (failed === undefined) return { ...state, revertedMessageId: null };
  const nextIndex = rest.findIndex((pending) => pending.messageId === failed.messageId);
  if (nextIndex >= 0) {
    // The failed choice never happened, so the next click's "previous" is this one's.
    const queue = rest.map((pending, index) => (index === nextIndex ? { ...pending, previous: failed.previous } : pending));
    return { messages: state.messages, queue, revertedMessageId: null };
  }
  return { queue: rest, messages: withStatus(state.messages, failed.messageId, failed.previous), revertedMessageId: failed.messageId };
}
