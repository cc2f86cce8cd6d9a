import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_SESSION_MS,
  clearSessionCookie,
  hashSessionToken,
  isHttps,
  newSessionToken,
  readSessionToken,
  REMEMBERED_SESSION_MS,
  SESSION_COOKIE,
  setSessionCookie,
} from './session-token';

/** Answers a request at `url` with `handle`'s JSON, keeping the response's headers. */
async function answer(url: string, handle: (c: Context) => unknown, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.all('*', (c) => c.json({ value: handle(c) ?? null }));
  const response = await app.request(url, { headers });
  return { value: ((await response.json()) as { value: unknown }).value, setCookie: response.headers.get('set-cookie') };
}

describe('session tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are kept as their SHA-256, in hex', () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('last 30 days with "remember me", 12 hours without', () => {
    expect(REMEMBERED_SESSION_MS).toBe(2_592_000_000);
    expect(BROWSER_SESSION_MS).toBe(43_200_000);
  });
});

describe('https', () => {
  it('is the request’s scheme, or the proxy’s X-Forwarded-Proto', async () => {
    expect((await answer('https://school.example/', isHttps)).value).toBe(true);
    expect((await answer('http://school.example/', isHttps, { 'x-forwarded-proto': 'https' })).value).toBe(true);
    expect((await answer('http://school.example/', isHttps)).value).toBe(false);
    expect((await answer('http://school.example/', isHttps, { 'x-forwarded-proto': 'http' })).value).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is named lc_session', () => expect(SESSION_COOKIE).toBe('lc_session'));

  it('with "remember me" over https: HttpOnly, Secure, SameSite=Lax, for the whole site, 30 days', async () => {
    const { setCookie } = await answer('https://school.example/signin', (c) => setSessionCookie(c, 'tok', true));
    expect(setCookie).toBe('lc_session=tok; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('without "remember me" over http: a browser-session cookie, not Secure', async () => {
    const { setCookie } = await answer('http://localhost/signin', (c) => setSessionCookie(c, 'tok', false));
    expect(setCookie).toBe('lc_session=tok; Path=/; HttpOnly; SameSite=Lax');
  });

  it('behind an https proxy is Secure', async () => {
    const { setCookie } = await answer('http://10.0.0.2/signin', (c) => setSessionCookie(c, 'tok', false), { 'x-forwarded-proto': 'https' });
    expect(setCookie).toContain('; Secure');
  });

  it('is cleared with the same attributes', async () => {
    expect((await answer('https://school.example/signout', clearSessionCookie)).setCookie).toBe('lc_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect((await answer('http://localhost/signout', clearSessionCookie)).setCookie).toBe('lc_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('is read back from the request', async () => {
    expect((await answer('http://localhost/', readSessionToken, { cookie: 'other=1; lc_session=tok123' })).value).toBe('tok123');
    expect((await answer('http://localhost/', readSessionToken, { cookie: 'other=1' })).value).toBeNull();
  });
});
