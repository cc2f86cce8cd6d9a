import type { RecordedPush } from '../../events/explorer';
import type { RecordedEvent } from '../../events/log/event-store';
import type { LogDatabase } from '../../events/log/log-database';
import type { PushMessage } from '../../events/log/push';

/** Rows kept: the newest million pushes (older ones are pruned as new ones come). */
export const PUSH_RECORDS_KEPT = 1_000_000;
const PRUNE_EVERY = 10_000;

/**
 * Which push subjects each event produced, as the relay published them (its
 * `onPushed` callback, wired in server/main.ts): the explorer follows a
 * correlation id from the request through its events to these. A table in the
 * node's SQLite, beside the log; the relay's pushes are at most once, and so are
 * these rows (a node that did not relay an event has none for it).
 */
export function createPushRecordTable(db: LogDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS explorer_push_records (
      position   INTEGER NOT NULL,
      event_id   TEXT NOT NULL,
      subject    TEXT NOT NULL,
      push_event TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS explorer_push_records_position ON explorer_push_records (position);
  `);
}

export interface PushRecorder {
  /** Queues the event's pushes; they are written together at the end of the relay's turn (one transaction). */
  record(event: RecordedEvent, pushes: readonly PushMessage[]): void;
  /** Writes what is queued now. */
  flush(): void;
}

export function pushRecorder(db: LogDatabase, options: { onError?: (error: unknown) => void } = {}): PushRecorder {
  createPushRecordTable(db);
  const insert = db.prepare('INSERT INTO explorer_push_records (position, event_id, subject, push_event) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM explorer_push_records WHERE rowid <= (SELECT MAX(rowid) FROM explorer_push_records) - ?');
  let queued: { position: number; eventId: string; subject: string; event: string }[] = [];
  let written = 0;
  let scheduled = false;
  const writeAll = db.transaction((rows: typeof queued) => {
    for (const row of rows) insert.run(row.position, row.eventId, row.subject, row.event);
  });
  const flush = () => {
    scheduled = false;
    if (queued.length === 0) return;
    const rows = queued;
    queued = [];
    try {
      writeAll(rows);
      written += rows.length;
      if (written >= PRUNE_EVERY) {
        written = 0;
        prune.run(PUSH_RECORDS_KEPT);
      }
    } catch (error) {
      // The explorer's record must never stop the relay.
      options.onError?.(error);
    }
  };
  return {
    record(event, pushes) {
      for (const push of pushes) queued.push({ position: event.metadata.position, eventId: event.metadata.eventId, subject: push.subject, event: push.payload.event });
      if (!scheduled && queued.length > 0) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

/** The read side: the pushes recorded for events (none when the table is not there: a log no relay of this version ran on). */
export function pushRecords(db: LogDatabase) {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'explorer_push_records'").get() !== undefined;
  const ofPosition = exists
    ? db.prepare('SELECT subject, push_event AS event FROM explorer_push_records WHERE position = ? ORDER BY rowid')
    : { all: (_position: number): unknown[] => [] };
  return {
    ofPosition: (position: number) => ofPosition.all(position) as RecordedPush[],
    ofPositions(positions: readonly number[]): Map<number, RecordedPush[]> {
      const found = new Map<number, RecordedPush[]>();
      for (const position of new Set(positions)) {
        const rows = ofPosition.all(position) as RecordedPush[];
        if (rows.length > 0) found.set(position, rows);
      }
      return found;
    },
  };
}

export type PushRecords = ReturnType<typeof pushRecords>;
