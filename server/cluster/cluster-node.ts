import { hostname } from 'node:os';
import pg from 'pg';
import { readPostgresLogHead } from '../../events/log/postgres-log-reader';
import type { PostgresEventStore } from '../../events/log/postgres-event-store';
import type { NodeLogPosition } from './position-cookie';
import { startRelayLeadership, type Leadership } from './relay-leadership';

export type NodeRole = 'leader' | 'follower' | 'single';

/** What GET /healthz and the position cookie need of the node (server/routes/health.ts, server/app.ts). */
export interface ClusterAccess {
  /** NODE_NAME (default: the host name). */
  node: string;
  role(): NodeRole;
  /** False when PostgreSQL does not answer within 2 s: the node reports 503. */
  reachable(): Promise<boolean>;
  /** This node's log position, for the `lc_pos` cookie; absent on a single node (never waits). */
  position?: NodeLogPosition;
}

export interface ClusterNode extends ClusterAccess {
  /** A small pool of its own (`openClusterPool`; the caller ends it): health checks, the relay checkpoint, the bot check's used challenges. */
  pool: pg.Pool;
  /** Steps down; the pool stays open. */
  stop(): Promise<void>;
}

/** A cluster node's small pool of its own: health checks, the relay's shared checkpoint, the bot check's used challenges. */
export function openClusterPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 2_000 });
  // An idle connection broken by a PostgreSQL restart is dropped; the next query opens another.
  pool.on('error', () => {});
  return pool;
}

/** NODE_NAME, else the host name: how GET /healthz names the node. */
export function nodeNameOf(env: NodeJS.ProcessEnv): string {
  return env.NODE_NAME || hostname();
}

/** NATS_STREAM_REPLICAS: JetStream replicas of the EVENTS stream (3 on the cluster's three NATS servers); 1 by default. */
export function natsStreamReplicasOf(env: NodeJS.ProcessEnv): number {
  const value = Number(env.NATS_STREAM_REPLICAS ?? 1);
  if (!Number.isInteger(value) || value < 1 || value > 5) throw new Error(`NATS_STREAM_REPLICAS must be 1 to 5, not ${env.NATS_STREAM_REPLICAS}`);
  return value;
}

/** A single node's answer: no PostgreSQL, always reachable. */
export function singleNode(node = nodeNameOf(process.env)): ClusterAccess {
  return { node, role: () => 'single', reachable: () => Promise.resolve(true) };
}

/**
 * This app node's place in the cluster (docs/scale-out.md): its name, its relay
 * leadership (an advisory lock; `lead` starts the leader's duties and returns how to
 * stop them) and whether PostgreSQL answers.
 */
export function startClusterNode(options: {
  databaseUrl: string;
  /** From `openClusterPool`. */
  pool: pg.Pool;
  node: string;
  store: PostgresEventStore;
  lead: () => Promise<() => Promise<void>>;
  say?: (message: string) => void;
}): ClusterNode {
  const say = options.say ?? (() => {});
  const pool = options.pool;
  const leadership: Leadership = startRelayLeadership({ connectionString: options.databaseUrl, lead: options.lead, log: say });
  return {
    node: options.node,
    pool,
    role: () => (leadership.isLeader() ? 'leader' : 'follower'),
    async reachable() {
      try {
        await withTimeout(pool.query('SELECT 1'), 2_000);
        return true;
      } catch {
        return false;
      }
    },
    position: {
      lastPosition: () => options.store.lastPosition(),
      waitForPosition: (position, signal) => options.store.waitForPosition(position, signal),
      catchUp: () => options.store.catchUp(),
      head: () => readPostgresLogHead(pool),
    },
    async stop() {
      await leadership.stop();
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
