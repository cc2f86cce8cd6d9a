import type pg from 'pg';
import type { EventRow } from './event-row';

/** A row as pg returns it: a bigint position as text, a timestamptz as a Date (read as the SQLite log's column shapes). */
interface RawRow extends Omit<EventRow, 'position' | 'at'> {
  position: string;
  at: Date;
}

/**
 * Events with position > `after` (and ≤ `upTo`), oldest first, at most `limit`: how every node
 * tails the log. Gap-free because appends commit in position order (they hold the
 * `log_head` row lock from before they take positions until they commit), so no
 * event with a lower position can become visible after a higher one was read.
 */
export async function readPostgresLog(db: pg.Pool | pg.ClientBase, after: number, limit: number, upTo?: number): Promise<EventRow[]> {
  const { rows } = await db.query<RawRow>({
    name: 'read_log',
    text: `SELECT position, event_id, stream_id, version, type, data::text AS data, schema_version, at, actor, correlation_id, causation_id
             FROM events WHERE position > $1 AND position <= $3 ORDER BY position LIMIT $2`,
    values: [after, limit, upTo ?? Number.MAX_SAFE_INTEGER],
  });
  return rows.map((row) => ({ ...row, position: Number(row.position), at: row.at.toISOString() }));
}

/** The position of the last committed append (0 for an empty log). */
export async function readPostgresLogHead(db: pg.Pool | pg.ClientBase): Promise<number> {
  const { rows } = await db.query<{ position: string }>('SELECT position FROM log_head');
  return Number(rows[0]?.position ?? 0);
}
