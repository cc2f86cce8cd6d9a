import { readFileSync } from 'node:fs';
import { jetstreamManager } from '@nats-io/jetstream';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClasses, demoUserId } from '../../server/demo/demo-school';
import { cookiesOf, healthOf, signInOver, startTestCluster, until, type TestCluster } from '../support/cluster';

// Issue 17 on spawned processes (docs/scale-out.md "Tests"): PostgreSQL, three
// nats-server with routes, three app nodes and HAProxy. Each node names itself and
// its role; read-your-writes holds across nodes through the position cookie; one
// relay leader, and when it dies another takes over from the shared checkpoint with
// nothing lost; a focus session's end time fires once in the cluster; classmates writing
// at once through three nodes are never refused because another wrote first (issue 26).

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

describe('classmates writing at once through three nodes (issue 26)', () => {
  const sendTo = async (cookie: string, body: unknown) => request(t.cluster.url, '/liveMessage/sendMessage', cookie, { method: 'POST', body: JSON.stringify(body) });

  it('thirty students acknowledging one message at the same instant: every request 200, every acknowledgement in the log once', async () => {
    const admin = await signInOver(t.cluster.url, 'admin.lee');
    const classes = ['class_g4_room12', 'class_g5_room3'];
    const usernames = demoClasses.filter((demoClass) => classes.includes(demoClass.classId)).flatMap((demoClass) => demoClass.students).slice(0, 30);
    const cookies = await Promise.all(usernames.map((username) => signInOver(t.cluster.url, username)));
    const sent = await sendTo(admin, { message: 'Thirty at once', studentUserIds: usernames.map(demoUserId) });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { batchId } = (await sent.json()) as { batchId: string };
    // Each student's feed, read through HAProxy with the cookie of the send (read-your-writes on any node).
    const positioned = (cookie: string) => `${cookie}; lc_pos=${positionCookie(cookiesOf(sent, ''))}`;
    const messageIds = await Promise.all(
      cookies.map(async (cookie) => {
        const feed = (await (await request(t.cluster.url, '/liveMessage/fetchMessages', positioned(cookie))).json()) as { messages: { batchId: string; messageId: string }[] };
        return feed.messages.find((message) => message.batchId === batchId)!.messageId;
      }),
    );
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        request(t.cluster.url, '/liveMessage/acknowledgeMessage', positioned(cookie), { method: 'POST', body: JSON.stringify({ messageId: messageIds[i], response: 'GOT_IT' }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(cookies.map(() => 200));
    const logged = await count("SELECT count(*) AS n FROM events WHERE type = 'LiveMessageAcknowledged' AND data->>'batchId' = $1", [batchId]);
    expect(logged).toBe(30);
    const distinct = await count("SELECT count(DISTINCT data->>'studentUserId') AS n FROM events WHERE type = 'LiveMessageAcknowledged' AND data->>'batchId' = $1", [batchId]);
    expect(distinct).toBe(30);
  });

  it('a class answering one group jam at the same instant: every answer 200, each in the room’s stream once', async () => {
    const landing = (await (await request(t.cluster.url, '/catalogue/landing?subject=math&grade=4', teacher)).json()) as { skills: { permacode: string; upcoming: boolean }[] };
    const skillId = landing.skills.find((skill) => !skill.upcoming)!.permacode;
    const started = await request(t.cluster.url, '/same-question-mode/start', teacher, {
      method: 'POST',
      body: JSON.stringify({ classId: 'class_g4_room12', skillId, jamMode: 'group', durationMinutes: 10 }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { roomId } = (await started.json()) as { roomId: string };
    const position = `lc_pos=${positionCookie(cookiesOf(started, ''))}`;
    const students = demoClasses.find((demoClass) => demoClass.classId === 'class_g4_room12')!.students;
    const cookies = await Promise.all(students.map(async (username) => `${await signInOver(t.cluster.url, username)}; ${position}`));
    const joined = await Promise.all(cookies.map((cookie) => request(t.cluster.url, `/same-question-mode/${roomId}/join`, cookie, { method: 'POST', body: '{}' })));
    expect(await Promise.all(joined.map(async (answer) => `${answer.status} ${answer.status === 200 ? '' : await answer.text()}`.trim()))).toEqual(cookies.map(() => '200'));
    const after = joined.map((answer, i) => cookiesOf(answer, cookies[i]!));
    const answered = await Promise.all(
      after.map((cookie) => request(t.cluster.url, `/same-question-mode/${roomId}/answer`, cookie, { method: 'POST', body: JSON.stringify({ questionNumber: 1, guesses: ['7'] }) })),
    );
    expect(await Promise.all(answered.map(async (answer) => `${answer.status} ${answer.status === 200 ? '' : await answer.text()}`.trim()))).toEqual(after.map(() => '200'));
    const logged = await count("SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type = 'SameQuestionAnswered'", [`same-question-room:${roomId}`]);
    expect(logged).toBe(students.length);
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
