import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/** Validates one part of a request; a failure is a 400 with the given error key and appends nothing. */
export function validated<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  errorKey = 'request.invalid',
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: errorKey }, 400);
  });
}
