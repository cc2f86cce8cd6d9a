import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { DEFAULT_BODY_LIMIT_BYTES, largerBodyLimit, requestBodyLimit } from './body-limit';

// The body limit alone, over a small app: what reaches a handler, what is refused before it.

function appWithLimits() {
  const parsed: string[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', requestBodyLimit());
  const uploads = new Hono<AppEnv>();
  uploads.post('/upload', largerBodyLimit(256 * 1024), async (c) => {
    parsed.push(`upload ${(await c.req.text()).length}`);
    return c.json({ ok: true });
  });
  app.route('/', uploads);
  app.post('/message', async (c) => {
    parsed.push(`message ${(await c.req.text()).length}`);
    return c.json({ ok: true });
  });
  return { app, parsed };
}

/** A body with no Content-Length: sent in chunks as it is produced. */
function chunked(totalBytes: number, chunkBytes = 8 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

const post = (app: Hono<AppEnv>, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('requestBodyLimit', () => {
  it('lets a body of up to 64 KB through and refuses one byte more with 413 request.too_large, before the handler reads it', async () => {
    const { app, parsed } = appWithLimits();
    expect((await post(app, '/message', 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES))).status).toBe(200);
    const refused = await post(app, '/message', 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES + 1));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'request.too_large' });
    expect(parsed).toEqual([`message ${DEFAULT_BODY_LIMIT_BYTES}`]);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { app, parsed } = appWithLimits();
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const refused = await post(app, '/message', body, { 'content-length': String(2 * 1024 * 1024) });
    expect(refused.status).toBe(413);
    expect(parsed).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('counts a chunked body (no Content-Length) as it arrives', async () => {
    const { app, parsed } = appWithLimits();
    expect((await post(app, '/message', chunked(2 * 1024 * 1024))).status).toBe(413);
    expect((await post(app, '/message', chunked(60 * 1024))).status).toBe(200);
    expect(parsed).toEqual([`message ${60 * 1024}`]);
  });

  it('gives a route that names a larger limit that limit, and only that route', async () => {
    const { app, parsed } = appWithLimits();
    expect((await post(app, '/upload', chunked(200 * 1024))).status).toBe(200);
    expect((await post(app, '/upload', chunked(300 * 1024))).status).toBe(413);
    expect((await post(app, '/message', chunked(200 * 1024))).status).toBe(413);
    expect(parsed).toEqual([`upload ${200 * 1024}`]);
  });
});
