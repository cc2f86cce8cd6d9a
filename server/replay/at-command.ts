import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { allProjections } from '../features/all-features';
import { replayInto, resetProjection } from '../../projections/runner';
import type { LogPoint } from '../explorer/log-point';
import type { ReplayIo } from './replay-io';
import { openReplayLog, type ReplayLog } from './replay-log';

export interface AtOptions {
  dbPath: string;
  point: LogPoint;
  outPath: string;
  force: boolean;
}

/** The last position whose event happened at or before `time` (0 when none did). */
export function positionAtTime(log: ReplayLog, time: string): number {
  const row = log.db.prepare('SELECT MAX(position) AS position FROM events WHERE at <= ?').get(time) as { position: number | null };
  return row.position ?? 0;
}

/**
 * Writes a NEW SQLite file holding every projection's tables as they were at a
 * point of the log, plus a one-row `snapshot_info` table saying which point.
 * Built beside the target as `<out>.partial` and renamed into place at the end.
 */
export function atCommand(options: AtOptions, io: ReplayIo): number {
  if (resolve(options.outPath) === resolve(options.dbPath)) {
    io.err(`--out ${options.outPath} is the log itself`);
    return 1;
  }
  if (existsSync(options.outPath) && !options.force) {
    io.err(`${options.outPath} already exists; pass --force to overwrite it`);
    return 1;
  }
  const log = openReplayLog(options.dbPath, 'read');
  try {
    const last = log.store.lastPosition();
    const wanted = 'position' in options.point ? options.point.position : positionAtTime(log, options.point.time);
    const until = Math.min(wanted, last);
    if (wanted > last) io.err(`the log ends at position ${last}; writing that`);
    const event = until > 0 ? log.store.readAll(until - 1, 1)[0] : undefined;

    const partial = `${options.outPath}.partial`;
    rmSync(partial, { force: true });
    const out = new Database(partial);
    try {
      out.pragma('journal_mode = OFF');
      out.pragma('synchronous = OFF');
      for (const projection of allProjections) resetProjection(out, projection);
      replayInto(out, (from, limit) => log.store.readAll(from, limit), allProjections, { until });
      out.exec('CREATE TABLE snapshot_info (position INTEGER NOT NULL, at TEXT, log TEXT NOT NULL, projections TEXT NOT NULL)');
      out
        .prepare('INSERT INTO snapshot_info (position, at, log, projections) VALUES (?, ?, ?, ?)')
        .run(until, event?.metadata.at ?? null, options.dbPath, JSON.stringify(allProjections.map((p) => ({ name: p.name, version: p.version }))));
    } catch (error) {
      out.close();
      rmSync(partial, { force: true });
      throw error;
    }
    const counts = allProjections.flatMap((projection) =>
      projection.tables.map((table) => ({ table, rows: (out.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n })),
    );
    out.close();
    // A stale -wal/-shm beside a replaced file would be applied to the new one.
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${options.outPath}${suffix}`, { force: true });
    renameSync(partial, options.outPath);

    const where = event ? `${event.metadata.at}, ${event.type} on ${event.metadata.streamId}` : 'before the first event';
    io.out(`wrote ${options.outPath}: every projection at position ${until} of ${last} (${where})`);
    const width = Math.max(...counts.map(({ table }) => table.length));
    for (const { table, rows } of counts) io.out(`  ${table.padEnd(width)}  ${rows} row${rows === 1 ? '' : 's'}`);
    return 0;
  } finally {
    log.close();
  }
}
