import type { Statement } from 'better-sqlite3';
import type { ExplorerEvent, ExplorerEventDetail, ExplorerEventPage, CorrelationTrace } from '../../events/explorer';
import type { EventRegistry } from '../../events/log/event-schemas';
import type { LogDatabase } from '../../events/log/log-database';
import { STREAM_CATEGORY_SQL } from './explorer-indexes';
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

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: string;
  schema_version: number;
  at: string;
  actor: string;
  correlation_id: string;
  causation_id: string | null;
}

/** Events one correlation answer holds at most. */
export const CORRELATION_EVENTS_SHOWN = 500;
/** How far a causation chain is followed (a cycle cannot happen, a bug could make one). */
const MAX_CHAIN = 50;

/**
 * Reads the log table of the node's SQLite for the explorer: filtered pages by
 * position, one event with its causation chain, a correlation id's events with
 * their recorded pushes. Data is upcast as the store does, then redacted.
 */
export function explorerLog(db: LogDatabase, registry: EventRegistry, pushes: PushRecords) {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const toEvent = (row: EventRow): ExplorerEvent => {
    let data: unknown;
    let schemaVersion = row.schema_version;
    try {
      ({ data, schemaVersion } = registry.upcast(row.type, row.schema_version, JSON.parse(row.data)));
    } catch {
      data = JSON.parse(row.data);
    }
    return {
      position: row.position,
      eventId: row.event_id,
      at: row.at,
      streamId: row.stream_id,
      version: row.version,
      type: row.type,
      actor: row.actor,
      correlationId: row.correlation_id,
      causationId: row.causation_id,
      schemaVersion,
      data: redactedData(data),
    };
  };
  const lastPosition = () => (prepared('SELECT MAX(position) AS position FROM events').get() as { position: number | null }).position ?? 0;
  /** Time bounds as positions first (a seek on the `at` index), so a range narrows the position scan; `at` is then checked exactly. */
  const firstPositionAtOrAfter = (time: string) =>
    (prepared('SELECT position FROM events WHERE at >= ? ORDER BY at, position LIMIT 1').get(time) as { position: number } | undefined)?.position ?? null;
  const lastPositionAtOrBefore = (time: string) =>
    (prepared('SELECT position FROM events WHERE at <= ? ORDER BY at DESC, position DESC LIMIT 1').get(time) as { position: number } | undefined)?.position ?? null;
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
      if (filter.stream !== undefined) condition('stream_id = ?', filter.stream);
      if (filter.category !== undefined) condition(`${STREAM_CATEGORY_SQL} = ?`, filter.category);
      if (filter.type !== undefined) condition('type = ?', filter.type);
      if (filter.actor !== undefined) condition('actor = ?', filter.actor);
      if (filter.correlationId !== undefined) condition('correlation_id = ?', filter.correlationId);
      const last = lastPosition();
      if (filter.from !== undefined) {
        condition('position >= ?', firstPositionAtOrAfter(filter.from) ?? last + 1);
        condition('at >= ?', filter.from);
      }
      if (filter.to !== undefined) {
        condition('position <= ?', lastPositionAtOrBefore(filter.to) ?? 0);
        condition('at <= ?', filter.to);
      }
      if (!filter.latest) condition('position > ?', filter.after ?? 0);
      const sql = `SELECT * FROM events ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY position ${filter.latest ? 'DESC' : ''} LIMIT ?`;
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
      const rows = prepared('SELECT * FROM events WHERE correlation_id = ? ORDER BY position LIMIT ?').all(correlationId, CORRELATION_EVENTS_SHOWN + 1) as EventRow[];
      const truncated = rows.length > CORRELATION_EVENTS_SHOWN;
      const kept = rows.slice(0, CORRELATION_EVENTS_SHOWN);
      const ids = new Set(kept.map((row) => row.event_id));
      const caused = prepared('SELECT * FROM events WHERE causation_id = ? AND correlation_id != ? ORDER BY position');
      for (let index = 0; index < kept.length && kept.length < CORRELATION_EVENTS_SHOWN; index++) {
        for (const child of caused.all(kept[index]!.event_id, correlationId) as EventRow[]) {
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
