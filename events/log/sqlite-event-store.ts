import { randomUUID } from 'node:crypto';
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
import type { LogDatabase } from './log-database';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: string;
  schema_version: number;
  at: string;
  actor: string;
  correlation_id: string;
  causation_id: string | null;
}

export interface SqliteEventStoreOptions {
  registry: EventRegistry;
  clock?: () => Date;
  newEventId?: () => string;
  /** Inline projections: called inside the append transaction with the new events. */
  inline?: (events: readonly RecordedEvent[]) => void;
}

/** The single-node log of record: one SQLite file in WAL mode. */
export class SqliteEventStore implements EventStore {
  private readonly listeners = new Set<(lastPosition: number) => void>();
  private readonly registry: EventRegistry;
  private readonly clock: () => Date;
  private readonly newEventId: () => string;
  private readonly inline: (events: readonly RecordedEvent[]) => void;
  private readonly statements: {
    streamVersion: Statement<[string], { version: number }>;
    idempotent: Statement<[string], { result: string }>;
    insertEvent: Statement<unknown[]>;
    upsertStream: Statement<[string, number]>;
    insertIdempotency: Statement<[string, string]>;
    readStream: Statement<[string, number], EventRow>;
    readAll: Statement<[number, number], EventRow>;
    lastPosition: Statement<[], { position: number | null }>;
  };
  private readonly appendTransaction: Transaction<
    (streamId: string, events: readonly NewEvent[], options: AppendOptions) => { result: AppendResult; appended: boolean }
  >;

  constructor(
    readonly db: LogDatabase,
    options: SqliteEventStoreOptions,
  ) {
    this.registry = options.registry;
    this.clock = options.clock ?? (() => new Date());
    this.newEventId = options.newEventId ?? randomUUID;
    this.inline = options.inline ?? (() => {});
    this.statements = {
      streamVersion: db.prepare('SELECT version FROM streams WHERE stream_id = ?'),
      idempotent: db.prepare('SELECT result FROM idempotency_keys WHERE key = ?'),
      insertEvent: db.prepare(
        `INSERT INTO events (event_id, stream_id, version, type, data, schema_version, at, actor, correlation_id, causation_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      upsertStream: db.prepare(
        'INSERT INTO streams (stream_id, version) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version',
      ),
      insertIdempotency: db.prepare('INSERT INTO idempotency_keys (key, result) VALUES (?, ?)'),
      readStream: db.prepare('SELECT * FROM events WHERE stream_id = ? AND version > ? ORDER BY version'),
      readAll: db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      lastPosition: db.prepare('SELECT MAX(position) AS position FROM events'),
    };
    this.appendTransaction = db.transaction((streamId, events, appendOptions) =>
      this.appendInTransaction(streamId, events, appendOptions),
    );
  }

  /**
   * The work is synchronous (better-sqlite3) and done before the promise is
   * returned: the append, its inline projections and its idempotency key commit
   * in one transaction.
   */
  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    // IMMEDIATE: take the write lock before the first read, so another writer on the
    // same file (the replay CLI) makes this wait out busy_timeout instead of failing.
    const { result, appended } = this.appendTransaction.immediate(streamId, events, options);
    if (appended) this.notify(result.lastPosition);
    return result;
  }

  async idempotentResult(idempotencyKey: string): Promise<AppendResult | null> {
    const earlier = this.statements.idempotent.get(idempotencyKey);
    return earlier ? { ...(JSON.parse(earlier.result) as AppendResult), idempotentReplay: true } : null;
  }

  readStream(streamId: string, afterVersion = 0): RecordedEvent[] {
    return this.statements.readStream.all(streamId, afterVersion).map((row) => this.toRecorded(row));
  }

  readAll(fromPosition: number, limit: number): RecordedEvent[] {
    return this.statements.readAll.all(fromPosition, limit).map((row) => this.toRecorded(row));
  }

  lastPosition(): number {
    return this.statements.lastPosition.get()?.position ?? 0;
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
    if (recorded.length > 0) {
      this.statements.upsertStream.run(streamId, version);
      this.inline(recorded);
    }
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

  private toRecorded(row: EventRow): RecordedEvent {
    const { data, schemaVersion } = this.registry.upcast(row.type, row.schema_version, JSON.parse(row.data));
    return {
      type: row.type,
      data,
      metadata: {
        eventId: row.event_id,
        streamId: row.stream_id,
        version: row.version,
        position: row.position,
        at: row.at,
        actor: row.actor,
        correlationId: row.correlation_id,
        causationId: row.causation_id,
        schemaVersion,
      },
    };
  }

  private notify(lastPosition: number): void {
    for (const listener of [...this.listeners]) listener(lastPosition);
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
