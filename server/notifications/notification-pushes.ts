import { userSubjects, type PushDeriver } from '../../events/log/push';
import type { NotificationsQueries } from '../../projections/notifications';

/** The push of `push.user.<id>.notifications` (issue 16): the web re-fetches the feed's first page on it. */
export interface NotificationsUpdatedPush {
  event: 'NOTIFICATIONS_UPDATED';
  numUnreadNotifications: number;
}

/**
 * NOTIFICATIONS_UPDATED for every user whose notifications changed at an event's
 * position, with their unread count then. Recipients come from the read model
 * (the teachers of a student's classes, a child's parent …), so this deriver reads
 * the notifications projection's deliveries (written inline, in the event's own
 * append transaction, before the relay sees the event; rebuilt with the projection).
 */
export function notificationPushes(queries: Pick<NotificationsQueries, 'deliveriesAt'>): PushDeriver {
  return (event) =>
    queries.deliveriesAt(event.metadata.position).map(({ userId, unread }) => {
      const payload: NotificationsUpdatedPush = { event: 'NOTIFICATIONS_UPDATED', numUnreadNotifications: unread };
      return { subject: userSubjects(userId).notifications, payload: { ...payload } };
    });
}
