// The EventStore interface: kept small so that the single-node SQLite store and
// the cluster's PostgreSQL store both fit behind it (DESIGN §1 "Scale-out").
// Writes are asynchronous (a network append cannot be synchronous); reads stay
// synchronous over the node's local SQLite. Every implementation passes
// event-store-conformance.ts.

/** What a decider emits: a past-tense fact, plain data. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventMetadata {
  eventId: string;
  streamId: string;
  /** 1-based version of the event within its stream. */
  version: number;
  /** 1-based, dense, global position in the log. */
  position: number;
  /** ISO-8601 time from the store's injected clock. */
  at: string;
  actor: string;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  metadata: EventMetadata;
}

/** A number means "the stream is exactly at this version" (0 = empty). */
export type ExpectedVersion = number | 'no_stream' | 'exists' | 'any';

/**
 * Whether a stream at version `current` (0: no stream) is what an append expected. The
 * PostgreSQL store checks the same inside its `append_batch` function, in SQL
 * (postgres-append-batch.ts); the conformance suite holds both to it.
 */
export function matchesExpected(expected: ExpectedVersion, current: number): boolean {
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

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** A repeated key appends nothing and returns the first append's result. */
  idempotencyKey?: string;
  actor: string;
  correlationId: string;
  causationId?: string | null;
}

export interface AppendResult {
  streamId: string;
  /** The stream's version after the append. */
  nextExpectedVersion: number;
  /** Global position of the last event appended (or of the stream end if none). */
  lastPosition: number;
  eventIds: string[];
  /** True when this result is replayed from an earlier append with the same idempotency key. */
  idempotentReplay: boolean;
}

export interface EventStore {
  /**
   * True when this store is the only writer of its log and commits a node's appends in call
   * order (the single-node SQLite store): then `handleCommand` pipelines a stream's commands,
   * each deciding on the state the queued ones left. A store other nodes also write (the
   * cluster's PostgreSQL store) leaves it unset: commands decide on the committed state and
   * retry their conflicts (measured: pipelining there turned cross-node races into wrong refusals).
   */
  readonly pipelinesAppends?: boolean;
  /** Appends atomically: all events or none; rejects with ConcurrencyError on a version mismatch. */
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** The result recorded for an idempotency key (as a replay), or null if the key was never used. */
  idempotentResult(idempotencyKey: string): Promise<AppendResult | null>;
  /** The stream's events with version > afterVersion (default 0: all), in order. */
  readStream(streamId: string, afterVersion?: number): RecordedEvent[];
  /** Events with position > fromPosition, oldest first, at most `limit`. */
  readAll(fromPosition: number, limit: number): RecordedEvent[];
  lastPosition(): number;
  /** Called with the new last position after every commit. Returns an unsubscribe function. */
  subscribe(listener: (lastPosition: number) => void): () => void;
  /** Resolves once the log has reached `position` (at once if it already has). */
  waitForPosition(position: number, signal?: AbortSignal): Promise<number>;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
  }
}

/** The category of a stream id `category:id`; it names the NATS subject token. */
export function streamCategory(streamId: string): string {
  const colon = streamId.indexOf(':');
  return colon === -1 ? streamId : streamId.slice(0, colon);
}
