import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from './app-env';

/** An issue message that is an error key of the catalogue (`focus.no_subjects`), not zod's prose. */
const ERROR_KEY = /^[a-z][a-z_]*(\.[A-Za-z0-9_]+)+$/;
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The error key a failed validation answers with: the first issue whose message
 * is an error key (schemas name their rule's key, e.g. `.min(1, 'focus.no_subjects')`),
 * else the route's own key.
 */
export function errorKeyOf(error: z.ZodError, fallback: string): string {
  return error.issues.find((issue) => ERROR_KEY.test(issue.message))?.message ?? fallback;
}

function check<Schema extends z.ZodType>(schema: Schema, errorKey: string) {
  return (value: unknown, c: { json(body: unknown, status: 400): Response }) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return c.json({ error: errorKeyOf(parsed.error, errorKey) }, 400);
    return parsed.data as z.output<Schema>;
  };
}

type Validated<Target extends 'json' | 'query', Schema extends z.ZodType> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
>;

/**
 * The one validator of the routes (hono/validator + zod). A failure is a 400
 * `{ error: <key> }` before the handler runs, so nothing is appended.
 *
 * - `'body'`: a JSON body, or a form (urlencoded or multipart; repeated keys are
 *   lists — see body-fields.ts for form-friendly field schemas). Read it with
 *   `c.req.valid('json')` whichever encoding it arrived in. A body that cannot be
 *   parsed (broken JSON, broken multipart) is a 400 `request.invalid`.
 * - `'query'`: the query string (a repeated parameter is a list).
 */
export function validated<Schema extends z.ZodType>(target: 'body', schema: Schema, errorKey?: string): Validated<'json', Schema>;
export function validated<Schema extends z.ZodType>(target: 'query', schema: Schema, errorKey?: string): Validated<'query', Schema>;
export function validated<Schema extends z.ZodType>(target: 'body' | 'query', schema: Schema, errorKey = 'request.invalid'): MiddlewareHandler<AppEnv> {
  const validate = check(schema, errorKey);
  if (target === 'query') return validator('query', validate) as MiddlewareHandler<AppEnv>;
  const json = validator('json', validate) as MiddlewareHandler<AppEnv>;
  const form = validator('form', (value, c) => {
    const result = validate(value, c);
    if (result instanceof Response) return result;
    // One place for the route to read the body from, however it was encoded.
    c.req.addValidatedData('json', result as object);
    return result;
  }) as MiddlewareHandler<AppEnv>;
  return (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    return JSON_MEDIA_TYPE.test(mediaType) ? json(c, next) : form(c, next);
  };
}
