import { readFileSync } from 'node:fs';
import { jetstreamManager } from '@nats-io/jetstream';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, healthOf, signInOver, startTestCluster, until, type TestCluster } from '../support/cluster';

// Issue 17 on spawned processes (docs/scale-out.md "Tests"): PostgreSQL, three
// nats-server with routes, three app nodes and HAProxy. Each node names itself and
// its role; read-your-writes holds across nodes through the position cookie; one
// relay leader, and when it dies another takes over from the shared checkpoint with
// nothing lost; a focus session's end time fires once in the cluster.

let t: TestCluster;
let service: NatsConnection;
let teacher = '';
const pushes: Record<string, unknown>[] = [];

const count = async (sql: string, values: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, values)).rows[0]!.n);
const head = () => count('SELECT position AS n FROM log_head');
const positionCookie = (cookie: string) => Number(/lc_pos=(\d+)/.exec(cookie)?.[1] ?? 0);
const request = (url: string, path: string, cookie: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, { ...init, headers: { cookie, origin: url, 'content-type': 'application/json', ...init.headers } });

beforeAll(async () => {
  t = await startTestCluster({ env: { DEMO_PRACTICE: 'off' } });
  service = await connect({ servers: t.cluster.natsClientUrls, authenticator: credsAuthenticator(readFileSync(t.cluster.credsFile)) });
  service.subscribe('push.user.>', { callback: (_error, message) => void pushes.push(message.json()) });
  await service.flush();
  teacher = await signInOver(t.cluster.url, 'ms.rivera');
  // A one-minute focus session started on a follower: its end is checked last, after the leader changed.
  const follower = t.cluster.nodes[1]!;
  const started = await request(follower.url, '/focus-zone/start', teacher, {
    method: 'POST',
    body: JSON.stringify({ classId: 'class_g4_room12', subjects: ['math'], grades: [4], durationMinutes: 1 }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
}, 300_000);

afterAll(async () => {
  await service?.close();
  await t?.stop();
}, 60_000);

describe('the nodes', () => {
  it('each reports its name, pid and role on GET /healthz; exactly one is the relay leader', async () => {
    const health = await Promise.all(t.cluster.nodes.map((node) => healthOf(node.url)));
    expect(health.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(health.map((answer) => answer.body?.node)).toEqual(['node-1', 'node-2', 'node-3']);
    expect(health.map((answer) => answer.body?.pid)).toEqual(t.cluster.nodes.map((node) => node.pid));
    expect(health.filter((answer) => answer.body?.role === 'leader')).toHaveLength(1);
    expect(health.filter((answer) => answer.body?.role === 'follower')).toHaveLength(2);
  });

  it('HAProxy spreads requests over every node', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) seen.add((await healthOf(t.cluster.url)).body?.node ?? 'none');
    expect([...seen].sort()).toEqual(['node-1', 'node-2', 'node-3']);
  });
});

describe('read-your-writes across nodes', () => {
  it('a command answers with lc_pos at its append; node B, given that cookie at once, serves the write', async () => {
    const [a, b] = [t.cluster.nodes[1]!, t.cluster.nodes[2]!];
    // B is stopped while A appends, so its read models are behind when the read arrives.
    process.kill(b.pid!, 'SIGSTOP');
    let cookie = teacher;
    let batchId: string;
    try {
      const sent = await request(a.url, '/liveMessage/sendMessage', cookie, { method: 'POST', body: JSON.stringify({ message: 'Across nodes', classId: 'class_g4_room12' }) });
      expect(sent.status).toBe(200);
      batchId = ((await sent.json()) as { batchId: string }).batchId;
      cookie = cookiesOf(sent, cookie);
    } finally {
      process.kill(b.pid!, 'SIGCONT');
    }
    const appendedAt = await count("SELECT max(position) AS n FROM events WHERE type = 'LiveMessageSent' AND data->>'batchId' = $1", [batchId]);
    expect(positionCookie(cookie)).toBeGreaterThanOrEqual(appendedAt);
    const read = await request(b.url, '/liveMessage/sentBatches', cookie);
    expect(read.status).toBe(200);
    const { batches } = (await read.json()) as { batches: { batchId: string }[] };
    expect(batches.map((batch) => batch.batchId)).toContain(batchId);
  });

  it('a read sets no cookie; a position beyond the log (forged, another log) is dropped, not waited for', async () => {
    const plain = await request(t.cluster.nodes[0]!.url, '/liveMessage/sentBatches', teacher);
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie().filter((line) => line.startsWith('lc_pos='))).toEqual([]);
    const withoutPosition = teacher.split('; ').filter((pair) => !pair.startsWith('lc_pos=')).join('; ');
    const forged = await request(t.cluster.nodes[0]!.url, '/liveMessage/sentBatches', `${withoutPosition}; lc_pos=999999999`);
    expect(forged.status).toBe(200);
    expect(forged.headers.getSetCookie().filter((line) => line.startsWith('lc_pos='))).toEqual([expect.stringMatching(/^lc_pos=; Max-Age=0/)]);
  });
});

describe('one relay for the cluster', () => {
  it('publishes every event to JetStream once, and every push names its event', async () => {
    const before = pushes.length;
    const sent = await request(t.cluster.url, '/liveMessage/sendMessage', teacher, { method: 'POST', body: JSON.stringify({ message: 'Eyes up', classId: 'class_g4_room12' }) });
    expect(sent.status).toBe(200);
    const eventId = (await t.db.query<{ event_id: string }>("SELECT event_id FROM events WHERE type = 'LiveMessageSent' ORDER BY position DESC LIMIT 1")).rows[0]!.event_id;
    await until('the live message is pushed', () => pushes.slice(before).some((push) => push.event === 'LIVE_MESSAGE'));
    const livePushes = pushes.slice(before).filter((push) => push.event === 'LIVE_MESSAGE');
    expect(livePushes.length).toBeGreaterThan(0);
    expect(livePushes.every((push) => push.eventId === eventId)).toBe(true);
    const jsm = await jetstreamManager(service);
    await until('JetStream holds the whole log', async () => (await jsm.streams.info('EVENTS')).state.messages === (await head()));
    expect((await jsm.streams.info('EVENTS')).config.num_replicas).toBe(3);
  });

  it('when the leader is killed another takes over from the shared checkpoint: no publication lost', async () => {
    const roles = await Promise.all(t.cluster.nodes.map((node) => healthOf(node.url)));
    const leaderIndex = roles.findIndex((answer) => answer.body?.role === 'leader');
    expect(leaderIndex).toBeGreaterThanOrEqual(0);
    const leader = t.cluster.nodes[leaderIndex]!;
    const survivors = t.cluster.nodes.filter((node) => node !== leader);
    await leader.kill();
    // Commands go on through the load balancer while there may be no leader.
    for (let i = 0; i < 10; i++) {
      const sent = await request(t.cluster.url, '/liveMessage/sendMessage', teacher, {
        method: 'POST',
        headers: { 'Idempotency-Key': `handover-${i}` },
        body: JSON.stringify({ message: `after the handover ${i}`, classId: 'class_g4_room12' }),
      });
      expect(sent.status).toBe(200);
    }
    await until('a surviving node leads', async () => (await Promise.all(survivors.map((node) => healthOf(node.url)))).some((answer) => answer.body?.role === 'leader'));
    const after = await Promise.all(survivors.map((node) => healthOf(node.url)));
    expect(after.filter((answer) => answer.body?.role === 'leader')).toHaveLength(1);
    const jsm = await jetstreamManager(service);
    const last = await head();
    await until('JetStream holds every event of the log, once', async () => (await jsm.streams.info('EVENTS')).state.messages === last);
    expect((await jsm.streams.info('EVENTS')).state.last_seq).toBe(last);
    await until('the shared checkpoint reached the head', async () => (await count("SELECT position AS n FROM relay_checkpoints WHERE name = 'relay:nats'")) === last);
   }, 120_000);
});

describe('timers', () => {
  it('a focus session started on a follower ends once at its end time, though the leader changed meanwhile', async () => {
    await until('the focus session ended', async () => (await count("SELECT count(*) AS n FROM events WHERE type = 'FocusSessionEnded'")) > 0, 150_000);
    // Every surviving node applies the whole log; a second end would be in it by then.
    const last = await head();
    const alive = t.cluster.nodes.filter((node) => node.pid !== undefined);
    await until('every node applied the log', async () => (await Promise.all(alive.map((node) => healthOf(node.url)))).every((answer) => (answer.body?.log ?? 0) >= last));
    const ended = await t.db.query<{ actor: string; reason: string }>("SELECT actor, data->>'reason' AS reason FROM events WHERE type = 'FocusSessionEnded'");
    expect(ended.rows).toEqual([{ actor: 'system:focus-session-timer', reason: 'time_up' }]);
   }, 240_000);
});
