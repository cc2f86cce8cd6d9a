import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const WAIT = { timeout: 30_000, interval: 100 };
const AVA = 'u_ava_b';

const attribute = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).getAttribute(name, { timeout: 1_000 }).catch(() => null);
const count = (page: Page, testId: string) => page.getByTestId(testId).count();

/** Marks the page; the mark disappears with a reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { focusMark?: boolean }).focusMark = true));
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { focusMark?: boolean }).focusMark === true);

async function waitConnected(page: Page) {
  await expect.poll(() => attribute(page, 'realtime-status', 'data-status'), WAIT).toBe('connected');
}

async function startSession(teacher: Page) {
  await teacher.getByTestId('focus-start-open').click();
  const dialog = teacher.getByTestId('focus-start-dialog');
  await dialog.waitFor();
  await teacher.getByTestId('focus-class').selectOption({ label: 'Grade 4 Room 12' });
  await teacher.getByTestId('focus-subject-math').check();
  await teacher.getByTestId('focus-grade-4').check();
  await teacher.getByTestId('focus-duration').fill('30');
  await teacher.getByTestId('focus-start-submit').click();
  await teacher.getByTestId('teacher-focus-ribbon').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

async function endSession(teacher: Page) {
  await teacher.getByTestId('teacher-focus-end').click();
  await teacher.getByTestId('teacher-focus-end-confirm').click();
  await teacher.getByTestId('teacher-focus-ribbon').waitFor({ state: 'detached' });
}

describe('focus sessions in the browser', () => {
  it('a teacher focuses a class; the student opts out, rejoins, is removed, and sees the ended banner for 30 s', async () => {
    const teacher = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
    const student = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
    const [t, s] = [teacher.page, student.page];
    await waitConnected(t);
    await waitConnected(s);
    await markPage(t);
    await markPage(s);

    // The teacher opens the focus zone from her home page and starts a session for the class.
    await t.getByTestId('home-focus-zone-link').click();
    expect(await count(t, 'teacher-focus-ribbon')).toBe(0);
    await startSession(t);
    const expectedEnd = await t.evaluate(async () => {
      const info = (await (await fetch('/focus-zone/teacher-session-info')).json()) as { endTime: number };
      return new Date(info.endTime).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
    });
    expect(await t.getByTestId('teacher-focus-end-time').textContent()).toBe(`Focus session ends at ${expectedEnd}`);
    expect(await t.evaluate(() => document.body.classList.contains('teacher-focus-mode'))).toBe(true);
    expect(await attribute(t, `focus-student-${AVA}`, 'data-status')).toBe('in');

    // The student's ribbon appears without a reload, and the header shows focus mode.
    await expect.poll(() => attribute(s, 'focus-ribbon', 'data-state'), WAIT).toBe('in-progress');
    expect(await s.getByTestId('focus-ribbon-text').textContent()).toBe('Focus session: Math · Grade 4');
    expect(await s.locator('header.site-header--focus-mode').count()).toBe(1);
    expect(await isMarked(s)).toBe(true);

    // While in the session, a page outside it sends her to the session's grade page.
    await s.goto(`${e2e.url}/ela/grade-4`);
    expect(new URL(s.url()).pathname).toBe('/math/grade-4');
    await expect.poll(() => s.getByTestId('landing-heading').textContent(), WAIT).toBe('Grade 4 Math');
    await expect.poll(() => attribute(s, 'focus-ribbon', 'data-state'), WAIT).toBe('in-progress');
    await s.goto(`${e2e.url}/`);
    await waitConnected(s);

    // She opts out (with the confirmation): the page reloads into the opted-out ribbon.
    await markPage(s);
    await s.getByTestId('focus-opt-out').click();
    await s.getByTestId('focus-leave-confirm').click();
    await expect.poll(() => attribute(s, 'focus-ribbon', 'data-state'), WAIT).toBe('opted-out');
    expect(await isMarked(s)).toBe(false);
    expect(await s.locator('header.site-header--focus-mode').count()).toBe(0);

    // The teacher's list follows without a reload.
    await expect.poll(() => attribute(t, `focus-student-${AVA}`, 'data-status'), WAIT).toBe('opted_out');
    expect(await isMarked(t)).toBe(true);

    // She rejoins (another reload); the teacher sees her back in.
    await waitConnected(s);
    await markPage(s);
    await s.getByTestId('focus-rejoin').click();
    await expect.poll(() => attribute(s, 'focus-ribbon', 'data-state'), WAIT).toBe('in-progress');
    expect(await isMarked(s)).toBe(false);
    await expect.poll(() => attribute(t, `focus-student-${AVA}`, 'data-status'), WAIT).toBe('in');

    // The teacher removes her: her ribbon goes, with no ended banner.
    await waitConnected(s);
    await t.getByTestId(`focus-remove-${AVA}`).click();
    await expect.poll(() => attribute(t, `focus-student-${AVA}`, 'data-status'), WAIT).toBe('removed');
    await expect.poll(() => count(s, 'focus-ribbon'), WAIT).toBe(0);
    expect(await count(s, 'focus-ended-banner')).toBe(0);
    expect(await count(t, `focus-remove-${AVA}`)).toBe(0);

    // The teacher ends that session: her ribbon and the style tweak go.
    await endSession(t);
    expect(await t.evaluate(() => document.body.classList.contains('teacher-focus-mode'))).toBe(false);
    expect(await count(t, 'focus-start-open')).toBe(1);

    // From here the student's timers run on a fake clock that the test moves.
    await s.clock.install();

    // A second session: the ribbon comes back; the teacher ends it from the ribbon on her home page.
    await startSession(t);
    await expect.poll(() => attribute(s, 'focus-ribbon', 'data-state'), WAIT).toBe('in-progress');
    await t.getByRole('link', { name: 'Live Classroom', exact: true }).click();
    await t.getByTestId('home-focus-zone-link').waitFor();
    await t.getByTestId('teacher-focus-ribbon').waitFor();
    await endSession(t);

    await s.getByTestId('focus-ended-banner').waitFor(WAIT);
    expect(await s.getByTestId('focus-ended-banner').textContent()).toBe('Your teacher ended the focus session.');
    expect(await count(s, 'focus-ribbon')).toBe(0);
    await s.clock.fastForward(29_000);
    expect(await count(s, 'focus-ended-banner')).toBe(1);
    await s.clock.fastForward(1_000);
    await expect.poll(() => count(s, 'focus-ended-banner'), WAIT).toBe(0);

    await teacher.context.close();
    await student.context.close();
  });
});
