import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** The Debian `chromium` package's binary; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install chromium`);
}

/** A Chromium of this process's own. */
export async function launchChromium(): Promise<Browser> {
  checkChromium();
  return chromium.launch(LAUNCH_OPTIONS);
}

/** One Chromium for a whole e2e run (tests/support/e2e-global-setup.ts); files connect to it with `connectChromium`. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * The run's shared Chromium when there is one (`wsEndpoint`), else a new one. Each connection
 * sees only the contexts it opens, and `close()` closes those and disconnects: a file's contexts
 * (cookies, storage, cache, clock) are its own, as with a browser of its own.
 */
export async function connectChromium(wsEndpoint: string | undefined): Promise<Browser> {
  if (!wsEndpoint) return launchChromium();
  return chromium.connect(wsEndpoint);
}
