import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';

/**
 * Cross-site request protection for every state-changing route: Hono's csrf
 * check (Origin or Sec-Fetch-Site must be same-origin for form-like bodies), and
 * for any other body a present Origin must match and a cross-site fetch is
 * refused. Session cookies are SameSite=Lax on top of this.
 */
export function sameOriginOnly(publicOrigin?: string): MiddlewareHandler {
  const allowed = (origin: string, url: string) => origin === (publicOrigin ?? new URL(url).origin);
  const formCheck = csrf({ origin: (origin, c) => allowed(origin, c.req.url) });
  return async (c, next) => {
    if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if ((origin !== undefined && !allowed(origin, c.req.url)) || fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return c.json({ error: 'request.cross_site_refused' }, 403);
    }
    return formCheck(c, next);
  };
}
