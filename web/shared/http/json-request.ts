import { z } from 'zod';
import { HttpError, NETWORK_ERROR_KEY, UNEXPECTED_ERROR_KEY, UNEXPECTED_RESPONSE_KEY } from './http-error';
import { takePageAnswer } from './page-answers';

/**
 * Same-origin JSON calls to our own server: the one way the client fetches.
 * Every call sends the session cookie and reads the answer as JSON. A non-2xx
 * answer is an HttpError carrying the server's error key, the status and the
 * status text; a request that never arrived is one with status 0 and
 * `app.error.network`. Given a zod schema, the answer is parsed by it and the
 * call resolves to the schema's output; an answer that is not JSON or does not
 * match is an HttpError with `app.error.unexpectedResponse` (the zod issues in
 * `details.issues`). Without a schema the answer is not looked at (`unknown`;
 * `undefined` for an empty one such as 204).
 */
export interface JsonRequestOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a command: the same key for every attempt of one
   * user action (a retry after a lost answer), a new key for a new action. The
   * server appends once and answers every attempt as it answered the first.
   */
  idempotencyKey?: string;
  /** Replaceable for tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
  /** More request headers, e.g. the CSRF-style `X-CSRF-Protection: 1` some routes ask for (server/http/csrf-header.ts). */
  headers?: Record<string, string>;
}

export function getJson<T = unknown>(path: string, schema?: z.ZodType<T>, options: JsonRequestOptions = {}): Promise<T> {
  // Issue 33: the first GET of a path the server answered in the page takes that answer (page-answers.ts).
  const answer = takePageAnswer(path);
  if (answer !== undefined) return Promise.resolve().then(() => parsedAnswer(answer, schema, 200, 'OK'));
  return requestJson(path, { method: 'GET' }, schema, options);
}

export function postJson<T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>, options: JsonRequestOptions = {}): Promise<T> {
  const init: RequestInit =
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return requestJson(path, init, schema, options);
}

/**
 * POSTs a form (`application/x-www-form-urlencoded`, set by the browser for a
 * URLSearchParams body); repeated keys carry lists. The answer is read as JSON.
 */
export function postForm<T = unknown>(path: string, form: URLSearchParams, schema?: z.ZodType<T>, options: JsonRequestOptions = {}): Promise<T> {
  return requestJson(path, { method: 'POST', body: form }, schema, options);
}

async function requestJson<T>(path: string, init: RequestInit, schema: z.ZodType<T> | undefined, options: JsonRequestOptions): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers, ...options.headers, ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) },
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, NETWORK_ERROR_KEY);
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response, body);
  return parsedAnswer(body, schema, response.status, response.statusText);
}

function parsedAnswer<T>(body: unknown, schema: z.ZodType<T> | undefined, status: number, statusText: string): T {
  if (schema === undefined) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(status, UNEXPECTED_RESPONSE_KEY, { issues: parsed.error.issues }, statusText);
  return parsed.data;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal's body: the error key, and details such as `retryAfterSeconds`. */
const errorBodySchema = z.looseObject({ error: z.string().min(1) });

function errorFromBody({ status, statusText }: Response, body: unknown): HttpError {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return new HttpError(status, UNEXPECTED_ERROR_KEY, {}, statusText);
  const { error, ...details } = parsed.data;
  return new HttpError(status, error, details, statusText);
}

/** A new key for one user action (see `JsonRequestOptions.idempotencyKey`). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
