import { v7 as timeOrderedUuid } from 'uuid';
import type { Statement, Transaction } from 'better-sqlite3';
import { CommitListeners } from './commit-listeners';
import { ConcurrencyError, matchesExpected, type AppendOptions, type AppendResult, type EventStore, type NewEvent, type RecordedEvent } from './event-store';
import type { EventRegistry } from './event-schemas';
import { recordedEventOf, type EventRow } from './event-row';
import type { LogDatabase } from './log-database';

/** What every store is made with (the PostgreSQL store's options extend it). */
export interface EventStoreOptions {
  registry: EventRegistry;
  clock?: () => Date;
  newEventId?: () => string;
  /** Inline projections: called with the new events inside the SQLite transaction that writes them (on a cluster node: into its copy). */
  inline?: (events: readonly RecordedEvent[]) => void;
}

export interface SqliteEventStoreOptions extends EventStoreOptions {
  /** Group commit bounds (docs/performance.md): at most this many commands in one transaction … */
  maxBatchCommands?: number;
  /** … and a batch stops taking commands once it has run this long (ms), so the event loop is never held for long. */
  maxBatchMs?: number;
}

/** One caller's append, waiting for the commit that holds it. */
interface PendingAppend {
  streamId: string;
  events: readonly NewEvent[];
  options: AppendOptions;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; result: AppendResult; appended: boolean } | { ok: false; error: unknown };

const DEFAULT_MAX_BATCH_COMMANDS = 256;
const DEFAULT_MAX_BATCH_MS = 8;

/**
 * The single-node log of record: one SQLite file in WAL mode, with group commit.
 * Appends that arrive while a batch is being written are committed together in the
 * next one: one `BEGIN IMMEDIATE … COMMIT`, each command inside its own SAVEPOINT
 * (better-sqlite3's nested transaction), so a conflict, a schema error or a throwing
 * inline projection rolls back that command alone. Commands run in call order, each
 * sees the writes of those before it (version checks and idempotency keys stay exact),
 * and every caller is answered only after the commit that holds its events.
 */
export class SqliteEventStore extends CommitListeners implements EventStore {
  /** The only writer of its log, committing in call order: `handleCommand` may pipeline (event-store.ts). */
  readonly pipelinesAppends = true;
  private readonly registry: EventRegistry;
  private readonly clock: () => Date;
  private readonly newEventId: () => string;
  private readonly inline: (events: readonly RecordedEvent[]) => void;
  private readonly statements: {
    streamVersion: Statement<[string], { version: number | null }>;
    idempotent: Statement<[string], { result: string }>;
    insertEvent: Statement<unknown[]>;
    insertIdempotency: Statement<[string, string]>;
    readStream: Statement<[string, number], EventRow>;
    readAll: Statement<[number, number], EventRow>;
    lastPosition: Statement<[], { position: number | null }>;
  };
  /** One command inside the batch: a SAVEPOINT when called within `batchTransaction`. */
  private readonly commandSavepoint: Transaction<
    (streamId: string, events: readonly NewEvent[], options: AppendOptions) => { result: AppendResult; appended: boolean }
  >;
  private readonly batchTransaction: Transaction<(batch: readonly PendingAppend[]) => Outcome[]>;
  private readonly maxBatchCommands: number;
  private readonly maxBatchMs: number;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;

  constructor(
    readonly db: LogDatabase,
    options: SqliteEventStoreOptions,
  ) {
    super();
    this.registry = options.registry;
    this.clock = options.clock ?? (() => new Date());
    // Time-ordered (UUIDv7): each new id lands at the end of the event_id index, not on a random page.
    this.newEventId = options.newEventId ?? timeOrderedUuid;
    this.inline = options.inline ?? (() => {});
    this.statements = {
      // The (stream_id, version) index answers this: no table of versions to update on every append.
      streamVersion: db.prepare('SELECT MAX(version) AS version FROM events WHERE stream_id = ?'),
      idempotent: db.prepare('SELECT result FROM idempotency_keys WHERE key = ?'),
      insertEvent: db.prepare(
        `INSERT INTO events (event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertIdempotency: db.prepare('INSERT INTO idempotency_keys (key, result) VALUES (?, ?)'),
      readStream: db.prepare('SELECT * FROM events WHERE stream_id = ? AND version > ? ORDER BY version'),
      readAll: db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      lastPosition: db.prepare('SELECT MAX(position) AS position FROM events'),
    };
    this.maxBatchCommands = options.maxBatchCommands ?? DEFAULT_MAX_BATCH_COMMANDS;
    this.maxBatchMs = options.maxBatchMs ?? DEFAULT_MAX_BATCH_MS;
    this.commandSavepoint = db.transaction((streamId, events, appendOptions) => this.appendInTransaction(streamId, events, appendOptions));
    this.batchTransaction = db.transaction((batch) => this.writeBatch(batch));
  }

  /**
   * Queues the append for the next group commit and resolves once the transaction
   * holding it has committed (rejects with ConcurrencyError, EventSchemaError or the
   * inline projection's error when that command alone was rolled back).
   */
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, options, resolve, reject });
      this.scheduleFlush();
    });
  }

  /** Commands queued now are written after the current macrotask: every append made in the meantime joins the batch. */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const batch = this.queue.splice(0, this.maxBatchCommands);
    if (this.queue.length > 0) this.scheduleFlush();
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      // IMMEDIATE: take the write lock before the first read, so another writer on the
      // same file (the replay CLI) makes this wait out busy_timeout instead of failing.
      outcomes = this.batchTransaction.immediate(batch);
    } catch (error) {
      // The commit itself failed (busy, disk full): nothing of the batch is in the log.
      for (const pending of batch) pending.reject(error);
      return;
    }
    const written = outcomes.length;
    // Commands the time bound left out go first in the next batch, in call order.
    if (written < batch.length) {
      this.queue.unshift(...batch.slice(written));
      this.scheduleFlush();
    }
    let last = 0;
    for (const outcome of outcomes) if (outcome.ok && outcome.appended) last = Math.max(last, outcome.result.lastPosition);
    if (last > 0) this.publish(last);
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) batch[i]!.resolve(outcome.result);
      else batch[i]!.reject(outcome.error);
    });
  }

  /** Inside the batch transaction: each command in its own savepoint; stops early past the time bound. */
  private writeBatch(batch: readonly PendingAppend[]): Outcome[] {
    // A batch of one needs no savepoint: if it fails, the whole transaction rolls back, and that is all of it.
    if (batch.length === 1) {
      const { streamId, events, options } = batch[0]!;
      return [{ ok: true, ...this.appendInTransaction(streamId, events, options) }];
    }
    const started = performance.now();
    const outcomes: Outcome[] = [];
    for (const { streamId, events, options } of batch) {
      if (outcomes.length > 0 && performance.now() - started > this.maxBatchMs) break;
      try {
        outcomes.push({ ok: true, ...this.commandSavepoint(streamId, events, options) });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  async idempotentResult(idempotencyKey: string): Promise<AppendResult | null> {
    const earlier = this.statements.idempotent.get(idempotencyKey);
    return earlier ? { ...(JSON.parse(earlier.result) as AppendResult), idempotentReplay: true } : null;
  }

  readStream(streamId: string, afterVersion = 0): RecordedEvent[] {
    return this.statements.readStream.all(streamId, afterVersion).map((row) => recordedEventOf(row, this.registry));
  }

  readAll(fromPosition: number, limit: number): RecordedEvent[] {
    return this.statements.readAll.all(fromPosition, limit).map((row) => recordedEventOf(row, this.registry));
  }

  lastPosition(): number {
    return this.statements.lastPosition.get()?.position ?? 0;
  }

  private appendInTransaction(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): { result: AppendResult; appended: boolean } {
    if (options.idempotencyKey !== undefined) {
      const earlier = this.statements.idempotent.get(options.idempotencyKey);
      if (earlier) return { result: { ...(JSON.parse(earlier.result) as AppendResult), idempotentReplay: true }, appended: false };
    }
    const current = this.statements.streamVersion.get(streamId)?.version ?? 0;
    if (!matchesExpected(options.expectedVersion, current)) {
      throw new ConcurrencyError(streamId, options.expectedVersion, current);
    }
    const at = this.clock().toISOString();
    const recorded: RecordedEvent[] = [];
    let version = current;
    let lastPosition = 0;
    for (const event of events) {
      const { data, schemaVersion } = this.registry.validate(event);
      version += 1;
      const eventId = this.newEventId();
      const { lastInsertRowid } = this.statements.insertEvent.run(
        eventId,
        streamId,
        version,
        event.type,
        JSON.stringify(data),
        schemaVersion,
        at,
        options.actor,
        options.correlationId,
        options.causationId ?? null,
      );
      lastPosition = Number(lastInsertRowid);
      recorded.push({
        type: event.type,
        data,
        metadata: {
          eventId,
          streamId,
          version,
          position: lastPosition,
          at,
          actor: options.actor,
          correlationId: options.correlationId,
          causationId: options.causationId ?? null,
          schemaVersion,
        },
      });
    }
    if (recorded.length > 0) this.inline(recorded);
    const result: AppendResult = {
      streamId,
      nextExpectedVersion: version,
      lastPosition: recorded.length > 0 ? lastPosition : this.lastPosition(),
      eventIds: recorded.map((event) => event.metadata.eventId),
      idempotentReplay: false,
    };
    if (options.idempotencyKey !== undefined) {
      this.statements.insertIdempotency.run(options.idempotencyKey, JSON.stringify(result));
    }
    return { result, appended: recorded.length > 0 };
  }

}
