import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { ORIGIN, sessionCookieOf } from '../../tests/support/test-app';
import { buildApp } from '../app';
import { seedDemoSchool } from '../demo/seed-demo-school';
import { openEventLog } from '../event-log';
import { withPageSession } from './web-client';

// Issue 33: the page carries what GET /session answers its request, so the client knows its user without a
// round trip (web/shared/session/page-session.ts). The built client as the server serves it: a temporary
// web/dist behind the whole app.

const dir = makeTempDir('web-client-session-');
const webDist = join(dir.path, 'dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Live Classroom</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n');
const log = openEventLog({ path: join(dir.path, 'log.db') });
const app = buildApp({ log, realtime: null, webDist });
beforeAll(() => seedDemoSchool(log), 60_000);
afterAll(() => {
  log.close();
  dir.remove();
});

const get = (path: string, headers: Record<string, string>) => app.request(`${ORIGIN}${path}`, { headers });
// Without Accept-Encoding: the page is over the compression threshold (web-client-compression.test.ts covers that).
const asPage = (path: string, headers: Record<string, string> = {}) => get(path, { accept: 'text/html', ...headers });
const signIn = async (username: string) => {
  const response = await app.request(`${ORIGIN}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ username, password: 'classroom', rememberUser: false }),
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
};

/** The data block's JSON, or null when the page has none. */
function pageSessionOf(page: string): unknown {
  const block = /<script type="application\/json" id="page-session">([^<]*)<\/script>/.exec(page);
  return block ? JSON.parse(block[1]!) : null;
}

describe('the page carries its session', () => {
  it('a visitor’s page holds exactly what GET /session answers, in a data block after the root', async () => {
    const page = await (await asPage('/')).text();
    const session = await (await get('/session', { accept: 'application/json' })).json();
    expect(pageSessionOf(page)).toEqual(session);
    expect(session).toMatchObject({ userType: 0 });
    expect(page.indexOf('id="page-session"')).toBeGreaterThan(page.indexOf('<div id="root"></div>'));
  });

  it('a signed-in user’s page holds her own session, private to her browser, with a validator of its own', async () => {
    const ava = await signIn('ava.b');
    const rivera = await signIn('ms.rivera');
    const avaPage = await asPage('/', { cookie: ava });
    const riveraPage = await asPage('/analytics/live-classroom', { cookie: rivera });
    expect(pageSessionOf(await avaPage.text())).toEqual(await (await get('/session', { cookie: ava })).json());
    expect(pageSessionOf(await riveraPage.text())).toMatchObject({ username: 'ms.rivera', userType: 4 });
    expect(avaPage.headers.get('cache-control')).toBe('private, no-cache');
    expect(avaPage.headers.get('vary')).toContain('Cookie');
    // A validator of one user's page never answers 304 for another's (nor for the visitor's).
    const avaTag = avaPage.headers.get('etag')!;
    expect((await asPage('/', { cookie: ava, 'if-none-match': avaTag })).status).toBe(304);
    expect((await asPage('/', { cookie: rivera, 'if-none-match': avaTag })).status).toBe(200);
    expect((await asPage('/', { 'if-none-match': avaTag })).status).toBe(200);
  });

  it('no text in the session can close the data block: every “<” is escaped, and the JSON reads back the same', () => {
    const session = JSON.stringify({ displayName: '</script><script>alert(1)</script>', userType: 2 });
    const page = withPageSession('<body>\n    <div id="root"></div>\n  </body>', session);
    const block = /<script type="application\/json" id="page-session">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(JSON.parse(session));
    expect(withPageSession('<div id="root"></div>', null)).toBe('<div id="root"></div>');
  });
});

// Issue 33: the first paint (server/html/first-paint.ts) follows the page's session: the welcome only on a visitor's home.
describe('the page carries its first paint', () => {
  const firstPaintOf = (page: string) => /<div id="first-paint" class="first-paint">([\s\S]*?)\n/.exec(page)?.[1] ?? null;

  it('a visitor’s home paints the welcome and the sign-in link before #root, with <body> marked', async () => {
    const page = await (await asPage('/')).text();
    const painted = firstPaintOf(page)!;
    expect(painted).toContain('<h1>Welcome to Live Classroom</h1>');
    expect(painted).toContain('href="/signin"');
    expect(painted).toContain('class="site-header-bar"');
    expect(page).toContain('<body class="first-paint-showing">');
    expect(page.indexOf('id="first-paint"')).toBeLessThan(page.indexOf('<div id="root"></div>'));
    // None of the app's ids nor landmarks: the app's own header and main come with the app.
    expect(painted).not.toMatch(/\sid=|<main|<header/);
  });

  it('any other page, and a signed-in user’s home, paints the header bar and the loading line', async () => {
    const ava = await signIn('ava.b');
    for (const page of [await (await asPage('/math')).text(), await (await asPage('/', { cookie: ava })).text()]) {
      const painted = firstPaintOf(page)!;
      expect(painted).toContain('<p class="loading" aria-busy="true">Loading…</p>');
      expect(painted).not.toContain('Welcome');
    }
  });
});
