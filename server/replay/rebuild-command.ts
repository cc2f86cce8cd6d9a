import { allProjections } from '../features/all-features';
import { ProjectionRunner } from '../../projections/runner';
import { rebuildProgress } from './rebuild-progress';
import type { ReplayIo } from './replay-io';
import { openReplayLog } from './replay-log';

export interface RebuildOptions {
  dbPath: string;
  /** One projection's name; all of them when absent. */
  projection?: string;
}

/**
 * Drops and rebuilds one projection (or all) from position 0, in ONE write
 * transaction: a live server on the same file keeps reading the old rows until
 * the commit, and its appends wait for it (up to its busy timeout), so no event
 * is applied twice or missed. On a very large log, stop the server first.
 */
export function rebuildCommand(options: RebuildOptions, io: ReplayIo): number {
  const names = allProjections.map((projection) => projection.name);
  if (options.projection !== undefined && !names.includes(options.projection)) {
    io.err(`unknown projection ${options.projection}; one of: ${names.join(', ')}`);
    return 2;
  }
  const log = openReplayLog(options.dbPath, 'write');
  try {
    const runner = new ProjectionRunner(log.db, allProjections);
    const total = log.store.lastPosition();
    const chosen = options.projection !== undefined ? [options.projection] : names;
    if (!io.terminal) io.out(`rebuilding ${chosen.join(', ')} from position 0 (${total} events)`);
    const progress = rebuildProgress(io, total);
    let done = 0;
    const started = performance.now();
    try {
      log.db
        .transaction(() =>
          runner.rebuild(log.store, options.projection, (count) => {
            done = count;
            progress.update(count);
          }),
        )
        .immediate();
    } finally {
      progress.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    io.out(`rebuilt ${chosen.join(', ')}: ${done} events in ${seconds.toFixed(seconds < 1 ? 3 : 2)} s (${rate} events/s)`);
    return 0;
  } finally {
    log.close();
  }
}
