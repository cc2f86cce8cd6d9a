import { setTimeout as sleep } from 'node:timers/promises';
import { eventJsonLine, eventLinePrinter } from './event-lines';
import type { ReplayIo } from './replay-io';
import { openReplayLog } from './replay-log';

export interface TailOptions {
  dbPath: string;
  /** First position to print; default: only events appended from now on. */
  from?: number;
  json: boolean;
  pollMs?: number;
}

const PAGE = 1_000;

/**
 * Follows the log: polls the file (read-only) for positions beyond the last one
 * printed, every ~200 ms, until interrupted (Ctrl-C): then it closes the log and returns 0.
 */
export async function tailCommand(options: TailOptions, io: ReplayIo): Promise<number> {
  const log = openReplayLog(options.dbPath, 'read');
  const signal = io.interruption();
  try {
    let last = options.from === undefined ? log.store.lastPosition() : Math.max(0, options.from - 1);
    const printer = eventLinePrinter({ withStream: true });
    io.err(`following ${options.dbPath} after position ${last} (Ctrl-C to stop)`);
    if (!options.json) io.out(printer.header());
    while (!signal.aborted) {
      const events = log.store.readAll(last, PAGE);
      for (const event of events) io.out(options.json ? eventJsonLine(event) : printer.line(event));
      if (events.length > 0) last = events[events.length - 1]!.metadata.position;
      if (events.length < PAGE) await sleep(options.pollMs ?? 200, undefined, { signal }).catch(() => {});
    }
    return 0;
  } finally {
    log.close();
  }
}
