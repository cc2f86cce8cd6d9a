import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * What the accessibility sweep and the keyboard tests check in a page: axe-core
 * with the WCAG 2.1 A and AA rules (serious and critical violations), sideways
 * scrolling, one `h1`, a `document.title` of its own, and the focus ring.
 */

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface WcagProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** Up to three offending nodes, each as its selector and a snippet of its HTML. */
  nodes: string[];
}

/**
 * axe-core's minified build (`axe.source` is the unminified one, 1.5 MB against 0.65 MB): evaluated
 * once per document, it cost 406 ms a page against 276 ms for this one in the accessibility sweep
 * (measured on a quiet machine; the sweep evaluates it on 250-odd pages, twice over with its dialogs).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe-core into the page's document unless it is there already. */
export async function loadAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: an inline <script> (addScriptTag) is refused by the page's CSP.
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/** Serious and critical WCAG 2.1 A/AA violations in the page (or under `selector`). */
export async function wcagViolations(page: Page, selector?: string): Promise<WcagProblem[]> {
  await loadAxe(page);
  return page.evaluate(
    async ({ context, tags }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const results = await runner.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary?.split('\n')[1] ?? ''}`.trim()),
        }));
    },
    { context: selector ?? null, tags: WCAG_21_AA_TAGS },
  );
}

export interface PageShape {
  title: string;
  h1Count: number;
  /** How far the page scrolls sideways, in CSS pixels (0: it does not). */
  sidewaysScroll: number;
  /** The document's scroll width and the window's inner width (issue 34: wider than the window scrolls sideways). */
  scrollWidth: number;
  innerWidth: number;
  /**
   * Table headers whose text is cut off with an ellipsis (issue 34, "Active studer…"): a `th`, or an
   * element inside one, with `text-overflow: ellipsis` whose text is wider than its box. Each as its text.
   */
  cutTableHeaders: string[];
}

export function pageShape(page: Page): Promise<PageShape> {
  return page.evaluate(() => {
    const cut = (element: Element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth;
    const cutTableHeaders = [...document.querySelectorAll('th')]
      .filter((header) => cut(header) || [...header.querySelectorAll('*')].some(cut))
      .map((header) => (header.textContent ?? '').trim());
    return {
      title: document.title,
      h1Count: document.querySelectorAll('h1').length,
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      cutTableHeaders,
    };
  });
}

/**
 * Waits until the page has settled: the server's first paint has given way to the app (issue 33,
 * server/html/first-paint.ts), nothing is busy (`aria-busy`), and the document's markup did not
 * change over three looks 100 ms apart.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.getElementById('first-paint') === null && document.querySelector('[aria-busy="true"]') === null && document.querySelector('#root *') !== null, null, {
    timeout,
    polling: 100,
  });
  let last = '';
  let same = 0;
  const deadline = Date.now() + timeout;
  while (same < 3 && Date.now() < deadline) {
    const now = await page.evaluate(() => `${document.body.innerHTML.length}:${document.title}:${document.documentElement.scrollWidth}`);
    same = now === last ? same + 1 : 0;
    last = now;
    if (same < 3) await page.waitForTimeout(100);
  }
}

/** The focus indicator of the focused element, as computed, and the focus ring token's colour. */
export interface FocusLook {
  tag: string;
  testId: string | null;
  text: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
  ringColor: string;
}

export function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return null;
    const style = getComputedStyle(element);
    // The token, resolved to the same rgb() form as computed colours.
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-focus-ring)';
    document.body.append(probe);
    const ringColor = getComputedStyle(probe).color;
    probe.remove();
    return {
      tag: element.tagName.toLowerCase(),
      testId: element.getAttribute('data-testid'),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      ringColor,
    };
  });
}

/** Whether the focused element shows the focus ring token: an outline (or a shadow) in its colour, at least 2 px. */
export function showsFocusRing(look: FocusLook): boolean {
  const outline = look.outlineStyle !== 'none' && look.outlineWidth >= 2 && look.outlineColor === look.ringColor;
  const shadow = look.boxShadow !== 'none' && look.boxShadow.includes(look.ringColor);
  return outline || shadow;
}

/** The report tables' fixed first column (the student, the skill, the school): docs/reports.md "Wide tables". */
export const REPORT_FIRST_COLUMN = '.report-table-scroll .report-table tbody tr:not(.report-group-row, .report-details-row) > :first-child';

/**
 * Words broken across lines inside the elements `selector` finds (issue 34: "Element / ary" in a
 * phone's narrow column), each as the word. A word is broken when its text lies on more than one
 * line; a word wider than its column could be (its own width, or a third of the window) may break
 * and is not counted, and a line may end at a hyphen ("Three- / digit": two words here).
 */
export function wordsBrokenIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      // The room a word has: its column's, which may grow to a third of the window (the fixed column's cap on phones).
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const room = Math.max(element.clientWidth, window.innerWidth / 3) - padding;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        measure.font = getComputedStyle(node.parentElement ?? element).font;
        for (const match of (node.textContent ?? '').matchAll(/[^\s\-–—]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1 && measure.measureText(match[0]).width <= room) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}
