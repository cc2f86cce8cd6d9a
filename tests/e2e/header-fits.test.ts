import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';
import { seriousAxeViolations } from '../support/header-axe';

/**
 * Issue 32 item 4, "the header-fits test": every user type's desktop
 * navigation is one line at 1014, 1280 and 1440 px (every item of the row
 * shares one top offset and the row is one item high), nothing of it is cut
 * off, and the links under "More" are reachable by keyboard. The header itself
 * is tested in site-header.test.ts (desktop) and site-header-mobile.test.ts.
 */

let e2e: E2e;
const contexts: BrowserContext[] = [];
const POLL = { timeout: 30_000 };
const WIDTHS = [1014, 1280, 1440];

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await e2e?.close();
});

/** The demo accounts, one of every user type the header knows (server/demo/demo-school.ts); null: a visitor. */
const USERS: [string, string | null][] = [
  ['a visitor', null],
  ['a student (ava.b)', 'ava.b'],
  ['a teacher (ms.rivera)', 'ms.rivera'],
  ['a school administrator (admin.lee)', 'admin.lee'],
  ['a district administrator (district.chen)', 'district.chen'],
  ['a parent (park.family)', 'park.family'],
  ['a child (mina)', 'mina'],
  ['an engineer (ops.kim)', 'ops.kim'],
];

async function open(username: string | null): Promise<Page> {
  if (username === null) {
    const context = await e2e.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(e2e.url);
    await page.getByTestId('site-nav').waitFor(POLL);
    return page;
  }
  const { context, page } = await signInThroughPage(e2e.browser, e2e.url, username);
  contexts.push(context);
  await page.getByTestId('header-user-name').waitFor(POLL);
  await page.getByTestId('site-nav').waitFor(POLL);
  return page;
}

/** The row's geometry: each item's top and height, the list's height, and whether anything overflows it. */
function measureRow(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="site-nav"] .site-nav-list')!;
    const items = [...list.children].map((item) => item.getBoundingClientRect());
    return {
      tops: items.map((box) => Math.round(box.top)),
      tallestItem: Math.max(...items.map((box) => box.height)),
      listHeight: list.getBoundingClientRect().height,
      overflows: list.scrollWidth > list.clientWidth + 1,
      count: items.length,
    };
  });
}

describe('the header fits on one line (issue 32)', () => {
  for (const [name, username] of USERS) {
    it(`${name}: the navigation is one line at ${WIDTHS.join(', ')} px`, async () => {
      const page = await open(username);
      // A signed-in user's More menu is a chunk of its own: the row is measured once it is there.
      if (username !== null) await page.getByTestId('nav-more-button').waitFor(POLL);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(async () => (await measureRow(page)).tops.length, POLL).toBeGreaterThan(5);
        const row = await measureRow(page);
        expect({ width, tops: new Set(row.tops).size }).toEqual({ width, tops: 1 });
        expect(row.listHeight, `row height at ${width}px`).toBeLessThanOrEqual(row.tallestItem + 1);
        expect(row.overflows, `row overflows at ${width}px`).toBe(false);
      }
    });
  }

  it('a teacher reaches the less-used links under More by keyboard; Escape closes it and focus returns', async () => {
    const page = await open('ms.rivera');
    await page.setViewportSize({ width: 1280, height: 800 });
    const button = page.getByTestId('nav-more-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('nav-link-roster').isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (const id of ['nav-link-focus-zone', 'nav-link-roster', 'nav-link-skill-plans', 'nav-link-takeoff', 'nav-link-spark-studio', 'nav-link-notifications']) {
      expect(await page.getByTestId(id).isVisible(), id).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-link-focus-zone');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-more-button');
    expect(await page.getByTestId('nav-link-roster').isVisible()).toBe(false);

    // A link under More goes to its page.
    await button.click();
    await page.getByTestId('nav-link-roster').click();
    await page.waitForURL((address) => address.pathname === '/roster/view', POLL);
  });
});
