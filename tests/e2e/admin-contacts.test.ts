import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/accessibility';
import { signInWithSignInCall, startE2e, type E2e } from '../support/e2e-server';

// Issue 15 in the browser: admin.lee signs in (the sign-in sets the
// should-show-admin-contacts cookie: the school has no rostering contact yet),
// the contacts wizard opens, and she saves a new rostering contact that is also
// the implementation contact (docs/admin-contacts.md).
// ADMIN_CONTACTS_SCREENSHOTS=<dir> keeps screenshots at 1280 and 390 px.

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const SCREENSHOTS = process.env.ADMIN_CONTACTS_SCREENSHOTS;
const WAIT = { timeout: 30_000, interval: 100 };

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function expectNoWcagProblems(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await wcagViolations(page, '[data-testid="admin-contacts"]')).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const signIn = signInWithSignInCall;

describe('the administrator contacts wizard in the browser', () => {
  it('admin.lee completes the wizard with a new rostering contact and same-as-rostering; it does not open again', async () => {
    const { page } = await signIn(e2e.browser, e2e.url, 'admin.lee');
    const wizard = page.getByTestId('admin-contacts');
    await wizard.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.cookie)).toContain('should-show-admin-contacts=true');
    expect(await page.getByTestId('admin-contacts-step').textContent()).toBe('Rostering contact');
    expect(await page.getByTestId('admin-contacts-option-contact_maple_price').isChecked()).toBe(true);
    await expectNoWcagProblems(page);
    await shoot(page, 'admin-contacts-rostering');

    // A new rostering contact: Confirm waits for the required fields; a bad e-mail shows its error after blur.
    await page.getByTestId('admin-contacts-option-new').check();
    expect(await page.getByTestId('admin-contacts-next').isDisabled()).toBe(true);
    await page.getByTestId('admin-contacts-rostering-firstName').fill('Robin');
    await page.getByTestId('admin-contacts-rostering-lastName').fill('Hale');
    await page.getByTestId('admin-contacts-rostering-email').fill('robin.hale@maple');
    await page.getByTestId('admin-contacts-rostering-phoneNumber').focus();
    await page.getByTestId('admin-contacts-rostering-email-error').waitFor();
    expect(await page.getByTestId('admin-contacts-next').isDisabled()).toBe(true);
    await expectNoWcagProblems(page);
    await shoot(page, 'admin-contacts-new-contact-error');
    await page.getByTestId('admin-contacts-rostering-email').fill('robin.hale@maple.example.org');
    expect(await page.getByTestId('admin-contacts-rostering-email-error').count()).toBe(0);
    await page.getByTestId('admin-contacts-rostering-phoneNumber').fill('(555) 010-4000');
    await page.getByTestId('admin-contacts-next').click();

    // Implementation: same as the (new) rostering contact.
    await expect.poll(() => page.getByTestId('admin-contacts-step').textContent(), WAIT).toBe('Implementation contact');
    await page.getByTestId('admin-contacts-option-same').check();
    await shoot(page, 'admin-contacts-implementation');
    await page.getByTestId('admin-contacts-next').click();

    // Confirmation lists both roles with name and e-mail.
    await expect.poll(() => page.getByTestId('admin-contacts-step').textContent(), WAIT).toBe('Confirm your contacts');
    expect(await page.getByTestId('admin-contacts-summary-rostering').textContent()).toContain('Robin Hale robin.hale@maple.example.org');
    expect(await page.getByTestId('admin-contacts-summary-implementation').textContent()).toContain('Robin Hale robin.hale@maple.example.org');
    await expectNoWcagProblems(page);
    await shoot(page, 'admin-contacts-confirmation');
    await page.getByTestId('admin-contacts-save').click();
    await wizard.waitFor({ state: 'detached', timeout: 30_000 });

    const saved = await page.evaluate(async () => (await fetch('/admin-contacts/modal')).json());
    const rostering = saved.roleToContactId.ROSTERING as string;
    expect(saved.roleToContactId.IMPLEMENTATION).toBe(rostering);
    expect(saved.contactIdToModel[rostering]).toEqual({ firstName: 'Robin', lastName: 'Hale', email: 'robin.hale@maple.example.org', phoneNumber: '(555) 010-4000' });

    // Saved: the cookie is gone and the wizard stays closed on the next page.
    expect(await page.evaluate(() => document.cookie)).not.toContain('should-show-admin-contacts=true');
    await page.reload();
    await page.getByTestId('site-header').first().waitFor().catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await wizard.count()).toBe(0);
  });
});
