import type { Context } from 'hono';
import { DomainError } from '../../events/log/domain-error';

/** The fields of a JSON or form body (spec calls send forms; newer calls send JSON). */
export async function requestFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('request.invalid', 400);
      return body as Record<string, unknown>;
    }
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('request.invalid', 400);
  }
}
