import Database from 'better-sqlite3';
import type { TimeTravelRow } from '../../events/explorer';
import { allProjections } from '../features/all-features';
import { replayInto, resetProjection } from '../../projections/runner';
import { diffRows } from '../explorer/row-diff';
import type { LogPoint } from '../explorer/log-point';
import { positionAtTime } from './at-command';
import type { ReplayIo } from './replay-io';
import { openReplayLog, type ReplayLog } from './replay-log';

export interface DiffOptions {
  dbPath: string;
  before: LogPoint;
  after: LogPoint;
  projection: string;
}

/** One projection's tables as they were at `position`, rebuilt in a scratch in-memory database. */
function tablesAt(log: ReplayLog, projectionName: string, position: number): Map<string, TimeTravelRow[]> {
  const projection = allProjections.find((candidate) => candidate.name === projectionName)!;
  const scratch = new Database(':memory:');
  try {
    resetProjection(scratch, projection);
    if (position > 0) replayInto(scratch, (from, limit) => log.store.readAll(from, limit), [projection], { until: position });
    return new Map(projection.tables.map((table) => [table, scratch.prepare(`SELECT * FROM "${table}"`).all() as TimeTravelRow[]]));
  } finally {
    scratch.close();
  }
}

/**
 * How one read model changed between two points of the log (issue 18): the
 * projection replayed to each point in a scratch database (as `at` does), then
 * per table the rows only in the later one (`+`) and only in the earlier one
 * (`-`); a row whose values changed shows as both. Exit 0 either way.
 */
export function diffCommand(options: DiffOptions, io: ReplayIo): number {
  const names = allProjections.map((projection) => projection.name);
  if (!names.includes(options.projection)) {
    io.err(`unknown read model ${options.projection}; one of: ${names.join(', ')}`);
    return 2;
  }
  const log = openReplayLog(options.dbPath, 'read');
  try {
    const last = log.store.lastPosition();
    const resolve = (point: LogPoint) => Math.min(last, 'position' in point ? point.position : positionAtTime(log, point.time));
    const [from, to] = [resolve(options.before), resolve(options.after)];
    const earlier = tablesAt(log, options.projection, from);
    const later = tablesAt(log, options.projection, to);
    io.out(`${options.projection} from position ${from} to ${to}`);
    let changes = 0;
    for (const [table, rows] of later) {
      const diff = diffRows(earlier.get(table) ?? [], rows, (row) => JSON.stringify(row));
      const lines = [...diff.removed.map((row) => `- ${JSON.stringify(row)}`), ...diff.added.map((row) => `+ ${JSON.stringify(row)}`)].sort((a, b) => a.slice(2).localeCompare(b.slice(2)) || a.localeCompare(b));
      io.out(`${table}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.unchanged} unchanged`);
      for (const line of lines) io.out(`  ${line}`);
      changes += lines.length;
    }
    if (changes === 0) io.out('no change');
    return 0;
  } finally {
    log.close();
  }
}
