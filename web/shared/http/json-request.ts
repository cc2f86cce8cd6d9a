import { HttpError, NETWORK_ERROR_KEY, UNEXPECTED_ERROR_KEY } from './http-error';

/**
 * Same-origin JSON calls to our own server. Every call sends the session
 * cookie, returns the parsed body (`undefined` for an empty one such as 204),
 * and turns a non-2xx answer into an HttpError carrying the server's error key.
 */
export interface JsonRequestOptions {
  signal?: AbortSignal;
  /** Replaceable for tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

export function getJson(path: string, options: JsonRequestOptions = {}): Promise<unknown> {
  return requestJson(path, { method: 'GET' }, options);
}

export function postJson(path: string, body?: unknown, options: JsonRequestOptions = {}): Promise<unknown> {
  const init: RequestInit =
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return requestJson(path, init, options);
}

/**
 * POSTs a form (`application/x-www-form-urlencoded`, set by the browser for a
 * URLSearchParams body); repeated keys carry lists. The answer is read as JSON.
 */
export function postForm(path: string, form: URLSearchParams, options: JsonRequestOptions = {}): Promise<unknown> {
  return requestJson(path, { method: 'POST', body: form }, options);
}

async function requestJson(path: string, init: RequestInit, options: JsonRequestOptions): Promise<unknown> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, NETWORK_ERROR_KEY);
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body;
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

function errorFromBody(status: number, body: unknown): HttpError {
  if (typeof body === 'object' && body !== null) {
    const { error, ...details } = body as Record<string, unknown>;
    if (typeof error === 'string' && error !== '') return new HttpError(status, error, details);
  }
  return new HttpError(status, UNEXPECTED_ERROR_KEY);
}
