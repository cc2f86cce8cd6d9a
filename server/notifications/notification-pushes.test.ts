import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/log/event-store';
import { makeTempDir } from '../../tests/support/temp-dir';
import { readServerConfig } from '../config';
import { notificationPushes } from './notification-pushes';

const dir = makeTempDir('notifications-setting-');
afterAll(() => dir.remove());

const at = (position: number): RecordedEvent => ({
  type: 'SkillMastered',
  data: {},
  metadata: { eventId: `e${position}`, streamId: 'practice:u_ava:1', version: 1, position, at: '2026-11-02T09:00:00.000Z', actor: 'u_ava', correlationId: 'c', causationId: null, schemaVersion: 1 },
});

describe('notificationPushes: NOTIFICATIONS_UPDATED from the deliveries of a position', () => {
  const deliveries: Record<number, { userId: string; unread: number }[]> = {
    7: [
      { userId: 'u_ms_rivera', unread: 3 },
      { userId: 'u_mr_okafor', unread: 1 },
    ],
  };
  const derive = notificationPushes({ deliveriesAt: (position) => deliveries[position] ?? [] });

  it('pushes each changed user their unread count on push.user.<id>.notifications', () => {
    expect(derive(at(7))).toEqual([
      { subject: 'push.user.u_ms_rivera.notifications', payload: { event: 'NOTIFICATIONS_UPDATED', numUnreadNotifications: 3 } },
      { subject: 'push.user.u_mr_okafor.notifications', payload: { event: 'NOTIFICATIONS_UPDATED', numUnreadNotifications: 1 } },
    ]);
  });

  it('pushes nothing for a position that changed nobody’s notifications', () => {
    expect(derive(at(8))).toEqual([]);
  });
});

describe('NOTIFICATIONS_BACKEND', () => {
  it('is on by default and with on; off turns it off; anything else is refused', () => {
    expect(readServerConfig({}, dir.path).notificationsBackend).toBe(true);
    expect(readServerConfig({ NOTIFICATIONS_BACKEND: 'on' }, dir.path).notificationsBackend).toBe(true);
    expect(readServerConfig({ NOTIFICATIONS_BACKEND: 'OFF' }, dir.path).notificationsBackend).toBe(false);
    expect(() => readServerConfig({ NOTIFICATIONS_BACKEND: 'maybe' }, dir.path)).toThrow(/NOTIFICATIONS_BACKEND must be on or off/);
  });
});
