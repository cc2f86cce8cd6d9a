import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { NOTIFICATION_KINDS, notifications, notificationStreams, type NotificationCommand, type NotificationFeed, type NotificationMute } from '../../events/notifications';
import { decodeFeedCursor } from '../../projections/notifications/notification-feed';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, requestTime } from '../http/command-context';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../http/csrf-header';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';

// Notifications (issue 16, docs/notifications.md): the feed, mark all read, mute
// and unmute (the undo), the mutes. Every signed-in user has a feed; a visitor's
// is the empty answer. NOTIFICATIONS_BACKEND=off answers every feed empty and
// marks nothing read (mutes stay the user's own settings).

const feedQuery = z.object({ cursor: z.string().max(256, 'notifications.invalid_cursor').optional() });
const muteBody = z.object({
  kind: z.enum(NOTIFICATION_KINDS, 'notifications.unknown_kind'),
  studentUserId: z.string().min(1).max(64).nullable().optional(),
});

const emptyFeed = (isLoggedIn: boolean): NotificationFeed => ({ notifications: [], numUnreadNotifications: 0, secondsUntilNextUpdate: 0, isLoggedIn, nextCursor: null });

export function notificationRoutes(log: FeatureLog<'directory' | 'notifications'>, options: { writeLimits: PublicWriteLimits; enabled: boolean }) {
  const app = new Hono<AppEnv>();
  const { notifications: queries, directory } = log.queries;
  const { writeLimits, enabled } = options;

  app.get('/notifications/feed', validated('query', feedQuery, 'notifications.invalid_cursor'), (c) => {
    const user = c.get('user');
    if (!user) return c.json(emptyFeed(false));
    if (!enabled) return c.json(emptyFeed(true));
    const { cursor: text } = c.req.valid('query');
    const cursor = text === undefined || text === '' ? null : decodeFeedCursor(text);
    if (cursor === null && text) throw new DomainError('notifications.invalid_cursor', 400);
    const now = requestTime(c);
    const page = queries.feedPage(user.userId, now, cursor);
    return c.json({
      notifications: page.notifications,
      numUnreadNotifications: queries.numUnread(user.userId, now),
      secondsUntilNextUpdate: queries.secondsUntilNextUpdate(user.userId, now),
      isLoggedIn: true,
      nextCursor: page.nextCursor,
    } satisfies NotificationFeed);
  });

  /** Spec §7: a GET (when the popover closes), so it also needs the CSRF header (server/http/csrf-header.ts). */
  app.get('/notifications/mark-read', async (c) => {
    const user = requireUser(c);
    if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) throw new DomainError('request.csrf_header_missing', 403);
    const command = commandContext(c);
    if (enabled) {
      const numUnreadNotifications = queries.numUnread(user.userId, command.now);
      await handleCommand(
        log.store,
        notifications,
        notificationStreams.user(user.userId),
        { type: 'MarkNotificationsRead', data: { actor: { userId: user.userId, role: user.role }, numUnreadNotifications, now: command.now } },
        command,
      );
    }
    return c.json({ numUnreadNotifications: enabled ? queries.numUnread(user.userId, command.now) : 0 });
  });

  /** Mute or unmute: a bounded write of any signed-in user (docs/security.md). */
  const changeMute = async (c: Context<AppEnv>, type: NotificationCommand['type'] & ('MuteNotifications' | 'UnmuteNotifications'), body: z.output<typeof muteBody>) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const studentUserId = body.studentUserId ?? null;
    const writer = publicWriter(c);
    const allowance = await writeLimits.take('notificationMute', writer, command.now);
    if (!allowance.allowed) throw new DomainError('notifications.too_many_changes', 429);
    const reachable = studentUserId !== null && user.role === 'teacher' ? directory.studentsReachableBy(user) : new Set<string>();
    try {
      const result = await handleCommand(
        log.store,
        notifications,
        notificationStreams.user(user.userId),
        { type, data: { actor: { userId: user.userId, role: user.role }, kind: body.kind, studentUserId, reachableStudentUserIds: reachable, now: command.now } },
        command,
      );
      if (result.events.length === 0) await writeLimits.giveBack('notificationMute', writer, command.now);
    } catch (error) {
      await writeLimits.giveBack('notificationMute', writer, command.now);
      throw error;
    }
    return { user, studentUserId };
  };

  app.post('/notifications/mute', validated('body', muteBody), async (c) => {
    const body = c.req.valid('json');
    const { user, studentUserId } = await changeMute(c, 'MuteNotifications', body);
    const mute = queries.muteOf(user.userId, body.kind, studentUserId);
    if (!mute) throw new DomainError('notifications.unknown_kind', 400); // not reached: the decider muted it or it was muted
    return c.json(mute satisfies NotificationMute);
  });

  app.post('/notifications/unmute', validated('body', muteBody), async (c) => {
    await changeMute(c, 'UnmuteNotifications', c.req.valid('json'));
    return c.json({ ok: true });
  });

  app.get('/notifications/mutes', (c) => {
    const user = requireUser(c);
    return c.json({ mutes: queries.mutesOf(user.userId) satisfies NotificationMute[] });
  });

  return app;
}
