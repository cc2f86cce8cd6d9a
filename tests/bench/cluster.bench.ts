import { readFileSync } from 'node:fs';
import { credsAuthenticator, jwtAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { fromSeed } from '@nats-io/nkeys';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { Noted } from '../../events/log/event-store-conformance';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase } from '../../events/log/log-database';
import { PostgresEventStore } from '../../events/log/postgres-event-store';
import { nativeSigningKeyPair } from '../../server/nats/fast-nkeys';
import { mintUserToken } from '../../server/nats/user-token';
import { signInOver, startTestCluster, type TestCluster } from '../support/cluster';
import { startPostgresCluster } from '../support/postgres-cluster';
import { ratioAtLeast, type Bench, type BenchContext, type BenchReport, type BenchRow } from './bench-definition';
import { allProcesses, cpuOf, withDescendants } from './process-cpu';
import { summarizeLatencies } from './percentiles';

// Issue 17's bench (docs/scale-out.md "Bench"), `npm run bench -- cluster`:
// 1. appends on the PostgreSQL log (one node, one event per append, awaited one after
//    another; then 3 nodes × 8 writers at once) beside raw single-row INSERTs made the
//    same way (autocommit, same PostgreSQL);
// 2. commands per second through HAProxy with 1, 2 and 3 app nodes (the cluster of the
//    tests: PostgreSQL, 3 nats-server, 3 app nodes; HAProxy restarted with 1, 2, 3 of
//    them), 16 clients at once, each POST /liveMessage/sendMessage to a class of 24,
//    in rounds alternating 1, 2, 3 nodes (the read models grow with every command);
//    the floor of each row is the 1-node figure, so the ratio is the scaling; the
//    notes give each process's CPU per command (from /proc) and what a core per
//    process would carry;
// 3. push latency to 10,000 students connected to the 3 NATS servers (a third each,
//    each with its own bearer JWT subscribed to push.user.<id>): one push per student,
//    published as the relay leader does from one server (two thirds cross a route),
//    p50/p99 of arrival − start of the round; floor: the same pushes, each published on
//    the student's own server (no route hop), rounds alternating. The 10,000 are core
//    NATS (TCP) connections: 10,000 WebSockets from one Node process do not fit this
//    2-core machine beside the servers; WebSocket delivery is the same server path.

const PUSH_ROUNDS = 8;

const rate = (count: number, ms: number) => (count * 1000) / ms;

async function appendRows(scale: number, say: (line: string) => void, notes: string[]): Promise<BenchRow[]> {
  const postgres = await startPostgresCluster();
  const opened: { close(): Promise<void> }[] = [];
  try {
    const count = Math.round(2_000 * scale);
    const url = await postgres.createDatabase('appends');
    const node = async () => {
      const local = openLogDatabase(':memory:');
      const store = await PostgresEventStore.open({ connectionString: url, local, registry: new EventRegistry([Noted]), onError: (message, error) => say(`${message}: ${String(error)}`) });
      opened.push({ close: () => store.close().finally(() => local.close()) });
      return store;
    };
    const raw = new pg.Pool({ connectionString: url, max: 24 });
    raw.on('error', (error) => say(`raw INSERT pool: ${error.message}`));
    opened.push({ close: () => raw.end() });
    await raw.query('CREATE TABLE raw_events (position bigserial PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, data json NOT NULL)');
    const meta = { expectedVersion: 'any' as const, actor: 'bench', correlationId: 'bench' };
    const [a, b, c] = [await node(), await node(), await node()];
    say(`appending ${count} single events from one node`);
    let started = performance.now();
    for (let i = 0; i < count; i++) await a.append(`noted:${i % 100}`, [{ type: 'Noted', data: { n: i } }], meta);
    const oneNode = rate(count, performance.now() - started);
    started = performance.now();
    for (let i = 0; i < count; i++) await raw.query('INSERT INTO raw_events (stream_id, type, data) VALUES ($1, $2, $3)', [`noted:${i % 100}`, 'Noted', JSON.stringify({ n: i })]);
    const rawOne = rate(count, performance.now() - started);
    say('appending from 3 nodes × 8 writers at once');
    const writers = 24;
    const each = Math.ceil(count / writers);
    started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const store = [a, b, c][w % 3]!;
        for (let i = 0; i < each; i++) await store.append(`noted:w${w}`, [{ type: 'Noted', data: { n: i } }], meta);
      }),
    );
    const threeNodes = rate(each * writers, performance.now() - started);
    started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < each; i++) await raw.query('INSERT INTO raw_events (stream_id, type, data) VALUES ($1, $2, $3)', [`noted:w${w}`, 'Noted', JSON.stringify({ n: i })]);
      }),
    );
    const rawMany = rate(each * writers, performance.now() - started);
    const { rows } = await raw.query<{ n: string }>('SELECT position AS n FROM log_head');
    say(`PostgreSQL log: one caller ${oneNode.toFixed(0)} events/s vs raw INSERT ${rawOne.toFixed(0)} rows/s; 3 nodes × 8 writers ${threeNodes.toFixed(0)} events/s vs ${rawMany.toFixed(0)} rows/s`);
    notes.push(`PostgreSQL appends: ${count} + ${each * writers} events, log head ${rows[0]!.n} (dense: equals the number appended); the test PostgreSQL runs with fsync=off, synchronous_commit=on`);
    return [
      { name: 'PostgreSQL log: 1 node, 1 event per append, sequential', result: { value: oneNode, unit: 'events/s' }, floor: { name: 'raw INSERT, sequential', value: rawOne, unit: 'rows/s' }, better: 'higher', goal: ratioAtLeast(0.3) },
      { name: 'PostgreSQL log: 3 nodes × 8 writers at once', result: { value: threeNodes, unit: 'events/s' }, floor: { name: 'raw INSERT, 24 connections at once', value: rawMany, unit: 'rows/s' }, better: 'higher' },
    ];
  } finally {
    for (const part of opened.reverse()) await part.close().catch((error: unknown) => say(`closing: ${String(error)}`));
    await postgres.stop();
  }
}

/** The cluster's processes by role, for the CPU each spends per command. */
function clusterProcesses(t: TestCluster): Record<string, number[]> {
  const processes = allProcesses();
  const postmaster = processes.find((p) => /\/postgres /.test(p.command) && p.command.includes(`-p ${t.postgres.port}`));
  const children = (match: (command: string) => boolean) => processes.filter((p) => p.ppid === process.pid && match(p.command)).map((p) => p.pid);
  return {
    ...Object.fromEntries(t.cluster.nodes.map((node) => [node.name, node.pid === undefined ? [] : withDescendants(processes, [node.pid])])),
    postgres: postmaster ? withDescendants(processes, [postmaster.pid]) : [],
    'nats-server ×3': children((command) => command.includes('nats-server')),
    haproxy: children((command) => command.includes('haproxy')),
    'load generator': [process.pid],
  };
}

const ROUNDS = 4;

async function commandRates(t: TestCluster, scale: number, say: (line: string) => void, notes: string[]): Promise<BenchRow[]> {
  const url = t.cluster.url;
  const cookie = await signInOver(url, 'ms.rivera');
  const total = Math.round(800 * scale);
  const clients = 16;
  const command = () =>
    fetch(`${url}/liveMessage/sendMessage`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Bench: open your workbook', classId: 'class_g4_room12' }),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === 200;
      },
      () => false,
    );
  let failures = 0;
  /** Runs `count` commands; a failed one (5xx, no answer) is counted and sent again. Returns the ms taken. */
  const drive = async (count: number) => {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next++ < count) {
          while (!(await command())) failures += 1;
        }
      }),
    );
    return performance.now() - started;
  };
  // Rounds alternate 1, 2, 3 nodes: every command adds to the read models every node keeps, so
  // measuring the node counts one after another would charge the growth to the later ones.
  const perRound = Math.ceil(total / ROUNDS);
  const elapsed = [0, 0, 0];
  const cpu: Record<string, number>[] = [{}, {}, {}];
  for (let round = 0; round < ROUNDS; round++) {
    for (const nodes of [1, 2, 3]) {
      await t.cluster.balance(nodes);
      await drive(Math.ceil(perRound / 10));
      say(`round ${round + 1} of ${ROUNDS}: ${perRound} commands through HAProxy with ${nodes} app node${nodes === 1 ? '' : 's'}`);
      const groups = clusterProcesses(t);
      const before = cpuOf(groups);
      elapsed[nodes - 1]! += await drive(perRound);
      const after = cpuOf(groups);
      for (const name of Object.keys(groups)) cpu[nodes - 1]![name] = (cpu[nodes - 1]![name] ?? 0) + after[name]! - before[name]!;
    }
  }
  const commands = perRound * ROUNDS;
  const rates = elapsed.map((ms) => rate(commands, ms));
  say(`commands through HAProxy, 1 / 2 / 3 app nodes: ${rates.map((value) => value.toFixed(1)).join(' / ')} cmd/s`);
  notes.push(
    `commands: ${commands} per row in ${ROUNDS} rounds alternating 1, 2, 3 nodes (each after ${Math.ceil(perRound / 10)} of warm-up), ${clients} clients at once; each LiveMessageSent to 24 students (one event, 24 pushes); ${failures} failed attempts sent again`,
  );
  cpu.forEach((spent, i) => {
    const perCommand = Object.entries(spent).map(([name, ms]) => [name, ms / commands] as const);
    const appNodes = perCommand.filter(([name]) => name.startsWith('node-') && Number(name.slice(5)) <= i + 1);
    const busiest = Math.max(...appNodes.map(([, ms]) => ms), ...perCommand.filter(([name]) => name === 'postgres').map(([, ms]) => ms));
    notes.push(
      `${i + 1} node${i === 0 ? '' : 's'}: CPU ms per command — ${perCommand
        .filter(([, ms]) => ms > 0)
        .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
        .join(', ')}; with a core per process (the busiest, app node or PostgreSQL, the limit) ≈ ${Math.round(1000 / busiest)} cmd/s`,
    );
    say(notes[notes.length - 1]!);
  });
  return rates.map((value, i) => ({
    name: `commands through HAProxy, ${i + 1} app node${i === 0 ? '' : 's'}`,
    result: { value, unit: 'cmd/s' },
    floor: { name: '1 app node', value: rates[0]!, unit: 'cmd/s' },
    better: 'higher',
    goal: i === 0 ? { of: 'result', bound: 'atLeast', value: 500 } : ratioAtLeast(0.9),
  }));
}

interface Student {
  id: string;
  server: number;
  connection: NatsConnection;
}

async function pushLatencies(t: TestCluster, scale: number, say: (line: string) => void, notes: string[]): Promise<BenchRow[]> {
  const count = Math.round(10_000 * scale);
  const account = nativeSigningKeyPair(fromSeed(new TextEncoder().encode(readFileSync(t.cluster.accountSeedFile, 'utf8').trim())));
  const servers = t.cluster.natsClientUrls;
  const now = new Date();
  const arrivals = new Map<number, number[]>();
  const students: Student[] = [];
  const publishers: NatsConnection[] = [];
  try {
    say(`connecting ${count} students to ${servers.length} NATS servers`);
    const started = performance.now();
    for (let batch = 0; batch < count; batch += 200) {
      const part = await Promise.all(
        Array.from({ length: Math.min(200, count - batch) }, async (_, i) => {
          const index = batch + i;
          const id = `bench_${index}`;
          const { jwt } = await mintUserToken(account, account.getPublicKey(), id, { now });
          const server = index % servers.length;
          const connection = await connect({ servers: servers[server]!, authenticator: jwtAuthenticator(jwt), reconnect: false, pingInterval: 600_000 });
          connection.subscribe(`push.user.${id}`, {
            callback: (_error, message) => {
              const at = performance.now();
              const round = (message.json() as { round: number }).round;
              arrivals.get(round)?.push(at);
            },
          });
          return { id, server, connection };
        }),
      );
      students.push(...part);
    }
    await Promise.all(students.map((student) => student.connection.flush()));
    notes.push(`push latency: ${students.length} students connected (core NATS TCP, a third per server) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${PUSH_ROUNDS} rounds each way, alternating`);
    const creds = readFileSync(t.cluster.credsFile);
    for (const server of servers) publishers.push(await connect({ servers: server, authenticator: credsAuthenticator(creds) }));
    const payload = (id: string, round: number) =>
      JSON.stringify({ event: 'LIVE_MESSAGE', round, text: '<p>Open your workbook to page <b>12</b>.</p>', messageId: `m-${round}-${id}`, eventId: `e-${round}` });
    const round = async (number: number, publisherOf: (student: Student) => NatsConnection) => {
      const times: number[] = [];
      arrivals.set(number, times);
      const started = performance.now();
      for (const student of students) publisherOf(student).publish(`push.user.${student.id}`, payload(student.id, number));
      await Promise.all(publishers.map((publisher) => publisher.flush()));
      const deadline = Date.now() + 60_000;
      while (times.length < students.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      arrivals.delete(number);
      if (times.length < students.length) throw new Error(`round ${number}: ${times.length} of ${students.length} pushes arrived`);
      return times.map((at) => at - started);
    };
    const cluster: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < PUSH_ROUNDS + 1; i++) {
      say(`push round ${i + 1} of ${PUSH_ROUNDS + 1}`);
      const viaRoutes = await round(2 * i, () => publishers[0]!);
      const local = await round(2 * i + 1, (student) => publishers[student.server]!);
      if (i === 0) continue; // warm-up
      cluster.push(...viaRoutes);
      floor.push(...local);
    }
    const [c, f] = [summarizeLatencies(cluster), summarizeLatencies(floor)];
    notes.push(`push latency: cluster p50 ${c.p50.toFixed(1)} ms, p90 ${c.p90.toFixed(1)}, p99 ${c.p99.toFixed(1)}, max ${c.max.toFixed(1)}; floor p50 ${f.p50.toFixed(1)}, p90 ${f.p90.toFixed(1)}, p99 ${f.p99.toFixed(1)}, max ${f.max.toFixed(1)} (${c.count} deliveries each)`);
    return [
      { name: `push to ${students.length} students over 3 NATS servers, p50`, result: { value: c.p50, unit: 'ms' }, floor: { name: 'published on each student’s own server', value: f.p50, unit: 'ms' }, better: 'lower' },
      { name: `push to ${students.length} students over 3 NATS servers, p99`, result: { value: c.p99, unit: 'ms' }, floor: { name: 'published on each student’s own server', value: f.p99, unit: 'ms' }, better: 'lower' },
    ];
  } finally {
    await Promise.all([...students.map((student) => student.connection.close().catch(() => {})), ...publishers.map((publisher) => publisher.close().catch(() => {}))]);
  }
}

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const notes: string[] = [];
  const rows: BenchRow[] = [...(await appendRows(scale, say, notes))];
  say('starting the cluster: PostgreSQL, 3 nats-server, 3 app nodes, HAProxy');
  const t = await startTestCluster({ env: { DEMO_PRACTICE: 'off' } });
  try {
    rows.push(...(await commandRates(t, scale, say, notes)));
    rows.push(...(await pushLatencies(t, scale, say, notes)));
  } finally {
    await t.stop();
  }
  return { rows, notes };
}

export const clusterBench: Bench = { name: 'cluster', run };
