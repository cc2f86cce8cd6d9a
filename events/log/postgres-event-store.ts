import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Statement, Transaction } from 'better-sqlite3';
import { CommitListeners } from './commit-listeners';
import { eventMetadataOf, recordedEventOf, type EventRow } from './event-row';
import { ConcurrencyError, type AppendOptions, type AppendResult, type EventStore, type NewEvent, type RecordedEvent } from './event-store';
import type { EventRegistry } from './event-schemas';
import { createLogTables, type LogDatabase } from './log-database';
import { appendBatch, type BatchAnswer, type BatchCommand } from './postgres-append-batch';
import { createPostgresLogTables } from './postgres-log-schema';
import { readPostgresLog, readPostgresLogHead } from './postgres-log-reader';
import { PostgresLogWakeups } from './postgres-log-wakeups';
import { SqliteEventStore, type EventStoreOptions } from './sqlite-event-store';

const TAIL_BATCH = 1_000;

export interface PostgresEventStoreOptions extends EventStoreOptions {
  /** `postgres://…` (DATABASE_URL). */
  connectionString: string;
  /**
   * The node's own SQLite: its `events` table is this node's copy of the log (the
   * synchronous reads are served from it) and the read models live beside it.
   */
  local: LogDatabase;
  /** The safety net when a NOTIFY is missed (a dropped listener connection). Default 1 s. */
  pollIntervalMs?: number;
  /** Connections to PostgreSQL for appends and tailing. Default 10. */
  maxConnections?: number;
  onError?: (message: string, error: unknown) => void;
}

/** One caller's append waiting for the next batch. */
interface QueuedAppend {
  command: BatchCommand;
  /** The validated data, handed to the inline projections as the SQLite store does. */
  data: readonly unknown[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** A batch's bounds: the event loop and the lock are never held for long. */
const MAX_BATCH_COMMANDS = 256;
const MAX_BATCH_EVENTS = 4_096;

/**
 * The cluster's store (docs/scale-out.md): PostgreSQL is the log of record for
 * appends, conflicts and idempotency keys; every node keeps a local SQLite copy of
 * the log, fed by tailing PostgreSQL by position (LISTEN/NOTIFY to wake up, a poll
 * as the safety net), and serves the synchronous reads from it.
 *
 * Appends are group-committed per node: appends called while a batch is in flight
 * go, in call order, into the next one, sent as one `append_batch` call (one round
 * trip, postgres-append-batch.ts); each caller gets its own outcome. The node writes
 * its own committed events into its copy from what the call returned (no read-back)
 * and answers a caller only once the copy (and the inline projections applied with
 * it) reached its append, so a read after a write on the same node sees it.
 */
export class PostgresEventStore extends CommitListeners implements EventStore {
  private readonly registry: EventRegistry;
  private readonly clock: () => Date;
  private readonly newEventId: () => string;
  private readonly onError: (message: string, error: unknown) => void;
  /** Names this node in the NOTIFY payload: it ignores its own (it applied them already). */
  private readonly notifier = randomUUID();
  /** Reads over the local copy: the SQLite store's queries on the same tables. */
  private readonly copy: SqliteEventStore;
  private readonly applyToCopy: Transaction<(rows: readonly EventRow[], recorded: readonly RecordedEvent[]) => number>;
  private readonly insertCopy: Statement<unknown[]>;
  /** LISTEN/NOTIFY and the poll: when to pull what other nodes appended. */
  private readonly wakeups: PostgresLogWakeups;
  /** Every change of the local copy (a pull, or a batch's own events) runs here, one after another. */
  private copyChain: Promise<void> = Promise.resolve();
  /** A pull waiting in `copyChain` that has not started: callers of `catchUp` share it. */
  private queuedPull: Promise<void> | null = null;
  private closed = false;
  /** Appends waiting for the next batch, in call order. */
  private queue: QueuedAppend[] = [];
  /** The batches being sent, one at a time: a node's batches reach PostgreSQL in call order. */
  private sending: Promise<void> | null = null;
  /** A background pull asked for while batches were in flight: done when they are (see `pullInBackground`). */
  private pullWhenSent = false;

  private constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions,
  ) {
    super();
    this.registry = options.registry;
    this.clock = options.clock ?? (() => new Date());
    this.newEventId = options.newEventId ?? timeOrderedUuid; // time-ordered, as on SQLite: the event_id indexes grow at their end
    this.onError = options.onError ?? (() => {});
    this.wakeups = new PostgresLogWakeups({
      connectionString: options.connectionString,
      notifier: this.notifier,
      pollIntervalMs: options.pollIntervalMs,
      wake: () => this.pullInBackground(),
      onError: this.onError,
    });
    const local = options.local;
    createLogTables(local);
    this.copy = new SqliteEventStore(local, { registry: options.registry });
    this.insertCopy = local.prepare(
      `INSERT INTO events (position, event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const inline = options.inline ?? (() => {});
    this.applyToCopy = local.transaction((rows: readonly EventRow[], recorded: readonly RecordedEvent[]) => {
      const after = this.copy.lastPosition();
      if (rows[0]!.position !== after + 1) throw new Error(`the log has a gap: the local copy is at ${after}, PostgreSQL returned ${rows[0]!.position}`);
      for (const row of rows) {
        this.insertCopy.run(row.position, row.event_id, row.stream_id, row.version, row.type, row.data, row.schema_version, row.at, row.actor, row.correlation_id, row.causation_id);
      }
      inline(recorded);
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

  /** Creates the PostgreSQL tables (and the append function) if needed, catches the local copy up and starts tailing. */
  async start(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await createPostgresLogTables(client);
    } finally {
      client.release();
    }
    await this.checkCopyIsOfThisLog();
    await this.catchUp();
    if (this.closed) return;
    await this.wakeups.start();
  }

  /** Stops tailing and closes the connections (not the local database, which the caller owns). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.wakeups.close();
    await this.sending?.catch(() => {});
    // After the batches: each queued its copy's change before it finished.
    await this.copyChain;
    await this.pool.end();
  }

  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    let validated: { type: string; data: unknown; schemaVersion: number }[];
    try {
      // A schema error rejects this caller alone, before anything is sent.
      validated = events.map((event) => ({ type: event.type, ...this.registry.validate(event) }));
    } catch (error) {
      return Promise.reject(error);
    }
    const command: BatchCommand = {
      streamId,
      expectedVersion: options.expectedVersion,
      idempotencyKey: options.idempotencyKey ?? null,
      actor: options.actor,
      correlationId: options.correlationId,
      causationId: options.causationId ?? null,
      at: this.clock().toISOString(),
      events: validated.map((event) => ({ eventId: this.newEventId(), type: event.type, data: JSON.stringify(event.data), schemaVersion: event.schemaVersion })),
    };
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ command, data: validated.map((event) => event.data), resolve, reject });
      // Appends called in the same turn of the event loop, or while a batch is in flight, share the next batch.
      this.sending ??= Promise.resolve().then(() => this.sendBatches());
    });
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

  /**
   * Brings the local copy up to everything committed in PostgreSQL when called.
   * Pulls run one at a time; callers arriving while one waits to start share it.
   */
  catchUp(): Promise<void> {
    if (this.queuedPull) return this.queuedPull;
    const pull = this.onCopy(() => {
      this.queuedPull = null;
      return this.pull();
    });
    this.queuedPull = pull;
    return pull;
  }

  /** Runs `work` on the local copy after every change queued before it. */
  private onCopy<T>(work: () => Promise<T>): Promise<T> {
    const run = this.copyChain.then(work);
    this.copyChain = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  /** Sends the queued appends, a bounded batch per call, until none is left. */
  private async sendBatches(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        let events = 0;
        let count = 0;
        while (count < this.queue.length && count < MAX_BATCH_COMMANDS && (count === 0 || events + this.queue[count]!.command.events.length <= MAX_BATCH_EVENTS)) {
          events += this.queue[count]!.command.events.length;
          count += 1;
        }
        const batch = this.queue.splice(0, count);
        let answer: BatchAnswer;
        try {
          answer = await appendBatch(this.pool, batch.map((queued) => queued.command), this.notifier);
        } catch (error) {
          // The batch's outcome is unknown (e.g. the connection broke): a retry with the same idempotency key finds out.
          for (const queued of batch) queued.reject(error);
          continue;
        }
        // The next batch is sent while this one is written into the copy (in order: the copy's changes are queued).
        void this.settle(batch, answer);
      }
    } finally {
      this.sending = null;
      if (this.pullWhenSent) {
        this.pullWhenSent = false;
        this.pullInBackground();
      }
    }
  }

  /**
   * Writes a batch's own events into the local copy from the call's answer (after
   * pulling what other nodes committed before it, so the copy stays dense), then
   * answers each caller: a conflict only after the copy caught up with what the check
   * saw, so the command handler's retry re-reads a current stream.
   */
  private async settle(batch: readonly QueuedAppend[], answer: BatchAnswer): Promise<void> {
    const rows: EventRow[] = [];
    const recorded: RecordedEvent[] = [];
    answer.outcomes.forEach((outcome, i) => {
      if (outcome.kind !== 'appended') return;
      const { command, data } = batch[i]!;
      const first = outcome.result.lastPosition - command.events.length + 1;
      const firstVersion = outcome.result.nextExpectedVersion - command.events.length + 1;
      command.events.forEach((event, j) => {
        const row: EventRow = {
          position: first + j,
          event_id: event.eventId,
          stream_id: command.streamId,
          version: firstVersion + j,
          type: event.type,
          data: event.data,
          schema_version: event.schemaVersion,
          at: command.at,
          actor: command.actor,
          correlation_id: command.correlationId,
          causation_id: command.causationId,
        };
        rows.push(row);
        recorded.push({ type: event.type, data: data[j], metadata: eventMetadataOf(row, event.schemaVersion) });
      });
    });
    try {
      await this.onCopy(async () => {
        if (this.copy.lastPosition() < answer.headBefore) await this.pull(answer.headBefore);
        const last = this.copy.lastPosition();
        const fresh = rows.findIndex((row) => row.position > last);
        if (fresh === -1) return;
        this.publish(this.applyToCopy.immediate(rows.slice(fresh), recorded.slice(fresh)));
      });
    } catch (error) {
      // Committed in the log of record but not in the copy: the tailer takes over (and reports while it fails).
      this.pullInBackground();
      for (const queued of batch) queued.reject(error);
      return;
    }
    answer.outcomes.forEach((outcome, i) => {
      const queued = batch[i]!;
      if (outcome.kind === 'conflict') queued.reject(new ConcurrencyError(queued.command.streamId, queued.command.expectedVersion, outcome.actual));
      else queued.resolve(outcome.result);
    });
  }

  /** Applies everything committed after the local copy's end (up to `upTo`), a batch per local transaction. */
  private async pull(upTo?: number): Promise<void> {
    for (;;) {
      const rows = await readPostgresLog(this.pool, this.copy.lastPosition(), TAIL_BATCH, upTo);
      if (rows.length === 0) return;
      this.publish(this.applyToCopy.immediate(rows, rows.map((row) => recordedEventOf(row, this.registry))));
      if (rows.length < TAIL_BATCH) return;
    }
  }

  /**
   * A pull on a NOTIFY from another node or on the poll. While this node's own batches
   * are in flight it waits for them: a pull then would read back rows of a batch whose
   * answer has not arrived yet, and each batch's settle pulls what other nodes committed
   * before it anyway.
   */
  private pullInBackground(): void {
    if (this.closed) return;
    if (this.sending) {
      this.pullWhenSent = true;
      return;
    }
    this.catchUp().catch((error: unknown) => this.onError('tailing the PostgreSQL log failed', error));
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
