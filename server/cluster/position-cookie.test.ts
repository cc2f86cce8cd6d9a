import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { positionCookie, type NodeLogPosition } from './position-cookie';

/** A node's log whose position the test moves: `reachOn(catchUp)` makes a pull reach `to`. */
function nodeLog(start: number, options: { head: number; pullReaches?: number }) {
  let position = start;
  const waiting = new Set<{ target: number; resolve: (position: number) => void }>();
  const move = (to: number) => {
    position = to;
    for (const waiter of [...waiting]) {
      if (waiter.target > to) continue;
      waiting.delete(waiter);
      waiter.resolve(to);
    }
  };
  const log: NodeLogPosition & { move(to: number): void; catchUps: number } = {
    catchUps: 0,
    move,
    lastPosition: () => position,
    waitForPosition(target, signal) {
      if (position >= target) return Promise.resolve(position);
      return new Promise((resolve, reject) => {
        const waiter = { target, resolve };
        waiting.add(waiter);
        signal?.addEventListener('abort', () => (waiting.delete(waiter), reject(new Error('aborted'))), { once: true });
      });
    },
    catchUp() {
      log.catchUps += 1;
      if (options.pullReaches !== undefined) queueMicrotask(() => move(options.pullReaches!));
      return Promise.resolve();
    },
    head: () => Promise.resolve(options.head),
  };
  return log;
}

function appOver(log: ReturnType<typeof nodeLog>, waitMs = 50) {
  const app = new Hono<AppEnv>();
  const seenByHandler: number[] = [];
  app.use('*', positionCookie(log, waitMs));
  app.get('/read', (c) => (seenByHandler.push(log.lastPosition()), c.json({ at: log.lastPosition() })));
  app.post('/write', (c) => (log.move(log.lastPosition() + 3), c.json({ ok: true })));
  app.post('/refused', (c) => c.json({ error: 'nope' }, 400));
  app.get('/healthz', (c) => c.json({ ok: true }));
  return { app, seenByHandler };
}

const cookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('lc_pos='));

describe('the position cookie (read-your-writes across nodes, issue 17)', () => {
  it('a request carrying a position ahead of the node waits until its read models reach it, then is served', async () => {
    const log = nodeLog(10, { head: 20, pullReaches: 20 });
    const { app, seenByHandler } = appOver(log, 60_000);
    const response = await app.request('/read', { headers: { cookie: 'lc_pos=20' } });
    expect(response.status).toBe(200);
    expect(seenByHandler).toEqual([20]);
    expect(log.catchUps).toBe(1);
  });

  it('one that the node does not reach in time is 503 cluster.catching_up with Retry-After, the route not run', async () => {
    const log = nodeLog(10, { head: 20 });
    const { app, seenByHandler } = appOver(log);
    const response = await app.request('/read', { headers: { cookie: 'lc_pos=20' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ error: 'cluster.catching_up' });
    expect(seenByHandler).toEqual([]);
  });

  it('a position beyond the log’s head is dropped at once (the cookie cleared), not waited for', async () => {
    const log = nodeLog(10, { head: 12 });
    const { app, seenByHandler } = appOver(log, 60_000);
    const response = await app.request('/read', { headers: { cookie: 'lc_pos=999' } });
    expect(response.status).toBe(200);
    expect(seenByHandler).toEqual([10]);
    expect(cookieOf(response)).toMatch(/^lc_pos=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect(log.catchUps).toBe(0);
  });

  it('a command answers with the position its append reached (HttpOnly, SameSite=Lax); a request at or behind the node never waits', async () => {
    const log = nodeLog(10, { head: 10 });
    const { app } = appOver(log);
    const response = await app.request('/write', { method: 'POST', headers: { cookie: 'lc_pos=4' } });
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toBe('lc_pos=13; Path=/; HttpOnly; SameSite=Lax');
    expect(log.catchUps).toBe(0);
  });

  it('a read during which nothing arrived sets no cookie; a refused command sets the node’s position', async () => {
    const log = nodeLog(10, { head: 10 });
    const { app } = appOver(log);
    expect(cookieOf(await app.request('/read'))).toBeUndefined();
    expect(cookieOf(await app.request('/refused', { method: 'POST' }))).toBe('lc_pos=10; Path=/; HttpOnly; SameSite=Lax');
    expect(cookieOf(await app.request('/refused', { method: 'POST', headers: { cookie: 'lc_pos=10' } }))).toBeUndefined();
  });

  it('GET /healthz never waits', async () => {
    const log = nodeLog(10, { head: 20 });
    const { app } = appOver(log);
    expect((await app.request('/healthz', { headers: { cookie: 'lc_pos=20' } })).status).toBe(200);
    expect(log.catchUps).toBe(0);
  });
});
