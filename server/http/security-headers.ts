import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isHttps } from '../auth/session-token';
import type { AppEnv } from './app-env';

/** Where the served page finds the style nonce of its response (web/app/content-security-policy.ts reads it): Vite's convention. */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * The security headers of every response (hono/secure-headers), the page's
 * Content-Security-Policy included:
 *
 * - scripts only from this site (`script-src 'self'`: the built index.html has no
 *   inline script; no eval);
 * - `connect-src 'self'` covers the API and this site's own `/pubsub/ws` (CSP 3:
 *   'self' matches ws: and wss: on the page's host and port); an external NATS
 *   WebSocket (`NATS_WS_URL`, `realtimeEndpoint`) adds its origin;
 * - styles from this site, and inline `<style>` elements only with this
 *   response's nonce: react-style-singleton (react-remove-scroll, under
 *   @radix-ui/react-dialog) injects one while a modal dialog is open and takes
 *   the nonce from the page (`<meta property="csp-nonce">`). No 'unsafe-inline':
 *   React style props and Floating UI set styles through the CSSOM, which CSP
 *   does not govern;
 * - no plugins, no `<base>`, forms post only here, never framed (also
 *   `X-Frame-Options: DENY` for old browsers).
 *
 * `Strict-Transport-Security` only when the site is https: the public origin's
 * scheme when one is configured, else the request's (or its proxy's
 * X-Forwarded-Proto).
 */
export function securityHeaders(options: { publicOrigin?: string | undefined; realtimeEndpoint?: string | null | undefined }): MiddlewareHandler<AppEnv> {
  const connectSrc = ["'self'"];
  if (options.realtimeEndpoint) connectSrc.push(originOf(options.realtimeEndpoint));
  const common: Parameters<typeof secureHeaders>[0] = {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", NONCE],
      connectSrc,
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
  };
  const overHttps = secureHeaders({ ...common, strictTransportSecurity: 'max-age=31536000; includeSubDomains' });
  const overHttp = secureHeaders({ ...common, strictTransportSecurity: false });
  const publicOriginIsHttps = options.publicOrigin === undefined ? undefined : new URL(options.publicOrigin).protocol === 'https:';
  return (c, next) => ((publicOriginIsHttps ?? isHttps(c)) ? overHttps(c, next) : overHttp(c, next));
}

/** `wss://nats.example.org:8443/path` → `wss://nats.example.org:8443` (as a CSP source). */
function originOf(endpoint: string): string {
  const url = new URL(endpoint);
  return `${url.protocol}//${url.host}`;
}

/**
 * `Cache-Control: no-store` on every response that does not say otherwise:
 * API answers (a signed-in user's session, messages, credentials) and errors
 * are never kept by a browser or a proxy. The built client's files and its
 * page set their own (web-client.ts).
 */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * Issue 33: a 304 for the page carries no Content-Security-Policy. A browser updates its stored
 * response's headers from a 304, and the stored page's `<meta property="csp-nonce">` holds the
 * nonce of the response that first brought it: a new policy with a new nonce would block its
 * styles. Without one, the stored policy (and its nonce) stays with the stored page.
 * Registered before securityHeaders, so it runs after it on the way out.
 */
export function notModifiedKeepsStoredPolicy(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    await next();
    if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy');
  };
}
