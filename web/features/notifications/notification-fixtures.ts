import type { NotificationFeed, NotificationView } from '../../../events/notifications';

/** A teacher's "needs help" notification about Ava, unread, for tests. */
export function notification(id: string, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    notificationId: id,
    kind: 'needs_help',
    isRead: false,
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    students: [{ userId: 'u_ava_b', displayName: 'Ava B.' }],
    othersCount: 0,
    detail: { skillCode: 'C.12', skillName: 'Add fractions', subject: 'math', grade: 4 },
    link: '/analytics/live-classroom',
    mute: { kind: 'needs_help', studentUserId: 'u_ava_b' },
    ...overrides,
  };
}

/** A feed page; the unread count defaults to the unread notifications on it. */
export function feedPage(notifications: NotificationView[], overrides: Partial<NotificationFeed> = {}): NotificationFeed {
  return {
    notifications,
    numUnreadNotifications: notifications.filter((n) => !n.isRead).length,
    secondsUntilNextUpdate: 0,
    isLoggedIn: true,
    nextCursor: null,
    ...overrides,
  };
}
