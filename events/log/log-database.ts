import Database from 'better-sqlite3';

export type LogDatabase = Database.Database;

/**
 * Durability of a commit (see docs/durability.md):
 * - `NORMAL` (default): WAL with synchronous=NORMAL. A committed append survives a
 *   process crash (kill -9, OOM); after a power loss or OS crash the most recent
 *   commits not yet synced at a WAL checkpoint may be lost, never half-applied.
 * - `FULL`: WAL with synchronous=FULL. Every commit is fsynced before the 2xx, so it
 *   also survives a power loss, at the cost of one fsync per command.
 */
export type LogSynchronous = 'NORMAL' | 'FULL';

export function openLogDatabase(path: string, options: { synchronous?: LogSynchronous } = {}): LogDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  createLogTables(db);
  return db;
}

export function createLogTables(db: LogDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position       INTEGER PRIMARY KEY,
      event_id       TEXT NOT NULL UNIQUE,
      stream_id      TEXT NOT NULL,
      version        INTEGER NOT NULL,
      type           TEXT NOT NULL,
      data           TEXT NOT NULL,
      schema_version INTEGER NOT NULL,
      at             TEXT NOT NULL,
      actor          TEXT NOT NULL,
      correlation_id TEXT NOT NULL,
      causation_id   TEXT,
      UNIQUE (stream_id, version)
    );
    CREATE INDEX IF NOT EXISTS events_at ON events (at);
    CREATE TABLE IF NOT EXISTS streams (
      stream_id TEXT PRIMARY KEY,
      version   INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      key    TEXT PRIMARY KEY,
      result TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS checkpoints (
      name     TEXT PRIMARY KEY,
      position INTEGER NOT NULL
    );
  `);
}

export function readCheckpoint(db: LogDatabase, name: string): number {
  const row = db.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as { position: number } | undefined;
  return row?.position ?? 0;
}

export function writeCheckpoint(db: LogDatabase, name: string, position: number): void {
  db.prepare(
    'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
  ).run(name, position);
}
