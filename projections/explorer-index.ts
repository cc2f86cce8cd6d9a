import { streamCategory, type EventMetadata } from '../events/log/event-store';
import type { LogDatabase } from '../events/log/log-database';
import type { AnyProjection } from './projection';

// The event explorer's filters (docs/explorer.md), off the append path (issue 26):
// one row per event of the log with the fields the explorer filters on, and one
// index per filter ending in the position, so a filtered page is a seek and a
// short scan however long the log. Asynchronous: the log table keeps only the
// indexes that appends and replays need, and the explorer's reads catch this up
// first (projections/caught-up-queries.ts), so an engineer never misses an event.

export const EXPLORER_INDEX_TABLE = 'explorer_index';

function create(db: LogDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${EXPLORER_INDEX_TABLE} (
      position       INTEGER PRIMARY KEY,
      event_id       TEXT NOT NULL,
      stream_id      TEXT NOT NULL,
      category       TEXT NOT NULL,
      type           TEXT NOT NULL,
      actor          TEXT NOT NULL,
      correlation_id TEXT NOT NULL,
      causation_id   TEXT
    );
    CREATE INDEX IF NOT EXISTS explorer_index_type ON ${EXPLORER_INDEX_TABLE} (type, position);
    CREATE INDEX IF NOT EXISTS explorer_index_actor ON ${EXPLORER_INDEX_TABLE} (actor, position);
    CREATE INDEX IF NOT EXISTS explorer_index_correlation ON ${EXPLORER_INDEX_TABLE} (correlation_id, position);
    CREATE INDEX IF NOT EXISTS explorer_index_stream ON ${EXPLORER_INDEX_TABLE} (stream_id, position);
    CREATE INDEX IF NOT EXISTS explorer_index_category ON ${EXPLORER_INDEX_TABLE} (category, position);
    CREATE INDEX IF NOT EXISTS explorer_index_causation ON ${EXPLORER_INDEX_TABLE} (causation_id) WHERE causation_id IS NOT NULL;
  `);
  // The indexes on the log table itself of before issue 26 (they slowed every append).
  for (const index of ['type', 'actor', 'correlation', 'stream', 'category', 'causation']) db.exec(`DROP INDEX IF EXISTS explorer_events_${index}`);
}

/** The read model's name: its checkpoint (`projection:explorer-index`). */
export const EXPLORER_INDEX_NAME = 'explorer-index';

/** Indexes every event of the given types (the feature modules' events: server/features/explorer.ts). */
export function explorerIndexProjection(eventTypes: readonly string[]): AnyProjection {
  return {
    name: EXPLORER_INDEX_NAME,
    version: 1,
    mode: 'async',
    tables: [EXPLORER_INDEX_TABLE],
    create,
    handlers(db) {
      const insert = db.prepare(
        `INSERT INTO ${EXPLORER_INDEX_TABLE} (position, event_id, stream_id, category, type, actor, correlation_id, causation_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const indexed = (type: string) => (_data: unknown, metadata: EventMetadata) => {
        insert.run(metadata.position, metadata.eventId, metadata.streamId, streamCategory(metadata.streamId), type, metadata.actor, metadata.correlationId, metadata.causationId);
      };
      return Object.fromEntries(eventTypes.map((type) => [type, indexed(type)]));
    },
  };
}
