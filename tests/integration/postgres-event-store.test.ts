import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../../events/log/event-store';
import { describeEventStoreConformance, Noted } from '../../events/log/event-store-conformance';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase, type LogDatabase } from '../../events/log/log-database';
import { PostgresEventStore, type PostgresEventStoreOptions } from '../../events/log/postgres-event-store';
import { readPostgresLog } from '../../events/log/postgres-log-reader';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { ServerProcess } from '../support/server-process';
import { makeTempDir } from '../support/temp-dir';

// The cluster's store against a real PostgreSQL (Debian's postgresql, one cluster
// for this file, a fresh database per store): the same conformance suite as the
// SQLite store, and the properties only a shared log has: gap-free tailing under
// concurrent writers, nodes seeing each other's appends, conflicts across nodes.

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

describeEventStoreConformance('PostgresEventStore', async ({ registry, clock, newEventId }) => {
  const connectionString = await cluster.createDatabase();
  const local = openLogDatabase(':memory:');
  const store = await PostgresEventStore.open({ connectionString, local, registry, clock, newEventId });
  return {
    store,
    close: async () => {
      await store.close();
      local.close();
    },
  };
});

const meta = { actor: 'test', correlationId: 'c1' };
const noted = (n: number) => ({ type: 'Noted', data: { n } });

describe('PostgresEventStore as the log of a cluster of nodes', () => {
  const opened: { store: PostgresEventStore; local: LogDatabase }[] = [];
  afterAll(async () => {
    for (const { store, local } of opened) {
      await store.close();
      local.close();
    }
  });

  /** A node: its own local SQLite copy over the shared PostgreSQL log. */
  async function openNode(connectionString: string, options: Partial<PostgresEventStoreOptions> = {}): Promise<PostgresEventStore> {
    const local = options.local ?? openLogDatabase(':memory:');
    const store = await PostgresEventStore.open({ connectionString, local, registry: new EventRegistry([Noted]), ...options });
    opened.push({ store, local });
    return store;
  }

  it('gap-free order under concurrent appends: a reader tailing during 16 concurrent writers never misses an event', async () => {
    const connectionString = await cluster.createDatabase();
    // 16 writers, each a node of its own with one connection, appending 1–3 events at a time.
    const writers = await Promise.all(Array.from({ length: 16 }, () => openNode(connectionString, { maxConnections: 1, pollIntervalMs: 60_000 })));
    const reader = new pg.Client({ connectionString });
    await reader.connect();
    let writing = true;
    const seen: { position: number; eventId: string }[] = [];
    const skips: string[] = [];
    const tail = async () => {
      // Tails the way every node does: position > checkpoint, then the checkpoint moves to the last row read.
      for (;;) {
        const done = !writing;
        const checkpoint = seen.length === 0 ? 0 : seen[seen.length - 1]!.position;
        const rows = await readPostgresLog(reader, checkpoint, 50);
        rows.forEach((row, i) => {
          if (row.position !== checkpoint + i + 1) skips.push(`after ${checkpoint + i} read ${row.position}`);
        });
        seen.push(...rows.map((row) => ({ position: row.position, eventId: row.event_id })));
        if (done && rows.length === 0) return;
      }
    };
    const tailing = tail();
    const appended: string[] = [];
    await Promise.all(
      writers.map(async (writer, w) => {
        for (let i = 0; i < 20; i++) {
          const events = Array.from({ length: 1 + ((w + i) % 3) }, (_, n) => noted(n));
          const result = await writer.append(`note:${(w * 7 + i) % 5}`, events, { ...meta, expectedVersion: 'any' });
          appended.push(...result.eventIds);
        }
      }),
    );
    writing = false;
    await tailing;
    await reader.end();

    expect(skips).toEqual([]);
    expect(seen.map((event) => event.position)).toEqual(seen.map((_, i) => i + 1));
    expect(new Set(seen.map((event) => event.eventId))).toEqual(new Set(appended));
    expect(seen).toHaveLength(appended.length);
    // Every node's local copy holds the whole log, in the same order.
    for (const writer of writers) {
      await writer.catchUp();
      expect(writer.readAll(0, 10_000).map((event) => event.metadata.eventId)).toEqual(seen.map((event) => event.eventId));
    }
  });

  it("wakes on another node's append through LISTEN/NOTIFY, without waiting for the poll", async () => {
    const connectionString = await cluster.createDatabase();
    const nodeA = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    const nodeB = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    const seenByB: number[] = [];
    nodeB.subscribe((last) => seenByB.push(last));
    const reached = nodeB.waitForPosition(2);
    await nodeA.append('note:a', [noted(1), noted(2)], { ...meta, expectedVersion: 'no_stream' });
    await expect(reached).resolves.toBe(2);
    expect(seenByB).toEqual([2]);
    expect(nodeB.readStream('note:a').map((event) => (event.data as { n: number }).n)).toEqual([1, 2]);
  });

  it("rejects an append made stale by another node's append, and has caught up by then so that a retry succeeds", async () => {
    const connectionString = await cluster.createDatabase();
    const nodeA = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    const nodeB = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    await nodeA.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream' });
    await nodeB.catchUp();
    await nodeA.append('note:a', [noted(2)], { ...meta, expectedVersion: 1 });
    // B decides from its copy (version 1) before the NOTIFY may have arrived: the log of record says 2.
    const stale = nodeB.append('note:a', [noted(3)], { ...meta, expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    expect(nodeB.readStream('note:a').map((event) => event.metadata.version)).toEqual([1, 2]);
    const retried = await nodeB.append('note:a', [noted(3)], { ...meta, expectedVersion: nodeB.readStream('note:a').length });
    expect(retried).toMatchObject({ nextExpectedVersion: 3, lastPosition: 3 });
  });

  it('answers a repeated idempotency key on any node with the first result, appending nothing', async () => {
    const connectionString = await cluster.createDatabase();
    const nodeA = await openNode(connectionString);
    const nodeB = await openNode(connectionString);
    const first = await nodeA.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'retry-1' });
    const again = await nodeB.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'retry-1' });
    expect(again).toEqual({ ...first, idempotentReplay: true });
    expect(nodeB.readAll(0, 10)).toHaveLength(1);
  });

  /** How many transactions wrote the log's rows (one per `append_batch` call). */
  async function transactionsOf(connectionString: string): Promise<number> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT count(DISTINCT xmin::text) AS n FROM events');
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  it('group commit: a batch with a conflicting and a schema-invalid command in the middle commits the others, in call order, in one transaction', async () => {
    const connectionString = await cluster.createDatabase();
    const node = await openNode(connectionString);
    await node.append('note:a', [noted(0)], { ...meta, expectedVersion: 'no_stream' });
    // Called in one turn of the event loop: they go to PostgreSQL together, in one call.
    const outcomes = await Promise.allSettled([
      node.append('note:b', [noted(1)], { ...meta, expectedVersion: 'no_stream' }),
      node.append('note:a', [noted(2), noted(3)], { ...meta, expectedVersion: 1 }),
      node.append('note:a', [noted(99)], { ...meta, expectedVersion: 1 }),
      node.append('note:c', [{ type: 'Noted', data: { n: 'not a number' } }], { ...meta, expectedVersion: 'any' }),
      node.append('note:a', [noted(4)], { ...meta, expectedVersion: 3 }),
      node.append('note:b', [], { ...meta, expectedVersion: 1 }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
    const values = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null));
    expect(values[0]).toMatchObject({ streamId: 'note:b', nextExpectedVersion: 1, lastPosition: 2, idempotentReplay: false });
    expect(values[1]).toMatchObject({ streamId: 'note:a', nextExpectedVersion: 3, lastPosition: 4 });
    expect(values[4]).toMatchObject({ streamId: 'note:a', nextExpectedVersion: 4, lastPosition: 5 });
    expect(values[5]).toMatchObject({ streamId: 'note:b', nextExpectedVersion: 1, lastPosition: 5, eventIds: [] });
    const conflict = outcomes[2]!.status === 'rejected' ? (outcomes[2].reason as unknown) : null;
    expect(conflict).toBeInstanceOf(ConcurrencyError);
    expect(conflict).toMatchObject({ streamId: 'note:a', expected: 1, actual: 3 });
    expect(outcomes[3]!.status === 'rejected' ? (outcomes[3].reason as Error).name : null).toBe('EventSchemaError');
    // The node's copy holds its own events (written from the call's answer), dense and in call order.
    expect(node.readAll(0, 10).map((event) => [event.metadata.position, event.metadata.streamId, event.metadata.version, (event.data as { n: number }).n])).toEqual([
      [1, 'note:a', 1, 0],
      [2, 'note:b', 1, 1],
      [3, 'note:a', 2, 2],
      [4, 'note:a', 3, 3],
      [5, 'note:a', 4, 4],
    ]);
    // …the same as the log of record, and the batch was one transaction (one call).
    const client = new pg.Client({ connectionString });
    await client.connect();
    const recorded = await readPostgresLog(client, 0, 10);
    await client.end();
    expect(recorded.map((row) => row.event_id)).toEqual(node.readAll(0, 10).map((event) => event.metadata.eventId));
    expect(recorded.map((row) => row.data)).toEqual(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}']);
    expect(await transactionsOf(connectionString)).toBe(2);
  });

  it('idempotency within one batch and across batches: a repeated key replays the first result; a conflicting command records no key', async () => {
    const connectionString = await cluster.createDatabase();
    const node = await openNode(connectionString);
    const other = await openNode(connectionString);
    await node.append('note:x', [noted(0)], { ...meta, expectedVersion: 'no_stream' });
    const [first, repeated, conflicting, afterConflict] = await Promise.allSettled([
      node.append('note:a', [noted(1)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' }),
      node.append('note:b', [noted(2)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k1' }),
      node.append('note:x', [noted(3)], { ...meta, expectedVersion: 'no_stream', idempotencyKey: 'k2' }),
      node.append('note:x', [noted(3)], { ...meta, expectedVersion: 1, idempotencyKey: 'k2' }),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { streamId: 'note:a', lastPosition: 2, idempotentReplay: false } });
    const firstResult = first.status === 'fulfilled' ? first.value : null;
    expect(repeated).toEqual({ status: 'fulfilled', value: { ...firstResult, idempotentReplay: true } });
    expect(conflicting.status === 'rejected' ? conflicting.reason : null).toBeInstanceOf(ConcurrencyError);
    expect(afterConflict).toMatchObject({ status: 'fulfilled', value: { streamId: 'note:x', nextExpectedVersion: 2, lastPosition: 3, idempotentReplay: false } });
    expect(node.readStream('note:b')).toEqual([]);
    expect(node.lastPosition()).toBe(3);
    expect(await transactionsOf(connectionString)).toBe(2);
    // Across batches, and on another node: the first result, nothing appended.
    expect(await node.append('note:c', [noted(4)], { ...meta, expectedVersion: 'any', idempotencyKey: 'k1' })).toEqual({ ...firstResult, idempotentReplay: true });
    const secondResult = afterConflict.status === 'fulfilled' ? afterConflict.value : null;
    expect(await other.append('note:x', [noted(5)], { ...meta, expectedVersion: 'any', idempotencyKey: 'k2' })).toEqual({ ...secondResult, idempotentReplay: true });
    expect(await node.idempotentResult('k2')).toEqual({ ...secondResult, idempotentReplay: true });
    expect(node.lastPosition()).toBe(3);
  });

  it("keeps the copy dense when another node's events came in before its own batch", async () => {
    const connectionString = await cluster.createDatabase();
    const nodeA = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    const nodeB = await openNode(connectionString, { pollIntervalMs: 3_600_000 });
    const seenByA: number[] = [];
    nodeA.subscribe((last) => seenByA.push(last));
    await nodeB.append('note:b', [noted(1), noted(2)], { ...meta, expectedVersion: 'any' });
    // A appends at once, perhaps before B's NOTIFY reached it: B's events are pulled first, then A's own are written.
    const own = await nodeA.append('note:a', [noted(3)], { ...meta, expectedVersion: 'no_stream' });
    expect(own.lastPosition).toBe(3);
    expect(nodeA.readAll(0, 10).map((event) => [event.metadata.position, event.metadata.streamId])).toEqual([
      [1, 'note:b'],
      [2, 'note:b'],
      [3, 'note:a'],
    ]);
    expect(seenByA[seenByA.length - 1]).toBe(3);
    await nodeB.waitForPosition(3);
    expect(nodeB.readAll(0, 10).map((event) => event.metadata.eventId)).toEqual(nodeA.readAll(0, 10).map((event) => event.metadata.eventId));
  });

  it('applies inline projections with each batch of the local copy, and resumes a copy from where it stopped', async () => {
    const connectionString = await cluster.createDatabase();
    const writer = await openNode(connectionString);
    await writer.append('note:a', [noted(1), noted(2)], { ...meta, expectedVersion: 'any' });
    const local = openLogDatabase(':memory:');
    const projected: number[] = [];
    const first = await PostgresEventStore.open({
      connectionString,
      local,
      registry: new EventRegistry([Noted]),
      inline: (events) => projected.push(...events.map((event) => event.metadata.position)),
    });
    await first.close();
    await writer.append('note:a', [noted(3)], { ...meta, expectedVersion: 'any' });
    const reopened = await openNode(connectionString, {
      local,
      inline: (events) => projected.push(...events.map((event) => event.metadata.position)),
    });
    expect(projected).toEqual([1, 2, 3]);
    expect(reopened.lastPosition()).toBe(3);
  });

  it('refuses a local copy made from another log', async () => {
    const first = await cluster.createDatabase();
    const second = await cluster.createDatabase();
    const local = openLogDatabase(':memory:');
    const node = await openNode(first, { local });
    await node.append('note:a', [noted(1)], { ...meta, expectedVersion: 'any' });
    const other = await openNode(second);
    await other.append('note:b', [noted(1)], { ...meta, expectedVersion: 'any' });
    await expect(PostgresEventStore.open({ connectionString: second, local, registry: new EventRegistry([Noted]) })).rejects.toThrow(
      /not a copy of the PostgreSQL log/,
    );
  });
});

describe('DATABASE_URL: the server on the PostgreSQL store', () => {
  const dirs: ReturnType<typeof makeTempDir>[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) dir.remove();
  });

  it('appends to PostgreSQL, and a node started on an empty data directory builds its copy and read models from it', async () => {
    const databaseUrl = await cluster.createDatabase();
    dirs.push(makeTempDir('postgres-node-a-'), makeTempDir('postgres-node-b-'));
    const logHead = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ position: string }>('SELECT position FROM log_head');
        return Number(rows[0]!.position);
      } finally {
        await client.end();
      }
    };
    const health = async (server: ServerProcess) => ((await (await fetch(`${server.url}/healthz`)).json()) as { log: number }).log;
    // A read model: the catalogue projection's skill count.
    const skills = async (server: ServerProcess) =>
      ((await (await fetch(`${server.url}/editions`)).json()) as { numTotalSkillsInEdition: number }).numTotalSkillsInEdition;

    // Node A publishes the catalogue at startup: into PostgreSQL, and into its own copy before it is ready.
    const nodeA = new ServerProcess(dirs[0]!.path, { DATABASE_URL: databaseUrl, DEMO_SCHOOL: 'off' });
    servers.push(nodeA);
    await nodeA.start();
    const published = await logHead();
    expect(published).toBeGreaterThan(0);
    expect(await health(nodeA)).toBe(published);
    const skillsOnA = await skills(nodeA);
    expect(skillsOnA).toBeGreaterThan(0);
    await nodeA.stop();

    // Node B has no log.db: it copies the log from PostgreSQL (so finds nothing left to publish) and builds its read models from the copy.
    const nodeB = new ServerProcess(dirs[1]!.path, { DATABASE_URL: databaseUrl, DEMO_SCHOOL: 'off' });
    servers.push(nodeB);
    await nodeB.start();
    expect(await health(nodeB)).toBe(published);
    expect(await logHead()).toBe(published);
    expect(nodeB.output.join('\n')).not.toMatch(/published \d+ catalogue sections/);
    expect(await skills(nodeB)).toBe(skillsOnA);
  });
});
