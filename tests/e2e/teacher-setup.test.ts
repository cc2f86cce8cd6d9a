import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/accessibility';
import { signInWithSignInCall, startE2e, type E2e } from '../support/e2e-server';

// Issue 15 in the browser: new.teacher signs in, picks a school and subjects, sees the roster prompt, reaches the
// roster and adds students there, who then show up as live-message recipients (docs/teacher-setup.md, docs/roster.md).
// TEACHER_SETUP_SCREENSHOTS=<dir> keeps screenshots at 1280 and 390 px.

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const SCREENSHOTS = process.env.TEACHER_SETUP_SCREENSHOTS;
const WAIT = { timeout: 30_000, interval: 100 };

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function expectNoWcagProblems(page: Page, selector?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await wcagViolations(page, selector)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const signIn = signInWithSignInCall;

const cookieOf = async (page: Page, name: string) => (await page.context().cookies()).find((cookie) => cookie.name === name)?.value ?? null;

describe('teacher setup and the roster in the browser', () => {
  it('new.teacher: school and subjects → the roster prompt → the roster; a student added there is a live-message recipient', async () => {
    const { context, page } = await signIn(e2e.browser, e2e.url, 'new.teacher');
    const schoolDialog = page.getByTestId('teacher-setup-school-dialog');
    await schoolDialog.waitFor(WAIT);
    expect(await cookieOf(page, 'try-teacher-setup')).toBe('true');

    // §2.1: the list's placeholder first (-1); no close button with a school list; Escape does not close it.
    const select = page.getByTestId('teacher-setup-school-select');
    expect(await select.locator('option').first().getAttribute('value')).toBe('-1');
    expect(await page.getByTestId('teacher-setup-school-dialog-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await schoolDialog.isVisible()).toBe(true);
    await expectNoWcagProblems(page, '[data-testid="teacher-setup-school-dialog"]');
    await shoot(page, 'teacher-setup-school');

    // Submitting the placeholder shows the server's error as the form's error.
    await page.getByTestId('teacher-setup-subject-math').check();
    await page.getByTestId('teacher-setup-school-submit').click();
    await expect.poll(() => page.getByTestId('teacher-setup-error').textContent(), WAIT).toBe('Please choose your school.');

    await select.selectOption({ label: 'Maple Elementary' });
    await page.getByTestId('teacher-setup-subject-sci').check();
    await page.getByTestId('teacher-setup-school-submit').click();

    // §2.3: the roster prompt of a new 30-day trial.
    const rosterDialog = page.getByTestId('teacher-setup-roster-dialog');
    await rosterDialog.waitFor(WAIT);
    expect(await rosterDialog.getByRole('heading').textContent()).toBe('Your 30-day free trial has started');
    await expectNoWcagProblems(page, '[data-testid="teacher-setup-roster-dialog"]');
    await shoot(page, 'teacher-setup-roster-prompt');
    await page.getByTestId('teacher-setup-go-to-roster').click();

    // The roster; the cookie is now false (through POST /cookie), so no dialog comes back.
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/roster/view');
    await page.getByRole('heading', { level: 1, name: 'My roster' }).waitFor(WAIT);
    await expect.poll(() => cookieOf(page, 'try-teacher-setup'), WAIT).toBe('false');
    expect(await rosterDialog.count()).toBe(0);

    // A class, an existing student of the school, a new student account.
    await page.getByTestId('roster-class-name').fill('Math 4B');
    await page.getByTestId('roster-class-grade').selectOption('4');
    await page.getByTestId('roster-create-submit').click();
    const classSection = page.locator('section.roster-class', { hasText: 'Math 4B' });
    await classSection.waitFor(WAIT);
    await classSection.getByTestId('roster-add-existing-select').selectOption({ label: 'Ava B. (ava.b)' });
    await classSection.getByTestId('roster-add-existing-submit').click();
    await classSection.getByTestId('roster-student-ava.b').waitFor(WAIT);
    await classSection.getByTestId('roster-new-name').fill('Sam T.');
    await classSection.getByTestId('roster-new-username').fill('sam.t');
    await classSection.getByTestId('roster-add-new-submit').click();
    await classSection.getByTestId('roster-student-sam.t').waitFor(WAIT);
    const shownPassword = (await page.getByTestId('roster-password-sam.t').textContent()) ?? '';
    expect(shownPassword).toMatch(/^Password for sam\.t: [a-z2-9]{10}$/);
    await expectNoWcagProblems(page);
    await shoot(page, 'roster');

    // The new student signs in with the password the teacher was shown.
    const password = shownPassword.split(': ')[1]!;
    const student = await signIn(e2e.browser, e2e.url, 'sam.t', password);
    await expect.poll(() => student.page.getByTestId('header-user-name').textContent(), WAIT).toBe('Sam T.');
    await student.context.close();

    // The roster change reaches the live-message recipients at once.
    await page.goto(`${e2e.url}/live-messages/new`);
    const recipients = page.locator('fieldset.compose-students', { hasText: 'Math 4B' });
    await recipients.waitFor(WAIT);
    expect(await recipients.getByLabel('Ava B.').count()).toBe(1);
    expect(await recipients.getByLabel('Sam T.').count()).toBe(1);
    expect(await page.getByTestId('teacher-setup-school-dialog').count()).toBe(0);

    // Removing a student on the roster removes them there too.
    await page.goto(`${e2e.url}/roster/view`);
    await page.getByRole('button', { name: 'Remove Ava B. from Math 4B' }).click();
    await expect.poll(() => page.locator('section.roster-class', { hasText: 'Math 4B' }).getByTestId('roster-student-ava.b').count(), WAIT).toBe(0);
    await page.goto(`${e2e.url}/live-messages/new`);
    await page.locator('fieldset.compose-students', { hasText: 'Math 4B' }).waitFor(WAIT);
    expect(await page.locator('fieldset.compose-students', { hasText: 'Math 4B' }).getByLabel('Ava B.').count()).toBe(0);
    await context.close();
  });

  it('ms.rivera (set up, with students) sees no dialog, and the cookie goes', async () => {
    const { context, page } = await signIn(e2e.browser, e2e.url, 'ms.rivera');
    await expect.poll(() => page.getByTestId('header-user-name').textContent(), WAIT).toBe('Ms. Rivera');
    await expect.poll(() => cookieOf(page, 'try-teacher-setup'), WAIT).toBe(null);
    expect(await page.locator('.teacher-setup-dialog').count()).toBe(0);
    // Her roster: Grade 4 Room 12 with its 24 students, usable at both widths.
    await page.goto(`${e2e.url}/roster/view`);
    const room12 = page.getByTestId('roster-class-class_g4_room12');
    await room12.waitFor(WAIT);
    expect(await room12.locator('tbody tr').count()).toBe(24);
    await expectNoWcagProblems(page);
    await shoot(page, 'roster-ms-rivera');
    await context.close();
  });

  it('ms.patel (new subjects, ignorable) may close the select-subjects modal; the cookie goes when it comes', async () => {
    const { context, page } = await signIn(e2e.browser, e2e.url, 'ms.patel');
    const dialog = page.getByTestId('teacher-setup-subjects-dialog');
    await dialog.waitFor(WAIT);
    expect(await dialog.getByRole('heading').textContent()).toBe('New subjects are available');
    await expect.poll(() => cookieOf(page, 'try-teacher-setup'), WAIT).toBe(null);
    await expectNoWcagProblems(page, '[data-testid="teacher-setup-subjects-dialog"]');
    await shoot(page, 'teacher-setup-subjects');
    await page.getByTestId('teacher-setup-subjects-dialog-close').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await context.close();
  });

  it('mr.nguyen (new school year, not ignorable): no close button; submit disabled until a subject is checked', async () => {
    const { context, page } = await signIn(e2e.browser, e2e.url, 'mr.nguyen');
    const dialog = page.getByTestId('teacher-setup-subjects-dialog');
    await dialog.waitFor(WAIT);
    expect(await page.getByTestId('teacher-setup-subjects-dialog-close').count()).toBe(0);
    for (const name of ['math', 'ela', 'sci']) await page.getByTestId(`teacher-setup-select-${name}`).uncheck();
    expect(await page.getByTestId('teacher-setup-subjects-submit').isDisabled()).toBe(true);
    await page.getByTestId('teacher-setup-select-math').check();
    await page.getByTestId('teacher-setup-subjects-submit').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => cookieOf(page, 'try-teacher-setup'), WAIT).toBe(null);
    await context.close();
  });
});
