import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageShape, settled, wcagViolations } from './accessibility';
import { signInThroughPage, type E2e } from './e2e-server';

const POLL = { timeout: 30_000 };

/**
 * Pages of users signed in through the sign-in page, each in a context of its own, closed together.
 * `e2e`: the file's server and browser (read when a user signs in, so it may be started later).
 */
export function signedInPages(e2e: () => E2e) {
  const contexts: BrowserContext[] = [];
  return {
    /** A page of `username`'s, signed in and showing their name in the header. */
    async signedIn(username: string): Promise<Page> {
      const { context, page } = await signInThroughPage(e2e().browser, e2e().url, username);
      contexts.push(context);
      await page.getByTestId('header-user-name').waitFor(POLL);
      return page;
    },
    /** A page of a visitor's (no session), in a context of its own. */
    async visitorPage(): Promise<Page> {
      const context = await e2e().browser.newContext();
      contexts.push(context);
      return context.newPage();
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.splice(0)) await context.close();
    },
  };
}

/**
 * The page as it is, at 1280 and 390 px: no WCAG violation and no sideways scroll; its screenshots
 * in `screenshots` (a folder) when given. Leaves the page at 1280 px.
 */
export async function checkAtBothWidths(page: Page, name: string, screenshots: string | undefined): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await settled(page);
    expect(await wcagViolations(page)).toEqual([]);
    expect((await pageShape(page)).sidewaysScroll).toBe(0);
    if (screenshots) await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}
