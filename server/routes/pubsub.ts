import { Hono } from 'hono';
import { userSubjects } from '../../events/log/push';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/app-env';

/** What the routes need of the realtime side (the NATS supervisor provides it). */
export interface RealtimeAccess {
  /** The browser-facing WebSocket URL of NATS. */
  endpoint: string;
  /** A bearer user JWT: subscribe on the user's own subjects only, publish denied, short-lived. */
  mintUserToken(userId: string, now: Date): Promise<{ jwt: string; expiresAt: Date }>;
  status(): 'connected' | 'reconnecting';
}

export function pubsubRoutes(realtime: RealtimeAccess | null, clock: () => Date) {
  const app = new Hono<AppEnv>();
  app.get('/pubsub/credentials', async (c) => {
    const user = requireUser(c);
    if (!realtime) return c.json({ error: 'pubsub.unavailable' }, 503);
    const { jwt, expiresAt } = await realtime.mintUserToken(user.userId, clock());
    c.header('Cache-Control', 'no-store');
    return c.json({
      pubsubEndpoint: realtime.endpoint,
      pubsubToken: jwt,
      subjects: userSubjects(user.userId),
      expiresAt: expiresAt.toISOString(),
    });
  });
  return app;
}
