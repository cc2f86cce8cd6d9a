import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';
import { seriousAxeViolations } from '../support/header-axe';

/**
 * The mobile header at 375×740 (below the 1014px breakpoint): the hamburger
 * menu with nested lists and Back, the mobile search toggle, their mutual
 * exclusion, Escape, and the close on a resize to the desktop layout.
 */

let e2e: E2e;
let session: { context: BrowserContext; page: Page };
const POLL = { timeout: 30_000 };

beforeAll(async () => {
  e2e = await startE2e();
  session = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
  await session.page.setViewportSize({ width: 375, height: 740 });
  await session.page.getByTestId('header-user-name').waitFor(POLL);
});
afterAll(async () => {
  await session?.context.close();
  await e2e?.close();
});

const visible = (testId: string) => session.page.getByTestId(testId).isVisible();
const count = (testId: string) => session.page.getByTestId(testId).count();
const focusedTestId = () => session.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe('the mobile header', () => {
  it('shows the hamburger and the search toggle instead of the desktop navigation', async () => {
    expect(await visible('hamburger-button')).toBe(true);
    expect(await visible('mobile-search-toggle')).toBe(true);
    expect(await visible('site-nav')).toBe(false);
    expect(await count('mobile-menu')).toBe(0);
    expect(await seriousAxeViolations(session.page)).toEqual([]);
  });

  it('names the product with its short mark, whole, never a name cut to "Liv…" (issue 34)', async () => {
    const name = session.page.getByTestId('product-name');
    const shown = await name.evaluate((link) => {
      const box = (selector: string) => link.querySelector(selector)!.getBoundingClientRect();
      return {
        short: { text: link.querySelector('.product-name-short')!.textContent, width: box('.product-name-short').width, inWindow: box('.product-name-short').right <= window.innerWidth },
        fullWidth: box('.product-name-full').width, // kept for screen readers, drawn 1 px wide
        ellipsis: getComputedStyle(link).textOverflow === 'ellipsis',
      };
    });
    expect(shown).toEqual({ short: { text: 'LC', width: expect.any(Number), inWindow: true }, fullWidth: expect.any(Number), ellipsis: false });
    expect(shown.short.width).toBeGreaterThan(10);
    expect(shown.fullWidth).toBeLessThanOrEqual(1);
    expect(await session.page.getByRole('link', { name: 'Live Classroom', exact: true }).getAttribute('data-testid')).toBe('product-name'); // read out whole
  });

  it('opens the menu (at least 400px tall) with nested lists and Back', async () => {
    const { page } = session;
    await page.getByTestId('hamburger-button').click();
    await page.getByTestId('mobile-menu').waitFor();
    expect(await page.getByTestId('hamburger-button').getAttribute('aria-expanded')).toBe('true');
    expect((await page.getByTestId('mobile-menu').boundingBox())?.height).toBeGreaterThanOrEqual(400);
    expect(await visible('mobile-nav-link-notifications')).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('mobile-menu-subjects').click();
    expect(await page.getByTestId('mobile-menu-heading').textContent()).toBe('Subjects');
    await page.getByTestId('mobile-menu-subject-math').click();
    expect(await page.getByTestId('mobile-menu-heading').textContent()).toBe('Math');
    expect(await page.getByTestId('mobile-menu-grade-4').getAttribute('href')).toBe('/math/grade-4');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('mobile-menu-back').click();
    expect(await page.getByTestId('mobile-menu-heading').textContent()).toBe('Subjects');
    expect(await focusedTestId()).toBe('mobile-menu-subject-math');
    await page.getByTestId('mobile-menu-back').click();
    expect(await count('mobile-menu-heading')).toBe(0);
    expect(await count('mobile-menu-back')).toBe(0);
  });

  it('keeps the menu and the search mutually exclusive', async () => {
    const { page } = session;
    expect(await visible('mobile-menu')).toBe(true);
    await page.getByTestId('mobile-search-toggle').click();
    await page.getByTestId('mobile-search-panel').waitFor();
    expect(await count('mobile-menu')).toBe(0);
    expect(await page.getByTestId('mobile-search-panel').locator('input').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('hamburger-button').getAttribute('aria-expanded')).toBe('false');

    await page.getByTestId('hamburger-button').click();
    await page.getByTestId('mobile-menu').waitFor();
    expect(await count('mobile-search-panel')).toBe(0);
    expect(await page.getByTestId('mobile-search-toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, giving focus back to the toggle', async () => {
    const { page } = session;
    await page.getByTestId('mobile-menu-subjects').click();
    await page.keyboard.press('Escape');
    expect(await count('mobile-menu')).toBe(0);
    expect(await focusedTestId()).toBe('hamburger-button');

    await page.getByTestId('mobile-search-toggle').click();
    await page.getByTestId('mobile-search-panel').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => count('mobile-search-panel')).toBe(0);
  });

  it('follows a grade link from the menu with a page load', async () => {
    const { page } = session;
    await page.getByTestId('hamburger-button').click();
    await page.getByTestId('mobile-menu-subjects').click();
    await page.getByTestId('mobile-menu-subject-ela').click();
    await Promise.all([page.waitForURL(/\/ela\/grade-2$/), page.getByTestId('mobile-menu-grade-2').click()]);
    await expect.poll(() => page.getByTestId('landing-heading').textContent(), POLL).toBe('Grade 2 Language arts');
    expect(await count('mobile-menu')).toBe(0);
  });

  it('closes the menu when the window grows to the desktop layout', async () => {
    const { page } = session;
    await page.getByTestId('hamburger-button').click();
    await page.getByTestId('mobile-menu').waitFor();
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect.poll(() => count('mobile-menu')).toBe(0);
    expect(await visible('site-nav')).toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
  });
});
