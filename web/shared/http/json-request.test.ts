import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { getJson, postForm, postJson } from './json-request';

function respond(status: number, body?: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body ?? null, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('json requests', () => {
  it('posts JSON with the same-origin cookie and returns the parsed body', async () => {
    const { calls, fetchImpl } = respond(200, '{"debugId":"d1","userKind":"student"}');
    await expect(postJson('/signin', { username: 'ava.b' }, { fetchImpl })).resolves.toEqual({
      debugId: 'd1',
      userKind: 'student',
    });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"username":"ava.b"}',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  });

  it('returns undefined for an empty answer such as 204', async () => {
    await expect(postJson('/signout', undefined, respond(204))).resolves.toBeUndefined();
  });

  it('turns an error answer into an HttpError with the key, status and details', async () => {
    const error = await getJson(
      '/signin',
      respond(429, '{"error":"signin_redesign.signin_form.login_error.too_many_attempts","retryAfterSeconds":30}'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      errorKey: 'signin_redesign.signin_form.login_error.too_many_attempts',
      details: { retryAfterSeconds: 30 },
    });
  });

  it('names an error without a key, and a request that never arrived', async () => {
    await expect(getJson('/session', respond(502, '<html>'))).rejects.toMatchObject({
      status: 502,
      errorKey: 'app.error.unexpected',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(getJson('/session', { fetchImpl: offline })).rejects.toMatchObject({
      status: 0,
      errorKey: 'app.error.network',
    });
  });
});

describe('form posts', () => {
  it('sends a URLSearchParams body with repeated keys and reads the JSON answer', async () => {
    const { calls, fetchImpl } = respond(200, '{"batchId":"b1"}');
    const form = new URLSearchParams([
      ['message', '<b>Hi</b>'],
      ['studentUserIds', 'u1'],
      ['studentUserIds', 'u2'],
    ]);
    await expect(postForm('/liveMessage/sendMessage', form, { fetchImpl })).resolves.toEqual({ batchId: 'b1' });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: form });
    expect(String(calls[0]?.init.body)).toBe('message=%3Cb%3EHi%3C%2Fb%3E&studentUserIds=u1&studentUserIds=u2');
  });

  it('turns a refusal into an HttpError with the key', async () => {
    await expect(
      postForm('/liveMessage/sendMessage', new URLSearchParams(), respond(400, '{"error":"live_message.empty_message"}')),
    ).rejects.toMatchObject({ status: 400, errorKey: 'live_message.empty_message' });
  });
});
