import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { NotificationFeed } from '../../../events/notifications';
import { HttpError } from '../../shared/http/http-error';
import { feedPage, notification } from './notification-fixtures';
import { isPopoverOpen, notificationsMachine } from './notifications-machine';

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

interface ServerOptions {
  enabled?: boolean;
  markReadFails?: boolean;
}

/** The machine over a fake server: `pages[cursor ?? '']` answers a fetch; calls are recorded. */
function start(pages: Record<string, NotificationFeed>, { enabled = true, markReadFails = false }: ServerOptions = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const server = { pages, markReadFails };
  const machine = notificationsMachine.provide({
    actors: {
      fetchFeed: fromPromise(async ({ input }: { input: { cursor: string | null } }) => {
        calls.push(`feed ${input.cursor ?? 'first'}`);
        const page = server.pages[input.cursor ?? ''];
        if (page === undefined) throw new HttpError(500, 'app.error.unexpected');
        return page;
      }),
      markRead: fromPromise(async () => {
        calls.push('mark-read');
        if (server.markReadFails) throw new HttpError(0, 'app.error.network');
        return { numUnreadNotifications: 0 };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { enabled } });
  actor.start();
  const feeds = () => calls.filter((call) => call.startsWith('feed')).length;
  return { actor, clock, calls, server, feeds, context: () => actor.getSnapshot().context };
}

describe('the notifications feed', () => {
  it('is not fetched when the notifications backend is off (spec §4)', async () => {
    const { calls, actor, clock } = start({ '': feedPage([notification('n1')]) }, { enabled: false });
    await settle();
    actor.send({ type: 'refresh' });
    clock.increment(100_000_000);
    await settle();
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('disabled');
  });

  it('is fetched once the setting turns on, and starts over for another user', async () => {
    const { calls, actor, context } = start({ '': feedPage([notification('n1')]) }, { enabled: false });
    actor.send({ type: 'user.changed', enabled: true });
    await settle();
    expect(calls).toEqual(['feed first']);
    expect(context().numUnread).toBe(1);
    actor.send({ type: 'user.changed', enabled: false });
    expect(context().list.notifications).toEqual([]);
    expect(context().numUnread).toBe(0);
  });

  // Spec §4, §9: refresh after secondsUntilNextUpdate + 1 s when that value is 1–86399.
  it.each([
    [0, null],
    [1, 2_000],
    [86_399, 86_400_000],
    [86_400, null],
  ])('secondsUntilNextUpdate %i → refetch after %s ms', async (seconds, refetchAfterMs) => {
    const { clock, feeds } = start({ '': feedPage([notification('n1')], { secondsUntilNextUpdate: seconds }) });
    await settle();
    expect(feeds()).toBe(1);
    if (refetchAfterMs === null) {
      clock.increment(10 * 86_400_000);
      await settle();
      expect(feeds()).toBe(1);
      return;
    }
    clock.increment(refetchAfterMs - 1);
    await settle();
    expect(feeds()).toBe(1);
    clock.increment(1);
    await settle();
    expect(feeds()).toBe(2);
  });

  it('refetches the first page on a refresh (a NOTIFICATIONS_UPDATED push) and takes its count', async () => {
    const { actor, server, feeds, context } = start({ '': feedPage([notification('n1')]) });
    await settle();
    server.pages[''] = feedPage([notification('n2', { updatedAt: '2030-01-01T10:00:00.000Z' }), notification('n1')]);
    actor.send({ type: 'refresh' });
    await settle();
    expect(feeds()).toBe(2);
    expect(context().numUnread).toBe(2);
    expect(context().list.notifications.map((n) => n.notificationId)).toEqual(['n2', 'n1']);
  });

  it('loads the next page at the end of the list, and keeps it across a refresh of the first', async () => {
    const { actor, calls, server, context } = start({
      '': feedPage([notification('n3', { updatedAt: '2030-01-01T12:00:00.000Z' })], { nextCursor: 'c2' }),
      c2: feedPage([notification('n2', { updatedAt: '2030-01-01T11:00:00.000Z' })], { nextCursor: 'c3' }),
      c3: feedPage([notification('n1')]),
    });
    await settle();
    actor.send({ type: 'loadMore' });
    await settle();
    actor.send({ type: 'loadMore' });
    await settle();
    expect(calls).toEqual(['feed first', 'feed c2', 'feed c3']);
    expect(context().list.nextCursor).toBeNull();
    actor.send({ type: 'loadMore' });
    await settle();
    expect(calls).toHaveLength(3);

    // n2 grew (a batch): it moves to the top; the rest stays.
    server.pages[''] = feedPage([notification('n2', { updatedAt: '2030-01-01T13:00:00.000Z', othersCount: 1 }), notification('n3', { updatedAt: '2030-01-01T12:00:00.000Z' })], {
      nextCursor: 'c2',
    });
    actor.send({ type: 'refresh' });
    await settle();
    expect(context().list.notifications.map((n) => n.notificationId)).toEqual(['n2', 'n3', 'n1']);
    expect(context().list.notifications[0]!.othersCount).toBe(1);
  });

  it('says so when the first page fails, and tries again on refresh', async () => {
    const { actor, server, context } = start({});
    await settle();
    expect(context().loadFailed).toBe(true);
    expect(actor.getSnapshot().matches({ active: { feed: 'failed' } })).toBe(true);
    server.pages[''] = feedPage([notification('n1')]);
    actor.send({ type: 'refresh' });
    await settle();
    expect(context().loadFailed).toBe(false);
    expect(context().list.notifications).toHaveLength(1);
  });
});

describe('the popover and mark all read (spec §4, §8)', () => {
  it('closing the popover marks all read: the count is 0 at once and the call is made', async () => {
    const { actor, calls, context } = start({ '': feedPage([notification('n1'), notification('n2')]) });
    await settle();
    actor.send({ type: 'toggle' });
    expect(isPopoverOpen(actor.getSnapshot())).toBe(true);
    expect(calls).not.toContain('mark-read');
    actor.send({ type: 'close' });
    expect(isPopoverOpen(actor.getSnapshot())).toBe(false);
    expect(context().numUnread).toBe(0);
    expect(context().list.notifications.every((n) => n.isRead)).toBe(true);
    await settle();
    expect(calls.filter((call) => call === 'mark-read')).toHaveLength(1);
    expect(context().markReadFailed).toBe(false);
  });

  it('toggling while open marks all read too', async () => {
    const { actor, calls, context } = start({ '': feedPage([notification('n1')]) });
    await settle();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'toggle' });
    await settle();
    expect(calls).toContain('mark-read');
    expect(context().numUnread).toBe(0);
  });

  it('makes no call when nothing is unread', async () => {
    const { actor, calls } = start({ '': feedPage([notification('n1', { isRead: true })]) });
    await settle();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'close' });
    await settle();
    expect(calls).not.toContain('mark-read');
  });

  it('on failure puts the count back and shows the error until dismissed or marked', async () => {
    const { actor, server, context } = start({ '': feedPage([notification('n1'), notification('n2')]) }, { markReadFails: true });
    await settle();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'close' });
    expect(context().numUnread).toBe(0);
    await settle();
    expect(context().markReadFailed).toBe(true);
    expect(context().numUnread).toBe(2);
    expect(context().list.notifications.map((n) => n.isRead)).toEqual([false, false]);
    actor.send({ type: 'dismissError' });
    expect(context().markReadFailed).toBe(false);

    // Closing again tries again.
    server.markReadFails = false;
    actor.send({ type: 'toggle' });
    actor.send({ type: 'close' });
    await settle();
    expect(context().numUnread).toBe(0);
    expect(context().markReadFailed).toBe(false);
  });

  it('"Mark all as read" on the page marks without a popover', async () => {
    const { actor, calls, context } = start({ '': feedPage([notification('n1')]) });
    await settle();
    actor.send({ type: 'markRead' });
    await settle();
    expect(calls).toContain('mark-read');
    expect(context().numUnread).toBe(0);
  });
});
