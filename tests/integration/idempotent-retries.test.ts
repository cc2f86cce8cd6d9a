import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

// A retried request (the network dropped the answer, the user clicked twice)
// carries the same Idempotency-Key: it appends nothing new and gets the first
// answer. Keys are scoped to the user and the route.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'ava.b']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const post = async (as: string, path: string, body: unknown, key?: string) => {
  const response = await t.postJson(path, body, { cookie: cookies[as], headers: key ? { 'Idempotency-Key': key } : {} });
  return { status: response.status, body: await response.json() };
};
const get = async (as: string, path: string, key?: string) => {
  const response = await t.request(path, { cookie: cookies[as], headers: key ? { 'Idempotency-Key': key } : {} });
  return { status: response.status, body: await response.json() };
};
const position = () => t.log.store.lastPosition();
const eventsSince = (from: number) => t.log.store.readAll(from, 1_000).map((event) => event.type);

const sendBody = { message: 'Line up for recess', classId: 'class_g4_room12' };
const startBody = { classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 30 };

describe('a retried live message', () => {
  it('with the same key creates no second batch and answers with the first batch id', async () => {
    const before = position();
    const first = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'send-1');
    const afterFirst = position();
    const retry = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'send-1');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(position()).toBe(afterFirst);
    expect(eventsSince(before)).toEqual(['LiveMessageSent']);
  });

  it('without a key, or with a new key, is a new send', async () => {
    const before = position();
    const one = await post('ms.rivera', '/liveMessage/sendMessage', sendBody);
    const two = await post('ms.rivera', '/liveMessage/sendMessage', sendBody);
    const three = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'send-2');
    expect(new Set([one.body.batchId, two.body.batchId, three.body.batchId]).size).toBe(3);
    expect(eventsSince(before)).toEqual(['LiveMessageSent', 'LiveMessageSent', 'LiveMessageSent']);
  });

  it('a key used by one teacher is not another teacher’s (keys are scoped to the user)', async () => {
    const rivera = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'shared-key');
    const before = position();
    const okafor = await post('mr.okafor', '/liveMessage/sendMessage', { message: 'Hello', classId: 'class_g5_room3' }, 'shared-key');
    expect(okafor.status).toBe(200);
    expect(okafor.body.batchId).not.toBe(rivera.body.batchId);
    expect(eventsSince(before)).toEqual(['LiveMessageSent']);
  });

  it('an acknowledgement retried with its key appends once', async () => {
    const { body } = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'send-for-ack');
    const message = (await get('ava.b', '/liveMessage/fetchMessages')).body.messages.find((m: { batchId: string }) => m.batchId === body.batchId);
    const before = position();
    const ack = { messageId: message.messageId, response: 'CONFUSED' };
    const first = await post('ava.b', '/liveMessage/acknowledgeMessage', ack, 'ack-1');
    const retry = await post('ava.b', '/liveMessage/acknowledgeMessage', ack, 'ack-1');
    expect(retry).toEqual(first);
    expect(eventsSince(before)).toEqual(['LiveMessageAcknowledged']);
    // Without a key a repeated acknowledgement is a no-op too: the status is already CONFUSED.
    expect((await post('ava.b', '/liveMessage/acknowledgeMessage', ack)).status).toBe(200);
    expect(eventsSince(before)).toEqual(['LiveMessageAcknowledged']);
  });

  it('refuses a malformed key and appends nothing', async () => {
    const before = position();
    const refused = await post('ms.rivera', '/liveMessage/sendMessage', sendBody, 'has spaces in it');
    expect(refused).toEqual({ status: 400, body: { error: 'request.invalid_idempotency_key' } });
    expect(position()).toBe(before);
  });
});

describe('a retried focus session command', () => {
  it('start, leave, join and end each append once when retried with their key', async () => {
    const before = position();
    const started = await post('ms.rivera', '/focus-zone/start', startBody, 'start-1');
    expect(started.status).toBe(200);
    // The retry is not refused as "already running": it is the same start.
    const retried = await post('ms.rivera', '/focus-zone/start', startBody, 'start-1');
    expect(retried.status).toBe(200);
    expect(retried.body.focusSessionID).toBe(started.body.focusSessionID);
    const id = started.body.focusSessionID as number;

    for (const key of ['leave-1', 'leave-1']) expect((await post('ava.b', '/focus-zone/leave', { focusSessionId: id }, key)).body).toEqual({ focusSessionId: id, studentHasOptedOut: true });
    for (const key of ['join-1', 'join-1']) expect((await post('ava.b', '/focus-zone/join', { focusSessionId: id }, key)).body).toEqual({ focusSessionId: id, studentHasOptedOut: false });
    const ended = await get('ms.rivera', `/focus-zone/end?focusID=${id}`, 'end-1');
    const endedAgain = await get('ms.rivera', `/focus-zone/end?focusID=${id}`, 'end-1');
    expect(endedAgain).toEqual(ended);
    expect(eventsSince(before)).toEqual(['FocusSessionStarted', 'FocusSessionOptedOut', 'FocusSessionRejoined', 'FocusSessionEnded']);
  });

  it('a second start with a new key is refused while the first runs, appending nothing', async () => {
    const { body } = await post('ms.rivera', '/focus-zone/start', startBody, 'start-2');
    const before = position();
    expect(await post('ms.rivera', '/focus-zone/start', startBody, 'start-3')).toEqual({ status: 409, body: { error: 'focus.already_running' } });
    expect(position()).toBe(before);
    await get('ms.rivera', `/focus-zone/end?focusID=${body.focusSessionID}`);
  });
});
