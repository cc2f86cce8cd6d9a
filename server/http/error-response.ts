import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DomainError } from '../../events/log/domain-error';
import { ConcurrencyError } from '../../events/log/event-store';

/**
 * Turns anything a route throws into a JSON error with a machine-readable key.
 * Broken rules and bad input are 4xx; only a genuine fault is a 500.
 */
export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof DomainError) return c.json({ error: error.key }, error.status);
  if (error instanceof ConcurrencyError) return c.json({ error: 'request.conflict' }, 409);
  if (error instanceof HTTPException) {
    const key = error.status === 403 ? 'request.cross_site_refused' : 'request.invalid';
    return c.json({ error: key }, error.status);
  }
  console.error(`[${c.get('correlationId') ?? '-'}] ${c.req.method} ${c.req.path}`, error);
  return c.json({ error: 'request.failed' }, 500);
}
