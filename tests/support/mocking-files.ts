/** Every unit test file: the tests beside the code, the route harness, and the test support's own. */
export const UNIT_FILES = ['events/**/*.test.ts', 'projections/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/routes/**/*.test.ts', 'tests/support/**/*.test.ts'];

/**
 * The unit files that replace a module with `vi.mock`: each needs the module graph fresh (a mock
 * made for one file would reach the next, or come too late for a module another file loaded first;
 * seen with `--sequence.shuffle.files`). They form vitest.config.ts's `unit-mocks` project, isolated as
 * vitest's default; tests/support/file-boundary.test.ts keeps this list and the files in step.
 */
export const MOCKING_FILES = [
  'server/auth/password.test.ts',
  'web/app/app-root.test.tsx',
  'web/features/banners/banners-carousel.test.tsx',
  'web/features/roster/roster-page.test.tsx',
];
