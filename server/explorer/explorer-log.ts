import type { Statement } from 'better-sqlite3';
import type { ExplorerEvent, ExplorerEventDetail, ExplorerEventPage, CorrelationTrace } from '../../events/explorer';
import { eventMetadataOf, recordedEventOf, type EventRow } from '../../events/log/event-row';
import type { EventRegistry } from '../../events/log/event-schemas';
import type { RecordedEvent } from '../../events/log/event-store';
import type { LogDatabase } from '../../events/log/log-database';
import { EXPLORER_INDEX_NAME, EXPLORER_INDEX_TABLE } from '../../projections/explorer-index';
import type { PushRecords } from './push-records';
import { redactedData } from './redaction';

/** The explorer's filters (all optional; several narrow together). */
export interface ExplorerFilter {
  stream?: string;
  category?: string;
  type?: string;
  actor?: string;
  correlationId?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  /** Keyset paging: events with a position above this. */
  after?: number;
  limit: number;
  /** The newest page (ignores `after`): the last `limit` matching events, still oldest first. */
  latest?: boolean;
}

/** The explorer index's name (its checkpoint is `projection:<name>`); the projection is made per event list, its name is not. */

/** Events one correlation answer holds at most. */
export const CORRELATION_EVENTS_SHOWN = 500;
/** How far a causation chain is followed (a cycle cannot happen, a bug could make one). */
const MAX_CHAIN = 50;

/**
 * Reads the log table of the node's SQLite for the explorer: filtered pages by
 * position, one event with its causation chain, a correlation id's events with
 * their recorded pushes. Data is upcast as the store does, then redacted. Filters
 * seek the asynchronous explorer index (projections/explorer-index.ts), which
 * `catchUp` brings up to the log's end before every read.
 */
export function explorerLog(db: LogDatabase, registry: EventRegistry, pushes: PushRecords, catchUp: () => void) {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const toEvent = (row: EventRow): ExplorerEvent => {
    let event: RecordedEvent;
    try {
      event = recordedEventOf(row, registry);
    } catch {
      // An event this build cannot upcast is still shown, as stored.
      event = { type: row.type, data: JSON.parse(row.data), metadata: eventMetadataOf(row, row.schema_version) };
    }
    return { ...event.metadata, type: event.type, data: redactedData(event.data) };
  };
  const lastPosition = () => (prepared('SELECT MAX(position) AS position FROM events').get() as { position: number | null }).position ?? 0;
  /** Time bounds as positions first (a seek on the `at` index), so a range narrows the position scan; `at` is then checked exactly. */
  const firstPositionAtOrAfter = (time: string) =>
    (prepared('SELECT position FROM events WHERE at >= ? ORDER BY at, position LIMIT 1').get(time) as { position: number } | undefined)?.position ?? null;
  const lastPositionAtOrBefore = (time: string) =>
    (prepared('SELECT position FROM events WHERE at <= ? ORDER BY at DESC, position DESC LIMIT 1').get(time) as { position: number } | undefined)?.position ?? null;
  /** How far the explorer index has reached (its checkpoint), or null before a server first built it. */
  const indexedUpTo = (): number | null => {
    const table = prepared("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?").get(EXPLORER_INDEX_TABLE);
    if (!table) return null;
    const checkpoint = prepared('SELECT position FROM checkpoints WHERE name = ?').get(`projection:${EXPLORER_INDEX_NAME}`) as { position: number } | undefined;
    return checkpoint?.position ?? 0;
  };
  const byEventId = (eventId: string) => prepared('SELECT * FROM events WHERE event_id = ?').get(eventId) as EventRow | undefined;

  return {
    lastPosition,
    /** The last position at or before `time` (0 when no event is). */
    positionAtTime: (time: string) => lastPositionAtOrBefore(time) ?? 0,

    page(filter: ExplorerFilter): ExplorerEventPage {
      const where: string[] = [];
      const parameters: (string | number)[] = [];
      const condition = (sql: string, value: string | number) => {
        where.push(sql);
        parameters.push(value);
      };
      catchUp();
      const filtered = [filter.stream, filter.category, filter.type, filter.actor, filter.correlationId].some((value) => value !== undefined);
      // Filtered: seek the explorer index and join the log by position; else the log alone.
      const position = filtered ? 'x.position' : 'e.position';
      if (filter.stream !== undefined) condition('x.stream_id = ?', filter.stream);
      if (filter.category !== undefined) condition('x.category = ?', filter.category);
      if (filter.type !== undefined) condition('x.type = ?', filter.type);
      if (filter.actor !== undefined) condition('x.actor = ?', filter.actor);
      if (filter.correlationId !== undefined) condition('x.correlation_id = ?', filter.correlationId);
      const last = lastPosition();
      if (filter.from !== undefined) {
        condition(`${position} >= ?`, firstPositionAtOrAfter(filter.from) ?? last + 1);
        condition('e.at >= ?', filter.from);
      }
      if (filter.to !== undefined) {
        condition(`${position} <= ?`, lastPositionAtOrBefore(filter.to) ?? 0);
        condition('e.at <= ?', filter.to);
      }
      if (!filter.latest) condition(`${position} > ?`, filter.after ?? 0);
      const from = filtered ? `${EXPLORER_INDEX_TABLE} x JOIN events e ON e.position = x.position` : 'events e';
      const sql = `SELECT e.* FROM ${from} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${position} ${filter.latest ? 'DESC' : ''} LIMIT ?`;
      const rows = prepared(sql).all(...parameters, filter.limit + 1) as EventRow[];
      const more = rows.length > filter.limit;
      const shown = rows.slice(0, filter.limit);
      if (filter.latest) shown.reverse();
      const events = shown.map(toEvent);
      const lastShown = events.at(-1)?.position;
      return {
        events,
        // Oldest first: the next page starts after the last one shown. The newest page has none after it (yet).
        nextAfter: !filter.latest && more && lastShown !== undefined ? lastShown : null,
        lastPosition: last,
      };
    },

    /** One event, the events that caused it (following causationId), and its recorded pushes. */
    detail(position: number): ExplorerEventDetail | null {
      catchUp();
      const row = prepared('SELECT * FROM events WHERE position = ?').get(position) as EventRow | undefined;
      if (!row) return null;
      const causes: ExplorerEvent[] = [];
      const seen = new Set([row.event_id]);
      let causationId = row.causation_id;
      while (causationId !== null && causes.length < MAX_CHAIN && !seen.has(causationId)) {
        seen.add(causationId);
        const cause = byEventId(causationId);
        if (!cause) break;
        causes.push(toEvent(cause));
        causationId = cause.causation_id;
      }
      const top = causes.at(-1) ?? toEvent(row);
      return { event: toEvent(row), causes, request: { correlationId: top.correlationId }, pushes: pushes.ofPosition(row.position) };
    },

    /** Every event a request caused (its correlation id, plus events caused by those under another id), with the pushes recorded for each. */
    correlation(correlationId: string): CorrelationTrace {
      catchUp();
      const indexed = indexedUpTo();
      const reached = indexed ?? 0;
      const fromIndex = <Row>(sql: string, ...parameters: unknown[]): Row[] => (indexed === null ? [] : (prepared(sql).all(...parameters) as Row[]));
      // The index up to where it reached, then the log's tail beyond it (empty on a caught-up server; the
      // read-only replay CLI cannot catch the index up, so it scans what the server has not indexed yet).
      const rows = [
        ...fromIndex<EventRow>(
          `SELECT e.* FROM ${EXPLORER_INDEX_TABLE} x JOIN events e ON e.position = x.position WHERE x.correlation_id = ? ORDER BY x.position LIMIT ?`,
          correlationId,
          CORRELATION_EVENTS_SHOWN + 1,
        ),
        ...(prepared('SELECT * FROM events WHERE position > ? AND correlation_id = ? ORDER BY position LIMIT ?').all(reached, correlationId, CORRELATION_EVENTS_SHOWN + 1) as EventRow[]),
      ].slice(0, CORRELATION_EVENTS_SHOWN + 1);
      const truncated = rows.length > CORRELATION_EVENTS_SHOWN;
      const kept = rows.slice(0, CORRELATION_EVENTS_SHOWN);
      const ids = new Set(kept.map((row) => row.event_id));
      const causedIndexedSql = `SELECT e.* FROM ${EXPLORER_INDEX_TABLE} x JOIN events e ON e.position = x.position WHERE x.causation_id = ? AND x.correlation_id != ? ORDER BY x.position`;
      const causedTail = prepared('SELECT * FROM events WHERE position > ? AND causation_id = ? AND correlation_id != ? ORDER BY position');
      const caused = (eventId: string) => [
        ...fromIndex<EventRow>(causedIndexedSql, eventId, correlationId),
        ...(causedTail.all(reached, eventId, correlationId) as EventRow[]),
      ];
      for (let index = 0; index < kept.length && kept.length < CORRELATION_EVENTS_SHOWN; index++) {
        for (const child of caused(kept[index]!.event_id)) {
          if (ids.has(child.event_id)) continue;
          ids.add(child.event_id);
          kept.push(child);
        }
      }
      kept.sort((a, b) => a.position - b.position);
      const pushesByPosition = pushes.ofPositions(kept.map((row) => row.position));
      return {
        correlationId,
        events: kept.map((row) => ({ ...toEvent(row), pushes: pushesByPosition.get(row.position) ?? [] })),
        truncated,
      };
    },
  };
}

export type ExplorerLog = ReturnType<typeof explorerLog>;
