import fc from 'fast-check';
import { inject } from 'vitest';

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
const stryker = ((globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__ ??= {});
const provided = inject as unknown as (key: string) => unknown;
if (provided('mode') === 'mutant') stryker.activeMutant = provided('activeMutant');

// A property that fails has killed the mutant: no need to shrink the counterexample first (a
// property of 1,000 runs can shrink for seconds). What a property checks is unchanged.
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
