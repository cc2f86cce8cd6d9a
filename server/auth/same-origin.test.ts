import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sameOriginOnly } from './same-origin';

function appWith(publicOrigin?: string) {
  const app = new Hono();
  app.use('*', sameOriginOnly(publicOrigin));
  app.all('*', (c) => c.text('done'));
  return app;
}

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function status(app: Hono, method: string, headers: Record<string, string>, url = 'http://school.example/liveMessage/sendMessage') {
  const response = await app.request(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }) });
  return { status: response.status, body: response.status === 403 ? await response.text() : '' };
}

describe('same-origin only', () => {
  const app = appWith();

  it('lets reads through from anywhere', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await status(app, method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    }
  });

  it('lets a write from the site’s own origin through', async () => {
    expect((await status(app, 'POST', { ...json, origin: 'http://school.example' })).status).toBe(200);
    expect((await status(app, 'POST', { ...form, origin: 'http://school.example', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a write from another origin, whatever the method or body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const type of [json, form]) {
        const refused = await status(app, method, { ...type, origin: 'https://evil.example' });
        expect(refused).toEqual({ status: 403, body: '{"error":"request.cross_site_refused"}' });
      }
    }
    // Same host, other port or scheme: another origin.
    expect((await status(app, 'POST', { ...json, origin: 'http://school.example:8080' })).status).toBe(403);
    expect((await status(app, 'POST', { ...json, origin: 'https://school.example' })).status).toBe(403);
  });

  it('refuses a write the browser says is cross-site or same-site (a sibling subdomain), even without an Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(await status(app, 'POST', { ...json, 'sec-fetch-site': site })).toEqual({ status: 403, body: '{"error":"request.cross_site_refused"}' });
    }
    expect((await status(app, 'POST', { ...json, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await status(app, 'POST', { ...json, 'sec-fetch-site': 'none' })).status).toBe(200);
  });

  it('refuses a form post that names neither its origin nor its site (Hono’s csrf check)', async () => {
    expect((await status(app, 'POST', form)).status).toBe(403);
    // A JSON body cannot be sent cross-site without CORS, so a client without Origin (curl, tests) may.
    expect((await status(app, 'POST', json)).status).toBe(200);
  });

  it('behind a proxy, compares with the public origin, not the address the request reached', async () => {
    const proxied = appWith('https://school.example');
    const internal = 'http://10.0.0.2:3000/liveMessage/sendMessage';
    expect((await status(proxied, 'POST', { ...json, origin: 'https://school.example' }, internal)).status).toBe(200);
    expect((await status(proxied, 'POST', { ...form, origin: 'https://school.example' }, internal)).status).toBe(200);
    expect((await status(proxied, 'POST', { ...json, origin: 'http://10.0.0.2:3000' }, internal)).status).toBe(403);
    expect((await status(proxied, 'POST', { ...form, origin: 'http://10.0.0.2:3000' }, internal)).status).toBe(403);
  });
});
