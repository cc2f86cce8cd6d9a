import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/support/long-files-first';
import { MOCKING_FILES, UNIT_FILES } from './tests/support/mocking-files';

// Five projects: unit tests sit next to the code (unit-mocks: the few that mock a module);
// integration tests spawn real processes (nats-server, the app server), two files at a time;
// the cluster tests (PostgreSQL, several nodes, failovers, restarts) one file at a time, alone;
// e2e in Chromium.

/** The integration files that time failovers, restarts or slow consumers: run alone. */
const CLUSTER_FILES = [
  'tests/integration/cluster-*.test.ts',
  'tests/integration/crash-recovery.test.ts',
  'tests/integration/postgres-event-store.test.ts',
  'tests/integration/stale-nats-server.test.ts',
  'tests/integration/slow-clients.test.ts',
  'tests/integration/external-nats.test.ts',
];

/** The unit projects' settings but for which files and whether they share modules. */
const unitProject = {
  environment: 'node' as const,
  setupFiles: ['tests/support/console-guard.ts', 'tests/support/file-boundary.ts', 'tests/support/testing-library-waits.ts'],
  // Both cores: the client build, typecheck and lint beside it take the second only for
  // their first ~2 minutes (docs/testing.md, "Where the time goes").
  maxWorkers: 2,
  // A component test's first render loads its page's libraries (charts, dialogs): seconds on a
  // loaded machine, beside the build, typecheck and lint. Not a timed assertion, a limit.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // The longest files start first in every project (tests/support/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          ...unitProject,
          name: 'unit',
          include: UNIT_FILES,
          exclude: MOCKING_FILES,
          // The unit files share a worker's modules (React, zod, the app's code are loaded once per
          // worker, not once per file; each file still gets its own environment and globals): the
          // stage took 459 s alone on a quiet machine isolated, 292 s so (docs/testing.md, "Where
          // the time goes"). What a file leaves behind is undone when it ends
          // (tests/support/file-boundary.ts); the files that mock a module stay isolated.
          isolate: false,
        },
      },
      {
        test: {
          ...unitProject,
          name: 'unit-mocks',
          include: MOCKING_FILES,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: CLUSTER_FILES,
          setupFiles: ['tests/support/console-guard.ts', 'tests/support/file-boundary.ts'],
          // The files share a worker's modules, as the unit files do: the stage took 237 s isolated,
          // 155 s so, on a quiet machine (each file still starts its own servers and processes).
          // None mocks a module (tests/support/file-boundary.test.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each starts its own server, nats-server and data directory on
          // ports of its own; most of a file's time is that start (docs/testing.md).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'cluster',
          include: CLUSTER_FILES,
          setupFiles: ['tests/support/console-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Alone, one file at a time: these time failovers, restarts and slow consumers.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Once per run: the demo school seeded, and one Chromium (docs/testing.md, "Where the time goes").
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          setupFiles: ['tests/support/e2e-page-problems.ts'],
          // The files share a worker's modules (Playwright's client, the support code): loading
          // them again for every file cost 107 s of the stage's import time in CI.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server, data directory and ports, and much of
          // an e2e test is waiting on a real clock (a fluency round, a jam's minute) or the browser.
          maxWorkers: 2,
          // The accessibility sweep's roles run concurrently, three at a time (two cores).
          maxConcurrency: 3,
        },
      },
    ],
  },
});
