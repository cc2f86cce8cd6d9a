import { Hono } from 'hono';
import type { EventLog } from '../event-log';
import type { AppEnv } from '../http/app-env';
import type { RealtimeAccess } from './pubsub';

/** Ready when the log answers; reports NATS as connected or reconnecting (appends go on either way). */
export function healthRoutes(log: EventLog, realtime: RealtimeAccess | null) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) =>
    c.json({ ok: true, log: log.store.lastPosition(), nats: realtime ? realtime.status() : 'reconnecting' }),
  );
  return app;
}
