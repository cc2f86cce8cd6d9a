import { errors, jwtAuthenticator, wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRATCHPAD_LIMITS, SCRATCHPAD_WATCH } from '../../events/scratchpad/scratchpad-contract';
import type { ScratchpadWatchedView, ScratchpadWatchView } from '../../events/scratchpad/scratchpad-watch';
import { demoUserId } from '../../server/demo/demo-school';
import { natsStatus, startNats, type NatsHandle } from '../../server/nats/supervisor';
import { nodeWsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';
import { startTestApp } from '../support/test-app';

// Issue 31 item 3 (docs/scratchpad.md "The live watch"): a teacher watches a student's pad; the student's batches
// are published over a real nats-server to the watching teacher's subject only, and never appended.

let nats: NatsHandle;
let t: Awaited<ReturnType<typeof startTestApp>>;
const natsDir = makeTempDir('scratchpad-live-');
const cookies: Record<string, string> = {};
const ava = demoUserId('ava.b');
const rivera = demoUserId('ms.rivera');

beforeAll(async () => {
  nats = await startNats({ dataDir: natsDir.path });
  t = await startTestApp({
    realtime: {
      endpoint: nats.wsUrl,
      mintUserToken: (userId, now) => nats.mintUserToken(userId, { now }),
      status: () => natsStatus(nats.connection),
      publish: (subject, body) => nats.connection.publish(subject, body),
    },
    start: new Date(), // tokens are checked by nats-server against the real time
  });
  for (const username of ['ava.b', 'noah.c', 'ms.rivera', 'mr.okafor', 'park.family']) cookies[username] = await t.signIn(username);
}, 60_000);
afterAll(async () => {
  t?.close();
  await nats?.stop();
  natsDir.remove();
});

const post = (as: string, path: string, body: unknown) => t.postJson(path, body, { cookie: cookies[as]! });
const strokes = [{ tool: 'pen', width: 6, points: [[10, 20], [30, 40]] }];
const live = (as: string, body: unknown = { questionKey: 'q-1', strokes }) => post(as, '/scratchpad/live', body);

async function expectRefusedAppendingNothing(response: Response | Promise<Response>, status: number, error: string) {
  const before = t.log.store.lastPosition();
  const refused = await response;
  expect(refused.status).toBe(status);
  expect(await refused.json()).toMatchObject({ error });
  expect(t.log.store.lastPosition(), 'nothing appended').toBe(before);
}

/** A browser's NATS connection with the user's own bearer token from GET /pubsub/credentials. */
async function browserOf(as: string): Promise<{ connection: NatsConnection; teacherSubject: string }> {
  const credentials = await (await t.request('/pubsub/credentials', { cookie: cookies[as]! })).json();
  const connection = await wsconnect({ servers: credentials.pubsubEndpoint, authenticator: jwtAuthenticator(credentials.pubsubToken), wsFactory: nodeWsFactory, maxReconnectAttempts: 0 });
  return { connection, teacherSubject: credentials.subjects.teacher };
}

describe('starting and stopping a watch', () => {
  it('refuses who may not watch the student: 403, nothing appended', async () => {
    await expectRefusedAppendingNothing(post('ava.b', '/scratchpad/watch', { studentUserId: ava }), 403, 'scratchpad.not_a_teacher');
    await expectRefusedAppendingNothing(post('park.family', '/scratchpad/watch', { studentUserId: ava }), 403, 'scratchpad.not_a_teacher');
    await expectRefusedAppendingNothing(post('mr.okafor', '/scratchpad/watch', { studentUserId: ava }), 403, 'scratchpad.not_your_student');
    await expectRefusedAppendingNothing(post('ms.rivera', '/scratchpad/watch', { studentUserId: '../x' }), 400, 'request.invalid');
  });

  it('starts a watch the student then knows of, and stops it', async () => {
    const started = await post('ms.rivera', '/scratchpad/watch', { studentUserId: ava });
    expect(started.status).toBe(200);
    const view = (await started.json()) as ScratchpadWatchView;
    expect(view).toEqual({ studentUserId: ava, until: new Date(t.clock().getTime() + SCRATCHPAD_WATCH.minutes * 60_000).toISOString(), padHidden: false });
    expect((await (await t.request('/scratchpad/watch', { cookie: cookies['ava.b']! })).json()) as ScratchpadWatchedView).toEqual({ watchedUntil: view.until });
    expect((await (await t.request('/scratchpad/watch', { cookie: cookies['noah.c']! })).json()) as ScratchpadWatchedView).toEqual({ watchedUntil: null });

    expect(await (await post('ms.rivera', '/scratchpad/watch/stop', { studentUserId: ava })).json()).toEqual({ stopped: true });
    expect((await (await t.request('/scratchpad/watch', { cookie: cookies['ava.b']! })).json()) as ScratchpadWatchedView).toEqual({ watchedUntil: null });
    const before = t.log.store.lastPosition();
    expect(await (await post('ms.rivera', '/scratchpad/watch/stop', { studentUserId: ava })).json()).toEqual({ stopped: false });
    expect(t.log.store.lastPosition(), 'stopping again appends nothing').toBe(before);
  });
});

describe('the live strokes', () => {
  it('refuses a pad nobody watches: 403 not_watched', () => expectRefusedAppendingNothing(live('noah.c'), 403, 'scratchpad.not_watched'));

  it('reach the watching teacher over NATS, appending nothing; another teacher’s subscription to that subject is refused by NATS', async () => {
    expect((await post('ms.rivera', '/scratchpad/watch', { studentUserId: ava })).status).toBe(200);
    const teacher = await browserOf('ms.rivera');
    const other = await browserOf('mr.okafor');
    try {
      const received = teacher.connection.subscribe(teacher.teacherSubject, { max: 1 });
      const eavesdropping = other.connection.subscribe(teacher.teacherSubject);
      const othersOwn = other.connection.subscribe(other.teacherSubject, { max: 1 });
      await Promise.all([teacher.connection.flush(), other.connection.flush()]);
      expect(teacher.teacherSubject).toBe(`push.user.${rivera}.teacher`);

      const before = t.log.store.lastPosition();
      const sent = await live('ava.b');
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ watchers: 1 });
      expect(t.log.store.lastPosition(), 'live strokes are not appended').toBe(before);
      for await (const message of received) expect(message.json()).toEqual({ event: 'SCRATCHPAD_STROKES', studentUserId: ava, questionKey: 'q-1', strokes });

      expect(await eavesdropping.closed).toBeInstanceOf(errors.PermissionViolationError);
      // The other teacher's own subject heard nothing of it: the first thing it hears is what we publish after.
      nats.connection.publish(other.teacherSubject, JSON.stringify({ event: 'AFTER' }));
      for await (const message of othersOwn) expect(message.json()).toEqual({ event: 'AFTER' });
    } finally {
      await teacher.connection.close();
      await other.connection.close();
    }
  });

  it('refuses malformed strokes (400) and work over the limits (413), appending nothing', async () => {
    await expectRefusedAppendingNothing(live('ava.b', { questionKey: 'q-1', strokes: [{ tool: 'brush', width: 6, points: [[1, 2]] }] }), 400, 'scratchpad.invalid_strokes');
    await expectRefusedAppendingNothing(live('ava.b', { questionKey: 'q-1', strokes: [{ tool: 'pen', width: 6, points: [[1, 2000]] }] }), 400, 'scratchpad.invalid_strokes');
    const tooMany = Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => ({ tool: 'pen', width: 6, points: [[1, 2]] }));
    await expectRefusedAppendingNothing(live('ava.b', { questionKey: 'q-1', strokes: tooMany }), 413, 'scratchpad.too_large');
  });

  it('takes a bounded number of batches from one student: 429 too_many_batches past it, again in the next window', async () => {
    t.clock.advance(SCRATCHPAD_WATCH.windowMs); // a fresh window (the earlier tests sent some)
    for (let batch = 0; batch < SCRATCHPAD_WATCH.batches; batch++) expect((await live('ava.b')).status).toBe(200);
    const refused = await live('ava.b');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await refused.json()).toMatchObject({ error: 'scratchpad.too_many_batches' });
    t.clock.advance(SCRATCHPAD_WATCH.windowMs);
    expect((await live('ava.b')).status).toBe(200);
  });

  it('ends with the watch: a pad whose watch ran out is watched by nobody', async () => {
    t.clock.advance(SCRATCHPAD_WATCH.minutes * 60_000);
    await expectRefusedAppendingNothing(live('ava.b'), 403, 'scratchpad.not_watched');
    expect((await (await t.request('/scratchpad/watch', { cookie: cookies['ava.b']! })).json()) as ScratchpadWatchedView).toEqual({ watchedUntil: null });
  });
});
