import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { responseCompression } from './response-compression';

// Issue 33: API answers over 1 KiB are gzip-compressed on the fly; small ones and event streams are not.

const rows = Array.from({ length: 200 }, (_, n) => ({ id: n, name: `learner ${n}` }));
const app = new Hono<AppEnv>();
app.use('*', responseCompression());
app.get('/big', (c) => c.json({ rows }));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/events', (c) => c.body(`data: ${'x'.repeat(2000)}\n\n`, 200, { 'Content-Type': 'text/event-stream' }));
const get = (path: string, encoding?: string) => app.request(`http://localhost${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('response compression', () => {
  it('gzips JSON over 1 KiB when gzip is accepted, with Vary', async () => {
    const response = await get('/big', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({ rows });
  });

  it('sends it as it is when gzip is not accepted', async () => {
    const response = await get('/big');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ rows });
  });

  it('leaves a small answer and an event stream as they are', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    const events = await get('/events', 'gzip');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('data: x');
  });
});
