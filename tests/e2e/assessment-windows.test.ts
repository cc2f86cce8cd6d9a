import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShape, settled, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

// Issue 16 in the browser (docs/assessment-windows.md): admin.lee schedules a
// math screener on /assessments/schedule; ms.rivera sees the due-date banner
// with the screener's text (an in-progress screener wins over the demo's ELA
// benchmark), not on the focus zone, and "Hide until tomorrow" keeps it hidden
// after a reload. ASSESSMENT_WINDOWS_SCREENSHOTS=<dir> keeps screenshots at 1280 and 390 px.

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const SCREENSHOTS = process.env.ASSESSMENT_WINDOWS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function expectAccessible(page: Page, selector: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await settled(page);
    expect(await wcagViolations(page, selector)).toEqual([]);
    expect((await pageShape(page)).sidewaysScroll).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** `YYYY-MM-DD` plus days. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthAndDay = (date: string) => new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00.000Z`));

describe('assessment windows in the browser', () => {
  let dueDate = '';

  it('admin.lee schedules a math screener from her home page', async () => {
    const { context, page } = await signInThroughPage(e2e.browser, e2e.url, 'admin.lee');
    await page.getByTestId('home-assessment-schedule-link').click();
    await page.waitForURL((url) => url.pathname === '/assessments/schedule');
    const form = page.getByTestId('assessment-schedule-form');
    await form.waitFor({ timeout: 30_000 });
    // The demo's ELA benchmark and its open math screener (issue 30) are listed, in progress; its fall windows ended over 30 days ago.
    await expect.poll(() => page.getByTestId('assessment-window').allTextContents()).toEqual([expect.stringContaining('ELA benchmark'), expect.stringMatching(/Math screener.*In progress/)]);
    await expectAccessible(page, 'main');
    await shoot(page, 'assessment-schedule');

    // Math and its screener are the form's first choices; her one school is ticked; start is today.
    expect(await page.getByTestId('assessment-schedule-subject').inputValue()).toBe('math');
    expect(await page.getByTestId('assessment-schedule-type').inputValue()).toBe('MATH_SCREENER');
    expect(await page.getByTestId('assessment-schedule-school-school_maple').isChecked()).toBe(true);
    const today = await page.getByTestId('assessment-schedule-start').inputValue();
    dueDate = plusDays(today, 7);

    // A due date before the start is refused with the server's message.
    await page.getByTestId('assessment-schedule-due').fill(plusDays(today, -1));
    await page.getByTestId('assessment-schedule-submit').click();
    await expect.poll(() => page.getByTestId('assessment-schedule-error').textContent()).toBe('The due date cannot be before the start date.');

    await page.getByTestId('assessment-schedule-due').fill(dueDate);
    await page.getByTestId('assessment-schedule-submit').click();
    await expect.poll(() => page.getByTestId('assessment-schedule-status').textContent()).toBe('Window scheduled.');
    await expect.poll(() => page.getByTestId('assessment-window').count()).toBe(3);
    expect(await page.getByTestId('assessment-window').allTextContents()).toEqual([
      expect.stringContaining('ELA benchmark'),
      expect.stringMatching(/Math screener.*In progress/),
      expect.stringMatching(/Math screener.*In progress/),
    ]);
    // "Change dates" opens the dates of a window in place (axe-clean, no sideways scroll), and closes again.
    const change = page.getByTestId('assessment-window-change').first();
    await change.click();
    await page.getByTestId('assessment-window-reschedule').waitFor();
    await expectAccessible(page, 'main');
    await shoot(page, 'assessment-schedule-scheduled');
    await change.click();
    expect(await page.getByTestId('assessment-window-reschedule').count()).toBe(0);
    await context.close();
  });

  it('ms.rivera sees the screener’s banner, not on the focus zone, and hides it until tomorrow', async () => {
    expect(dueDate).not.toBe('');
    const { context, page } = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
    const banner = page.getByTestId('assessment-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('assessment-banner-headline').textContent()).toBe(`Screening is under way: the math screener is due ${monthAndDay(dueDate)}.`);
    // Issue 30: the window names its assessment, so the button leads to its progress page.
    const link = page.getByRole('link', { name: 'See who has finished' });
    expect(await link.getAttribute('href')).toMatch(/^\/teacher\/assessments\/window-/);
    await expectAccessible(page, '[data-testid="assessment-banner"]');
    await shoot(page, 'assessment-banner');

    // Keyboard: the link and the dismiss button are reachable and the link leads to the assessment's progress.
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/teacher/assessments/window-'));
    await banner.waitFor();

    // Focus-zone pages hide the teacher banners.
    await page.goto(`${e2e.url}/focus-zone`);
    await settled(page);
    expect(await banner.count()).toBe(0);

    await page.goto(`${e2e.url}/`);
    await banner.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Hide until tomorrow' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('home-heading').count()).toBe(1);
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
