// @ts-check
// Mutation testing (`npm run mutate [-- <folder>]`, scripts/mutate.mjs; docs/testing.md).
// StrykerJS 9.6 (9.6.1 reads vitest 4.1's hooks: per-test coverage and hit counts); version 10
// needs Node 22, the project runs on Node 20.
// scripts/mutate.mjs passes `--mutate` (one target's globs) and MUTATE_NAME, which names the
// target's incremental file (one per target, so a run over one folder does not forget another's
// results) and its reports.
const name = process.env.MUTATE_NAME ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related (the default): a mutant runs only the covering tests of test files that import its file.
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // Both cores of this machine (docs/testing.md: the times are measured so); `--concurrency=1` to share them.
  concurrency: 2,
  incremental: true,
  incrementalFile: `.tmp/stryker/incremental-${name}.json`,
  tempDirName: '.tmp/stryker/sandbox',
  cleanTempDir: true,
  ignorePatterns: ['data', 'dist', 'web/dist', '.tmp', '/reports', 'test-results'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Static mutants (in code that runs while a module loads: constants, zod schemas, tables) are
  // tested like the rest: tests/support/mutate-setup.ts switches the mutant on before the test
  // file imports the code, and each one runs every test file that imports its file. The question
  // banks' content (events/practice/banks, ~19,600 static mutants of question text) is not
  // mutated at all (scripts/mutate.mjs). Under events/, scripts/mutate.mjs sets MUTATE_STATIC=ignore:
  // there they cost most of the run's time (docs/testing.md).
  ignoreStatic: process.env.MUTATE_STATIC === 'ignore',
  // Stryker's default. A mutant that hangs (a loop that never ends) costs this much beyond its tests'
  // time, and a restart of its test runner; 10 s here cost minutes of an events/ run (docs/testing.md).
  timeoutMS: 5_000,
  thresholds: { high: 90, low: 80, break: null },
};
