import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

/**
 * Lessons (issue 31 item 1) in the system Chromium over the real server: a student finds a lesson
 * from search, reads its worked examples and answers its three checks in the page (a wrong answer
 * shows the right one, a second try takes it); the lesson then shows finished.
 * LESSONS_SCREENSHOTS=<dir> keeps screenshots at 1280 and 390 px.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const POLL = { timeout: 30_000 };
const SCREENSHOTS = process.env.LESSONS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('a lesson taken from search to its checks', () => {
  it('ava.b searches, opens a lesson, reads its examples and answers its three checks', async () => {
    const { page } = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
    await page.goto(`${e2e.url}/search?q=fractions`);
    const lesson = page.locator('[data-testid="search-result"][data-type="lesson"] a').first();
    await lesson.waitFor(POLL);
    await lesson.click();
    await page.waitForURL(/\/lesson\/[A-Z0-9]+$/, POLL);
    await page.getByTestId('lesson-page').waitFor(POLL);
    await settled(page);
    expect(await page.getByTestId('lesson-example').count()).toBeGreaterThanOrEqual(2);
    const checks = page.getByTestId('lesson-check');
    expect(await checks.count()).toBe(3);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      expect(await wcagViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 860 });

    for (let index = 0; index < 3; index++) {
      const check = checks.nth(index);
      const key = await check.getAttribute('data-question-key');
      const feedback = check.getByTestId('lesson-feedback');
      // A choice question is answered by picking; any other by typing. First an answer that is most likely wrong.
      const radios = check.locator('input[type="radio"]');
      if ((await radios.count()) > 0) await radios.last().check();
      else await check.getByTestId(`lesson-answer-${key}`).fill('-98765');
      await check.getByTestId(`lesson-send-${key}`).click();
      await feedback.waitFor(POLL);
      if ((await feedback.getAttribute('data-correct')) === 'false') {
        const right = /The answer is (.+)\.$/.exec((await feedback.locator('.lessons-verdict').textContent()) ?? '')![1]!;
        if ((await radios.count()) > 0) await check.getByLabel(right, { exact: true }).check();
        else await check.getByTestId(`lesson-answer-${key}`).fill(right);
        await check.getByTestId(`lesson-send-${key}`).click();
        await expect.poll(() => feedback.getAttribute('data-correct'), POLL).toBe('true');
      }
    }
    await expect.poll(() => page.getByTestId('lesson-progress').textContent(), POLL).toMatch(/Lesson finished: \d of 3 checks right on the first try\./);
    await shoot(page, 'lesson');
    expect(await wcagViolations(page)).toEqual([]);
  });
});
