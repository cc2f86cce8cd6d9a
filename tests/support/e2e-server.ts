import type { NatsConnection } from '@nats-io/nats-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { connectChromium } from './browser';
import { prepareDataDir } from './seeded-data-dir';
import { ServerProcess } from './server-process';
import { makeTempDir } from './temp-dir';

/** Content-Security-Policy violations and uncaught errors of any page since the last check. */
const pageProblems: string[] = [];

/**
 * The problems reported so far, taken. Every e2e test fails on a CSP violation or an uncaught page
 * error in any page of its browser (issue 20): each context the browser of `startE2e` opens reports
 * them, and they are checked after every test (tests/support/e2e-page-problems.ts) and at `close`;
 * a test that provokes one on purpose takes it and checks it was seen.
 */
export function takePageProblems(): string[] {
  return pageProblems.splice(0);
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
}

async function reportProblemsOf(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportSecurityPolicyViolation', ({ page }, violation: Violation) => {
    const where = violation.source ? ` at ${violation.source}:${violation.line}` : '';
    pageProblems.push(`CSP violation on ${page.url()}: ${violation.directive} refused ${violation.blocked || '?'}${violation.sample ? ` "${violation.sample}"` : ''}${where}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportSecurityPolicyViolation(violation: Violation): void }).reportSecurityPolicyViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile, line: event.lineNumber });
      },
      true,
    );
  });
  const watch = (page: Page) => page.on('pageerror', (error) => pageProblems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`));
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * The real server with a data directory of its own and its own NATS, plus a real Chromium whose
 * pages report CSP violations and page errors.
 *
 * The data directory starts as a copy of the demo school the e2e run seeded once, and the
 * browser is the run's one Chromium, connected to (tests/support/e2e-global-setup.ts): this
 * file's log, server, contexts and pages are its own, but neither the seeding nor a browser
 * launch is paid again per file. Without the global setup (or past midnight) the server seeds
 * its empty directory and a Chromium is launched, as before.
 */
export async function startE2e(options: { startTimeoutMs?: number } = {}) {
  const dir = makeTempDir('live-classroom-e2e-');
  prepareDataDir(dir.path, inject('e2eSeededDataDir'));
  const server = new ServerProcess(dir.path);
  const [url, browser] = await Promise.all([server.start(options.startTimeoutMs), connectChromium(inject('e2eChromiumEndpoint'))]);
  // browser.newPage opens its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await reportProblemsOf(context);
    return context;
  };
  let serviceConnection: NatsConnection | null = null;
  return {
    url,
    browser,
    server,
    dataDir: dir.path,
    /** A NATS connection as the app's service user (to publish a push in a test). */
    async service(): Promise<NatsConnection> {
      serviceConnection ??= await server.natsServiceConnection();
      return serviceConnection;
    },
    async close() {
      await serviceConnection?.close();
      await browser.close();
      await server.stop();
      server.killLeftovers();
      dir.remove();
      expect(pageProblems.splice(0), 'CSP violations and page errors in the browser').toEqual([]);
    },
  };
}

export type E2e = Awaited<ReturnType<typeof startE2e>>;

const ADMINISTRATOR_KINDS = new Set(['SCHOOL_ADMINISTRATOR', 'DISTRICT_ADMINISTRATOR']);

/**
 * Signs in through the sign-in page, as a person would. An administrator's
 * sign-in opens the administrator contacts wizard (issue 13, spec §4) on every
 * page until saved or closed; for the tests that are not about it (all that
 * use this helper: tests/e2e/admin-contacts.test.ts signs in on its own) it is
 * turned off the way the wizard's own close does — the product's
 * `POST /cookie` setting should-show-admin-contacts to false — and the page
 * reloaded, so it never traps the keyboard or covers the page under test.
 */
export async function signInThroughPage(browser: Browser, url: string, username: string, password = 'classroom') {
  const context: BrowserContext = await browser.newContext();
  const page: Page = await context.newPage();
  await page.goto(`${url}/signin`);
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/signin' && candidate.request().method() === 'POST', { timeout: 30_000 }),
    page.getByTestId('signin-submit').click(),
  ]);
  const answer = response.ok() ? ((await response.json()) as { userKind?: string }) : {};
  if (answer.userKind !== undefined && ADMINISTRATOR_KINDS.has(answer.userKind)) {
    await page.waitForURL((address) => address.pathname !== '/signin', { timeout: 30_000 });
    const status = await page.evaluate(() =>
      fetch('/cookie', { method: 'POST', body: new URLSearchParams({ name: 'should-show-admin-contacts', value: 'false', path: '/' }), credentials: 'same-origin' }).then((r) => r.status),
    );
    if (status !== 204) throw new Error(`POST /cookie answered ${status}`);
    await page.reload();
  }
  return { context, page };
}

/**
 * Signs in with the sign-in form's own call (`POST /signin` from the page, whose answer sets the
 * session cookie and the product's own cookies: try-teacher-setup, should-show-admin-contacts),
 * then opens the home page. For tests of what comes after signing in (the setup dialogs, the
 * contacts wizard, the profile); the form itself is tested in sign-in.test.ts and
 * sign-in-dialogs.test.ts, and `signInThroughPage` uses it.
 */
export async function signInWithSignInCall(browser: Browser, url: string, username: string, password = 'classroom') {
  const context: BrowserContext = await browser.newContext();
  const page: Page = await context.newPage();
  await page.goto(`${url}/signin`);
  const status = await page.evaluate(
    async ([name, secret]) =>
      (await fetch('/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: name, password: secret, rememberUser: false }) })).status,
    [username, password] as const,
  );
  if (status !== 200) throw new Error(`POST /signin for ${username} answered ${status}`);
  await page.goto(`${url}/`);
  return { context, page };
}
