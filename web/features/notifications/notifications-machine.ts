import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { NotificationFeed } from '../../../events/notifications';
import { notificationsApi } from './notifications-api';
import { allRead, EMPTY_FEED_LIST, scheduledRefreshMs, withFirstPage, withNextPage, type FeedList } from './notification-feed';

/**
 * A signed-in user's notifications (spec §2.19, §4 "Notifications popover", §8, §9):
 * the feed, the popover and "mark all read", one actor for the header and the
 * /notifications page (notifications-context.tsx).
 *
 *   start ─enabled→ active (parallel)           ─not enabled→ disabled (nothing is fetched)
 *     feed:     loading → idle.scheduled ─(secondsUntilNextUpdate + 1 s, when 1–86399)→ loading
 *                         idle.unscheduled
 *               idle ─refresh (a push, the link back)→ loading;  idle ─loadMore→ loadingMore → idle
 *               loading ─error→ failed ─refresh→ loading
 *     popover:  closed ⇄ open; leaving open (close, or toggle while open) asks to mark all read
 *     marking:  idle ─markRead (something unread)→ marking (count 0 at once) → idle;
 *               a failure puts the count back and shows 'Unable to mark notifications as read'
 *   user.changed (another sign-in, the setting) starts over.
 */

export interface NotificationsInput {
  /** The session's `notificationsEnabled` (false for visitors). */
  enabled: boolean;
}

export interface NotificationsContext {
  enabled: boolean;
  list: FeedList;
  numUnread: number;
  secondsUntilNextUpdate: number;
  /** The first page could not be fetched (the list shows a retry). */
  loadFailed: boolean;
  /** The last "load more" failed (the button stays to try again). */
  loadMoreFailed: boolean;
  /** Spec §8: the last mark-read failed. */
  markReadFailed: boolean;
  /** The count and the unread notifications before an optimistic mark-read, to put back if it fails. */
  unreadBeforeMarking: number;
  unreadIdsBeforeMarking: string[];
  /** A refresh asked for while a later page was loading: done right after. */
  refreshPending: boolean;
}

export type NotificationsEvent =
  | { type: 'user.changed'; enabled: boolean }
  | { type: 'refresh' }
  | { type: 'loadMore' }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'markRead' }
  | { type: 'dismissError' };

const feedOf = ({ event }: { event: { output: NotificationFeed } }) => event.output;

const fresh = (enabled: boolean): NotificationsContext => ({
  enabled,
  list: EMPTY_FEED_LIST,
  numUnread: 0,
  secondsUntilNextUpdate: 0,
  loadFailed: false,
  loadMoreFailed: false,
  markReadFailed: false,
  unreadBeforeMarking: 0,
  unreadIdsBeforeMarking: [],
  refreshPending: false,
});

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    fetchFeed: fromPromise<NotificationFeed, { cursor: string | null }>(({ input }) => notificationsApi.fetchFeed(input.cursor)),
    markRead: fromPromise<{ numUnreadNotifications: number }>(() => notificationsApi.markRead()),
  },
  delays: {
    scheduledRefresh: ({ context }) => scheduledRefreshMs(context.secondsUntilNextUpdate) ?? 0,
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    hasScheduledRefresh: ({ context }) => scheduledRefreshMs(context.secondsUntilNextUpdate) !== null,
    hasMore: ({ context }) => context.list.nextCursor !== null,
    hasUnread: ({ context }) => context.numUnread > 0 || context.list.notifications.some((n) => !n.isRead),
    refreshPending: ({ context }) => context.refreshPending,
  },
  actions: {
    startOver: assign(({ event }) => fresh(event.type === 'user.changed' ? event.enabled : false)),
    takeFirstPage: assign(({ context }, page: NotificationFeed) => ({
      list: withFirstPage(context.list, page),
      numUnread: page.numUnreadNotifications,
      secondsUntilNextUpdate: page.secondsUntilNextUpdate,
      loadFailed: false,
    })),
    takeNextPage: assign(({ context }, page: NotificationFeed) => ({
      list: withNextPage(context.list, page),
      numUnread: page.numUnreadNotifications,
      loadMoreFailed: false,
    })),
    recordLoadFailure: assign({ loadFailed: true }),
    recordLoadMoreFailure: assign({ loadMoreFailed: true }),
    rememberRefresh: assign({ refreshPending: true }),
    forgetRefresh: assign({ refreshPending: false }),
    requestMarkRead: raise({ type: 'markRead' }),
    /** Spec §4: the count becomes 0 as the popover closes. */
    markAllReadNow: assign(({ context }) => ({
      unreadBeforeMarking: context.numUnread,
      unreadIdsBeforeMarking: context.list.notifications.filter((n) => !n.isRead).map((n) => n.notificationId),
      numUnread: 0,
      list: { ...context.list, notifications: allRead(context.list.notifications) },
      markReadFailed: false,
    })),
    takeMarkedRead: assign((_, answer: { numUnreadNotifications: number }) => ({ numUnread: answer.numUnreadNotifications })),
    /** Spec §8: nothing was marked; the count comes back and the error shows. */
    restoreUnread: assign(({ context }) => {
      const unread = new Set(context.unreadIdsBeforeMarking);
      return {
        numUnread: Math.max(context.numUnread, context.unreadBeforeMarking),
        list: { ...context.list, notifications: context.list.notifications.map((n) => (unread.has(n.notificationId) ? { ...n, isRead: false } : n)) },
        markReadFailed: true,
      };
    }),
    dismissError: assign({ markReadFailed: false }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => fresh(input.enabled),
  initial: 'start',
  on: {
    'user.changed': { target: '.start', actions: 'startOver' },
  },
  states: {
    start: {
      always: [{ guard: 'isEnabled', target: 'active' }, { target: 'disabled' }],
    },
    disabled: {},
    active: {
      type: 'parallel',
      on: { dismissError: { actions: 'dismissError' } },
      states: {
        feed: {
          initial: 'loading',
          states: {
            loading: {
              on: { refresh: { target: 'loading', reenter: true } },
              invoke: {
                src: 'fetchFeed',
                input: { cursor: null },
                onDone: { target: 'idle', actions: { type: 'takeFirstPage', params: feedOf } },
                onError: { target: 'failed', actions: 'recordLoadFailure' },
              },
            },
            idle: {
              initial: 'choosing',
              on: {
                refresh: 'loading',
                loadMore: { guard: 'hasMore', target: 'loadingMore' },
              },
              states: {
                choosing: {
                  always: [{ guard: 'hasScheduledRefresh', target: 'scheduled' }, { target: 'unscheduled' }],
                },
                scheduled: {
                  after: { scheduledRefresh: '#notifications.active.feed.loading' },
                },
                unscheduled: {},
              },
            },
            loadingMore: {
              on: { refresh: { actions: 'rememberRefresh' } },
              invoke: {
                src: 'fetchFeed',
                input: ({ context }) => ({ cursor: context.list.nextCursor }),
                onDone: [
                  { guard: 'refreshPending', target: 'loading', actions: [{ type: 'takeNextPage', params: feedOf }, 'forgetRefresh'] },
                  { target: 'idle', actions: { type: 'takeNextPage', params: feedOf } },
                ],
                onError: [
                  { guard: 'refreshPending', target: 'loading', actions: ['recordLoadMoreFailure', 'forgetRefresh'] },
                  { target: 'idle', actions: 'recordLoadMoreFailure' },
                ],
              },
            },
            failed: {
              on: { refresh: 'loading' },
            },
          },
        },
        popover: {
          initial: 'closed',
          states: {
            closed: {
              on: { toggle: 'open', open: 'open' },
            },
            open: {
              on: {
                toggle: { target: 'closed', actions: 'requestMarkRead' },
                close: { target: 'closed', actions: 'requestMarkRead' },
              },
            },
          },
        },
        marking: {
          initial: 'idle',
          states: {
            idle: {
              on: { markRead: { guard: 'hasUnread', target: 'marking', actions: 'markAllReadNow' } },
            },
            marking: {
              invoke: {
                src: 'markRead',
                onDone: { target: 'idle', actions: { type: 'takeMarkedRead', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: 'restoreUnread' },
              },
            },
          },
        },
      },
    },
  },
});

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const isPopoverOpen = (snapshot: NotificationsSnapshot) => snapshot.matches({ active: { popover: 'open' } });
export const isEnabled = (snapshot: NotificationsSnapshot) => !snapshot.matches('disabled') && !snapshot.matches('start');
export const isLoadingFirstPage = (snapshot: NotificationsSnapshot) => snapshot.matches({ active: { feed: 'loading' } }) && snapshot.context.list.pages === 0;
export const isLoadingMore = (snapshot: NotificationsSnapshot) => snapshot.matches({ active: { feed: 'loadingMore' } });
