import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { ORIGIN, sessionCookieOf } from '../../tests/support/test-app';
import { buildApp } from '../app';
import { seedDemoSchool } from '../demo/seed-demo-school';
import { openEventLog } from '../event-log';
import { withDataBlock } from './web-client';
import { firstCallsOf } from '../../web/app/page-first-calls';
import { USER_TYPE } from '../../web/shared/session/session';

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

  it('a signed-in user’s page holds her own session, private to her browser, with no validator (its answers are live)', async () => {
    const ava = await signIn('ava.b');
    const rivera = await signIn('ms.rivera');
    const avaPage = await asPage('/', { cookie: ava });
    const riveraPage = await asPage('/analytics/live-classroom', { cookie: rivera });
    expect(pageSessionOf(await avaPage.text())).toEqual(await (await get('/session', { cookie: ava })).json());
    expect(pageSessionOf(await riveraPage.text())).toMatchObject({ username: 'ms.rivera', userType: 4 });
    expect(avaPage.headers.get('cache-control')).toBe('private, no-cache');
    expect(avaPage.headers.get('vary')).toContain('Cookie');
    expect(avaPage.headers.get('etag')).toBeNull();
    // The visitor's page keeps its validator, and it never answers 304 for a signed-in user's page.
    const visitorTag = (await asPage('/')).headers.get('etag')!;
    expect((await asPage('/', { 'if-none-match': visitorTag })).status).toBe(304);
    expect((await asPage('/', { cookie: ava, 'if-none-match': visitorTag })).status).toBe(200);
  });

  it('no text in the session can close the data block: every “<” is escaped, and the JSON reads back the same', () => {
    const session = JSON.stringify({ displayName: '</script><script>alert(1)</script>', userType: 2 });
    const page = withDataBlock('<body>\n    <div id="root"></div>\n  </body>', 'page-session', session);
    const block = /<script type="application\/json" id="page-session">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(JSON.parse(session));
    expect(withDataBlock('<div id="root"></div>', 'page-session', null)).toBe('<div id="root"></div>');
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

// Issue 33: a signed-in user's page carries what her page's first GET calls answer (web/app/page-first-calls.ts),
// handed to the first call of each by web/shared/http/page-answers.ts.
function pageAnswersOf(page: string): Record<string, unknown> | null {
  const block = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(page);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
}

describe('the page carries its first answers', () => {
  it('a student’s home holds what each of her page’s first calls answers her, exactly, and no credential', async () => {
    const ava = await signIn('ava.b');
    const answers = pageAnswersOf(await (await asPage('/', { cookie: ava })).text())!;
    const calls = firstCallsOf('/', USER_TYPE.student);
    expect(Object.keys(answers).sort()).toEqual([...calls].sort());
    // The same answer as the call (its server time aside: the page was built a moment before).
    const withoutClock = (answer: unknown) => JSON.parse(JSON.stringify(answer, (key, value: unknown) => (key === 'serverTime' ? undefined : value))) as unknown;
    for (const path of calls) expect(withoutClock(answers[path]), path).toEqual(withoutClock(await (await get(path, { cookie: ava, accept: 'application/json' })).json()));
    expect(answers['/home/summary']).toMatchObject({ userType: 'student' });
    expect(Object.keys(answers)).not.toContain('/pubsub/credentials');
  });

  it('a teacher’s live classroom holds her calls, none of a student’s; a visitor’s page and a page that is not one hold none', async () => {
    const rivera = await signIn('ms.rivera');
    const answers = pageAnswersOf(await (await asPage('/analytics/live-classroom', { cookie: rivera })).text())!;
    expect(Object.keys(answers)).toContain('/analytics/live-classroom/classes');
    expect(Object.keys(answers)).toContain('/assessment-windows/banner');
    expect(Object.keys(answers)).not.toContain('/quizzes/assigned');
    expect(pageAnswersOf(await (await asPage('/')).text())).toBeNull();
    const notAPage = await asPage('/no-such-page', { cookie: rivera });
    expect(notAPage.status).toBe(404);
    expect(pageAnswersOf(await notAPage.text())).toBeNull();
  });

  it('is built anew at every load: after one of her answers changes, the next page carries the new one', async () => {
    const ava = await signIn('ava.b');
    const before = await asPage('/', { cookie: ava });
    const hidden = !(pageAnswersOf(await before.text())!['/profile/preferences'] as { hideTimer: boolean }).hideTimer;
    const edited = await app.request(`${ORIGIN}/profile/edit/hideTimer`, {
      method: 'POST',
      headers: { cookie: ava, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'X-CSRF-Protection': '1' },
      body: new URLSearchParams({ value: String(hidden) }),
    });
    expect(edited.status).toBe(200);
    expect(pageAnswersOf(await (await asPage('/', { cookie: ava })).text())!['/profile/preferences']).toMatchObject({ hideTimer: hidden });
  });
});
