import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, takePageProblems, type E2e } from '../support/e2e-server';

/**
 * The app works under its Content-Security-Policy (server/http/security-headers.ts):
 * a visitor, a student, a teacher and an administrator open their home pages, the
 * student receives a live message over the realtime WebSocket, a child opens the
 * (Radix) switch-to-parent dialog, and no page reports a CSP violation or an
 * uncaught error (tests/support/e2e-server.ts checks that after every test).
 */

let e2e: E2e;
const contexts: BrowserContext[] = [];
const POLL = { timeout: 30_000 };
const WORDS = 'Please open your workbook to page 12.';

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await e2e?.close();
});

async function signIn(username: string): Promise<Page> {
  const { context, page } = await signInThroughPage(e2e.browser, e2e.url, username);
  contexts.push(context);
  await page.getByTestId('header-user-name').waitFor(POLL);
  return page;
}

describe('the app under its Content-Security-Policy', () => {
  it('serves the page with the policy: scripts from the site only, never framed', async () => {
    const context = await e2e.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(e2e.url);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    await page.getByTestId('header-signin').waitFor(POLL);
  });

  it('reports a violation when one happens (the check of every e2e test can fail)', async () => {
    const context = await e2e.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(e2e.url);
    await page.getByTestId('header-signin').waitFor(POLL);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    await expect.poll(() => takePageProblems().join('\n'), POLL).toMatch(/CSP violation on .*: script-src-elem refused inline/);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  it('a visitor, a student, a teacher and an administrator see their home pages; the student hears a live message over the WebSocket', async () => {
    const visitorContext = await e2e.browser.newContext();
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(e2e.url);
    await visitor.getByTestId('header-signin').waitFor(POLL);

    const student = await signIn('ava.b');
    const teacher = await signIn('ms.rivera');
    const administrator = await signIn('admin.lee');
    for (const page of [student, teacher, administrator]) {
      await page.getByTestId('home-heading').waitFor(POLL);
      // The realtime link is a ws: connection to this site's /pubsub/ws, which connect-src 'self' allows.
      await expect.poll(() => page.getByTestId('realtime-status').getAttribute('data-status'), POLL).toBe('connected');
    }

    const sent = await teacher.evaluate(async (message) => {
      const response = await fetch('/liveMessage/sendMessage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, studentUserIds: ['u_ava_b'] }),
      });
      return response.status;
    }, WORDS);
    expect(sent).toBe(200);
    await expect.poll(() => student.getByTestId('live-messages-popover').isVisible(), POLL).toBe(true);
    expect(await student.getByTestId('live-message-text').first().textContent()).toContain(WORDS);
  });

  it('a child opens the switch-to-parent dialog: its injected <style> carries the page’s nonce and applies', async () => {
    const child = await signIn('mina');
    await child.getByTestId('child-membership-link').click();
    await child.getByTestId('switch-to-parent-dialog').waitFor(POLL);
    // react-remove-scroll (under Radix Dialog) locks the page's scrolling with an injected <style>.
    await expect.poll(() => child.evaluate(() => getComputedStyle(document.body).overflow), POLL).toBe('hidden');
    expect(await child.evaluate(() => [...document.querySelectorAll('style')].every((style) => style.nonce !== ''))).toBe(true);
  });
});
