import type { Context } from 'hono';
import { isHttps } from '../auth/session-token';
import { PUBSUB_WEBSOCKET_PATH } from './websocket-proxy';

/** What the routes need of the realtime side (the NATS supervisor provides it). */
export interface RealtimeAccess {
  /** The browser-facing WebSocket URL of NATS; null: the site's own `/pubsub/ws` (proxied to NATS). */
  endpoint: string | null;
  /** A bearer user JWT: subscribe on the user's own subjects only, publish denied, short-lived. */
  mintUserToken(userId: string, now: Date): Promise<{ jwt: string; expiresAt: Date }>;
  status(): 'connected' | 'reconnecting';
  /**
   * Publishes one message now, outside the log (the scratchpad's live strokes: docs/scratchpad.md). Every other
   * push is derived from an event by the relay. Absent where the app has no NATS connection of its own (some
   * tests): then such messages go nowhere.
   */
  publish?(subject: string, body: string): void;
}

/** The NATS WebSocket address to hand a browser: the configured one, or this site's `/pubsub/ws` as ws or wss. */
export function pubsubEndpoint(c: Context, realtime: RealtimeAccess): string {
  if (realtime.endpoint) return realtime.endpoint;
  const origin = new URL(c.req.url);
  const host = c.req.header('host') ?? origin.host;
  return `${isHttps(c) ? 'wss' : 'ws'}://${host}${PUBSUB_WEBSOCKET_PATH}`;
}
