import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../tests/support/test-app';
import { demoUserId } from './demo-school';
import { seedDemoNotificationsRead } from './seed-demo-notifications-read';

// Issue 16: the demo starts with its history's notifications read (badge 0), the list still there.
describe('seedDemoNotificationsRead', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const rivera = demoUserId('ms.rivera');
  beforeAll(async () => {
    app = await startTestApp({ practiceHistory: true });
  }, 60_000);
  afterAll(() => app.close());

  it('marks every demo user\'s unread notifications read at the seed time, keeping the list', async () => {
    const notifications = app.log.queries.notifications;
    const unreadBefore = notifications.numUnread(rivera, app.clock());
    expect(unreadBefore).toBeGreaterThan(0);

    expect(await seedDemoNotificationsRead(app.log, app.clock())).toBeGreaterThan(0);

    expect(notifications.numUnread(rivera, app.clock())).toBe(0);
    expect(notifications.feedPage(rivera, app.clock(), null).notifications.length).toBeGreaterThan(0);
    // A second run finds nothing unread and appends nothing.
    const last = app.log.store.lastPosition();
    expect(await seedDemoNotificationsRead(app.log, app.clock())).toBe(0);
    expect(app.log.store.lastPosition()).toBe(last);
  });
});
