import { allEventDefinitions } from '../events/all-events';
import { EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase, type LogDatabase, type LogSynchronous } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import { allProjections } from '../projections/all-projections';
import { catalogueSearchQueries } from '../projections/catalogue-search';
import { editionPickerQueries } from '../projections/edition-picker';
import { focusSessionsQueries } from '../projections/focus-sessions';
import { liveMessagesQueries } from '../projections/live-messages';
import { practiceQueries } from '../projections/practice';
import { ProjectionRunner } from '../projections/runner';
import { schoolDirectoryQueries } from '../projections/school-directory';
import { signInQueries } from '../projections/sign-in';
import { siteNavigationQueries } from '../projections/site-navigation';

/** The log of record with every projection attached and the read-model queries. */
export interface EventLog {
  db: LogDatabase;
  store: SqliteEventStore;
  runner: ProjectionRunner;
  queries: {
    directory: ReturnType<typeof schoolDirectoryQueries>;
    signIn: ReturnType<typeof signInQueries>;
    editionPicker: ReturnType<typeof editionPickerQueries>;
    liveMessages: ReturnType<typeof liveMessagesQueries>;
    focusSessions: ReturnType<typeof focusSessionsQueries>;
    catalogue: ReturnType<typeof catalogueSearchQueries>;
    siteNavigation: ReturnType<typeof siteNavigationQueries>;
    practice: ReturnType<typeof practiceQueries>;
  };
  close(): void;
}

export function openEventLog(options: { path: string; clock?: () => Date; synchronous?: LogSynchronous }): EventLog {
  const db = openLogDatabase(options.path, { synchronous: options.synchronous ?? 'NORMAL' });
  const runner = new ProjectionRunner(db, allProjections);
  const store = new SqliteEventStore(db, {
    registry: new EventRegistry(allEventDefinitions),
    inline: runner.applyInline,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  runner.start(store);
  return {
    db,
    store,
    runner,
    queries: {
      directory: schoolDirectoryQueries(db),
      signIn: signInQueries(db),
      editionPicker: editionPickerQueries(db),
      liveMessages: liveMessagesQueries(db),
      focusSessions: focusSessionsQueries(db),
      catalogue: catalogueSearchQueries(db),
      siteNavigation: siteNavigationQueries(db),
      practice: practiceQueries(db),
    },
    close() {
      runner.stop();
      db.close();
    },
  };
}
