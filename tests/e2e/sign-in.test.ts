import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * One account of each kind signs in through the page. The other demo accounts' rows (mr.okafor,
 * new.teacher, noah.c, mia.d, leo.k, district.chen, joon) moved to a unit and a component test
 * (docs/testing.md): server/demo/demo-accounts-sign-in.test.ts (each signs in; its session's
 * name and kind) and web/app/signed-in-home.test.tsx (that name in the header, that kind's
 * home page).
 */
const accounts: [username: string, displayName: string, home: RegExp][] = [
  ['ms.rivera', 'Ms. Rivera', /teacher/i],
  ['ava.b', 'Ava B.', /student/i],
  ['admin.lee', 'Dr. Lee', /administrator/i],
  ['park.family', 'Park Family', /parent|family/i],
  ['mina', 'Mina', /child|family|learner/i],
];

describe('signing in through the page', () => {
  for (const [username, displayName, home] of accounts) {
    it(`${username} sees their home page and name`, async () => {
      const { context, page } = await signInThroughPage(e2e.browser, e2e.url, username);
      await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe(displayName);
      await expect.poll(() => page.getByTestId('home-heading').textContent()).toMatch(home);
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });
  }

  it('shows the error text for a wrong password and clears the password field', async () => {
    const { context, page } = await signInThroughPage(e2e.browser, e2e.url, 'ava.b', 'not-the-password');
    await expect.poll(() => page.getByTestId('signin-error').textContent()).toContain("We didn't recognize the username or password");
    expect(await page.getByTestId('signin-password').inputValue()).toBe('');
    expect(await page.getByTestId('signin-username').inputValue()).toBe('ava.b');
    await context.close();
  });

  it('signs out: the header offers sign-in again and the session is gone', async () => {
    const { context, page } = await signInThroughPage(e2e.browser, e2e.url, 'leo.k');
    await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe('Leo K.');
    // Sign out sits in the user navigation menu (spec §2.18).
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('header-signout').click();
    await expect.poll(() => page.getByTestId('header-user-name').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('home-heading').textContent()).toMatch(/welcome|visitor/i);
    const session = await page.evaluate(() => fetch('/session').then((response) => response.json()));
    expect(session.userType).toBe(0);
    await context.close();
  });
});
