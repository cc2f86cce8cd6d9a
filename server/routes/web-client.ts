import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { districtSignInName, matchPageRoute, pagePath } from '../../web/app/page-routes';
import type { AppEnv } from '../http/app-env';
import { CSP_NONCE_META } from '../http/security-headers';

/**
 * Serves the built client (web/dist):
 * - `/assets/*` (content-hashed file names: cached for a year); a missing one is
 *   a plain 404, never the page;
 * - the page (index.html) for an HTML request: 200 for a path of the page route
 *   table (web/app/page-routes.ts), else 404 (the client shows its not-found
 *   page), with this response's CSP style nonce in `<meta property="csp-nonce">`;
 *   a district sign-in page `/signin/{name}` is 404 too when no district has that
 *   custom domain name (`knowsDistrict`: the page route table cannot know them);
 * - any other file of web/dist as it is.
 */
export function webClientRoutes(webDist: string, knowsDistrict: (customDomainName: string) => boolean) {
  const app = new Hono<AppEnv>();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return app;
  const index = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), webDist);
  app.get(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
    (c) => c.notFound(),
  );
  app.get('*', (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(withNonce(index, c), isPage(c.req.path, knowsDistrict) ? 200 : 404);
  });
  app.use('*', serveStatic({ root }));
  return app;
}

/** A path the page answers with 200: a page route, and for a district sign-in page a known district. */
function isPage(path: string, knowsDistrict: (customDomainName: string) => boolean): boolean {
  const route = matchPageRoute(path);
  if (!route) return false;
  const district = districtSignInName(pagePath(path));
  return route.name !== 'districtSignIn' || (district !== null && knowsDistrict(district));
}

/** The page with its response's nonce where the client looks for it (base64: safe in an attribute). */
function withNonce(index: string, c: Context<AppEnv>): string {
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) return index;
  return index.replace('<head>', `<head>\n    <meta property="${CSP_NONCE_META}" nonce="${nonce}" />`);
}
