import { Hono, type Context } from 'hono';
import { userSubjects } from '../../events/log/push';
import { requireUser } from '../auth/current-user';
import { isHttps } from '../auth/session-token';
import { PUBSUB_WEBSOCKET_PATH } from '../nats/websocket-proxy';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';

/** What the routes need of the realtime side (the NATS supervisor provides it). */
export interface RealtimeAccess {
  /** The browser-facing WebSocket URL of NATS; null: the site's own `/pubsub/ws` (proxied to NATS). */
  endpoint: string | null;
  /** A bearer user JWT: subscribe on the user's own subjects only, publish denied, short-lived. */
  mintUserToken(userId: string, now: Date): Promise<{ jwt: string; expiresAt: Date }>;
  status(): 'connected' | 'reconnecting';
}

/** The NATS WebSocket address to hand a browser: the configured one, or this site's `/pubsub/ws` as ws or wss. */
export function pubsubEndpoint(c: Context, realtime: RealtimeAccess): string {
  if (realtime.endpoint) return realtime.endpoint;
  const origin = new URL(c.req.url);
  const host = c.req.header('host') ?? origin.host;
  return `${isHttps(c) ? 'wss' : 'ws'}://${host}${PUBSUB_WEBSOCKET_PATH}`;
}

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
