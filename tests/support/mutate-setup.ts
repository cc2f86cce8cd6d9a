import fc from 'fast-check';
import { beforeEach, inject } from 'vitest';

// A setup file of vitest.mutate.config.ts only (npm run mutate), run after Stryker's own before
// each test file imports the code.
//
// The mutant is switched on here, before the imports, for every mutant: code that runs while a
// module loads (constants, zod schemas, tables) is then mutated too, as it would be in a build
// with the mutant in it. Stryker itself switches a mutant on in a beforeAll hook, after the
// imports, unless it ran "static" (and with --testFiles, as scripts/mutate.mjs passes, it runs
// none static), so module-level code would never see the mutant and its mutants would survive
// untested. The test thread also outlives a vitest run (vitest.mutate.config.ts), so this also
// replaces the previous run's mutant.
const stryker = ((globalThis as { __stryker__?: { activeMutant?: unknown; killedMutant?: unknown } }).__stryker__ ??= {});
const provided = inject as unknown as (key: string) => unknown;
if (provided('mode') === 'mutant') {
  const mutant = provided('activeMutant');
  stryker.activeMutant = mutant;
  // One failed test kills the mutant: the run's other tests are skipped, in this file and the next
  // (the thread's globals outlive a test file). Stryker asks vitest to bail after one failure, but
  // that word reaches the thread late: a mutant of the question engine went on through seconds of
  // property tests after the first had failed. A skipped test is neither failed nor passed, so the
  // mutant is still reported killed, by the test that failed.
  beforeEach(({ skip, onTestFailed }) => {
    if (stryker.killedMutant === mutant) skip();
    onTestFailed(() => {
      stryker.killedMutant = mutant;
    });
  });
}

// A property that fails has killed the mutant: no need to shrink the counterexample first (a
// property of 1,000 runs can shrink for seconds). What a property checks is unchanged.
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
