import { defineConfig } from 'vitest/config';

// The unit tests Stryker runs against each mutant (`npm run mutate`, stryker.config.mjs): the
// tests beside events/, projections/ and server/ code. Not tests/routes (the route harness is
// slow and reaches these folders only through the whole app), not web/, no integration or e2e,
// and not the server tests that start processes (the replay CLI, nats-server): they test
// server/replay and server/nats, which are not mutated, cost seconds per mutant, and what runs
// in a child process is invisible to Stryker's coverage anyway.
export default defineConfig({
  test: {
    include: ['events/**/*.test.ts', 'projections/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: ['server/replay/replay-command-line.test.ts', 'server/nats/**'],
    environment: 'node',
    // Keep vitest's default isolation (each test file imports the code afresh). With shared
    // modules (isolate: false) code that runs at import — zod schemas, constants — is evaluated
    // before Stryker switches a mutant on, so those mutants "survive" without being tested
    // (measured on 2026-11-23, docs/testing.md), and it was not faster here.
  },
});
