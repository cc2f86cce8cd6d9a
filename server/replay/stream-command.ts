import { eventJsonLine, eventTable } from './event-lines';
import type { ReplayIo } from './replay-io';
import { openReplayLog } from './replay-log';

export interface StreamOptions {
  dbPath: string;
  streamId: string;
  json: boolean;
}

/** One stream's timeline, oldest first: a table, or JSON lines with `--json`. */
export function streamCommand(options: StreamOptions, io: ReplayIo): number {
  const log = openReplayLog(options.dbPath, 'read');
  try {
    const events = log.store.readStream(options.streamId);
    if (events.length === 0) {
      io.err(`no events in stream ${options.streamId}`);
      return 1;
    }
    const lines = options.json ? events.map(eventJsonLine) : eventTable(events, { withStream: false });
    for (const line of lines) io.out(line);
    return 0;
  } finally {
    log.close();
  }
}
