import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageAudience } from '../../web/app/page-routes';
import { pageShape, settled, wcagViolations } from './accessibility';
import { signInThroughPage, startE2e, type E2e } from './e2e-server';
import { saveScreenshot } from './page-screenshots';
import { AUDIENCES, DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The accessibility sweep's pages and checks (issue 21; tests/e2e/accessibility-sweep*.test.ts): one
 * server, one browser, one context (one page) per role, reused for every address. A page fails on a
 * serious or critical axe violation (WCAG 2.1 A and AA rules), on scrolling sideways (the document wider
 * than the window), on a table header whose text is cut off with an ellipsis (issue 34), on not having
 * exactly one `h1`, or on having no `document.title` of its own. Every page looked at is saved as a
 * full-page screenshot in `.tmp/screenshots/` (docs/testing.md "Looking at every page").
 * Each sweep file starts its own (vitest gives each file its own module state).
 */

export const PRODUCT = 'Live Classroom';
export const WIDTHS = [1280, 390] as const;
export const HEIGHT = 800;
export const POLL = { timeout: 30_000 };
export const ACCOUNTS = DEMO_ACCOUNTS;
export const ROLES = AUDIENCES;

let e2e: E2e | null = null;
const contexts: BrowserContext[] = [];
const pages = new Map<PageAudience, Page>();

/**
 * At most this many roles sign in at once. Each sign-in boots the whole client in its own page; all
 * seven at once (twice over when the dialogs sweep starts beside this one) kept a 2-core machine's
 * Chromium busy for half a minute per page, past the navigation timeout (seen in a CI run).
 */
const SIGN_INS_AT_ONCE = 2;

/** A page's navigations may take this long: the sweep runs three roles at once beside another file. */
const NAVIGATION_TIMEOUT_MS = 60_000;

async function openRole(started: E2e, role: PageAudience): Promise<{ role: PageAudience; context: BrowserContext; page: Page }> {
  const account = ACCOUNTS[role];
  if (account === null) {
    const context = await started.browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    await page.goto(started.url);
    await page.getByTestId('header-signin').waitFor(POLL);
    return { role, context, page };
  }
  const { context, page } = await signInThroughPage(started.browser, started.url, account);
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await page.getByTestId('header-user-name').waitFor(POLL);
  return { role, context, page };
}

/** Starts the server and signs every role in (each with its own account, a few at a time); a live message for Ava, her popover closed. */
export async function startSweep(): Promise<E2e> {
  const started = await startE2e();
  e2e = started;
  const waiting = [...ROLES];
  const opened: Awaited<ReturnType<typeof openRole>>[] = [];
  await Promise.all(
    Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
      for (let role = waiting.shift(); role !== undefined; role = waiting.shift()) opened.push(await openRole(started, role));
    }),
  );
  for (const { role, context, page } of opened) {
    contexts.push(context);
    pages.set(role, page);
  }
  // A live message for Ava: the teacher's sent list shows its reaction grid, Ava's header the airplane.
  const sent = await pageOf('teacher').evaluate(async () => {
    const response = await fetch('/liveMessage/sendMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Please open your workbook to page 12.', studentUserIds: ['u_ava_b'] }),
    });
    return response.status;
  });
  expect(sent).toBe(200);
  // Ava's popover opens by itself; closed, it stays closed on every later page (stored per user).
  const student = pageOf('student');
  await student.getByTestId('live-messages-popover').waitFor(POLL);
  await student.getByTestId('live-messages-trigger').click();
  await student.getByTestId('live-messages-popover').waitFor({ state: 'detached', ...POLL });
  return started;
}

export async function stopSweep(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close();
  pages.clear();
  await e2e?.close();
  e2e = null;
}

export function pageOf(role: PageAudience): Page {
  const page = pages.get(role);
  if (!page) throw new Error(`no page for ${role}`);
  return page;
}

/** Everything wrong with the page as it is now, one line per problem (empty: it passes). */
export async function problemsOf(page: Page, label: string): Promise<string[]> {
  await settled(page);
  const problems: string[] = [];
  await saveScreenshot(page, label);
  const shape = await pageShape(page);
  if (shape.h1Count !== 1) problems.push(`${label}: ${shape.h1Count} h1 elements`);
  if (shape.sidewaysScroll > 0) problems.push(`${label}: scrolls sideways by ${shape.sidewaysScroll}px`);
  else if (shape.scrollWidth > shape.innerWidth) problems.push(`${label}: the document is ${shape.scrollWidth}px wide in a ${shape.innerWidth}px window`);
  for (const header of shape.cutTableHeaders) problems.push(`${label}: the table header "${header}" is cut off with an ellipsis`);
  const ownTitle = shape.title.endsWith(` · ${PRODUCT}`) && shape.title.length > ` · ${PRODUCT}`.length;
  if (!ownTitle) problems.push(`${label}: document.title is "${shape.title}"`);
  for (const violation of await wcagViolations(page)) {
    problems.push(`${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.join(' | ')}`);
  }
  return problems;
}

/** The page at both widths: first 1280 px, then 390 px (and back to 1280 px). */
export async function problemsAtBothWidths(page: Page, label: string, prepare?: (width: number) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await prepare?.(width);
    problems.push(...(await problemsOf(page, `${label} @${width}`)));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  return problems;
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function open(page: Page, address: string): Promise<void> {
  if (!e2e) throw new Error('the sweep has not started');
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  try {
    await page.goto(`${e2e.url}${address}`);
  } catch (error) {
    throw new Error(`${address} did not load: ${(error as Error).message}\n${await serverStateOf(e2e)}`, { cause: error });
  }
}

/**
 * Goes to `address` the way a user goes from page to page: an in-app navigation (the history entry
 * and the `popstate` event the back button makes; web/app/router.ts), so the role's page boots the
 * app once and every later address renders in it — where a load would boot the whole client again,
 * have the server build the page's first answers and inject axe again (most of the page sweep's
 * time: docs/testing.md, "Where the time goes"). A page that is not the app yet (the first address,
 * or after an error page) is loaded. A fresh load of every page is what the page-answers,
 * first-paint and Lighthouse tests check; here a page must also render right after another one.
 */
export async function visit(page: Page, address: string): Promise<void> {
  if (!e2e) throw new Error('the sweep has not started');
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const inApp = await page.evaluate((to) => {
    if (document.getElementById('root') === null) return false;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, address);
  if (!inApp) await open(page, address);
}

/**
 * What the server was doing when a page did not load (a CI run once saw every later page of the
 * sweep time out, with no way to tell a stuck server from a stuck browser): whether it answers
 * `/healthz` from outside the browser, and its last lines of output.
 */
async function serverStateOf(started: E2e): Promise<string> {
  const health = await fetch(`${started.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
    async (response) => `answers /healthz ${response.status}: ${(await response.text()).slice(0, 300)}`,
    (error: Error) => `does not answer /healthz: ${error.message}`,
  );
  return `The server ${health}\nIts last output:\n${started.server.output.slice(-20).join('\n')}`;
}
