import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

/**
 * The header skill search and the /search page in a real browser over the
 * real server, whose catalogue is published on start. A teacher searches at
 * 1280×800; the tests run in order on one signed-in page.
 */

let e2e: E2e;
let session: { context: BrowserContext; page: Page };
const POLL = { timeout: 30_000 };

beforeAll(async () => {
  e2e = await startE2e();
  session = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
  await session.page.setViewportSize({ width: 1280, height: 800 });
  await session.page.getByTestId('header-user-name').waitFor(POLL);
});
afterAll(async () => {
  await session?.context.close();
  await e2e?.close();
});

const popover = () => session.page.getByTestId('skill-search-popover');
const input = () => popover().getByTestId('skill-search-input');
const results = () => popover().getByTestId('skill-search-result');
const activeIndex = () =>
  popover()
    .locator('[role="option"][aria-selected="true"]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-index')));

async function openSearch() {
  const { page } = session;
  if ((await popover().count()) === 0) await page.getByTestId('skill-search-open').click();
  await input().waitFor();
  await expect.poll(() => input().evaluate((element) => element === document.activeElement), POLL).toBe(true);
}

/** Empties the input and types `phrase` key by key, as a person would, and waits for its answer
 * (not an earlier prefix's, which would arrive and reset the active option under a slow machine). */
async function search(phrase: string) {
  await input().fill('');
  await input().pressSequentially(phrase);
  await expect.poll(() => popover().locator('.skill-search').getAttribute('data-answered-phrase'), POLL).toBe(phrase);
}

describe('the header skill search', () => {
  it('is a desktop popover: shown at 1280px, hidden below 1014px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 900, height: 800 });
    expect(await page.getByTestId('skill-search-open').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByTestId('skill-search-open').isVisible()).toBe(true);
  });

  it('finds skills by the skill code C.12', async () => {
    await openSearch();
    await search('C.12');
    await expect.poll(() => results().count(), POLL).toBeGreaterThan(1);
    expect(new Set(await results().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type'))))).toEqual(new Set(['skill']));
    for (const text of await results().allTextContents()) expect(text).toContain('C.12');
    expect(await input().getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrow keys and Tab, wrapping through the input (index 0)', async () => {
    const { page } = session;
    const options = await popover().getByRole('option').count();
    expect(await activeIndex()).toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect(await activeIndex()).toEqual(['1']);
    const first = popover().locator('[data-index="1"]');
    expect(await input().getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    for (let i = 2; i <= options; i++) {
      await page.keyboard.press('ArrowDown');
      expect(await activeIndex()).toEqual([String(i)]);
    }
    await page.keyboard.press('ArrowDown');
    expect(await activeIndex()).toEqual([]);
    expect(await input().getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowUp');
    expect(await activeIndex()).toEqual([String(options)]);
    await page.keyboard.press('Tab');
    expect(await activeIndex()).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    expect(await activeIndex()).toEqual([String(options)]);
    // Focus never left the input.
    expect(await input().evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('Enter on a result logs the click with the server, then goes to its url', async () => {
    const { page } = session;
    await search('fractions');
    await expect.poll(() => results().first().textContent(), POLL).toMatch(/fraction/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeIndex()).toEqual(['2']);
    const chosen = popover().locator('[data-index="2"]');
    // The option is the link itself.
    const url = (await chosen.getAttribute('href')) ?? '';
    const type = await chosen.getAttribute('data-type');
    expect(url).toMatch(/^\/math\//);
    const logged = page.waitForRequest((request) => request.url().includes('/search/logSearchResult'));
    await page.keyboard.press('Enter');
    const request = await logged;
    expect(Object.fromEntries(new URL(request.url()).searchParams)).toEqual({
      q: 'fractions',
      url,
      trackingId: expect.stringMatching(/^[\w-]+$/),
      searchType: 'autocomplete-nav',
      resultType: type,
    });
    await page.waitForURL(`${e2e.url}${url}`, POLL);
    expect((await request.response())?.status()).toBe(204);
  });

  it('says so when nothing matches', async () => {
    await openSearch();
    await search('zzzzqqq');
    await popover().getByTestId('skill-search-no-results').waitFor(POLL);
    expect(await popover().getByTestId('skill-search-no-results').textContent()).toMatch(/no results/i);
    expect(await results().count()).toBe(0);
  });

  it('the more-results link leads to /search?q=, and the results page pages forward', async () => {
    const { page } = session;
    await search('fractions');
    const more = popover().getByTestId('skill-search-more');
    await more.waitFor(POLL);
    await more.click();
    await page.waitForURL(`${e2e.url}/search?q=fractions`, POLL);
    expect(await popover().count()).toBe(0);
    const resultsPage = page.getByTestId('search-results-page');
    await expect.poll(() => resultsPage.getAttribute('data-status'), POLL).toBe('loaded');
    expect(await page.getByTestId('search-filter-skill').locator('xpath=..').textContent()).toMatch(/Skills \(\d+\)/);
    const firstPage = await page.getByTestId('search-result').allTextContents();
    expect(firstPage.length).toBeGreaterThan(24);
    await page.getByTestId('search-next').click();
    await page.waitForURL(`${e2e.url}/search?q=fractions&page=2`, POLL);
    await expect.poll(() => resultsPage.getAttribute('data-status'), POLL).toBe('loaded');
    expect(await page.getByTestId('search-page-2').getAttribute('aria-current')).toBe('page');
    const secondPage = await page.getByTestId('search-result').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);
    await page.getByTestId('search-prev').click();
    await page.waitForURL(`${e2e.url}/search?q=fractions`, POLL);
  });
});
