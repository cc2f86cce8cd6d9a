import { allEventDefinitions } from '../features/all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { explorerLog } from '../explorer/explorer-log';
import { pushRecords } from '../explorer/push-records';
import { eventLinePrinter } from './event-lines';
import type { ReplayIo } from './replay-io';
import { openReplayLog } from './replay-log';

export interface CorrelationOptions {
  dbPath: string;
  correlationId: string;
  json: boolean;
}

/**
 * What one request caused (issue 18): every event with the correlation id, oldest
 * first, each followed by the pushes the relay recorded for it (`→ subject
 * EVENT`). With `--json`, one JSON line per event with its `pushes`. Hashes print
 * as [hash].
 */
export function correlationCommand(options: CorrelationOptions, io: ReplayIo): number {
  const log = openReplayLog(options.dbPath, 'read');
  try {
    // Read-only: the explorer index as the server left it, plus the log's tail beyond it.
    const trace = explorerLog(log.db, new EventRegistry(allEventDefinitions), pushRecords(log.db), () => {}).correlation(options.correlationId);
    if (trace.events.length === 0) {
      io.err(`no events with correlation id ${options.correlationId}`);
      return 1;
    }
    if (options.json) {
      for (const event of trace.events) io.out(JSON.stringify(event));
    } else {
      const printer = eventLinePrinter({ withStream: true });
      io.out(printer.header());
      for (const event of trace.events) {
        const { pushes, ...shown } = event;
        io.out(printer.line({ type: shown.type, data: shown.data, metadata: shown }));
        for (const push of pushes) io.out(`${' '.repeat(9)}→ ${push.subject}  ${push.event}`);
      }
      const pushCount = trace.events.reduce((sum, event) => sum + event.pushes.length, 0);
      io.out(`${trace.events.length} event${trace.events.length === 1 ? '' : 's'}, ${pushCount} push${pushCount === 1 ? '' : 'es'} recorded${trace.truncated ? ' (more events than shown)' : ''}`);
    }
    return 0;
  } finally {
    log.close();
  }
}
