import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLogTables } from '../../events/log/postgres-log-schema';
import { postgresRelayCheckpoint } from '../../events/log/postgres-relay-checkpoint';
import { postgresPublicWriteLimits } from '../../server/cluster/postgres-public-write-limits';
import { postgresUsedChallenges } from '../../server/cluster/postgres-used-challenges';
import { PUBLIC_WRITE_LIMITS } from '../../server/http/public-write-limits';
import { RELAY_LEADER_LOCK, startRelayLeadership, type Leadership } from '../../server/cluster/relay-leadership';
import { until } from '../support/cluster';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

// What the cluster's nodes share in PostgreSQL (docs/scale-out.md): the relay
// leadership (an advisory lock), the relay's checkpoint, and the bot check's used
// challenges. Each "node" here is a connection or pool of its own.

let postgres: PostgresCluster;
const pools: pg.Pool[] = [];
const poolOn = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
};
const freshDatabase = async () => {
  const url = await postgres.createDatabase();
  const client = new pg.Client(url);
  await client.connect();
  await createPostgresLogTables(client);
  await client.end();
  return url;
};

beforeAll(async () => {
  postgres = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
  await postgres?.stop();
});

describe('relay leadership', () => {
  const nodes = (url: string, count: number) => {
    const leads = Array.from({ length: count }, () => ({ started: 0, stopped: 0 }));
    const leaderships: Leadership[] = leads.map((counts) =>
      startRelayLeadership({
        connectionString: url,
        intervalMs: 50,
        lead: () => {
          counts.started += 1;
          return Promise.resolve(() => {
            counts.stopped += 1;
            return Promise.resolve();
          });
        },
      }),
    );
    return { leads, leaderships, leaders: () => leaderships.filter((leadership) => leadership.isLeader()) };
  };

  it('one node of three leads; when it stops, exactly one other takes over', async () => {
    const url = await freshDatabase();
    const { leads, leaderships, leaders } = nodes(url, 3);
    try {
      await until('a node leads', () => leaders().length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300)); // several tries of the others
      expect(leaders()).toHaveLength(1);
      const first = leaderships.indexOf(leaders()[0]!);
      await leaderships[first]!.stop();
      expect(leads[first]).toEqual({ started: 1, stopped: 1 });
      await until('another node leads', () => leaders().length === 1);
      expect(leads.reduce((sum, counts) => sum + counts.started, 0)).toBe(2);
    } finally {
      await Promise.all(leaderships.map((leadership) => leadership.stop()));
    }
  });

  it('a leader whose connection is cut steps down, and another takes over', async () => {
    const url = await freshDatabase();
    const { leads, leaderships, leaders } = nodes(url, 2);
    const admin = poolOn(url);
    try {
      await until('a node leads', () => leaders().length === 1);
      const first = leaderships.indexOf(leaders()[0]!);
      // The session holding the advisory lock is terminated, as when the node's link to PostgreSQL breaks.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = $1 AND objid = $2 AND granted', ['advisory', RELAY_LEADER_LOCK]);
      await until('the cut leader stepped down', () => leads[first]!.stopped === 1);
      await until('the other node leads', () => leaderships[1 - first]!.isLeader());
      expect(leaders()).toHaveLength(1);
    } finally {
      await Promise.all(leaderships.map((leadership) => leadership.stop()));
    }
  });
});

describe('the relay checkpoint shared in PostgreSQL', () => {
  it('starts at 0, is read by any node, and never moves back', async () => {
    const url = await freshDatabase();
    const [a, b] = [postgresRelayCheckpoint(poolOn(url)), postgresRelayCheckpoint(poolOn(url))];
    expect(await a.load()).toBe(0);
    await a.save(42);
    expect(await b.load()).toBe(42);
    await b.save(17); // an old leader, late
    expect(await a.load()).toBe(42);
  });
});

describe('the bot check’s used challenges shared in PostgreSQL', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('a challenge used on one node is a replay on every other, even when both try at once', async () => {
    const url = await freshDatabase();
    const [a, b] = [postgresUsedChallenges(poolOn(url)), postgresUsedChallenges(poolOn(url))];
    const together = await Promise.all([a.markUsed('sig-1', later(600_000).getTime(), now), b.markUsed('sig-1', later(600_000).getTime(), now)]);
    expect(together.filter(Boolean)).toHaveLength(1);
    expect(await a.markUsed('sig-1', later(600_000).getTime(), later(1_000))).toBe(false);
    expect(await b.markUsed('sig-2', later(600_000).getTime(), now)).toBe(true);
  });

  it('after its expiry a challenge id is free again (the token’s own expiry refuses it by then)', async () => {
    const url = await freshDatabase();
    const used = postgresUsedChallenges(poolOn(url));
    expect(await used.markUsed('sig', later(1_000).getTime(), now)).toBe(true);
    expect(await used.markUsed('sig', later(5_000).getTime(), later(999))).toBe(false);
    expect(await used.markUsed('sig', later(5_000).getTime(), later(1_000))).toBe(true);
  });

  it('fails closed when PostgreSQL cannot be reached', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    unreachable.on('error', () => {});
    pools.push(unreachable);
    const reports: string[] = [];
    expect(await postgresUsedChallenges(unreachable, (message) => reports.push(message)).markUsed('sig', later(1_000).getTime(), now)).toBe(false);
    expect(reports).toHaveLength(1);
  });
});

describe('the public write limits shared in PostgreSQL', () => {
  const limits = { ...PUBLIC_WRITE_LIMITS, signIn: { points: 3, windowMs: 60_000 } };
  const now = new Date('2026-11-23T10:00:10Z');

  it('count a writer’s writes on every node against one limit, exactly under concurrency', async () => {
    const url = await freshDatabase();
    const [a, b] = [postgresPublicWriteLimits(poolOn(url), limits), postgresPublicWriteLimits(poolOn(url), limits)];
    const answers = await Promise.all([a.take('signIn', 'user:u1', now), b.take('signIn', 'user:u1', now), a.take('signIn', 'user:u1', now), b.take('signIn', 'user:u1', now)]);
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.allowed)).toEqual([{ allowed: false, retryAfterSeconds: 50 }]);
    expect(await b.take('signIn', 'user:u2', now)).toEqual({ allowed: true }); // another writer
  });

  it('a write given back on one node frees a place on the other; the next window starts afresh', async () => {
    const url = await freshDatabase();
    const [a, b] = [postgresPublicWriteLimits(poolOn(url), limits), postgresPublicWriteLimits(poolOn(url), limits)];
    for (let i = 0; i < 3; i++) expect((await a.take('signIn', 'address:198.51.100.7', now)).allowed).toBe(true);
    expect((await b.take('signIn', 'address:198.51.100.7', now)).allowed).toBe(false);
    await a.giveBack('signIn', 'address:198.51.100.7', now);
    await a.giveBack('signIn', 'address:198.51.100.7', now);
    expect((await b.take('signIn', 'address:198.51.100.7', now)).allowed).toBe(true);
    expect((await b.take('signIn', 'address:198.51.100.7', new Date(now.getTime() + 60_000))).allowed).toBe(true);
  });
});
