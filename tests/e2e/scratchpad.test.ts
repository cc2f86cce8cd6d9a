import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';
import { saveScreenshot } from '../support/page-screenshots';
import { answerOnPage, practiceAnswers } from '../support/practice-answers';

/**
 * The scratchpad's live watch (issue 31 item 3; docs/scratchpad.md "The live watch") between two real browsers
 * over the real server and NATS: ms.rivera opens ava.b's pad from the live classroom, ava.b draws, and the
 * teacher's dialog draws it without a reload; then she answers, and the teacher opens the work kept with
 * that answer from her questions log.
 */

let e2e: E2e;
let teacher: { context: BrowserContext; page: Page };
let student: { context: BrowserContext; page: Page };
const POLL = { timeout: 30_000 };

beforeAll(async () => {
  e2e = await startE2e();
  teacher = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
  student = await signInThroughPage(e2e.browser, e2e.url, 'ava.b');
});
afterAll(async () => {
  await teacher?.context.close();
  await student?.context.close();
  await e2e?.close();
});

describe('watching a scratchpad live', () => {
  it('ms.rivera watches ava.b’s pad from the live classroom and sees what she draws', async () => {
    // Ava practises (so her tile shows today's answers), then waits on the next question.
    const answers = practiceAnswers(e2e);
    await student.page.goto(`${e2e.url}/math/grade-4/skills/18MCV`);
    await student.page.getByTestId('practice-question').waitFor(POLL);
    await answerOnPage(student.page, await answers.questionOn(student.page), answers.wrongResponse(await answers.questionOn(student.page)));
    await student.page.getByTestId('practice-next').click();
    await student.page.getByTestId('scratchpad-toggle').waitFor(POLL);
    expect(await student.page.getByTestId('scratchpad-watched').count()).toBe(0);

    await teacher.page.goto(`${e2e.url}/analytics/live-classroom`);
    const ava = teacher.page.locator('[data-testid="live-student"][data-user-id="u_ava_b"]');
    await ava.getByTestId('live-student-watch').click();
    const dialog = teacher.page.getByTestId('scratchpad-watch-dialog');
    await expect.poll(() => dialog.getByTestId('scratchpad-watch-status').textContent(), POLL).toBe('Waiting for Ava B. to draw…');

    // The watch reaches Ava's page (a push), and she draws on her pad.
    await student.page.getByTestId('scratchpad-watched').waitFor(POLL);
    expect(await student.page.getByTestId('scratchpad-watched').textContent()).toBe('Your teacher is watching your scratchpad.');
    await student.page.getByTestId('scratchpad-toggle').click();
    await student.page.getByTestId('scratchpad-canvas').scrollIntoViewIfNeeded();
    const box = (await student.page.getByTestId('scratchpad-canvas').boundingBox())!;
    await student.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await student.page.mouse.down();
    await student.page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.6, { steps: 8 });
    await student.page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 8 });
    await student.page.mouse.up();
    expect(await student.page.getByTestId('scratchpad-canvas').getAttribute('aria-label')).toBe('Your scratchpad: 1 stroke');

    const drawing = dialog.getByTestId('scratchpad-watch-drawing');
    await expect.poll(() => drawing.getAttribute('data-strokes'), POLL).toBe('1');
    expect(await drawing.getAttribute('aria-label')).toBe('Scratchpad work: 1 stroke');

    for (const width of [1280, 390]) {
      for (const { page } of [teacher, student]) await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(teacher.page, `scratchpad live watch teacher dialog @${width}`);
      await saveScreenshot(student.page, `scratchpad live watch student pad @${width}`);
    }

    // Closing the dialog stops the watch: Ava's page no longer says it is watched.
    await teacher.page.getByTestId('scratchpad-watch-close').click();
    await student.page.getByTestId('scratchpad-watched').waitFor({ state: 'detached', ...POLL });
  });

  it('ava.b answers with her drawing; ms.rivera opens its Scratchpad work from her questions log and sees it', async () => {
    for (const { page } of [teacher, student]) await page.setViewportSize({ width: 1280, height: 900 });
    // Her pad still holds the stroke she drew while watched: it is kept with her answer.
    expect(await student.page.getByTestId('scratchpad-canvas').getAttribute('aria-label')).toBe('Your scratchpad: 1 stroke');
    const answers = practiceAnswers(e2e);
    const question = await answers.questionOn(student.page);
    await answerOnPage(student.page, question, answers.wrongResponse(question));
    await student.page.getByTestId('practice-next').waitFor(POLL);

    const ava = teacher.page.locator('[data-testid="live-student"][data-user-id="u_ava_b"]');
    await ava.getByTestId('live-student-name').click();
    const log = teacher.page.getByTestId('questions-log-dialog');
    await log.getByTestId('questions-log').waitFor(POLL);
    const newest = log.locator('.questions-log-entry').nth(0);
    await expect.poll(() => newest.getByTestId('scratchpad-work-toggle').count(), POLL).toBe(1);
    // Her first answer had no drawing: only the newest has work.
    expect(await log.getByTestId('scratchpad-work-toggle').count()).toBe(1);
    await newest.getByTestId('scratchpad-work-toggle').click();
    const drawing = newest.getByTestId('scratchpad-drawing');
    await drawing.waitFor(POLL);
    expect(await drawing.getAttribute('data-strokes')).toBe('1');
    expect(await drawing.getAttribute('aria-label')).toBe('Scratchpad work: 1 stroke');
    await saveScreenshot(teacher.page, 'scratchpad work in the questions log @1280');
  });
});
