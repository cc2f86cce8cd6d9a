import type { Statement } from 'better-sqlite3';
import type { EventMetadata, EventStore, RecordedEvent } from '../events/log/event-store';
import { readCheckpoint, writeCheckpoint, type LogDatabase } from '../events/log/log-database';
import type { AnyProjection } from './projection';

const BATCH = 2_000;
/**
 * How long after a commit the async projections follow in the background: long enough
 * that a burst of commits is applied in one transaction, short enough that pushes and
 * other nodes never wait on it (every read of an async model catches it up first anyway).
 */
const ASYNC_FOLLOW_DELAY_MS = 50;

type Apply = (event: RecordedEvent) => void;
type Bound = { projection: AnyProjection; apply: Apply };

/**
 * Prepares a projection's handlers for `db` and dispatches each event to the
 * handler of its type (if any). The one place a handler's typed data meets an
 * untyped event: the log validated the data against the type's schema on append
 * and upcast it on read, so `event.type` tells the data's type.
 */
export function bindProjection(db: LogDatabase, projection: AnyProjection): Apply {
  const handlers: Readonly<Partial<Record<string, (data: unknown, metadata: EventMetadata) => void>>> = projection.handlers(db);
  return (event) => handlers[event.type]?.(event.data, event.metadata);
}

export type RebuildProgress = (done: number, total: number) => void;

function checkpointName(projection: AnyProjection): string {
  return `projection:${projection.name}`;
}

function createVersionTable(db: LogDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS projection_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL)');
}

/** Drops and re-creates a projection's tables in `db`, with no rows. */
export function resetProjection(db: LogDatabase, projection: AnyProjection): void {
  for (const table of projection.tables) db.exec(`DROP TABLE IF EXISTS "${table}"`);
  projection.create(db);
}

/**
 * Replays events from the log into projections' tables in `db` (which may be the
 * log's own database or another file), in batched transactions.
 */
export function replayInto(
  db: LogDatabase,
  readAll: (from: number, limit: number) => RecordedEvent[],
  projections: readonly AnyProjection[],
  options: { from?: number; until?: number; onProgress?: RebuildProgress; total?: number } = {},
): number {
  const bound = projections.map((projection) => bindProjection(db, projection));
  const until = options.until ?? Number.MAX_SAFE_INTEGER;
  let position = options.from ?? 0;
  let done = 0;
  const applyBatch = db.transaction((events: RecordedEvent[]) => {
    for (const event of events) for (const apply of bound) apply(event);
  });
  for (;;) {
    const events = readAll(position, BATCH).filter((event) => event.metadata.position <= until);
    if (events.length === 0) break;
    applyBatch(events);
    position = events[events.length - 1]!.metadata.position;
    done += events.length;
    options.onProgress?.(done, options.total ?? done);
    if (position >= until) break;
  }
  return position;
}

/**
 * Keeps projections up to date. Inline ones are applied inside the append
 * transaction (`applyInline`, given to the store); async ones follow the log from
 * their checkpoint. A projection whose version changed is rebuilt on `start`.
 */
export class ProjectionRunner {
  private inline: Bound[] = [];
  private async: Bound[] = [];
  private unsubscribe: (() => void) | null = null;
  private catchUpScheduled = false;
  /** Each async projection's checkpoint, as last read or written. */
  private readonly asyncPositions = new Map<string, number>();

  constructor(
    private readonly db: LogDatabase,
    private readonly projections: readonly AnyProjection[],
    private readonly options: { /** How long after a commit async projections follow (default 50 ms). */ followDelayMs?: number } = {},
  ) {
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`projection ${projection.name} is registered twice`);
      names.add(projection.name);
    }
    createVersionTable(db);
  }

  /** Give this to the store as its `inline` option. */
  readonly applyInline = (events: readonly RecordedEvent[]): void => {
    for (const event of events) for (const { apply } of this.inline) apply(event);
  };

  /** Rebuilds projections whose version changed, binds handlers, and starts following for async ones. */
  start(store: EventStore): void {
    const stored = new Map(
      (this.db.prepare('SELECT name, version FROM projection_versions').all() as { name: string; version: number }[]).map(
        (row) => [row.name, row.version],
      ),
    );
    const changed = this.projections.filter((projection) => stored.get(projection.name) !== projection.version);
    for (const projection of this.projections) if (!changed.includes(projection)) projection.create(this.db);
    if (changed.length > 0) this.rebuildProjections(store, changed);
    this.bind();
    this.catchUpAsync(store);
    this.unsubscribe = store.subscribe(() => this.scheduleCatchUp(store));
  }

  /** Stops following the log; async projections are first brought up to its end. */
  stop(store?: EventStore): void {
    if (store && this.unsubscribe !== null) this.catchUpAsync(store);
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Drops and rebuilds one projection (or all) from position 0. */
  rebuild(store: EventStore, name?: string, onProgress?: RebuildProgress): number {
    const chosen = this.projections.filter((projection) => name === undefined || projection.name === name);
    if (chosen.length === 0) throw new Error(`unknown projection ${name}`);
    return this.rebuildProjections(store, chosen, onProgress);
  }

  /** In one transaction: a crash mid-rebuild leaves the old rows, never half-built ones. */
  private rebuildProjections(store: EventStore, chosen: readonly AnyProjection[], onProgress?: RebuildProgress): number {
    return this.db.transaction(() => this.rebuildInTransaction(store, chosen, onProgress)).immediate();
  }

  private rebuildInTransaction(store: EventStore, chosen: readonly AnyProjection[], onProgress?: RebuildProgress): number {
    for (const projection of chosen) resetProjection(this.db, projection);
    const total = store.lastPosition();
    const last = replayInto(this.db, (from, limit) => store.readAll(from, limit), chosen, { onProgress, total });
    const record = this.db.prepare(
      'INSERT INTO projection_versions (name, version) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET version = excluded.version',
    );
    for (const projection of chosen) {
      record.run(projection.name, projection.version);
      if (projection.mode === 'async') {
        writeCheckpoint(this.db, checkpointName(projection), last);
        this.asyncPositions.set(projection.name, last);
      }
    }
    this.bind();
    return last;
  }

  /**
   * Applies pending events to async projections until they reach `until` (default:
   * the log's end), in batches of one transaction each. Synchronous and cheap when
   * nothing is pending (the checkpoints are kept in memory), so a read of an async
   * model calls it first: whoever wrote sees their write (`caughtUpQueries`).
   */
  catchUpAsync(store: EventStore, until = store.lastPosition()): void {
    // Inside a transaction (a read from a command's own work) the caller sees what is committed to it.
    if (this.async.length === 0 || this.db.inTransaction) return;
    for (;;) {
      const positions = this.async.map((bound) => this.asyncPosition(bound.projection));
      const from = Math.min(...positions);
      if (from >= until) return;
      const events = store.readAll(from, BATCH);
      if (events.length === 0) return;
      this.db
        .transaction(() => {
          this.async.forEach((bound, index) => {
            const after = positions[index]!;
            for (const event of events) if (event.metadata.position > after) bound.apply(event);
            const reached = Math.max(after, events[events.length - 1]!.metadata.position);
            if (reached !== after) this.saveCheckpoint(checkpointName(bound.projection), reached);
          });
        })
        .immediate();
      const last = events[events.length - 1]!.metadata.position;
      this.async.forEach((bound, index) => this.asyncPositions.set(bound.projection.name, Math.max(positions[index]!, last)));
    }
  }

  /** The position every async projection has reached (the log's end when there is none). */
  asyncReached(store: EventStore): number {
    if (this.async.length === 0) return store.lastPosition();
    return Math.min(...this.async.map((bound) => this.asyncPosition(bound.projection)));
  }

  private saveCheckpointStatement: Statement<[string, number]> | null = null;

  private saveCheckpoint(name: string, position: number): void {
    this.saveCheckpointStatement ??= this.db.prepare(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    );
    this.saveCheckpointStatement.run(name, position);
  }

  private asyncPosition(projection: AnyProjection): number {
    let position = this.asyncPositions.get(projection.name);
    if (position === undefined) this.asyncPositions.set(projection.name, (position = readCheckpoint(this.db, checkpointName(projection))));
    return position;
  }

  private scheduleCatchUp(store: EventStore): void {
    if (this.async.length === 0 || this.catchUpScheduled) return;
    this.catchUpScheduled = true;
    const timer = setTimeout(() => {
      this.catchUpScheduled = false;
      // Not after stop(), nor once the database was closed (a test or a shutdown that closed it without stop()).
      if (this.unsubscribe !== null && this.db.open) this.catchUpAsync(store);
    }, this.options.followDelayMs ?? ASYNC_FOLLOW_DELAY_MS);
    timer.unref();
  }

  private bind(): void {
    const bound = this.projections.map((projection) => ({ projection, apply: bindProjection(this.db, projection) }));
    this.inline = bound.filter((entry) => entry.projection.mode === 'inline');
    this.async = bound.filter((entry) => entry.projection.mode === 'async');
  }
}

/** Every row of a projection's tables, in a stable order: for rebuild-equals-live checks. */
export function dumpProjection(db: LogDatabase, projection: AnyProjection): Record<string, unknown[]> {
  const dump: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}
