/**
 * A fake server for component tests (`vi.stubGlobal('fetch', fakeFetch({ … }))`): it answers the
 * calls a test names, each with the body the real route answers (as JSON) or with what a function
 * of the request returns (a body or a Response). Any other call is logged with console.error, which
 * the console guard (tests/support/console-guard.ts) turns into the test's failure, and answered
 * 501 with the call as its error key. A route is `'METHOD /path'` or `'/path'` (any method); the query string is ignored.
 */

export type FakeAnswer = unknown;
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Response | Promise<FakeAnswer | Response>);

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  /** The JSON body sent, if any. */
  body: unknown;
}

export type FakeFetch = typeof fetch & { calls: string[] };

export function fakeFetch(routes: Readonly<Record<string, FakeRoute>>): FakeFetch {
  const calls: string[] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const call = `${method} ${url.pathname}`;
    calls.push(call);
    const key = call in routes ? call : url.pathname in routes ? url.pathname : undefined;
    if (key === undefined) {
      const refusal = `fake server: no answer for ${call}`;
      console.error(refusal);
      return Response.json({ error: refusal }, { status: 501, statusText: 'Not Implemented' });
    }
    const route = routes[key];
    const answer = typeof route === 'function' ? await route({ method, path: url.pathname, url, body: bodyOf(init) }) : route;
    return answer instanceof Response ? answer : Response.json(answer);
  };
  return Object.assign(fetchFake as typeof fetch, { calls });
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}
