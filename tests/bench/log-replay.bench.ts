import { join } from 'node:path';
import { openEventLog } from '../../server/event-log';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport } from './bench-definition';

// Rebuilding every projection from position 0 (what `npm run replay -- rebuild`
// and a projection version bump do), against a floor of reading the same events
// straight from the table and parsing their data, in the same batch size.

const USERS = 5_000;
const BATCH = 2_000;

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const count = Math.round(100_000 * scale);
  const temp = makeTempDir('bench-replay-');
  const log = openEventLog({ path: join(temp.path, 'log.db'), synchronous: 'NORMAL' });
  try {
    say(`writing ${count} events`);
    for (let i = 0; i < count; i++) {
      const userId = `u_bench_${i % USERS}`;
      const [edition, previous] = i % 2 === 0 ? ['CA', 'US'] : ['US', 'CA'];
      await log.store.append(`user:${userId}`, [{ type: 'EditionChosen', data: { userId, edition, previous } }], {
        expectedVersion: 'any',
        actor: userId,
        correlationId: 'bench',
      });
    }

    say('floor: scanning the events table');
    const page = log.db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
    let started = performance.now();
    let scanned = 0;
    for (let position = 0; ; ) {
      const rows = page.all(position, BATCH) as { position: number; data: string }[];
      if (rows.length === 0) break;
      for (const row of rows) JSON.parse(row.data);
      scanned += rows.length;
      position = rows[rows.length - 1]!.position;
    }
    const floor = scanned / ((performance.now() - started) / 1000);

    say('ProjectionRunner.rebuild (all projections)');
    started = performance.now();
    log.runner.rebuild(log.store);
    const rebuild = count / ((performance.now() - started) / 1000);
    const projections = log.db.prepare('SELECT COUNT(*) AS n FROM projection_versions').get() as { n: number };
    return {
      rows: [
        {
          name: `rebuild all ${projections.n} projections from 0`,
          result: { value: rebuild, unit: 'events/s' },
          floor: { name: 'SELECT * + JSON.parse, same batches', value: floor, unit: 'events/s' },
          better: 'higher',
        },
      ],
      notes: [
        `${count} EditionChosen events over ${USERS} streams; at this rate 1,000,000 events rebuild in ${(1_000_000 / rebuild).toFixed(1)} s (DESIGN §5: well under a minute)`,
      ],
    };
  } finally {
    log.close();
    temp.remove();
  }
}

export const logReplayBench: Bench = { name: 'log-replay', run };
