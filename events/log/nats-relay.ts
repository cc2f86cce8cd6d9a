import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/nats-core';
import { streamCategory, type EventStore, type RecordedEvent } from './event-store';
import { readCheckpoint, writeCheckpoint, type LogDatabase } from './log-database';
import { eventSubject, type Push, type PushMessage, type PushScheduler } from './push';
import { pushPublisher, type PushPublisher } from './push-publisher';

export const RELAY_CHECKPOINT = 'relay:nats';
export const DEFAULT_EVENTS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long JetStream keeps events. In single-node mode SQLite is the log of record
 * and JetStream only carries publication, so the default keeps 7 days (limits
 * retention, oldest discarded first): enough for any consumer to catch up after an
 * outage without growing forever. A cluster (JetStream as the log of record) sets
 * `maxAgeMs: 0` (keep forever).
 */
export interface NatsRelayRetention {
  /** 0 = no age limit. Default 7 days. */
  maxAgeMs?: number;
  /** -1 = no limit (default). */
  maxMessages?: number;
  /** -1 = no limit (default). */
  maxBytes?: number;
}

export interface NatsRelayOptions {
  store: EventStore;
  /** The log database: the relay's checkpoint (`relay:nats`) lives beside the events. */
  db: LogDatabase;
  connection: NatsConnection;
  /** Every feature's pushes (the feature modules' `pushes`), plain or coalesced: one recipe. */
  pushes: readonly Push[];
  /** When coalesced pushes' windows close; real timers when absent (tests move time by hand). */
  pushScheduler?: PushScheduler;
  streamName?: string;
  retention?: NatsRelayRetention;
  /** Window in which JetStream drops a re-published event by its Nats-Msg-Id. Default 2 minutes. */
  duplicateWindowMs?: number;
  batchSize?: number;
  /** How often the log is polled for appends made by another process. Default 250 ms. */
  pollIntervalMs?: number;
  publishTimeoutMs?: number;
  maxBackoffMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Issue 18: told, after an event's pushes went out, which they were (the explorer records them; docs/explorer.md). */
  onPushed?: (event: RecordedEvent, pushes: readonly PushMessage[]) => void;
  /**
   * Issue 17 (docs/scale-out.md): where the checkpoint lives when it is not the node's own
   * SQLite — the cluster's relay leader keeps it in PostgreSQL, so the next leader resumes from it.
   */
  checkpoint?: RelayCheckpointStore;
  /** JetStream replicas of the EVENTS stream (3 on a NATS cluster). Default 1. */
  replicas?: number;
}

/** A relay checkpoint kept outside the log database (the cluster's PostgreSQL). */
export interface RelayCheckpointStore {
  load(): Promise<number>;
  /** Never moves it back. */
  save(position: number): Promise<void>;
}

export interface NatsRelayStatus {
  running: boolean;
  /** Position of the last event published to JetStream. */
  checkpoint: number;
  lastPosition: number;
  connected: boolean;
  /** Consecutive failed attempts (0 when healthy). */
  failures: number;
  lastError: string | null;
}

/**
 * The relay: the log is the outbox (DESIGN §1.4). It tails the log by position from
 * its checkpoint; for each event it publishes `{ type, data, metadata }` to JetStream
 * on `events.<category>.<streamId>` with Nats-Msg-Id = event id and core-publishes
 * the event's derived push messages right behind it (not waiting for the ack), then
 * advances the checkpoint. A batch is pipelined (all publishes issued in order, then
 * awaited) and the checkpoint only moves past the longest acknowledged prefix. With NATS down it keeps its checkpoint,
 * backs off and, when NATS returns, publishes everything missed in order. Delivery is
 * at least once; re-publishes within the duplicate window are dropped by JetStream.
 */
export class NatsRelay {
  private readonly store: EventStore;
  private readonly db: LogDatabase;
  private readonly connection: NatsConnection;
  private readonly js: JetStreamClient;
  private readonly options: NatsRelayOptions;
  private readonly streamName: string;
  private readonly batchSize: number;
  private checkpoint = 0;
  /** Position of the last event whose pushes went out in this run (at least once across restarts). */
  private pushedThrough = 0;
  private running = false;
  private connected = true;
  private streamReady = false;
  private failures = 0;
  private lastError: string | null = null;
  private loop: Promise<void> = Promise.resolve();
  private workPending = false;
  private wakeWork: (() => void) | null = null;
  private wakeRetry: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private statusWatch: { stop?: () => void } | null = null;
  private readonly pushes: PushPublisher;

  constructor(options: NatsRelayOptions) {
    this.options = options;
    this.store = options.store;
    this.db = options.db;
    this.connection = options.connection;
    this.js = jetstream(options.connection);
    this.streamName = options.streamName ?? 'EVENTS';
    this.batchSize = options.batchSize ?? 500;
    this.pushes = pushPublisher(options.pushes, (subject, body) => this.connection.publish(subject, body), {
      ...(options.pushScheduler ? { scheduler: options.pushScheduler } : {}),
      onError: (message, error) => this.options.log?.(`relay: ${message}`, error),
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.checkpoint = this.options.checkpoint ? -1 : readCheckpoint(this.db, RELAY_CHECKPOINT);
    this.pushedThrough = this.checkpoint;
    this.connected = !this.connection.isClosed();
    this.unsubscribe = this.store.subscribe(() => this.signalWork());
    this.watchConnection();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (!this.running) return this.loop;
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.statusWatch?.stop?.();
    this.statusWatch = null;
    this.signalWork();
    this.wakeRetry?.();
    await this.loop;
    this.pushes.flush();
  }

  status(): NatsRelayStatus {
    return {
      running: this.running,
      checkpoint: Math.max(this.checkpoint, 0),
      lastPosition: this.store.lastPosition(),
      connected: this.connected && !this.connection.isClosed(),
      failures: this.failures,
      lastError: this.lastError,
    };
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (this.checkpoint < 0) this.pushedThrough = this.checkpoint = await this.options.checkpoint!.load();
        if (!this.connected || this.connection.isClosed()) throw new Error('NATS is not connected');
        if (!this.streamReady) {
          await this.ensureStream();
          this.streamReady = true;
        }
        const read = await this.relayBatch();
        if (this.failures > 0) this.options.log?.(`relay: publishing again after ${this.failures} failed attempts`);
        this.failures = 0;
        this.lastError = null;
        if (read < this.batchSize) await this.waitForWork();
      } catch (error) {
        this.failures += 1;
        this.streamReady = false;
        this.lastError = error instanceof Error ? error.message : String(error);
        if (this.failures === 1) this.options.log?.('relay: cannot publish to NATS; keeping the checkpoint and retrying', error);
        await this.waitForRetry(this.backoffMs());
      }
    }
  }

  /** Relays up to one batch; returns how many events were read. */
  private async relayBatch(): Promise<number> {
    const events = this.store.readAll(this.checkpoint, this.batchSize);
    if (events.length === 0) return 0;
    const timeout = this.options.publishTimeoutMs ?? 5_000;
    const pending = events.map((event) =>
      this.js.publish(eventSubject(streamCategory(event.metadata.streamId), event.metadata.streamId), body(event), {
        msgID: event.metadata.eventId,
        timeout,
      }),
    );
    // Pushes leave right behind their events on the same connection, without waiting for
    // JetStream's acks (a browser should not wait for a disk write it does not need);
    // each event's pushes go out once per run, even when its JetStream publish is retried.
    for (const event of events) {
      if (event.metadata.position <= this.pushedThrough) continue;
      this.publishPushes(event);
      this.pushedThrough = event.metadata.position;
    }
    const acks = await Promise.allSettled(pending);
    const firstFailure = acks.findIndex((ack) => ack.status === 'rejected');
    const published = firstFailure === -1 ? events : events.slice(0, firstFailure);
    const last = published.at(-1);
    if (last) {
      if (this.options.checkpoint) await this.options.checkpoint.save(last.metadata.position);
      else writeCheckpoint(this.db, RELAY_CHECKPOINT, last.metadata.position);
      this.checkpoint = last.metadata.position;
    }
    const failed = acks[firstFailure];
    if (failed?.status === 'rejected') throw failed.reason;
    return events.length;
  }

  /** Pushes are core NATS (at most once); a deriver's bug must not stop the log's publication. */
  private publishPushes(event: RecordedEvent): void {
    const pushes = this.pushes.push(event);
    try {
      this.options.onPushed?.(event, pushes);
    } catch (error) {
      this.options.log?.(`relay: onPushed of event ${event.metadata.position} failed`, error);
    }
  }

  private async ensureStream(): Promise<void> {
    const jsm = await jetstreamManager(this.connection, { timeout: this.options.publishTimeoutMs ?? 5_000 });
    const retention = this.options.retention ?? {};
    const wanted = {
      subjects: ['events.>'],
      max_age: nanos(retention.maxAgeMs ?? DEFAULT_EVENTS_MAX_AGE_MS),
      max_msgs: retention.maxMessages ?? -1,
      max_bytes: retention.maxBytes ?? -1,
      duplicate_window: nanos(this.options.duplicateWindowMs ?? 2 * 60 * 1000),
      num_replicas: this.options.replicas ?? 1,
    } satisfies Partial<StreamConfig>;
    try {
      const { config } = await jsm.streams.info(this.streamName);
      const differs = (Object.keys(wanted) as (keyof typeof wanted)[]).some(
        (key) => JSON.stringify(config[key]) !== JSON.stringify(wanted[key]),
      );
      if (differs) await jsm.streams.update(this.streamName, { ...config, ...wanted });
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
      await jsm.streams.add({
        name: this.streamName,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        ...wanted,
      });
    }
  }

  private watchConnection(): void {
    const statuses = this.connection.status();
    this.statusWatch = statuses as { stop?: () => void };
    void (async () => {
      for await (const status of statuses) {
        if (status.type === 'disconnect' || status.type === 'reconnecting') {
          this.connected = false;
        } else if (status.type === 'reconnect') {
          this.connected = true;
          this.wakeRetry?.();
        }
      }
    })().catch((error: unknown) => this.options.log?.('relay: watching the NATS connection failed', error));
  }

  private signalWork(): void {
    this.workPending = true;
    this.wakeWork?.();
  }

  /** Waits for an append notification, or the poll interval (appends by another process). */
  private waitForWork(): Promise<void> {
    if (this.workPending || !this.running) {
      this.workPending = false;
      return Promise.resolve();
    }
    return this.wait(this.options.pollIntervalMs ?? 250, (wake) => (this.wakeWork = wake)).then(() => {
      this.wakeWork = null;
      this.workPending = false;
    });
  }

  /** Waits out a backoff; a reconnect or stop() cuts it short. */
  private waitForRetry(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return this.wait(ms, (wake) => (this.wakeRetry = wake)).then(() => {
      this.wakeRetry = null;
    });
  }

  private wait(ms: number, register: (wake: () => void) => void): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      register(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private backoffMs(): number {
    const max = this.options.maxBackoffMs ?? 5_000;
    return Math.min(max, 100 * 2 ** Math.min(this.failures, 10));
  }
}

function body(event: RecordedEvent): string {
  return JSON.stringify({ type: event.type, data: event.data, metadata: event.metadata });
}
