import type { LogDatabase } from '../../events/log/log-database';

/**
 * The log table keeps only what appends and replays need (position, stream and
 * version, time). The explorer filters by type, actor, correlation id, stream and
 * stream category and pages by position, so each filter gets an index ending in
 * the position: `WHERE type = ? AND position > ? ORDER BY position LIMIT ?` is a
 * seek and a short scan however long the log (docs/explorer.md has the figures
 * on a million events). The category is an expression index: the same text as
 * `streamCategory` (events/log/event-store.ts) — what precedes the first colon.
 */
export const STREAM_CATEGORY_SQL = "(CASE WHEN instr(stream_id, ':') = 0 THEN stream_id ELSE substr(stream_id, 1, instr(stream_id, ':') - 1) END)";

export function createExplorerIndexes(db: LogDatabase): void {
  db.exec(`
    CREATE INDEX IF NOT EXISTS explorer_events_type ON events (type, position);
    CREATE INDEX IF NOT EXISTS explorer_events_actor ON events (actor, position);
    CREATE INDEX IF NOT EXISTS explorer_events_correlation ON events (correlation_id, position);
    CREATE INDEX IF NOT EXISTS explorer_events_stream ON events (stream_id, position);
    CREATE INDEX IF NOT EXISTS explorer_events_category ON events (${STREAM_CATEGORY_SQL}, position);
    CREATE INDEX IF NOT EXISTS explorer_events_causation ON events (causation_id) WHERE causation_id IS NOT NULL;
  `);
}
