import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { districtSignInName, matchPageRoute, pagePath } from '../../web/app/page-routes';
import type { AppEnv } from '../http/app-env';
import { CSP_NONCE_META } from '../http/security-headers';
import { firstPaintOf, withFirstPaint, type FirstPaint } from '../html/first-paint';
import { PAGE_SESSION_ID } from '../../web/shared/session/page-session-id';
import { PAGE_ANSWERS_ID } from '../../web/shared/http/page-answers-id';

/**
 * Serves the built client (web/dist):
 * - `/assets/*` (content-hashed file names: cached for a year); a missing one is
 *   a plain 404, never the page; a text asset as the `.br` or `.gz` the build
 *   wrote beside it (web/build/precompress-assets.ts) when the request accepts
 *   it (brotli first), always with `Vary: Accept-Encoding`;
 * - the page (index.html) for an HTML request: 200 for a path of the page route
 *   table (web/app/page-routes.ts), else 404 (the client shows its not-found
 *   page), with this response's CSP style nonce in `<meta property="csp-nonce">`;
 *   a district sign-in page `/signin/{name}` is 404 too when no district has that
 *   custom domain name (`knowsDistrict`: the page route table cannot know them);
 *   `no-cache` with a weak ETag of the built page (the nonce differs per
 *   response), 304 on a matching If-None-Match; issue 33: with what
 *   `GET /session` answers this request written into it (`pageSession`, a JSON
 *   data block), so then `private, no-cache`, `Vary: Cookie`, and the ETag of
 *   the page and that session; for a signed-in user, what her page's first GET
 *   calls answer too (`pageAnswers`, web/app/page-first-calls.ts), and then no
 *   ETag (the answers are live); and its first paint beside `#root`
 *   (server/html/first-paint.ts: the header's bar and the loading line, or a
 *   visitor's welcome on the home page), which the client replaces;
 * - any other file of web/dist as it is, except the build's own dot folders
 *   (`.vite/manifest.json`): 404.
 */
export function webClientRoutes(
  webDist: string,
  knowsDistrict: (customDomainName: string) => boolean,
  pageSession: PageSession = async () => null,
  pageAnswers: PageAnswers = async () => null,
) {
  const app = new Hono<AppEnv>();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return app;
  const index = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), webDist);
  const indexTag = `W/"${createHash('sha256').update(index).digest('base64url').slice(0, 27)}"`;
  // Issue 33: the page with each of its two first paints, built once.
  const pages: Record<FirstPaint, string> = { visitorHome: withFirstPaint(index, 'visitorHome'), loading: withFirstPaint(index, 'loading') };
  app.get(
    '/assets/*',
    async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      c.res.headers.set('Vary', 'Accept-Encoding');
    },
    serveStatic({ root, precompressed: true }),
    (c) => c.notFound(),
  );
  app.get('*', async (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    const session = await pageSession(c);
    const status = isPage(c.req.path, knowsDistrict) ? 200 : 404;
    const answers = status === 200 ? await pageAnswers(c) : null;
    // The page carries its user's session: cached by this browser only, and its validator names the session too.
    // A signed-in user's page carries live answers as well: no validator (a check would build it all again anyway).
    c.header('Cache-Control', session === null && answers === null ? 'no-cache' : 'private, no-cache');
    c.header('Vary', 'Cookie');
    if (answers === null) {
      const tag = session === null ? indexTag : `W/"${createHash('sha256').update(indexTag).update(session).digest('base64url').slice(0, 27)}"`;
      c.header('ETag', tag);
      if (status === 200 && matchesTag(c.req.header('if-none-match'), tag)) return c.body(null, 304);
    }
    const page = pages[firstPaintOf(c.req.path, c.get('user') != null)];
    return c.html(withDataBlock(withDataBlock(withNonce(page, c), PAGE_SESSION_ID, session), PAGE_ANSWERS_ID, answers), status);
  });
  // The site's icons (web/public): not content-hashed, kept a day.
  app.get('/favicon.*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  app.use(
    '*',
    async (c, next) => {
      if (/\/\./.test(c.req.path)) return c.notFound();
      await next();
    },
    serveStatic({ root }),
  );
  return app;
}

/** If-None-Match names the tag (or `*`); weak comparison, as for a GET. */
function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}

/** A path the page answers with 200: a page route, and for a district sign-in page a known district. */
function isPage(path: string, knowsDistrict: (customDomainName: string) => boolean): boolean {
  const route = matchPageRoute(path);
  if (!route) return false;
  const district = districtSignInName(pagePath(path));
  return route.name !== 'districtSignIn' || (district !== null && knowsDistrict(district));
}

/**
 * Issue 33: what `GET /session` answers for this request (its JSON text), written into the page so the
 * client knows its user without a round trip (web/shared/session/page-session.ts); null: none.
 */
export type PageSession = (c: Context<AppEnv>) => Promise<string | null>;

/**
 * Issue 33: what a signed-in user's first GET calls answer this request (page-first-calls.ts), as one JSON
 * object keyed by path (web/shared/http/page-answers.ts); null: none (a visitor, a page that is not one).
 */
export type PageAnswers = (c: Context<AppEnv>) => Promise<string | null>;

/**
 * JSON text as a data block (`type="application/json"`: never run, so the CSP does not apply to it), its
 * `<` escaped so no text in it can close the element: the page's session, its first answers.
 */
export function withDataBlock(page: string, id: string, json: string | null): string {
  if (json === null) return page;
  const block = `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
  return page.replace('<div id="root"></div>', `<div id="root"></div>\n    ${block}`);
}

/** The page with its response's nonce where the client looks for it (base64: safe in an attribute). */
function withNonce(index: string, c: Context<AppEnv>): string {
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) return index;
  return index.replace('<head>', `<head>\n    <meta property="${CSP_NONCE_META}" nonce="${nonce}" />`);
}
