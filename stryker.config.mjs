// @ts-check
// Mutation testing (`npm run mutate [-- <folder>]`, scripts/mutate.mjs; docs/testing.md).
// StrykerJS 9.5: version 10 needs Node 22, the project runs on Node 20.
// scripts/mutate.mjs passes `--mutate` (one folder's globs) and `--incrementalFile` (one per
// folder, so a run over one folder does not forget another's results); MUTATE_NAME names the reports.
const name = process.env.MUTATE_NAME ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Two cores shared by everyone working on this machine.
  concurrency: 1,
  incremental: true,
  incrementalFile: `.tmp/stryker/incremental-${name}.json`,
  tempDirName: '.tmp/stryker/sandbox',
  cleanTempDir: true,
  ignorePatterns: ['data', 'dist', 'web/dist', '.tmp', 'reports', 'test-results'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // A static mutant (module-level code: zod schemas, constants) is only seen by re-importing
  // every module, so Stryker would rerun every related test file for each one: on two cores that
  // is hours for events/. They are reported as "ignored" and not counted (docs/testing.md).
  ignoreStatic: true,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};
