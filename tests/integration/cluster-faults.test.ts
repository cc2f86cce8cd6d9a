import { wsconnect, jwtAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClasses } from '../../server/demo/demo-school';
import { healthOf, signInOver, startTestCluster, until, type TestCluster } from '../support/cluster';
import { nodeReadModels } from '../support/cluster-read-models';
import { nodeWsFactory } from '../support/node-websocket';
import { makeTempDir } from '../support/temp-dir';

// Issue 17's three faults on spawned processes (docs/scale-out.md "Tests"), one
// cluster for the file: an app node killed (-9) during a burst of commands through
// HAProxy; a NATS server killed while students are connected; PostgreSQL restarted.

let t: TestCluster;
let teacher = '';
const scratch = makeTempDir('cluster-read-models-');
const room12 = demoClasses.find((demoClass) => demoClass.classId === 'class_g4_room12')!;

const count = async (sql: string, values: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, values)).rows[0]!.n);
const head = () => count('SELECT position AS n FROM log_head');
const send = (url: string, message: string, key?: string) =>
  fetch(`${url}/liveMessage/sendMessage`, {
    method: 'POST',
    headers: { cookie: teacher, origin: url, 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ message, classId: room12.classId }),
  });

/** What a client does: the same Idempotency-Key until an answer that is not a failure of the cluster. */
async function sendUntilAcknowledged(message: string, key: string): Promise<{ batchId: string; attempts: number }> {
  const deadline = Date.now() + 60_000;
  for (let attempts = 1; ; attempts++) {
    try {
      const response = await send(t.cluster.url, message, key);
      if (response.status === 200) return { batchId: ((await response.json()) as { batchId: string }).batchId, attempts };
      if (response.status < 500) throw new Error(`${key} answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(key)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${key} was never acknowledged`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await startTestCluster({ env: { DEMO_PRACTICE: 'off' } });
  teacher = await signInOver(t.cluster.url, 'ms.rivera');
}, 300_000);

afterAll(async () => {
  await t?.stop();
  scratch.remove();
}, 60_000);

describe('an app node killed during a burst of commands', () => {
  it('loses nothing: every acknowledged command is in the log exactly once, and every surviving node’s read models equal a rebuild', async () => {
    const victim = t.cluster.nodes[2]!;
    const commands = Array.from({ length: 8 }, (_, writer) => Array.from({ length: 10 }, (_, i) => ({ key: `burst-${writer}-${i}`, message: `burst ${writer}/${i}` })));
    let acknowledged = 0;
    let killed = false;
    const writers = commands.map(async (own) => {
      const results = [];
      for (const command of own) {
        results.push({ ...command, ...(await sendUntilAcknowledged(command.message, command.key)) });
        acknowledged += 1;
        if (acknowledged === 20 && !killed) {
          killed = true;
          await victim.kill();
        }
      }
      return results;
    });
    const results = (await Promise.all(writers)).flat();
    expect(killed).toBe(true);
    expect(results).toHaveLength(80);
    // Exactly once: one LiveMessageSent per acknowledged batch, and no other burst batch.
    const inLog = await t.db.query<{ batch_id: string; message: string }>(
      "SELECT data->>'batchId' AS batch_id, data->>'message' AS message FROM events WHERE type = 'LiveMessageSent' AND data->>'message' LIKE 'burst %'",
    );
    expect(inLog.rows).toHaveLength(80);
    expect(new Set(inLog.rows.map((row) => row.batch_id))).toEqual(new Set(results.map((result) => result.batchId)));
    // The survivors have the whole log, and their read models equal a rebuild from it.
    const last = await head();
    const survivors = t.cluster.nodes.filter((node) => node !== victim);
    await until('the survivors applied the whole log', async () => (await Promise.all(survivors.map((node) => healthOf(node.url)))).every((answer) => answer.body?.log === last));
    const logIds = (await t.db.query<{ event_id: string }>('SELECT event_id FROM events ORDER BY position')).rows.map((row) => row.event_id);
    for (const node of survivors) {
      const models = nodeReadModels(node.dataDir, scratch.path, node.name);
      expect(models.lastPosition, node.name).toBe(last);
      expect(models.eventIds, node.name).toEqual(logIds);
      expect(models.live, node.name).toEqual(models.rebuilt);
    }
    // The killed node comes back, catches up from PostgreSQL and agrees too.
    await victim.start();
    await until('the restarted node applied the whole log', async () => (await healthOf(victim.url)).body?.log === last);
    const restarted = nodeReadModels(victim.dataDir, scratch.path, victim.name);
    expect(restarted.eventIds).toEqual(logIds);
    expect(restarted.live).toEqual(restarted.rebuilt);
  }, 300_000);
});

describe('a NATS server killed while students are connected', () => {
  it('they reconnect to another server and the next push reaches every one of them', async () => {
    const students = room12.students.slice(0, 12);
    const clients: { name: string; connection: NatsConnection; received: string[] }[] = [];
    try {
      for (const username of students) {
        const cookie = await signInOver(t.cluster.url, username);
        const credentials = (await (await fetch(`${t.cluster.url}/pubsub/credentials`, { headers: { cookie } })).json()) as {
          pubsubEndpoint: string;
          pubsubToken: string;
          subjects: { general: string };
        };
        // As the browser does: NATS over WebSocket, here through the load balancer's /pubsub/ws.
        const connection = await wsconnect({
          servers: credentials.pubsubEndpoint,
          authenticator: jwtAuthenticator(credentials.pubsubToken),
          wsFactory: nodeWsFactory,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 200,
        });
        const received: string[] = [];
        connection.subscribe(credentials.subjects.general, { callback: (_error, message) => void received.push(message.string()) });
        await connection.flush();
        clients.push({ name: username, connection, received });
      }
      const servers = new Set(clients.map((client) => client.connection.info?.server_name));
      expect(servers.size, 'the load balancer spread the students over the NATS servers').toBeGreaterThan(1);
      expect((await send(t.cluster.url, 'before the fault')).status).toBe(200);
      const state = () => `${JSON.stringify(clients.map((client) => [client.name, client.connection.info?.server_name, client.connection.isClosed(), client.received]))}\n${t.output.slice(-40).join('\n')}`;
      await until('every student got the first push', () => clients.every((client) => client.received.some((text) => text.includes('before the fault'))), 45_000, state);

      const victim = clients[0]!.connection.info!.server_name;
      const victimIndex = Number(/nats-(\d+)/.exec(victim)![1]) - 1;
      const onVictim = clients.filter((client) => client.connection.info?.server_name === victim).map((client) => client.name);
      expect(onVictim.length).toBeGreaterThan(0);
      await t.cluster.killNatsServer(victimIndex);
      await until('every student is connected to a live server', () => clients.every((client) => !client.connection.isClosed() && client.connection.info?.server_name !== victim), 45_000, state);
      expect((await send(t.cluster.url, 'after the fault')).status).toBe(200);
      await until('every student got the next push', () => clients.every((client) => client.received.some((text) => text.includes('after the fault'))), 45_000, state);
      expect(clients.map((client) => client.received.filter((text) => text.includes('after the fault')).length)).toEqual(clients.map(() => 1));
      await t.cluster.startNatsServer(victimIndex);
    } finally {
      await Promise.all(clients.map((client) => client.connection.close().catch(() => {})));
    }
  }, 240_000);
});

describe('PostgreSQL restarted', () => {
  it('nodes report 503 while it is down, then recover with nothing lost', async () => {
    const before = await head();
    expect((await send(t.cluster.url, 'before the restart', 'pg-before')).status).toBe(200);
    await t.postgres.kill();
    await until('every node reports 503', async () => (await Promise.all(t.cluster.nodes.map((node) => healthOf(node.url)))).every((answer) => answer.status === 503));
    const refused = await send(t.cluster.nodes[0]!.url, 'while it is down', 'pg-during').catch(() => null);
    expect(refused === null || refused.status >= 500).toBe(true);
    await t.postgres.start();
    await until('every node is healthy again', async () => (await Promise.all(t.cluster.nodes.map((node) => healthOf(node.url)))).every((answer) => answer.status === 200));
    const after = await sendUntilAcknowledged('after the restart', 'pg-after');
    expect(after.batchId).toBeTruthy();
    const messages = await t.db.query<{ message: string }>(
      "SELECT data->>'message' AS message FROM events WHERE type = 'LiveMessageSent' AND position > $1 ORDER BY position",
      [before],
    );
    // The command refused while PostgreSQL was down appended nothing (or, if its outcome was lost, it is there once).
    expect(messages.rows.map((row) => row.message).filter((message) => message !== 'while it is down')).toEqual(['before the restart', 'after the restart']);
    expect(messages.rows.filter((row) => row.message === 'while it is down').length).toBeLessThanOrEqual(1);
    const last = await head();
    await until('every node applied the whole log', async () => (await Promise.all(t.cluster.nodes.map((node) => healthOf(node.url)))).every((answer) => answer.body?.log === last));
  }, 180_000);
});
