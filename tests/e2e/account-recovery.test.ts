import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShape, settled, wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';
import { linkIn, startTestMailCatcher, type TestMailCatcher } from '../support/mail-catcher';

/**
 * Account recovery over real e-mail in Chromium (issue 14): a teacher who forgot
 * the password asks for it from the sign-in dialog, the mail arrives in a real
 * MailDev, its link opens the reset page, the new password is set, and the
 * teacher signs in with it (the old one no longer works; the link works once).
 * Then the credential dialogs' rules a person sees: USERNAME_NOT_FOUND's link to
 * forgot-username, the button that moves at 481 px, and the district sign-in
 * page. With RECOVERY_SCREENSHOTS=<dir>, screenshots at 1280, 480 and 390 px.
 */

const WAIT = { timeout: 30_000 };
const SCREENSHOTS = process.env.RECOVERY_SCREENSHOTS;
const NEW_PASSWORD = 'new-password-2026';

let catcher: TestMailCatcher;
let e2e: E2e;

beforeAll(async () => {
  catcher = await startTestMailCatcher();
  // The server this test starts sends its mail to the catcher (server/main.ts reads SMTP_URL).
  process.env.SMTP_URL = catcher.smtpUrl;
  // This test reads given inboxes: no weekly summary may land in one (progress mail: tests/integration/progress-mail.test.ts).
  process.env.PROGRESS_MAIL = 'off';
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
  await catcher?.stop();
  delete process.env.SMTP_URL;
  delete process.env.PROGRESS_MAIL;
});

/** No serious axe violation and no sideways scroll at each width (and a screenshot when asked). */
async function look(page: Page, name: string, widths: readonly number[] = [1280, 480, 390]) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
    const shape = await pageShape(page);
    if (shape.sidewaysScroll > 0) problems.push(`${name} @${width}: scrolls sideways by ${shape.sidewaysScroll}px`);
    for (const violation of await wcagViolations(page)) problems.push(`${name} @${width}: ${violation.id} ${violation.help} — ${violation.nodes.join(' | ')}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(problems).toEqual([]);
}

/** Opens the sign-in dialog as a visitor does: the header's sign-in with empty fields. */
async function openSignInDialog(page: Page) {
  await page.goto(`${e2e.url}/`);
  await page.getByTestId('header-signin').click();
  await page.getByTestId('signin-dialog').waitFor(WAIT);
}

const signInStatus = (username: string, password: string) =>
  fetch(`${e2e.url}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e2e.url },
    body: JSON.stringify({ username, password, rememberUser: false }),
  }).then((response) => response.status);

describe('a teacher who forgot the password gets it back by e-mail', () => {
  let resetUrl = '';

  it('asks from the sign-in dialog; the confirmation names the address; the mail arrives with the link', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openSignInDialog(page);
    await page.getByTestId('signin-dialog-forgot-password').click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.waitFor(WAIT);
    await look(page, 'forgot-password');

    await dialog.getByLabel('Username').fill('ms.rivera');
    await dialog.getByLabel('Email address').fill('Ms.Rivera@Example.com');
    await dialog.getByTestId('forgot-password-dialog-send').click();
    const confirmation = page.getByTestId('credential-confirmation-dialog');
    await confirmation.waitFor(WAIT);
    expect(await page.getByTestId('credential-confirmation-body').textContent()).toContain('ms.rivera@example.com');
    await look(page, 'forgot-password-confirmation', [1280, 390]);

    const mail = await catcher.next('ms.rivera@example.com', 0);
    const { url } = linkIn(mail, '/reset-password');
    expect(url.origin).toBe(e2e.url);
    resetUrl = url.href;

    // Dismissing the confirmation returns to the sign-in dialog it came from (spec §4).
    await page.getByTestId('credential-confirmation-close').click();
    await page.getByTestId('signin-dialog').waitFor(WAIT);
    await context.close();
  });

  it('follows the link, sets a new password, and signs in with it; the old password no longer works', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(resetUrl);
    await expect.poll(() => page.getByTestId('reset-username').textContent(), WAIT).toBe('New password for ms.rivera');
    await look(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor(WAIT);
    await look(page, 'reset-password-done', [1280, 390]);

    await page.getByTestId('reset-signin').click();
    await expect.poll(() => page.getByTestId('signin-username').inputValue(), WAIT).toBe('ms.rivera');
    await page.getByTestId('signin-password').fill(NEW_PASSWORD);
    await page.getByTestId('signin-password').press('Enter');
    await expect.poll(() => page.getByTestId('header-user-name').textContent(), WAIT).toBe('Ms. Rivera');
    expect(await signInStatus('ms.rivera', 'classroom')).toBe(401);
    await context.close();
  });

  it('the link works once', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(resetUrl);
    await expect.poll(() => page.getByTestId('reset-invalid').textContent(), WAIT).toContain('This link has expired or was already used.');
    await context.close();
  });
});

describe('the credential dialogs', () => {
  it('an unknown username offers forgot-username, which switches to that dialog and mails the usernames', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openSignInDialog(page);
    await page.getByTestId('signin-dialog-forgot-password').click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.getByLabel('Username').fill('no.such.user');
    await dialog.getByLabel('Email address').fill('someone@example.com');
    await dialog.getByTestId('forgot-password-dialog-send').click();
    await expect.poll(() => dialog.getByTestId('forgot-password-dialog-error').getAttribute('data-error-type'), WAIT).toBe('USERNAME_NOT_FOUND');
    await look(page, 'forgot-password-error', [1280, 390]);
    await dialog.getByTestId('forgot-password-dialog-forgot-username').click();

    const username = page.getByTestId('forgot-username-dialog');
    await username.waitFor(WAIT);
    await username.getByTestId('forgot-username-dialog-send').click();
    expect(await username.getByTestId('forgot-username-dialog-error').getAttribute('data-error-type')).toBe('MISSING_EMAIL');
    const before = (await catcher.to('mr.okafor@example.com')).length;
    await username.getByLabel('Email address').fill('mr.okafor@example.com');
    await username.getByTestId('forgot-username-dialog-send').click();
    await page.getByTestId('credential-confirmation-dialog').waitFor(WAIT);
    const mail = await catcher.next('mr.okafor@example.com', before);
    expect(mail.text).toContain('mr.okafor');
    await context.close();
  });

  it('the send button fills the width below 481 px and sits at the end of the row from 481 px', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openSignInDialog(page);
    await page.getByTestId('signin-dialog-forgot-username').click();
    const dialog = page.getByTestId('forgot-username-dialog');
    await dialog.waitFor(WAIT);
    const boxes = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      const send = (await dialog.getByTestId('forgot-username-dialog-send').boundingBox())!;
      const cancel = (await dialog.getByTestId('forgot-username-dialog-cancel').boundingBox())!;
      const field = (await dialog.getByLabel('Email address').boundingBox())!;
      return { send, cancel, field };
    };
    const narrow = await boxes(480);
    expect(Math.abs(narrow.send.width - narrow.field.width)).toBeLessThanOrEqual(1);
    expect(narrow.send.y).toBeLessThan(narrow.cancel.y);
    const wide = await boxes(481);
    expect(wide.send.width).toBeLessThan(wide.field.width / 2);
    expect(Math.abs(wide.send.y - wide.cancel.y)).toBeLessThanOrEqual(1);
    expect(wide.send.x).toBeGreaterThan(wide.cancel.x);
    await context.close();
  });
});

describe('a district sign-in page', () => {
  it('names the district and signs in its accounts only; an unknown name is not found', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/signin/riverside`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Sign in to Riverside Unified');
    await look(page, 'district-signin', [1280, 390]);

    await page.getByTestId('district-signin-username').fill('park.family');
    await page.getByTestId('district-signin-password').fill('classroom');
    await page.getByTestId('district-signin-password').press('Enter');
    await expect.poll(() => page.getByTestId('district-signin-error').textContent(), WAIT).toContain("This account can't sign in here.");

    await page.getByTestId('district-signin-password').fill('classroom');
    await page.getByTestId('district-signin-username').fill('district.chen');
    await page.getByTestId('district-signin-password').press('Enter');
    await expect.poll(() => page.getByTestId('header-user-name').textContent(), WAIT).toBe('Ms. Chen');
    expect(new URL(page.url()).pathname).toBe('/');

    await context.close();
    const visitor = await e2e.browser.newPage();
    // The server knows the districts: an unknown name is the not-found page with 404.
    expect((await visitor.goto(`${e2e.url}/signin/nowhere-at-all`))?.status()).toBe(404);
    await expect.poll(() => visitor.getByTestId('district-not-found').count(), WAIT).toBe(1);
    await visitor.close();
  });
});
