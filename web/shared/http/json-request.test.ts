import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error';
import { getJson, postForm, postJson } from './json-request';

function respond(status: number, body?: string, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body ?? null, { status, statusText });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('json requests', () => {
  it('posts JSON with the same-origin cookie and returns the parsed body', async () => {
    const { calls, fetchImpl } = respond(200, '{"debugId":"d1","userKind":"student"}');
    await expect(postJson('/signin', { username: 'ava.b' }, undefined, { fetchImpl })).resolves.toEqual({
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

  it('sends an Idempotency-Key only when the action has one', async () => {
    const { calls, fetchImpl } = respond(200, '{}');
    await postJson('/focus-zone/start', { subjects: ['math'] }, undefined, { fetchImpl, idempotencyKey: 'k-1' });
    await postJson('/focus-zone/start', { subjects: ['math'] }, undefined, { fetchImpl });
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBe('k-1');
    expect(new Headers(calls[1]!.init.headers).get('Idempotency-Key')).toBeNull();
  });

  it('returns undefined for an empty answer such as 204', async () => {
    await expect(postJson('/signout', undefined, undefined, respond(204))).resolves.toBeUndefined();
  });

  it('turns an error answer into an HttpError with the key, status, status text and details', async () => {
    const error = await getJson(
      '/signin',
      undefined,
      respond(429, '{"error":"signin_redesign.signin_form.login_error.too_many_attempts","retryAfterSeconds":30}', 'Too Many Requests'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      errorKey: 'signin_redesign.signin_form.login_error.too_many_attempts',
      details: { retryAfterSeconds: 30 },
    });
  });

  it('names an error without a key, and a request that never arrived', async () => {
    await expect(getJson('/session', undefined, respond(502, '<html>', 'Bad Gateway'))).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      errorKey: 'app.error.unexpected',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(getJson('/session', undefined, { fetchImpl: offline })).rejects.toMatchObject({
      status: 0,
      statusText: '',
      errorKey: 'app.error.network',
    });
  });
});

describe('answers read by a schema', () => {
  const batch = z.object({ batchId: z.string(), count: z.number().default(0) });

  it("resolves to the schema's output", async () => {
    await expect(getJson('/batch', batch, respond(200, '{"batchId":"b1","extra":true}'))).resolves.toEqual({ batchId: 'b1', count: 0 });
  });

  it('turns an answer of another shape, or not JSON, into an HttpError instead of a crash', async () => {
    const wrongShape = await getJson('/batch', batch, respond(200, '{"batchId":7}', 'OK')).catch((e: unknown) => e);
    expect(wrongShape).toBeInstanceOf(HttpError);
    expect(wrongShape).toMatchObject({ status: 200, statusText: 'OK', errorKey: 'app.error.unexpectedResponse' });
    expect((wrongShape as HttpError).details.issues).toEqual([expect.objectContaining({ path: ['batchId'] })]);
    await expect(postForm('/batch', new URLSearchParams(), batch, respond(200, '<html>'))).rejects.toMatchObject({
      errorKey: 'app.error.unexpectedResponse',
    });
  });

  it('keeps the error key of a refusal rather than parsing its body', async () => {
    await expect(postJson('/batch', {}, batch, respond(403, '{"error":"live_message.not_a_sender"}', 'Forbidden'))).rejects.toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      errorKey: 'live_message.not_a_sender',
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
    await expect(postForm('/liveMessage/sendMessage', form, undefined, { fetchImpl })).resolves.toEqual({ batchId: 'b1' });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: form });
    expect(String(calls[0]?.init.body)).toBe('message=%3Cb%3EHi%3C%2Fb%3E&studentUserIds=u1&studentUserIds=u2');
  });

  it('turns a refusal into an HttpError with the key', async () => {
    await expect(
      postForm('/liveMessage/sendMessage', new URLSearchParams(), undefined, respond(400, '{"error":"live_message.empty_message"}')),
    ).rejects.toMatchObject({ status: 400, errorKey: 'live_message.empty_message' });
  });
});
