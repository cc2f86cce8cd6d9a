import fc from 'fast-check';
import { inject } from 'vitest';

// A setup file of vitest.mutate.config.ts only (npm run mutate), after Stryker's own. The test
// thread outlives a vitest run there, so the mutant of the previous run would still be switched on
// while this test file imports the code; a fresh thread starts with none. Stryker switches this
// run's mutant on in a beforeAll hook, after the imports (or already did, for a "static" mutant).
const stryker = (globalThis as { __stryker__?: { activeMutant?: string } }).__stryker__;
const provided = inject as unknown as (key: string) => unknown;
if (stryker && provided('mode') === 'mutant' && provided('mutantActivation') === 'runtime') stryker.activeMutant = undefined;

// A property that fails has killed the mutant: no need to shrink the counterexample first (a
// property of 1,000 runs can shrink for seconds). What a property checks is unchanged.
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
