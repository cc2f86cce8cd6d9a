import { Presets, SingleBar } from 'cli-progress';
import type { ReplayIo } from './replay-io';

export interface RebuildProgressReporter {
  update(done: number): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 1_000;

/**
 * A progress bar on a terminal; otherwise (piped, CI) one plain line about every
 * second, so a log file shows the rebuild is alive without a wall of redraws.
 */
export function rebuildProgress(io: ReplayIo, total: number, now: () => number = Date.now): RebuildProgressReporter {
  if (io.terminal) {
    const bar = new SingleBar(
      {
        stream: io.terminal,
        format: 'rebuilding [{bar}] {percentage}% | {value}/{total} events | eta {eta_formatted}',
        hideCursor: true,
        clearOnComplete: true,
      },
      Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let lastLine = now();
  return {
    update(done) {
      if (now() - lastLine < PLAIN_EVERY_MS) return;
      lastLine = now();
      const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
      io.out(`rebuilding: ${done}/${total} events (${percent}%)`);
    },
    stop() {},
  };
}
