import { notificationEvents } from '../../events/notifications';
import { notificationsProjection, notificationsQueries } from '../../projections/notifications';
import { notificationPushes } from '../notifications/notification-pushes';
import { notificationRoutes } from '../routes/notifications';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    notifications: ReturnType<typeof notificationsQueries>;
  }
}

export const notificationsFeature = defineFeature({
  name: 'notifications',
  events: notificationEvents,
  projections: [notificationsProjection],
  queries: { notifications: notificationsQueries },
  // NOTIFICATIONS_UPDATED, from the read model's deliveries (docs/notifications.md); none when the backend is off.
  pushes: ({ logWith, notificationsEnabled }) => (notificationsEnabled ? [{ derive: notificationPushes(logWith('notifications').queries.notifications) }] : []),
  routes: ({ logWith, writeLimits, notificationsEnabled }) => notificationRoutes(logWith('directory', 'notifications'), { writeLimits, enabled: notificationsEnabled }),
});
