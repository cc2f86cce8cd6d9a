import type { Handler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env';

/** The largest request body (JSON, form or multipart) a route takes unless it names its own limit. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

const largerLimits = new WeakMap<Handler, number>();

/**
 * A route that truly needs a larger body (images in a question set, say) names
 * its own limit in its handler chain:
 * `app.post('/question-sets/upload', largerBodyLimit(5 * 1024 * 1024), validated('body', …), …)`.
 * It does nothing itself: `requestBodyLimit` (which runs first, for every
 * request) finds it among the matched handlers and uses it instead of the default.
 */
export function largerBodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next();
  largerLimits.set(marker as Handler, maxBytes);
  return marker;
}

/**
 * Every request body is limited (hono/body-limit), before anything parses it:
 * over the limit is a 413 `request.too_large`, so nothing is decided and nothing
 * appended. A declared Content-Length over the limit is refused without reading;
 * a body without one (chunked) is counted as it arrives and refused at the first
 * byte over.
 */
export function requestBodyLimit(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiterOf = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: (c) => c.json({ error: 'request.too_large' }, 413) });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    if (!c.req.raw.body) return next();
    const declared = matchedRoutes(c).map((route) => largerLimits.get(route.handler) ?? 0);
    return limiterOf(Math.max(DEFAULT_BODY_LIMIT_BYTES, ...declared))(c, next);
  };
}
