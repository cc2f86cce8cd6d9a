import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageShape } from '../support/accessibility';
import { connectChromium } from '../support/browser';

// Issue 34 item 7: the sweep fails a page whose table header is cut off with an ellipsis, or that
// scrolls sideways at 390 px (tests/support/accessibility-sweep-pages.ts). These are the checks
// themselves, in the real Chromium over pages made to break them and one that does not, so that a
// sweep that passes means the pages pass, not that the checks see nothing.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectChromium(inject('e2eChromiumEndpoint'));
  page = await browser.newPage({ viewport: { width: 390, height: 800 } });
});
afterAll(async () => {
  await browser.close();
});

const table = (headerStyle: string) => `
  <style>
    table { table-layout: fixed; width: 200px; }
    th { width: 60px; white-space: nowrap; overflow: hidden; ${headerStyle} }
  </style>
  <table><thead><tr><th>Active students this week</th><th>Skill</th></tr></thead><tbody><tr><td>3</td><td>A.1</td></tr></tbody></table>`;

describe('pageShape, the sweep’s measure of a page', () => {
  it('names a table header whose text is cut off with an ellipsis, on the header or inside it', async () => {
    await page.setContent(table('text-overflow: ellipsis;'));
    expect((await pageShape(page)).cutTableHeaders).toEqual(['Active students this week']);
    await page.setContent(`
      <style>th { width: 60px; } th span { display: block; width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }</style>
      <table><thead><tr><th><span>Questions answered</span></th></tr></thead></table>`);
    expect((await pageShape(page)).cutTableHeaders).toEqual(['Questions answered']);
  });

  it('names no header that fits, nor one clipped without an ellipsis (a scroller’s, not a cut word)', async () => {
    await page.setContent('<table><thead><tr><th>Skill</th><th>Score</th></tr></thead></table>');
    expect((await pageShape(page)).cutTableHeaders).toEqual([]);
    await page.setContent(table(''));
    expect((await pageShape(page)).cutTableHeaders).toEqual([]);
  });

  it('measures a page wider than a 390 px window, and none for one that fits', async () => {
    await page.setContent('<div style="width: 700px">wide</div>');
    const wide = await pageShape(page);
    expect(wide.sidewaysScroll).toBeGreaterThan(0);
    expect(wide.scrollWidth).toBeGreaterThan(wide.innerWidth);
    await page.setContent('<div style="width: 700px; max-width: 100%; overflow-x: auto"><div style="width: 700px">wide, in its own box</div></div>');
    const boxed = await pageShape(page);
    expect(boxed.sidewaysScroll).toBe(0);
    expect(boxed.scrollWidth).toBeLessThanOrEqual(boxed.innerWidth);
  });
});
