import { defineConfig } from 'vitest/config';

// Two projects: unit tests sit next to the code; integration tests spawn real
// processes (nats-server, the app server) and run one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['events/**/*.test.ts', 'projections/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/routes/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/console-guard.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/console-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Once per run: the demo school seeded, and one Chromium (docs/testing.md, "Where the time goes").
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The accessibility sweep's roles run concurrently, three at a time (two cores).
          maxConcurrency: 3,
        },
      },
    ],
  },
});
