import { afterAll, vi } from 'vitest';

/**
 * The `unit` and `integration` projects' files share a worker's modules (vitest.config.ts,
 * `isolate: false`): what one file changes outside its own environment would reach the next file
 * in that worker. A setup
 * file runs for every test file, so this undoes, when each file ends, what vitest can undo: fake
 * timers, stubbed globals and environment variables, and spies on shared objects. A file that
 * replaces a module (`vi.mock`) is in the isolated `unit-mocks` project instead.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
