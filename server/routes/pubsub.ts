import { Hono } from 'hono';
import { userSubjects } from '../../events/log/push';
import { requireUser } from '../auth/current-user';
import { pubsubEndpoint, type RealtimeAccess } from '../nats/realtime-access';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';

export function pubsubRoutes(realtime: RealtimeAccess | null) {
  const app = new Hono<AppEnv>();
  app.get('/pubsub/credentials', async (c) => {
    const user = requireUser(c);
    if (!realtime) return c.json({ error: 'pubsub.unavailable' }, 503);
    const { jwt, expiresAt } = await realtime.mintUserToken(user.userId, requestTime(c));
    c.header('Cache-Control', 'no-store');
    return c.json({
      pubsubEndpoint: pubsubEndpoint(c, realtime),
      pubsubToken: jwt,
      subjects: userSubjects(user.userId),
      expiresAt: expiresAt.toISOString(),
    });
  });
  return app;
}
