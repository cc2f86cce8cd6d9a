import { assign, fromPromise, not, raise, setup, type SnapshotFrom } from 'xstate';
import { confirmHead, enqueueChoice, revertHead, type PendingAcknowledgement } from './acknowledgement-queue';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import type { AcknowledgementChoice, TimedList } from './live-message';
import { acknowledgeMessage, fetchMessages, type AcknowledgeRequest } from './live-message-api';
import { clockOffset, isExpired } from './message-age';
import {
  countUnacknowledged,
  hasNewUnacknowledged,
  mergeFeed,
  newestCreationDate,
  newestFirst,
  settles,
  withoutExpired,
  withStatus,
} from './message-feed';
import { errorOf } from '../../shared/http/error-of';

/**
 * The student's live messages and their popover (spec §4 "Student
 * live-message popover", "Acknowledgement"; §8; §9).
 *
 *   loading ─fetched→ ready (parallel)
 *     popover:          closed ⇄ open   (opens on load by the stored-state rule, on new messages;
 *                                         closes when nothing is left to answer)
 *     acknowledgement:  idle ⇄ sending  (one call at a time from a queue; optimistic, reverted on failure)
 *     expiry:           checking        (every 10 s, drops expired messages)
 *     sync:             idle ⇄ fetching (a refresh, e.g. after the live link came back)
 */

export const EXPIRY_CHECK_MS = 10_000;

/** What the browser remembers between page loads (see popover-memory.ts). */
export interface PopoverMemory {
  open: boolean;
  /** creationDate of the newest message the student has been shown. */
  latestDate: number;
}

export interface LiveMessagesInput {
  userId: string;
  storedMemory: PopoverMemory | null;
  /** Local clock in epoch ms; tests tie it to their simulated clock. */
  now?: () => number;
}

export interface LiveMessagesContext {
  userId: string;
  now: () => number;
  storedMemory: PopoverMemory | null;
  messages: IndividualLiveMessage[];
  /** Unknown (null) until the first answer; nothing expires before that. */
  expirationIntervalMs: number | null;
  /** Server clock − local clock. */
  offsetMs: number;
  /** The server-clock time of the last look at the list (ages in the view use it). */
  serverNow: number;
  queue: PendingAcknowledgement[];
  /** The message whose last acknowledgement failed, for a notice beside it. */
  failedMessageId: string | null;
}

export type LiveMessagesEvent =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'refresh' }
  | { type: 'message.pushed'; message: IndividualLiveMessage }
  | { type: 'acknowledge'; messageId: string; choice: AcknowledgementChoice }
  | { type: 'messages.arrived' }
  | { type: 'messages.settled' };

type Feed = TimedList<IndividualLiveMessage>;

const serverNowOf = (context: LiveMessagesContext) => context.now() + context.offsetMs;
const pendingIds = (context: LiveMessagesContext) => new Set(context.queue.map((pending) => pending.messageId));

/** The list after taking in a fetched feed (load or refresh). */
function afterFeed(context: LiveMessagesContext, feed: Feed): IndividualLiveMessage[] {
  const merged = mergeFeed(context.messages, { messages: feed.items, serverTime: feed.serverTime }, pendingIds(context));
  return withoutExpired(merged, feed.serverTime, feed.expirationIntervalMs);
}

const feedOf = ({ event }: { event: { output: Feed } }) => event.output;

export const liveMessagesMachine = setup({
  types: {
    context: {} as LiveMessagesContext,
    events: {} as LiveMessagesEvent,
    input: {} as LiveMessagesInput,
  },
  actors: {
    fetchMessages: fromPromise<Feed>(() => fetchMessages()),
    acknowledgeMessage: fromPromise<AcknowledgeRequest, AcknowledgeRequest>(({ input }) => acknowledgeMessage(input)),
  },
  delays: { expiryCheck: EXPIRY_CHECK_MS },
  guards: {
    hasUnacknowledged: ({ context }) => countUnacknowledged(context.messages) > 0,
    hasQueuedAcknowledgement: ({ context }) => context.queue.length > 0,
    /** Spec §4: unacknowledged messages, and no stored state, or it says open, or a newer message came. */
    opensOnLoad: ({ context }, feed: Feed) => {
      const messages = afterFeed(context, feed);
      const newest = newestCreationDate(messages);
      const stored = context.storedMemory;
      return (
        countUnacknowledged(messages) > 0 &&
        (stored === null || stored.open || (newest !== null && newest > stored.latestDate))
      );
    },
    bringsNewMessages: ({ context }, feed: Feed) => hasNewUnacknowledged(context.messages, afterFeed(context, feed)),
    feedSettles: ({ context }, feed: Feed) => settles(context.messages, afterFeed(context, feed)),
    isNewMessage: ({ context }, message: IndividualLiveMessage) =>
      (message.studentUserId === '' || message.studentUserId === context.userId) &&
      !context.messages.some((m) => m.messageId === message.messageId) &&
      (context.expirationIntervalMs === null || !isExpired(message.creationDate, serverNowOf(context), context.expirationIntervalMs)),
    isKnownMessage: ({ context, event }) =>
      event.type === 'acknowledge' && context.messages.some((m) => m.messageId === event.messageId),
    expirySettles: ({ context }) =>
      settles(context.messages, withoutExpired(context.messages, serverNowOf(context), context.expirationIntervalMs)),
    confirmationSettles: ({ context }, confirmed: AcknowledgeRequest) =>
      confirmed.response !== 'UNACKNOWLEDGED' &&
      countUnacknowledged(withStatus(context.messages, confirmed.messageId, confirmed.response)) === 0,
  },
  actions: {
    takeFeed: assign(({ context }, feed: Feed) => ({
      messages: afterFeed(context, feed),
      expirationIntervalMs: feed.expirationIntervalMs,
      offsetMs: clockOffset(feed.serverTime, context.now()),
      serverNow: feed.serverTime,
    })),
    addMessage: assign(({ context }, message: IndividualLiveMessage) => ({
      messages: newestFirst([message, ...context.messages]),
      serverNow: serverNowOf(context),
    })),
    dropExpired: assign(({ context }) => {
      const serverNow = serverNowOf(context);
      return { serverNow, messages: withoutExpired(context.messages, serverNow, context.expirationIntervalMs) };
    }),
    /** Optimistic: the new status shows at once and the call is queued. */
    enqueueAcknowledgement: assign(({ context, event }) => {
      if (event.type !== 'acknowledge') return {};
      const next = enqueueChoice(context, event.messageId, event.choice);
      if (next === null) return {};
      return { ...next, failedMessageId: context.failedMessageId === event.messageId ? null : context.failedMessageId };
    }),
    confirmAcknowledgement: assign(({ context }, confirmed: AcknowledgeRequest) => confirmHead(context, confirmed)),
    /** Spec §8: acknowledge 400 or failure: the status reverts to the previous one. */
    revertAcknowledgement: assign(({ context }) => {
      const { messages, queue, revertedMessageId } = revertHead(context);
      return { messages, queue, failedMessageId: revertedMessageId ?? context.failedMessageId };
    }),
    announceArrival: raise({ type: 'messages.arrived' }),
    announceSettled: raise({ type: 'messages.settled' }),
    /** Provided by the header: claims the popover slot (closing other header popovers). */
    announceOpen: () => {},
    announceClosed: () => {},
    /** Spec §8: a failed fetch is logged only. */
    logFetchFailure: (_, error: unknown) => console.warn('live messages: fetch failed', error),
  },
}).createMachine({
  id: 'liveMessages',
  context: ({ input }) => ({
    userId: input.userId,
    now: input.now ?? Date.now,
    storedMemory: input.storedMemory,
    messages: [],
    expirationIntervalMs: null,
    offsetMs: 0,
    serverNow: (input.now ?? Date.now)(),
    queue: [],
    failedMessageId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchMessages',
        onDone: [
          { guard: { type: 'opensOnLoad', params: feedOf }, target: '#liveMessages.ready.popover.open', actions: { type: 'takeFeed', params: feedOf } },
          { target: 'ready', actions: { type: 'takeFeed', params: feedOf } },
        ],
        onError: { target: 'ready', actions: { type: 'logFetchFailure', params: errorOf } },
      },
      on: {
        'message.pushed': {
          guard: { type: 'isNewMessage', params: ({ event }) => event.message },
          actions: { type: 'addMessage', params: ({ event }) => event.message },
        },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'message.pushed': {
          guard: { type: 'isNewMessage', params: ({ event }) => event.message },
          actions: [{ type: 'addMessage', params: ({ event }) => event.message }, 'announceArrival'],
        },
        acknowledge: { guard: 'isKnownMessage', actions: 'enqueueAcknowledgement' },
      },
      states: {
        popover: {
          initial: 'closed',
          states: {
            closed: {
              on: { toggle: 'open', 'messages.arrived': 'open' },
            },
            open: {
              entry: 'announceOpen',
              exit: 'announceClosed',
              on: {
                toggle: 'closed',
                close: 'closed',
                'messages.settled': { guard: not('hasUnacknowledged'), target: 'closed' },
              },
            },
          },
        },
        acknowledgement: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasQueuedAcknowledgement', target: 'sending' },
            },
            sending: {
              invoke: {
                src: 'acknowledgeMessage',
                input: ({ context }) => {
                  const head = context.queue[0]!;
                  return { messageId: head.messageId, response: head.response };
                },
                onDone: [
                  {
                    guard: { type: 'confirmationSettles', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [{ type: 'confirmAcknowledgement', params: ({ event }) => event.output }, 'announceSettled'],
                  },
                  { target: 'idle', actions: { type: 'confirmAcknowledgement', params: ({ event }) => event.output } },
                ],
                onError: { target: 'idle', actions: 'revertAcknowledgement' },
              },
            },
          },
        },
        expiry: {
          initial: 'checking',
          states: {
            checking: {
              after: {
                expiryCheck: [
                  { guard: 'expirySettles', target: 'checking', reenter: true, actions: ['dropExpired', 'announceSettled'] },
                  { target: 'checking', reenter: true, actions: 'dropExpired' },
                ],
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { refresh: 'fetching' } },
            fetching: {
              invoke: {
                src: 'fetchMessages',
                onDone: [
                  {
                    guard: { type: 'bringsNewMessages', params: feedOf },
                    target: 'idle',
                    actions: [{ type: 'takeFeed', params: feedOf }, 'announceArrival'],
                  },
                  {
                    guard: { type: 'feedSettles', params: feedOf },
                    target: 'idle',
                    actions: [{ type: 'takeFeed', params: feedOf }, 'announceSettled'],
                  },
                  { target: 'idle', actions: { type: 'takeFeed', params: feedOf } },
                ],
                onError: { target: 'idle', actions: { type: 'logFetchFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
});

export type LiveMessagesSnapshot = SnapshotFrom<typeof liveMessagesMachine>;

export function isPopoverOpen(snapshot: LiveMessagesSnapshot): boolean {
  return snapshot.matches({ ready: { popover: 'open' } });
}
