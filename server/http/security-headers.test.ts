import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/support/temp-dir';
import { startTestApp } from '../../tests/support/test-app';
import { buildApp } from '../app';
import { openEventLog } from '../event-log';
import type { RealtimeAccess } from '../nats/realtime-access';

// The headers every response carries (hono/secure-headers), over the whole app.

const realtime: RealtimeAccess = {
  endpoint: null,
  mintUserToken: async (userId, now) => ({ jwt: `test-jwt.${userId}`, expiresAt: new Date(now.getTime() + 60_000) }),
  status: () => 'connected',
};

const POLICY =
  /^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[A-Za-z0-9+/=]+'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/;

let t: Awaited<ReturnType<typeof startTestApp>>;
let student = '';
beforeAll(async () => {
  t = await startTestApp({ realtime });
  student = await t.signIn('ava.b');
}, 60_000);
afterAll(() => t?.close());

function expectSecurityHeaders(response: Response, what: string) {
  const header = (name: string) => response.headers.get(name);
  expect(header('content-security-policy'), what).toMatch(POLICY);
  expect(header('x-frame-options'), what).toBe('DENY');
  expect(header('x-content-type-options'), what).toBe('nosniff');
  expect(header('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(header('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(header('strict-transport-security'), `${what}: no HSTS over http`).toBeNull();
}

describe('every response', () => {
  it('carries the security headers and no-store: answers, errors, 404s and 413s alike', async () => {
    const responses: [string, Response][] = [
      ['GET /healthz', await t.request('/healthz')],
      ['GET /session (visitor)', await t.request('/session')],
      ['GET /session (student)', await t.request('/session', { cookie: student })],
      ['GET /liveMessage/fetchMessages', await t.request('/liveMessage/fetchMessages', { cookie: student })],
      ['GET /focus-zone/check-active', await t.request('/focus-zone/check-active', { cookie: student })],
      ['GET /pubsub/credentials', await t.request('/pubsub/credentials', { cookie: student })],
      ['401', await t.request('/pubsub/credentials')],
      ['400', await t.postJson('/signin', { username: 42 })],
      ['403 cross-site', await t.postJson('/signin', {}, { headers: { origin: 'http://evil.example' } })],
      ['404', await t.request('/no/such/thing')],
      ['413', await t.postJson('/signin', { username: 'x'.repeat(70_000) })],
    ];
    for (const [what, response] of responses) {
      expectSecurityHeaders(response, what);
      expect(response.headers.get('cache-control'), what).toBe('no-store');
    }
    expect(responses.map(([, response]) => response.status)).toEqual([200, 200, 200, 200, 200, 200, 401, 400, 403, 404, 413]);
  });
});

describe('where the site is', () => {
  const dir = makeTempDir('security-headers-');
  const log = openEventLog({ path: join(dir.path, 'log.db') });
  afterAll(() => {
    log.close();
    dir.remove();
  });

  it('sends Strict-Transport-Security only over https: a configured https origin, or the request’s (its proxy’s) scheme', async () => {
    const plain = buildApp({ log, realtime: null });
    expect((await plain.request('http://localhost/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect((await plain.request('https://localhost/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await plain.request('http://localhost/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const behindHttps = buildApp({ log, realtime: null, publicOrigin: 'https://school.example' });
    expect((await behindHttps.request('http://localhost/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const behindHttp = buildApp({ log, realtime: null, publicOrigin: 'http://school.example' });
    const claimed = await behindHttp.request('http://localhost/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the page connect to an external NATS WebSocket (NATS_WS_URL) by its origin, and nowhere else', async () => {
    const app = buildApp({ log, realtime: { ...realtime, endpoint: 'wss://nats.school.example:8443/ws' } });
    const policy = (await app.request('http://localhost/healthz')).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'self' wss://nats.school.example:8443;");
  });
});
