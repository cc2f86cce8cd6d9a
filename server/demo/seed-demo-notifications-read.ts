import { handleCommand } from '../../events/log/command-handler';
import { notifications, notificationStreams } from '../../events/notifications';
import type { FeatureLog } from '../features/feature-log';
import { demoUserId, demoUsers } from './demo-school';

/**
 * The demo's three weeks of practice leave its teachers (and the Park parent) with a long
 * list of notifications they would have read at the time. Each demo user marks what is
 * unread at the seed's time as read, so the demo starts with a badge of 0 and a list to
 * look back on; what happens next arrives unread, live (docs/notifications.md "Demo").
 * Returns how many users it marked.
 */
export async function seedDemoNotificationsRead(log: FeatureLog<'notifications'>, seedTime: Date): Promise<number> {
  let marked = 0;
  for (const user of demoUsers) {
    const userId = demoUserId(user.username);
    const numUnreadNotifications = log.queries.notifications.numUnread(userId, seedTime);
    if (numUnreadNotifications === 0) continue;
    await handleCommand(
      log.store,
      notifications,
      notificationStreams.user(userId),
      { type: 'MarkNotificationsRead', data: { actor: { userId, role: user.role }, numUnreadNotifications, now: seedTime } },
      { actor: 'system:demo-school', correlationId: 'demo-notifications-read-seed' },
    );
    marked += 1;
  }
  return marked;
}
