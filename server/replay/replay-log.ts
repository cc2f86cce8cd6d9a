import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { allEventDefinitions } from '../features/all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase, type LogDatabase } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import type { ReplayIo } from './replay-io';

/** The log file a command works on: `--db`, else `${DATA_DIR:-./data}/log.db`. */
export function logPath(io: Pick<ReplayIo, 'env' | 'cwd'>, db: string | undefined): string {
  return db !== undefined ? resolve(io.cwd, db) : resolve(io.cwd, io.env.DATA_DIR || 'data', 'log.db');
}

export class MissingLogError extends Error {
  override readonly name = 'MissingLogError';
  constructor(readonly path: string) {
    super(`no log at ${path} (pass --db <file> or set DATA_DIR)`);
  }
}

export interface ReplayLog {
  db: LogDatabase;
  /** A store over the file with no inline projections: these commands never append. */
  store: SqliteEventStore;
  close(): void;
}

/**
 * Opens an existing log file. Read-only commands open it read-only: they never
 * take a write lock, so the live server (WAL) keeps appending meanwhile.
 */
export function openReplayLog(path: string, mode: 'read' | 'write'): ReplayLog {
  if (!existsSync(path)) throw new MissingLogError(path);
  let db: LogDatabase;
  if (mode === 'write') {
    db = openLogDatabase(path);
  } else {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
  }
  const store = new SqliteEventStore(db, { registry: new EventRegistry(allEventDefinitions) });
  return { db, store, close: () => db.close() };
}
