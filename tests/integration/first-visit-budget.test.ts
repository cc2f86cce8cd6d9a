import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFirstVisit, FIRST_VISIT_JS_BUDGET, firstVisitScripts } from '../support/first-visit-budget';

// Issue 33: the build's budget. `npm test` builds the client beside the unit stage and runs this
// stage after it, so web/dist/.vite/manifest.json is the build under test.

const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');

describe('the first visit of the visitor home', () => {
  it(`downloads at most ${FIRST_VISIT_JS_BUDGET / 1024} KiB of JavaScript (brotli), the biggest modules listed when over`, () => {
    expect(existsSync(join(webDist, '.vite', 'manifest.json')), 'web/dist has no manifest: build the client first').toBe(true);
    const scripts = firstVisitScripts(webDist);
    expect(scripts.chunks.length).toBeGreaterThan(0);
    expect(scripts.totalBrotliBytes, describeFirstVisit(webDist, scripts)).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET);
  });
});
