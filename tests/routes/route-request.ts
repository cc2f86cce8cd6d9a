import type { startTestApp } from '../support/test-app';

// A request to a route as plain data, so the fuzz can take a well-formed one
// apart (drop, alter, duplicate fields; re-encode or break the body) before it
// is turned into a real `Request` and sent through `app.request`.

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A JSON token written as is (numbers JSON.stringify cannot write: `1e400`, `-0`, 30-digit integers). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Name–value pairs in order; a name may repeat (a repeated query parameter or form field). */
export type Fields = [name: string, value: unknown][];

export type RequestBody =
  | { type: 'json' | 'form' | 'multipart'; fields: Fields }
  /** Sent byte for byte with this content type (none when null). */
  | { type: 'raw'; contentType: string | null; text: string };

export interface RouteRequest {
  method: 'GET' | 'POST';
  /** The route's path as registered, e.g. `/catalogue/skills/:permacode`. */
  path: string;
  /** Path parameters, already percent-encoded. */
  params?: Record<string, string>;
  query?: Fields;
  /** Appended to the query string verbatim (broken percent-encoding and the like). */
  rawQuery?: string;
  body?: RequestBody;
  /** The `cookie` header; none for a visitor. */
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid UTF-8) WTF-8 bytes instead of throwing. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A field value as text (query strings and forms). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/** Form and query pairs: an array value becomes one pair per element (as a repeated field). */
function pairs(fields: Fields): [string, string][] {
  return fields.flatMap(([name, value]) => (Array.isArray(value) ? value.map((item): [string, string] => [name, asText(item)]) : [[name, asText(value)]]));
}

function jsonValue(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonValue).join(',')}]`;
  if (value !== null && typeof value === 'object') return jsonObject(Object.entries(value));
  return JSON.stringify(value) ?? 'null';
}

/** A JSON object that may repeat a key (JSON.parse keeps the last). */
function jsonObject(fields: Fields): string {
  return `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${jsonValue(value)}`).join(',')}}`;
}

export function urlOf(request: RouteRequest): string {
  const path = request.path.replace(/:(\w+)/g, (_, name: string) => request.params?.[name] ?? '');
  const query = [pairs(request.query ?? []).map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`).join('&'), request.rawQuery ?? '']
    .filter((part) => part !== '')
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

function bodyOf(body: RequestBody): { contentType: string | null; body: BodyInit } {
  switch (body.type) {
    case 'json':
      return { contentType: 'application/json', body: jsonObject(body.fields) };
    case 'form':
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: pairs(body.fields).map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`).join('&'),
      };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of pairs(body.fields)) form.append(name, value);
      return { contentType: null, body: form };
    }
    case 'raw':
      return { contentType: body.contentType, body: body.text };
  }
}

/** Sends it through the app (`Origin: http://localhost` on every POST unless the request sets its own). */
export async function send(t: TestApp, request: RouteRequest): Promise<Response> {
  const headers = new Headers(request.headers);
  let body: BodyInit | undefined;
  if (request.body && request.method !== 'GET') {
    const encoded = bodyOf(request.body);
    if (encoded.contentType !== null) headers.set('content-type', encoded.contentType);
    body = encoded.body;
  }
  return t.request(urlOf(request), { method: request.method, headers, ...(body !== undefined ? { body } : {}), ...(request.cookie ? { cookie: request.cookie } : {}) });
}

/** One line for a failure message: method, URL and body (shortened). */
export function describeRequest(request: RouteRequest): string {
  const shorten = (text: string) => (text.length > 240 ? `${text.slice(0, 240)}… (${text.length} chars)` : text);
  const url = shorten(urlOf(request));
  const headers = Object.entries(request.headers ?? {}).map(([name, value]) => ` ${name}: ${shorten(value)}`).join('');
  const cookie = request.cookie === undefined ? ' (no cookie)' : /^lc_session=[A-Za-z0-9_-]{43}$/.test(request.cookie) ? '' : ` cookie: ${shorten(request.cookie)}`;
  let body = '';
  if (request.body && request.method !== 'GET') {
    body =
      request.body.type === 'raw'
        ? ` [${request.body.contentType ?? 'no content type'}] ${shorten(JSON.stringify(request.body.text))}`
        : ` [${request.body.type}] ${shorten(request.body.type === 'json' ? jsonObject(request.body.fields) : JSON.stringify(pairs(request.body.fields)))}`;
  }
  return `${request.method} ${url}${headers}${cookie}${body}`;
}
