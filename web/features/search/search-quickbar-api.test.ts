import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { fetchQuickbarResults, moreResultsUrl, quickbarResponseSchema, searchablePhrase } from './search-quickbar-api';
import { answer, bundle, result, serverJson, skills } from './search-quickbar-fixtures';

function respond(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('GET /search/quickbarSearch', () => {
  it('asks for the phrase and 12 lines, abortably, with the session cookie', async () => {
    const expected = answer([bundle('skill', skills(2))], { moreResults: true });
    const { calls, fetchImpl } = respond(200, JSON.stringify(serverJson(expected)));
    const signal = new AbortController().signal;
    await expect(fetchQuickbarResults('C.12 b', { signal, fetchImpl })).resolves.toEqual(expected);
    expect(calls[0]?.url).toBe('/search/quickbarSearch?q=C.12+b&maxLines=12');
    expect(calls[0]?.init).toMatchObject({ credentials: 'same-origin', signal });
  });

  it('calls a body that is not JSON, or not the response shape, a parse failure', async () => {
    for (const body of ['<html>oops</html>', '{"noResults":', '[]', '{"bundles":[]}', JSON.stringify({ ...(serverJson(answer([])) as object), bundles: [{ type: 'spell' }] })]) {
      await expect(fetchQuickbarResults('frac', respond(200, body))).rejects.toMatchObject({ status: 200, errorKey: 'app.error.unexpectedResponse' });
    }
    const offSite = serverJson(answer([bundle('skill', [result({ url: '//evil.example/x' })])]));
    await expect(fetchQuickbarResults('frac', respond(200, JSON.stringify(offSite)))).rejects.toBeInstanceOf(HttpError);
  });

  it('turns a refusal into an HttpError with the server key, and a lost connection into the network key', async () => {
    await expect(fetchQuickbarResults('a', respond(400, '{"error":"search.invalid_query"}'))).rejects.toMatchObject({
      status: 400,
      errorKey: 'search.invalid_query',
    });
    await expect(fetchQuickbarResults('ab', respond(502, '<html>'))).rejects.toMatchObject({ status: 502, errorKey: 'app.error.unexpected' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await fetchQuickbarResults('ab', { fetchImpl: offline }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, errorKey: 'app.error.network' });
  });

  it('passes an abort through as an AbortError', async () => {
    const aborting = (async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as typeof fetch;
    await expect(fetchQuickbarResults('ab', { fetchImpl: aborting })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('drops empty bundles and reads an empty answer as no results', () => {
    const read = quickbarResponseSchema.parse(serverJson(answer([bundle('skill', []), bundle('game', skills(1))])));
    expect(read.bundles.map((b) => b.type)).toEqual(['game']);
    expect(quickbarResponseSchema.parse(serverJson(answer([bundle('skill', [])], { noResults: false }))).noResults).toBe(true);
    expect(quickbarResponseSchema.parse({ ...(serverJson(answer([])) as object), baseUrl: '//evil.example' }).baseUrl).toBe('/search');
  });
});

describe('phrases and links', () => {
  it('searches trimmed phrases of 2 to 200 characters', () => {
    expect(searchablePhrase('  c.12 ')).toBe('c.12');
    expect(searchablePhrase(' a ')).toBeNull();
    expect(searchablePhrase('x'.repeat(200))).toHaveLength(200);
    expect(searchablePhrase('x'.repeat(201))).toBeNull();
  });

  it('builds the more-results link from the base url', () => {
    expect(moreResultsUrl({ baseUrl: '/search' }, 'add & subtract')).toBe('/search?q=add+%26+subtract');
  });
});
