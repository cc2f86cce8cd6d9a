import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

// The accessibility sweep's pictures (issue 34, docs/testing.md "Looking at every page"): a
// full-page screenshot of every page it checks, in `.tmp/screenshots/` (ignored by git).
// `SWEEP_SCREENSHOTS=<folder>` puts them elsewhere; `SWEEP_SCREENSHOTS=off` saves none.

const folder = process.env.SWEEP_SCREENSHOTS === 'off' ? null : resolve(process.env.SWEEP_SCREENSHOTS ?? '.tmp/screenshots');
let made = false;

/** A file name for a check's label: "teacher /analytics/reports/score-grid (teacher-report) @390" → "teacher-analytics-reports-score-grid-teacher-report-390". */
export const screenshotName = (label: string) =>
  label
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);

/** Saves the page as it is now under its label (nothing when turned off). */
export async function saveScreenshot(page: Page, label: string): Promise<void> {
  if (folder === null) return;
  if (!made) {
    mkdirSync(folder, { recursive: true });
    made = true;
  }
  await page.screenshot({ path: `${folder}/${screenshotName(label)}.png`, fullPage: true });
}
