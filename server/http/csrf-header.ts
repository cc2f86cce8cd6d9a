import type { MiddlewareHandler } from 'hono';

/**
 * Spec §7: the administrator-contacts update and the profile autosave are sent
 * "with CSRF-style headers". Every state-changing route already refuses
 * cross-site requests (server/auth/same-origin.ts); these routes also require
 * this custom header, which a cross-site form cannot send and a cross-site
 * fetch cannot send without a CORS preflight the server never grants (OWASP's
 * "custom request header" defence). Missing or wrong: 403 `request.csrf_header_missing`.
 */
export const CSRF_HEADER = 'X-CSRF-Protection';
export const CSRF_HEADER_VALUE = '1';

export function requireCsrfHeader(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) return c.json({ error: 'request.csrf_header_missing' }, 403);
    return next();
  };
}
