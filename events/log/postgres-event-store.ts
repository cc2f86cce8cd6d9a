import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Statement, Transaction } from 'better-sqlite3';
import {
  ConcurrencyError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from './event-store';
import type { EventRegistry } from './event-schemas';
import { createLogTables, type LogDatabase } from './log-database';
import { LOG_CHANNEL, createPostgresLogTables } from './postgres-log-schema';
import { readPostgresLog, readPostgresLogHead, type PostgresLogRow } from './postgres-log-reader';
import { SqliteEventStore } from './sqlite-event-store';

const TAIL_BATCH = 1_000;

export interface PostgresEventStoreOptions {
  /** `postgres://…` (DATABASE_URL). */
  connectionString: string;
  /**
   * The node's own SQLite: its `events` table is this node's copy of the log (the
   * synchronous reads are served from it) and the read models live beside it.
   */
  local: LogDatabase;
  registry: EventRegistry;
  clock?: () => Date;
  newEventId?: () => string;
  /** Inline projections: applied with each batch of the copy, in the same local transaction. */
  inline?: (events: readonly RecordedEvent[]) => void;
  /** The safety net when a NOTIFY is missed (a dropped listener connection). Default 1 s. */
  pollIntervalMs?: number;
  /** Connections to PostgreSQL for appends and tailing. Default 10. */
  maxConnections?: number;
  onError?: (message: string, error: unknown) => void;
}

type Decision =
  | { kind: 'replay'; result: AppendResult }
  | { kind: 'conflict'; error: ConcurrencyError; head: number }
  | { kind: 'appended'; result: AppendResult };

/**
 * The cluster's store (docs/scale-out.md): PostgreSQL is the log of record for
 * appends, conflicts and idempotency keys; every node keeps a local SQLite copy of
 * the log, fed by tailing PostgreSQL by position (LISTEN/NOTIFY to wake up, a poll
 * as the safety net), and serves the synchronous reads from it. An append resolves
 * only once the local copy (and the inline projections applied with it) reached
 * the append's position, so a read after a write on the same node sees it.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<(lastPosition: number) => void>();
  private readonly registry: EventRegistry;
  private readonly clock: () => Date;
  private readonly newEventId: () => string;
  private readonly onError: (message: string, error: unknown) => void;
  /** Reads over the local copy: the SQLite store's queries on the same tables. */
  private readonly copy: SqliteEventStore;
  private readonly applyBatch: Transaction<(rows: readonly PostgresLogRow[]) => number>;
  private readonly insertCopy: Statement<unknown[]>;
  private listener: pg.Client | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private closed = false;
  /** The previous append's decision: a node's appends reach PostgreSQL in the order they were called. */
  private appendChain: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.registry = options.registry;
    this.clock = options.clock ?? (() => new Date());
    this.newEventId = options.newEventId ?? randomUUID;
    this.onError = options.onError ?? (() => {});
    const local = options.local;
    createLogTables(local);
    this.copy = new SqliteEventStore(local, { registry: options.registry });
    this.insertCopy = local.prepare(
      `INSERT INTO events (position, event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const inline = options.inline ?? (() => {});
    this.applyBatch = local.transaction((rows: readonly PostgresLogRow[]) => {
      const after = this.copy.lastPosition();
      if (rows[0]!.position !== after + 1) throw new Error(`the log has a gap: the local copy is at ${after}, PostgreSQL returned ${rows[0]!.position}`);
      for (const row of rows) {
        this.insertCopy.run(row.position, row.event_id, row.stream_id, row.version, row.type, row.data, row.schema_version, row.at, row.actor, row.correlation_id, row.causation_id);
      }
      inline(this.copy.readAll(after, rows.length));
      return rows[rows.length - 1]!.position;
    });
  }

  /**
   * Makes the store without touching PostgreSQL yet: its reads serve the local copy
   * as it is until `start`. (The server attaches its projection runner in between.)
   */
  static create(options: PostgresEventStoreOptions): PostgresEventStore {
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
    // An idle connection that breaks (PostgreSQL restarted) is dropped by the pool; the next query opens another.
    pool.on('error', (error) => options.onError?.('idle PostgreSQL connection failed', error));
    return new PostgresEventStore(pool, options);
  }

  /** `create` then `start`. */
  static async open(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = PostgresEventStore.create(options);
    try {
      await store.start();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  /** Creates the PostgreSQL tables if needed, catches the local copy up and starts tailing. */
  async start(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await createPostgresLogTables(client);
    } finally {
      client.release();
    }
    await this.checkCopyIsOfThisLog();
    await this.catchUp();
    await this.listen();
    if (this.closed) return;
    this.pollTimer = setInterval(() => this.pullInBackground(), this.options.pollIntervalMs ?? 1_000);
    this.pollTimer.unref();
  }

  /** Stops tailing and closes the connections (not the local database, which the caller owns). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await Promise.allSettled([this.appendChain, this.running, this.queued]);
    await this.pool.end();
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    // One at a time per node, as on the single-node store: an append called after another is decided after it.
    const deciding = this.appendChain.then(() => this.decide(streamId, events, options));
    this.appendChain = deciding.catch(() => {});
    const decision = await deciding;
    if (decision.kind === 'conflict') {
      // The caller re-reads the stream from the local copy before retrying: bring it up to date first.
      await this.catchUpTo(decision.head);
      throw decision.error;
    }
    await this.catchUpTo(decision.result.lastPosition);
    return decision.result;
  }

  async idempotentResult(idempotencyKey: string): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ result: AppendResult }>('SELECT result FROM idempotency_keys WHERE key = $1', [idempotencyKey]);
    return rows[0] ? { ...rows[0].result, idempotentReplay: true } : null;
  }

  readStream(streamId: string, afterVersion = 0): RecordedEvent[] {
    return this.copy.readStream(streamId, afterVersion);
  }

  readAll(fromPosition: number, limit: number): RecordedEvent[] {
    return this.copy.readAll(fromPosition, limit);
  }

  /** The local copy's last position (the log of record may be ahead; see `catchUp`). */
  lastPosition(): number {
    return this.copy.lastPosition();
  }

  subscribe(listener: (lastPosition: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  waitForPosition(position: number, signal?: AbortSignal): Promise<number> {
    const now = this.lastPosition();
    if (now >= position) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        unsubscribe();
        reject(signal?.reason ?? new Error('aborted'));
      };
      const unsubscribe = this.subscribe((last) => {
        if (last < position) return;
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
        resolve(last);
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Brings the local copy up to everything committed in PostgreSQL when called.
   * Pulls run one at a time; callers arriving during a pull share the next one.
   */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    const previous = this.running ?? Promise.resolve();
    const next: Promise<void> = previous
      .catch(() => {})
      .then(() => {
        this.queued = null;
        this.running = next;
        return this.pull();
      })
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.queued = next;
    return next;
  }

  /** One transaction under the `log_head` row lock: see docs/scale-out.md "Gap-free positions". */
  private async decide(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<Decision> {
    const key = options.idempotencyKey ?? null;
    const validated = validateAll(this.registry, events);
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      // The lock comes first and alone: every later statement takes a snapshot that sees all earlier appends.
      await client.query('BEGIN; SELECT position FROM log_head FOR UPDATE');
      const { rows } = await client.query<{ head: string; version: number | null; earlier: AppendResult | null }>(
        `SELECT (SELECT position FROM log_head) AS head,
                (SELECT version FROM streams WHERE stream_id = $1) AS version,
                (SELECT result FROM idempotency_keys WHERE key = $2) AS earlier`,
        [streamId, key],
      );
      const state = rows[0]!;
      const head = Number(state.head);
      if (state.earlier) {
        await client.query('ROLLBACK');
        return { kind: 'replay', result: { ...state.earlier, idempotentReplay: true } };
      }
      const current = state.version ?? 0;
      if (!matchesExpected(options.expectedVersion, current)) {
        await client.query('ROLLBACK');
        return { kind: 'conflict', error: new ConcurrencyError(streamId, options.expectedVersion, current), head };
      }
      if ('error' in validated) {
        await client.query('ROLLBACK');
        throw validated.error;
      }
      const at = this.clock().toISOString();
      const eventIds = validated.events.map(() => this.newEventId());
      const lastPosition = head + validated.events.length;
      const nextVersion = current + validated.events.length;
      const result: AppendResult = { streamId, nextExpectedVersion: nextVersion, lastPosition, eventIds, idempotentReplay: false };
      if (validated.events.length > 0) {
        await client.query(
          `WITH appended AS (
             INSERT INTO events (position, event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
             SELECT u.position, u.event_id, $3::text, u.version, u.type, u.data::json, u.schema_version, $8::timestamptz, $9::text, $10::text, $11::text
               FROM unnest($1::bigint[], $2::text[], $4::int[], $5::text[], $6::text[], $7::int[]) AS u(position, event_id, version, type, data, schema_version)
           ), head AS (
             UPDATE log_head SET position = $12::bigint
           ), stream AS (
             INSERT INTO streams (stream_id, version) VALUES ($3::text, $13::int)
             ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version
           ), idempotency AS (
             INSERT INTO idempotency_keys (key, result) SELECT $14::text, $15::jsonb WHERE $14::text IS NOT NULL
           )
           SELECT pg_notify('${LOG_CHANNEL}', $16::text)`,
          [
            validated.events.map((_, i) => head + i + 1),
            eventIds,
            streamId,
            validated.events.map((_, i) => current + i + 1),
            validated.events.map((event) => event.type),
            validated.events.map((event) => JSON.stringify(event.data)),
            validated.events.map((event) => event.schemaVersion),
            at,
            options.actor,
            options.correlationId,
            options.causationId ?? null,
            lastPosition,
            nextVersion,
            key,
            JSON.stringify(result),
            String(lastPosition),
          ],
        );
      } else if (key !== null) {
        await client.query('INSERT INTO idempotency_keys (key, result) VALUES ($1, $2::jsonb)', [key, JSON.stringify(result)]);
      }
      await client.query('COMMIT');
      return { kind: 'appended', result };
    } catch (error) {
      // A connection that cannot even roll back is broken: the pool discards it instead of reusing it.
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async catchUpTo(position: number): Promise<void> {
    while (this.copy.lastPosition() < position) await this.catchUp();
  }

  /** Applies everything committed after the local copy's end, a batch per local transaction. */
  private async pull(): Promise<void> {
    for (;;) {
      const rows = await readPostgresLog(this.pool, this.copy.lastPosition(), TAIL_BATCH);
      if (rows.length === 0) return;
      const last = this.applyBatch.immediate(rows);
      for (const listener of [...this.listeners]) listener(last);
      if (rows.length < TAIL_BATCH) return;
    }
  }

  private pullInBackground(): void {
    if (this.closed) return;
    this.catchUp().catch((error: unknown) => this.onError('tailing the PostgreSQL log failed', error));
  }

  /** LISTEN on a connection of its own; when it breaks, the poll covers until it is back. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', () => this.pullInBackground());
    client.on('error', (error) => {
      if (this.listener !== client) return;
      this.onError('the LISTEN connection to PostgreSQL failed', error);
      this.listener = null;
      client.end().catch(() => {});
      this.scheduleListen();
    });
    await client.connect();
    try {
      await client.query(`LISTEN ${LOG_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    // Appends made while no one listened.
    this.pullInBackground();
  }

  private scheduleListen(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.onError('reconnecting the LISTEN connection failed', error);
        this.scheduleListen();
      });
    }, 1_000);
    this.reconnectTimer.unref();
  }

  /** A local copy must be a prefix of this log: refuse one made from another database. */
  private async checkCopyIsOfThisLog(): Promise<void> {
    const last = this.copy.lastPosition();
    if (last === 0) return;
    const [local] = this.copy.readAll(last - 1, 1);
    const [remote] = await readPostgresLog(this.pool, last - 1, 1);
    if (!remote || remote.event_id !== local!.metadata.eventId) {
      const head = await readPostgresLogHead(this.pool);
      throw new Error(
        `the local log copy (at position ${last}) is not a copy of the PostgreSQL log (at position ${head}): remove it to rebuild it from PostgreSQL`,
      );
    }
  }
}

type Validated = { events: { type: string; data: unknown; schemaVersion: number }[] } | { error: unknown };

/** Validated before the transaction, thrown inside it where the SQLite store throws it (after the conflict check). */
function validateAll(registry: EventRegistry, events: readonly NewEvent[]): Validated {
  try {
    return { events: events.map((event) => ({ type: event.type, ...registry.validate(event) })) };
  } catch (error) {
    return { error };
  }
}

function matchesExpected(expected: ExpectedVersion, current: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 0;
    case 'exists':
      return current > 0;
    default:
      return expected === current;
  }
}
