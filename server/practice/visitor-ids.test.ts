import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { sequentialIds } from '../id-generator';
import { visitorIds } from './visitor-ids';

const key = Buffer.from('a visitor-id key for these tests, 32 bytes or more');

function appWith(signingKey: Uint8Array) {
  const app = new Hono<AppEnv>();
  const visitors = visitorIds(signingKey);
  app.use('*', async (c, next) => {
    c.set('ids', sequentialIds('visitor-'));
    await next();
  });
  app.get('/who', (c) => c.json({ visitorId: visitors.visitorOf(c) }));
  app.get('/known', (c) => c.json({ visitorId: visitors.knownVisitorOf(c) }));
  return app;
}

describe('visitor ids', () => {
  it('are issued once in a signed, httpOnly, SameSite=Lax cookie, and read back from it', async () => {
    const app = appWith(key);
    const first = await app.request('http://localhost/who');
    expect(await first.json()).toEqual({ visitorId: 'v_visitor1' });
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^lc_visitor=[A-Za-z0-9_-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain('v_visitor1');
    const again = await app.request('http://localhost/who', { headers: { cookie: setCookie.split(';')[0]! } });
    expect(await again.json()).toEqual({ visitorId: 'v_visitor1' });
    expect(again.headers.get('set-cookie')).toBeNull();
    // Over https the cookie is Secure.
    expect((await app.request('https://localhost/who')).headers.get('set-cookie')).toContain('Secure');
  });

  it('never trust a cookie they did not sign: a new id replaces it', async () => {
    const app = appWith(key);
    const foreign = (await appWith(Buffer.from('another key, also 32 bytes or more')).request('http://localhost/who')).headers.get('set-cookie')!.split(';')[0]!;
    for (const cookie of ['lc_visitor=v_visitor1', 'lc_visitor=', foreign]) {
      const response = await app.request('http://localhost/who', { headers: { cookie } });
      expect(await response.json(), cookie).toEqual({ visitorId: 'v_visitor1' });
      expect(response.headers.get('set-cookie'), cookie).toMatch(/^lc_visitor=/);
    }
  });

  it('known: the signed cookie’s id, else null, and never a new cookie (issue 32: the visitor’s home)', async () => {
    const app = appWith(key);
    const none = await app.request('http://localhost/known');
    expect([await none.json(), none.headers.get('set-cookie')]).toEqual([{ visitorId: null }, null]);
    const cookie = (await app.request('http://localhost/who')).headers.get('set-cookie')!.split(';')[0]!;
    expect(await (await app.request('http://localhost/known', { headers: { cookie } })).json()).toEqual({ visitorId: 'v_visitor1' });
    expect(await (await app.request('http://localhost/known', { headers: { cookie: 'lc_visitor=v_visitor1' } })).json()).toEqual({ visitorId: null });
  });
});
