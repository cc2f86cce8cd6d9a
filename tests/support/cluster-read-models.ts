import Database from 'better-sqlite3';
import { join } from 'node:path';
import { allEventDefinitions, allProjections } from '../../server/features/all-features';
import { EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase } from '../../events/log/log-database';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { dumpProjection, ProjectionRunner, replayInto, resetProjection } from '../../projections/runner';

/**
 * A running node's read models beside a rebuild of them from its copy of the log
 * (the check of projections/all-projections.test.ts, on a node's `log.db`): the file
 * is copied with `VACUUM INTO` (a consistent snapshot; the node keeps running).
 */
export function nodeReadModels(dataDir: string, scratchDir: string, name: string) {
  const copy = join(scratchDir, `${name}-${Date.now()}.db`);
  const source = new Database(join(dataDir, 'log.db'), { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(copy);
  } finally {
    source.close();
  }
  const db = openLogDatabase(copy);
  const store = new SqliteEventStore(db, { registry: new EventRegistry(allEventDefinitions) });
  // The async read models as a read on the node sees them: caught up from their checkpoints.
  const runner = new ProjectionRunner(db, allProjections);
  runner.start(store);
  runner.stop();
  const dumpAll = (from: typeof db) => Object.fromEntries(allProjections.map((projection) => [projection.name, dumpProjection(from, projection)]));
  const live = dumpAll(db);
  const fresh = openLogDatabase(':memory:');
  for (const projection of allProjections) resetProjection(fresh, projection);
  replayInto(fresh, (from, limit) => store.readAll(from, limit), allProjections);
  const rebuilt = dumpAll(fresh);
  const lastPosition = store.lastPosition();
  const eventIds = store.readAll(0, 1_000_000).map((event) => event.metadata.eventId);
  fresh.close();
  db.close();
  return { live, rebuilt, lastPosition, eventIds };
}
