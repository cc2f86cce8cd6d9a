import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser';
import { seedDataDir, type SeededDataDir } from './seeded-data-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo school seeded once for the run (tests/support/seeded-data-dir.ts). */
    e2eSeededDataDir: SeededDataDir;
    /** The run's Chromium, which every e2e file connects to (tests/support/browser.ts). */
    e2eChromiumEndpoint: string;
  }
}

/**
 * The e2e project's global setup (vitest.config.ts): once per run, the seeded demo school and one
 * Chromium, started together. Each file still starts its own server (on a copy of the seeded
 * directory) and opens its own browser contexts (docs/testing.md, "Where the time goes").
 */
export default async function setup(project: TestProject) {
  const [seeding, launching] = await Promise.allSettled([seedDataDir(), launchChromiumServer()]);
  if (seeding.status === 'rejected' || launching.status === 'rejected') {
    if (seeding.status === 'fulfilled') seeding.value.remove();
    if (launching.status === 'fulfilled') await launching.value.close();
    throw seeding.status === 'rejected' ? seeding.reason : (launching as PromiseRejectedResult).reason;
  }
  const [seeded, browser] = [seeding.value, launching.value];
  project.provide('e2eSeededDataDir', { path: seeded.path, day: seeded.day });
  project.provide('e2eChromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    seeded.remove();
  };
}
