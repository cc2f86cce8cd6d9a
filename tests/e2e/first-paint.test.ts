import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { signInWithSignInCall, startE2e, type E2e } from '../support/e2e-server';
import { saveScreenshot } from '../support/page-screenshots';

/**
 * Issue 33: the page paints before its JavaScript runs (server/html/first-paint.ts) and the app takes
 * the first paint's place in one step (web/app/first-paint.tsx). In the system Chromium over the real
 * server: with JavaScript off, a visitor's home shows the header bar and the welcome, a signed-in
 * browser the bar and the loading line; with it on, the welcome never blinks away while the app
 * loads, and once the page is ready the first paint is gone (one `h1`, one `main`).
 */

const POLL = { timeout: 30_000 };
const WIDTHS = [1280, 390] as const;

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

async function pageWithoutScripts(width: number, cookies: Parameters<import('playwright-core').BrowserContext['addCookies']>[0] = []): Promise<Page> {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  await context.addCookies(cookies);
  return context.newPage();
}

describe('the first paint', () => {
  for (const width of WIDTHS) {
    it(`shows a visitor the header bar and the welcome before any script runs (${width} px)`, async () => {
      const page = await pageWithoutScripts(width);
      await page.goto(`${e2e.url}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Live Classroom');
      expect(await page.getByRole('link', { name: 'Sign in to get started' }).isVisible()).toBe(true);
      expect(await page.locator('.site-header-bar .product-name').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(page, `first paint visitor home @${width}`);
      await page.context().close();
    });
  }

  it('shows a signed-in browser the header bar and the loading line, never the visitor’s welcome', async () => {
    const { context } = await signInWithSignInCall(e2e.browser, e2e.url, DEMO_ACCOUNTS.student!);
    const cookies = await context.cookies(e2e.url);
    await context.close();
    const page = await pageWithoutScripts(WIDTHS[0], cookies);
    await page.goto(`${e2e.url}/`);
    expect(await page.locator('#first-paint .loading').textContent()).toBe('Loading…');
    expect(await page.getByRole('heading', { name: 'Welcome to Live Classroom' }).count()).toBe(0);
    await page.context().close();
  });

  it('keeps the welcome on screen until the home page takes its place, then leaves one page', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    // Records each moment after the welcome first showed when no welcome was visible (a blink to "Loading…" or to nothing).
    await page.addInitScript(() => {
      const blinks: string[] = [];
      let shown = false;
      Object.assign(window, { welcomeBlinks: blinks });
      new MutationObserver(() => {
        if (document.body === null) return;
        const visible = [...document.querySelectorAll('h1')].some((node) => node.textContent === 'Welcome to Live Classroom' && getComputedStyle(node).visibility === 'visible');
        if (visible) shown = true;
        else if (shown) blinks.push(document.body.innerHTML.slice(0, 300));
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(`${e2e.url}/`);
    await page.getByTestId('home-heading').waitFor(POLL);
    await page.locator('#first-paint').waitFor({ state: 'detached', ...POLL });
    expect(await page.evaluate(() => (window as unknown as { welcomeBlinks: string[] }).welcomeBlinks)).toEqual([]);
    expect(await page.evaluate(() => document.body.className)).toBe('');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    await context.close();
  });
});
