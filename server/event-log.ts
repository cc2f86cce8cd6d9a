import { allEventDefinitions } from '../events/all-events';
import { EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase, type LogDatabase, type LogSynchronous } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import type { EventStore } from '../events/log/event-store';
import { PostgresEventStore } from '../events/log/postgres-event-store';
import { allProjections } from '../projections/all-projections';
import { accountRecoveryQueries } from '../projections/account-recovery';
import { membershipQueries } from '../projections/membership';
import { catalogueQueries } from '../projections/catalogue-queries';
import { editionPickerQueries } from '../projections/edition-picker';
import { focusSessionsQueries } from '../projections/focus-sessions';
import { instantReviewQueries } from '../projections/instant-review';
import { liveMessagesQueries } from '../projections/live-messages';
import { practiceQueries } from '../projections/practice';
import { teacherReportsQueries } from '../projections/reports/teacher-reports-queries';
import { ProjectionRunner } from '../projections/runner';
import { caughtUpQueries } from '../projections/caught-up-queries';
import { schoolDirectoryQueries } from '../projections/school-directory';
import { signInQueries } from '../projections/sign-in';
import { siteNavigationQueries } from '../projections/site-navigation';
import { sparkStudioQueries } from '../projections/spark-studio';
import { sameQuestionModeQueries } from '../projections/same-question-mode';
import { rosterQueries } from '../projections/roster';
import { schoolLicencesQueries } from '../projections/school-licences';
import { teacherSetupQueries } from '../projections/teacher-setup';
import { adminContactsQueries } from '../projections/admin-contacts';
import { profileQueries } from '../projections/profile';
import { notificationsQueries } from '../projections/notifications';
import { administratorReportsQueries } from '../projections/reports/administrator-reports';
import { progressReportsQueries } from '../projections/reports/progress-reports';
import { assessmentWindowsQueries } from '../projections/assessment-windows';
import { bannersQueries } from '../projections/banners';

/** The log of record with every projection attached and the read-model queries. */
export interface EventLog {
  db: LogDatabase;
  /** The SQLite store, or with a DATABASE_URL the cluster's PostgreSQL store (issue 17). */
  store: EventStore;
  runner: ProjectionRunner;
  queries: {
    directory: ReturnType<typeof schoolDirectoryQueries>;
    signIn: ReturnType<typeof signInQueries>;
    accountRecovery: ReturnType<typeof accountRecoveryQueries>;
    membership: ReturnType<typeof membershipQueries>;
    editionPicker: ReturnType<typeof editionPickerQueries>;
    liveMessages: ReturnType<typeof liveMessagesQueries>;
    focusSessions: ReturnType<typeof focusSessionsQueries>;
    catalogue: ReturnType<typeof catalogueQueries>;
    siteNavigation: ReturnType<typeof siteNavigationQueries>;
    practice: ReturnType<typeof practiceQueries>;
    /** Issue 18: the teacher reports' read models. */
    teacherReports: ReturnType<typeof teacherReportsQueries>;
    sparkStudio: ReturnType<typeof sparkStudioQueries>;
    sameQuestionMode: ReturnType<typeof sameQuestionModeQueries>;
    instantReview: ReturnType<typeof instantReviewQueries>;
    // Issue 15: licences, teacher setup, the roster (over the directory's tables).
    schoolLicences: ReturnType<typeof schoolLicencesQueries>;
    teacherSetup: ReturnType<typeof teacherSetupQueries>;
    adminContacts: ReturnType<typeof adminContactsQueries>;
    profile: ReturnType<typeof profileQueries>;
    /** Issue 16: notifications (docs/notifications.md). */
    notifications: ReturnType<typeof notificationsQueries>;
    /** Issue 18: the administrator reports' and learners' progress read models (docs/administrator-reports.md). */
    administratorReports: ReturnType<typeof administratorReportsQueries>;
    progressReports: ReturnType<typeof progressReportsQueries>;
    roster: ReturnType<typeof rosterQueries>;
    // Issue 16: assessment windows.
    assessmentWindows: ReturnType<typeof assessmentWindowsQueries>;
    // Issue 16: the banners carousel (docs/banners.md).
    banners: ReturnType<typeof bannersQueries>;
  };
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
}): EventLog {
  const db = openLogDatabase(options.path, { synchronous: options.synchronous ?? 'NORMAL' });
  const runner = new ProjectionRunner(db, allProjections);
  const storeOptions = {
    registry: new EventRegistry(allEventDefinitions),
    inline: runner.applyInline,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const store = options.databaseUrl
    ? PostgresEventStore.create({ ...storeOptions, connectionString: options.databaseUrl, local: db, ...(options.onError ? { onError: options.onError } : {}) })
    : new SqliteEventStore(db, storeOptions);
  runner.start(store);
  // Asynchronous read models (docs/architecture.md): every query first catches them up.
  const caughtUp = <Queries extends Record<string, unknown>>(queries: Queries) => caughtUpQueries(queries, () => runner.catchUpAsync(store));
  return {
    db,
    store,
    runner,
    queries: {
      directory: schoolDirectoryQueries(db),
      signIn: signInQueries(db),
      accountRecovery: accountRecoveryQueries(db),
      membership: membershipQueries(db),
      editionPicker: editionPickerQueries(db),
      liveMessages: liveMessagesQueries(db),
      focusSessions: focusSessionsQueries(db),
      catalogue: catalogueQueries(db),
      siteNavigation: siteNavigationQueries(db),
      practice: practiceQueries(db),
      teacherReports: caughtUp(teacherReportsQueries(db)),
      sparkStudio: sparkStudioQueries(db),
      sameQuestionMode: sameQuestionModeQueries(db),
      instantReview: instantReviewQueries(db),
      schoolLicences: schoolLicencesQueries(db),
      teacherSetup: teacherSetupQueries(db),
      adminContacts: adminContactsQueries(db),
      profile: profileQueries(db),
      notifications: notificationsQueries(db),
      administratorReports: caughtUp(administratorReportsQueries(db)),
      progressReports: caughtUp(progressReportsQueries(db)),
      roster: rosterQueries(db),
      assessmentWindows: assessmentWindowsQueries(db),
      banners: bannersQueries(db),
    },
    close() {
      runner.stop(store);
      if (store instanceof PostgresEventStore) return store.close().finally(() => db.close());
      db.close();
    },
  };
}

/** Issue 17: connects the PostgreSQL store and catches this node's copy up (nothing to do on SQLite). */
export async function startEventLog(log: EventLog): Promise<void> {
  if (log.store instanceof PostgresEventStore) await log.store.start();
}
