import pg from 'pg';
import { LOG_CHANNEL } from './postgres-append-batch';

export interface PostgresLogWakeupsOptions {
  connectionString: string;
  /** The node's own name in the NOTIFY payload: its own appends do not wake it (it applied them already). */
  notifier: string;
  /** The safety net when a NOTIFY is missed (a dropped listener connection). Default 1 s. */
  pollIntervalMs?: number | undefined;
  /** Another node appended, or the poll came round: pull. */
  wake(): void;
  onError(message: string, error: unknown): void;
}

/**
 * When a node's copy of the log should pull (docs/scale-out.md): on a NOTIFY from
 * another node's append, heard on a LISTEN connection of its own, and on a poll as the
 * safety net. When the connection breaks, the poll covers until it is back.
 */
export class PostgresLogWakeups {
  private listener: pg.Client | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: PostgresLogWakeupsOptions) {}

  /** LISTENs, wakes once (for appends made while no one listened), then polls. */
  async start(): Promise<void> {
    await this.listen();
    if (this.closed) return;
    this.pollTimer = setInterval(() => this.options.wake(), this.options.pollIntervalMs ?? 1_000);
    this.pollTimer.unref();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      // This node's own batches are written into its copy from their answers.
      if (message.payload?.endsWith(` ${this.options.notifier}`)) return;
      this.options.wake();
    });
    client.on('error', (error) => {
      if (this.listener !== client) return;
      this.options.onError('the LISTEN connection to PostgreSQL failed', error);
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
    this.options.wake();
  }

  private scheduleListen(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.options.onError('reconnecting the LISTEN connection failed', error);
        this.scheduleListen();
      });
    }, 1_000);
    this.reconnectTimer.unref();
  }
}
