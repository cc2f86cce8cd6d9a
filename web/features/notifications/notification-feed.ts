import type { NotificationFeed, NotificationView } from '../../../events/notifications';

/** Spec §4, §9: the feed refreshes after secondsUntilNextUpdate + 1 s when that is 1–86399. */
export const MIN_SCHEDULED_SECONDS = 1;
export const MAX_SCHEDULED_SECONDS = 86_399;

/** Milliseconds until the scheduled refresh, or null when the answer schedules none. */
export function scheduledRefreshMs(secondsUntilNextUpdate: number): number | null {
  if (!(secondsUntilNextUpdate >= MIN_SCHEDULED_SECONDS && secondsUntilNextUpdate <= MAX_SCHEDULED_SECONDS)) return null;
  return (secondsUntilNextUpdate + 1) * 1000;
}

/** The list the web shows: the pages fetched so far, newest update first. */
export interface FeedList {
  notifications: NotificationView[];
  nextCursor: string | null;
  /** How many pages were fetched into it (0: none yet). */
  pages: number;
}

export const EMPTY_FEED_LIST: FeedList = { notifications: [], nextCursor: null, pages: 0 };

const byNewestUpdate = (a: NotificationView, b: NotificationView) =>
  a.updatedAt === b.updatedAt ? 0 : a.updatedAt < b.updatedAt ? 1 : -1;

/**
 * A fresh first page over the list shown: the page's notifications replace
 * their earlier versions (a batch that grew moves up), the ones loaded from
 * later pages stay below, and the cursor of the later pages is kept while
 * there are any (else the page's own).
 */
export function withFirstPage(shown: FeedList, page: NotificationFeed): FeedList {
  if (shown.pages <= 1) return { notifications: [...page.notifications], nextCursor: page.nextCursor, pages: 1 };
  const fresh = new Set(page.notifications.map((n) => n.notificationId));
  const older = shown.notifications.filter((n) => !fresh.has(n.notificationId));
  return { notifications: [...page.notifications, ...older].sort(byNewestUpdate), nextCursor: shown.nextCursor, pages: shown.pages };
}

/** A later page appended: notifications already shown are not repeated. */
export function withNextPage(shown: FeedList, page: NotificationFeed): FeedList {
  const known = new Set(shown.notifications.map((n) => n.notificationId));
  return {
    notifications: [...shown.notifications, ...page.notifications.filter((n) => !known.has(n.notificationId))],
    nextCursor: page.nextCursor,
    pages: shown.pages + 1,
  };
}

/** Every notification read (after "mark all read"). */
export function allRead(notifications: readonly NotificationView[]): NotificationView[] {
  return notifications.map((n) => (n.isRead ? n : { ...n, isRead: true }));
}
