import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../events/log/domain-error';
import { sequentialIds } from '../id-generator';
import type { AppEnv } from './app-env';
import { correlationIds } from './correlation-id';
import { errorResponse } from './error-response';

function app() {
  const lines: string[] = [];
  const seen: string[] = [];
  const hono = new Hono<AppEnv>();
  hono.onError(errorResponse);
  hono.use('*', correlationIds({ ids: sequentialIds(), log: (line) => lines.push(line) }));
  hono.get('/read', (c) => {
    seen.push(c.get('correlationId'));
    return c.json({ ok: true });
  });
  hono.post('/command', (c) => {
    seen.push(c.get('correlationId'));
    return c.json({ ok: true });
  });
  hono.post('/refused', () => {
    throw new DomainError('request.invalid', 400);
  });
  return { hono, lines, seen };
}

describe('correlation ids', () => {
  it('gives every request an id, returns it in X-Correlation-Id and hands it to the route', async () => {
    const { hono, seen } = app();
    const first = await hono.request('/read');
    const second = await hono.request('/read');
    expect(first.headers.get('x-correlation-id')).toBe(seen[0]);
    expect(second.headers.get('x-correlation-id')).toBe(seen[1]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("keeps a client's well-formed id, and replaces one that is not", async () => {
    const { hono } = app();
    expect((await hono.request('/read', { headers: { 'x-correlation-id': 'ticket-4711' } })).headers.get('x-correlation-id')).toBe('ticket-4711');
    for (const bad of ['has space', 'x'.repeat(65), 'ünïcode']) {
      const answered = (await hono.request('/read', { headers: { 'x-correlation-id': bad } })).headers.get('x-correlation-id');
      expect(answered).not.toBe(bad);
      expect(answered).toMatch(/.+/);
    }
  });

  it('writes one log line per command, errors included, and none for reads', async () => {
    const { hono, lines } = app();
    await hono.request('/read');
    const done = await hono.request('/command', { method: 'POST' });
    const refused = await hono.request('/refused', { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(lines).toEqual([`[${done.headers.get('x-correlation-id')}] POST /command 200`, `[${refused.headers.get('x-correlation-id')}] POST /refused 400`]);
  });
});
