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
