import type { NatsConnection } from '@nats-io/nats-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { ServerProcess } from './server-process';
import { makeTempDir } from './temp-dir';

/** The real server with a fresh data directory and its own NATS, plus a real Chromium. */
export async function startE2e() {
  const dir = makeTempDir('live-classroom-e2e-');
  const server = new ServerProcess(dir.path);
  const [url, browser] = await Promise.all([server.start(), launchChromium()]);
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
    },
  };
}

export type E2e = Awaited<ReturnType<typeof startE2e>>;

/** Signs in through the sign-in page, as a person would. */
export async function signInThroughPage(browser: Browser, url: string, username: string, password = 'classroom') {
  const context: BrowserContext = await browser.newContext();
  const page: Page = await context.newPage();
  await page.goto(`${url}/signin`);
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  return { context, page };
}
