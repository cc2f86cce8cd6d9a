import { afterEach, expect } from 'vitest';
import { takePageProblems } from './e2e-server';

/**
 * The e2e project's setup file (vitest.config.ts): every e2e test fails on a CSP violation or an
 * uncaught page error in any page of its browser (issue 20; tests/support/e2e-server.ts collects
 * them). A setup file runs for every test file; the hook was at the top of e2e-server.ts, which
 * runs only once per worker now that e2e files share a worker's modules.
 */
afterEach(() => {
  expect(takePageProblems(), 'CSP violations and page errors in the browser').toEqual([]);
});
