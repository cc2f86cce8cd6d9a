import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env';

/** What is worth compressing per response: JSON, HTML and plain text; never a stream of events (each must arrive as sent). */
const compressibleType = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/html|text\/plain)\s*(?:;|$)/i;

/**
 * Issue 33: answers over 1 KiB (API JSON, the page) gzip-compressed on the fly when the request
 * accepts gzip, with `Vary: Accept-Encoding`. The client's assets come pre-compressed from the
 * build (their `Content-Encoding` makes this pass them by); server-sent events and WebSocket
 * upgrades are never touched.
 */
export function responseCompression(): MiddlewareHandler<AppEnv> {
  const gzip = compress({ encoding: 'gzip', threshold: 1024, contentTypeFilter: (type) => compressibleType.test(type) });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      // c.json and c.html name no length: measured here, so that the threshold applies to them.
      if (c.res.headers.has('Content-Length') || !c.res.body || !compressibleType.test(c.res.headers.get('Content-Type') ?? '')) return;
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
}
