import { EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase, type LogDatabase, type LogSynchronous } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import type { EventStore } from '../events/log/event-store';
import { PostgresEventStore } from '../events/log/postgres-event-store';
import { ProjectionRunner } from '../projections/runner';
import { caughtUpQueries } from '../projections/caught-up-queries';
import { allEventDefinitions, allFeatures, projectionsOf } from './features/all-features';
import type { FeatureLog, QueryName, Queries } from './features/feature-log';
import type { FeatureModule } from './features/feature-module';

/** The log of record with every feature module's projections attached and every query they offer. */
export interface EventLog extends FeatureLog<QueryName> {
  db: LogDatabase;
  /** The SQLite store, or with a DATABASE_URL the cluster's PostgreSQL store (issue 17). */
  store: EventStore;
  runner: ProjectionRunner;
  queries: Queries;
  /** The log with exactly the named queries: what a route, a push or a server part is handed. */
  logWith<K extends QueryName>(...names: K[]): FeatureLog<K>;
  /** A promise with the PostgreSQL store: its connections close first. */
  close(): void | Promise<void>;
}

export function openEventLog(options: {
  path: string;
  clock?: () => Date;
  synchronous?: LogSynchronous;
  /** Issue 17: PostgreSQL is then the log of record and `path` this node's copy of it (docs/scale-out.md); call `startEventLog`. */
  databaseUrl?: string;
  onError?: (message: string, error: unknown) => void;
  /** The feature modules (server/features/all-features.ts by default). */
  features?: readonly FeatureModule[];
}): EventLog {
  const features = options.features ?? allFeatures;
  const db = openLogDatabase(options.path, { synchronous: options.synchronous ?? 'NORMAL' });
  const runner = new ProjectionRunner(db, projectionsOf(features));
  const storeOptions = {
    registry: new EventRegistry(features === allFeatures ? allEventDefinitions : features.flatMap((feature) => feature.events ?? [])),
    inline: runner.applyInline,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const store = options.databaseUrl
    ? PostgresEventStore.create({ ...storeOptions, connectionString: options.databaseUrl, local: db, ...(options.onError ? { onError: options.onError } : {}) })
    : new SqliteEventStore(db, storeOptions);
  runner.start(store);
  const queries = offeredQueries(features, db, () => runner.catchUpAsync(store));
  const logWith = <K extends QueryName>(...names: K[]): FeatureLog<K> => {
    const picked: Partial<Queries> = {};
    for (const name of names) {
      if (!(name in queries)) throw new Error(`no feature module offers the queries "${name}"`);
      (picked as Record<string, unknown>)[name] = queries[name];
    }
    return { db, store, runner, queries: picked as Pick<Queries, K> };
  };
  return {
    db,
    store,
    runner,
    queries,
    logWith,
    close() {
      runner.stop(store);
      if (store instanceof PostgresEventStore) return store.close().finally(() => db.close());
      db.close();
    },
  };
}

/** Each module's query sets over `db`; those over asynchronous read models first catch them up (read-your-writes). */
function offeredQueries(features: readonly FeatureModule[], db: LogDatabase, catchUp: () => void): Queries {
  const queries: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [name, offer] of Object.entries(feature.queries ?? {})) {
      if (name in queries) throw new Error(`the queries "${name}" are offered twice (feature ${feature.name})`);
      queries[name] = typeof offer === 'function' ? offer(db) : caughtUpQueries(offer.create(db) as Record<string, unknown>, catchUp);
    }
  }
  return queries as unknown as Queries;
}

/** Issue 17: connects the PostgreSQL store and catches this node's copy up (nothing to do on SQLite). */
export async function startEventLog(log: EventLog): Promise<void> {
  if (log.store instanceof PostgresEventStore) await log.store.start();
}
