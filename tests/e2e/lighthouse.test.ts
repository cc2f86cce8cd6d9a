import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Cookie } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { signInWithSignInCall, startE2e, type E2e } from '../support/e2e-server';

// Issue 33: Lighthouse 12 (its default mobile profile: a mid-range phone on a slow 4G link,
// simulated) audits five pages of the real server and built client, on the Debian Chromium
// (chrome-launcher never downloads one). Signed-in pages: the cookies of a sign-in made through
// the app's own call are put in that Chromium's cookie jar (Lighthouse resets storage but keeps
// cookies) — an extra `Cookie` header reaches the document only, not the page's own calls
// (GET /session), and the page then sends the auditor to /signin. The figures are recorded in
// docs/performance.md.
//
// The suite holds the scores that do not depend on the machine's speed (accessibility, best
// practices, SEO). Performance is a timing — Lighthouse simulates a slow phone from the page's
// own trace, on a shared, noisy machine — and the suite has no timed assertions: its score and
// the Core Web Vitals are printed with every run and recorded in docs/performance.md against
// the goal (performance 90, LCP 2.5 s, CLS 0.1, TBT 200 ms), which is not met yet.

const GOALS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof GOALS;
const CATEGORIES = Object.keys(GOALS) as Category[];
/** The categories the suite asserts: those a faster or slower machine does not move. */
const ASSERTED: readonly Category[] = ['accessibility', 'best-practices', 'seo'];
const AUDIT_TIMEOUT_MS = 240_000;

const PAGES: { name: string; path: string; account: string | null }[] = [
  { name: 'the visitor home', path: '/', account: DEMO_ACCOUNTS.visitor },
  { name: 'a skill’s practice page, signed out', path: '/math/grade-4/skills/18MCV', account: DEMO_ACCOUNTS.visitor },
  { name: 'a student’s home', path: '/', account: DEMO_ACCOUNTS.student },
  { name: 'the teacher’s live classroom', path: '/analytics/live-classroom', account: DEMO_ACCOUNTS.teacher },
  { name: 'a teacher report', path: '/analytics/reports/score-grid', account: DEMO_ACCOUNTS.teacher },
];

let e2e: E2e;
let chrome: LaunchedChrome;
const figures: string[] = [];
/** Each page's whole report (JSON), to read what pulled a score down: kept after the run. */
const reportsDir = join(tmpdir(), 'live-classroom-lighthouse');

beforeAll(async () => {
  e2e = await startE2e();
  chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' });
});

afterAll(async () => {
  // The figures, for docs/performance.md.
  if (figures.length > 0) console.log(['Lighthouse figures:', ...figures, `reports: ${reportsDir}`].join('\n'));
  chrome?.kill();
  await e2e?.close();
});

/** The cookies of a sign-in through the app's own call (the session cookie and the product's own). */
async function cookiesOf(account: string): Promise<Cookie[]> {
  const { context } = await signInWithSignInCall(e2e.browser, e2e.url, account);
  const cookies = await context.cookies(e2e.url);
  await context.close();
  return cookies;
}

/** Lighthouse's Chromium holds exactly these cookies (none: signed out). */
async function useCookies(cookies: Cookie[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (cookies.length > 0) {
      await cdp.send('Network.setCookies', {
        cookies: cookies.map(({ name, value, path, httpOnly, secure, sameSite }) => ({ name, value, url: e2e.url, path, httpOnly, secure, sameSite })),
      });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's errors in recording a run (its trace), not findings about the page: the run is repeated once. */
const LIGHTHOUSE_RETRY_CODES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

describe('Lighthouse, mobile profile', () => {
  for (const audited of PAGES) {
    it(
      `${audited.name} (${audited.path}) scores accessibility ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}, SEO ≥ ${GOALS.seo} (performance recorded)`,
      async () => {
        await useCookies(audited.account === null ? [] : await cookiesOf(audited.account));
        const run = () => lighthouse(`${e2e.url}${audited.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        let result = await run();
        // Lighthouse's own trace recording fails now and then on a loaded machine ("NO_NAVSTART … Please run
        // Lighthouse again", seen in a CI run): such a run says nothing about the page, so it is run once more.
        if (result?.lhr.runtimeError && LIGHTHOUSE_RETRY_CODES.has(result.lhr.runtimeError.code)) result = await run();
        expect(result, 'Lighthouse gave no result').toBeDefined();
        const { lhr } = result!;
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(join(reportsDir, `${PAGES.indexOf(audited) + 1}.json`), JSON.stringify(lhr));
        expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
        // The audited page is the page asked for (a signed-in page without its session would go to /signin).
        expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(audited.path);
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        figures.push(
          `| ${audited.name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('total-byte-weight')} |`,
        );
        // What pulled a score down, named in the failure.
        const failing = ASSERTED.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
        );
        const why = `${audited.path}: ${JSON.stringify(scores)}\n${failing.join('\n')}`;
        for (const category of ASSERTED) expect(scores[category], why).toBeGreaterThanOrEqual(GOALS[category]);
      },
      AUDIT_TIMEOUT_MS,
    );
  }
});
