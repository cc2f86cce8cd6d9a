import { describe, expect, it } from 'vitest';
import { notificationBadge } from './notification-badge';

describe('the notification badge (spec §2.19, §9)', () => {
  it.each([
    [0, null],
    [1, { label: '1', large: false }],
    [9, { label: '9', large: false }],
    [10, { label: '10', large: true }],
    [99, { label: '99', large: true }],
    [100, { label: '99+', large: true }],
    [1234, { label: '99+', large: true }],
  ])('%i unread → %j', (unread, badge) => {
    expect(notificationBadge(unread)).toEqual(badge);
  });
});
