import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShape, settled, wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';
import { answerOnPage, practiceAnswers } from '../support/practice-answers';

/**
 * The practice-limit dialogs in Chromium (issue 14): a visitor answers ten
 * questions, the eleventh is refused (`practice.limit_reached`) and the
 * practice-limit dialog opens with the edition's skill count and the join link;
 * the sign-in form's rules; the visitor signs in from it (location
 * PRACTICE_LIMIT_MODAL, bot-check action `signin_10q_limit`) and carries on
 * practising. A Spanish-speaking visitor gets the translated dialog. And the
 * math landing page's Games and Math fluency zone entries open their dialogs.
 * With RECOVERY_SCREENSHOTS=<dir>, screenshots at 1280, 480 and 390 px.
 */

const WAIT = { timeout: 30_000 };
const SCREENSHOTS = process.env.RECOVERY_SCREENSHOTS;
/** Grade 4 Math A.1, as tests/e2e/practice.test.ts practises it. */
const SKILL_PATH = '/math/grade-4/skills/18MCV';

let e2e: E2e;
let answers: ReturnType<typeof practiceAnswers>;

beforeAll(async () => {
  e2e = await startE2e();
  answers = practiceAnswers(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

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

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** Answers ten questions as a visitor (alternately right and wrong), then an eleventh, which is refused. */
async function reachTheLimit(page: Page) {
  await page.goto(`${e2e.url}${SKILL_PATH}`);
  for (let number = 1; number <= 11; number++) {
    await expect.poll(() => page.getByTestId('practice-question').getByRole('heading').textContent({ timeout: 1_000 }).catch(() => null), WAIT).toBe(`Question ${number}`);
    const question = await answers.questionOn(page);
    await answerOnPage(page, question, number % 2 === 1 ? answers.rightResponse(question) : answers.wrongResponse(question));
    if (number === 11) break;
    await expect.poll(() => page.getByTestId('practice-feedback').count(), WAIT).toBe(1);
    await page.getByTestId('practice-next').click();
  }
  await page.getByTestId('practice-limit-dialog').waitFor(WAIT);
}

const skillCount = async () => ((await (await fetch(`${e2e.url}/editions`)).json()) as { numTotalSkillsInEdition: number }).numTotalSkillsInEdition;

describe('a visitor at the practice limit', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('answers ten questions; the eleventh opens the English practice-limit dialog with the skill count and the join link', async () => {
    await reachTheLimit(page);
    const dialog = page.getByTestId('practice-limit-dialog');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Keep practising!');
    expect(await text(page, 'practice-limit-dialog-text')).toContain(`all ${(await skillCount()).toLocaleString('en-US')} skills`);
    expect(await dialog.getByTestId('practice-limit-dialog-join-link').getAttribute('href')).toBe('/membership/');
    expect(await page.getByTestId('practice-answered').textContent()).toBe('10');
    await look(page, 'practice-limit-dialog');
  });

  it('either field empty raises the missing-credentials action; a wrong password the invalid-credentials one', async () => {
    const dialog = page.getByTestId('practice-limit-dialog');
    await dialog.getByTestId('practice-limit-signin-username').fill('ava.b');
    await dialog.getByTestId('practice-limit-signin-submit').click();
    expect(await dialog.getByTestId('practice-limit-signin-error').getAttribute('data-action')).toBe('missingCredentials');
    await dialog.getByTestId('practice-limit-signin-password').fill('not-the-password');
    await dialog.getByTestId('practice-limit-signin-submit').click();
    await expect.poll(() => dialog.getByTestId('practice-limit-signin-error').getAttribute('data-action'), WAIT).toBe('invalidCredentials');
    expect(await dialog.getByTestId('practice-limit-signin-password').inputValue()).toBe('');
    await look(page, 'practice-limit-dialog-refused', [1280, 390]);
  });

  it('signs in from the dialog and carries on practising', async () => {
    const dialog = page.getByTestId('practice-limit-dialog');
    await dialog.getByTestId('practice-limit-signin-password').fill('classroom');
    await dialog.getByTestId('practice-limit-signin-submit').click();
    await expect.poll(() => text(page, 'header-user-name'), WAIT).toBe('Ava B.');
    expect(await page.getByTestId('practice-limit-dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(SKILL_PATH);

    // The practice starts again, as Ava: a question, answered and judged.
    await page.getByTestId('practice-question').waitFor(WAIT);
    const question = await answers.questionOn(page);
    await answerOnPage(page, question, answers.rightResponse(question));
    await expect.poll(() => page.getByTestId('practice-feedback').getAttribute('data-correct', { timeout: 1_000 }).catch(() => null), WAIT).toBe('true');
    expect(await page.getByTestId('practice-limit').count()).toBe(0);
  });
});

describe('a Spanish-speaking visitor at the practice limit', () => {
  it('gets the translated dialog, joining through /membership/family/subscribe/monthly/math', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    await reachTheLimit(page);
    const dialog = page.getByTestId('practice-limit-dialog');
    expect(await dialog.getAttribute('lang')).toBe('es');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('¡Sigue practicando!');
    expect(await text(page, 'practice-limit-dialog-text')).toContain('habilidades');
    expect(await dialog.getByTestId('practice-limit-dialog-join-link').getAttribute('href')).toBe('/membership/family/subscribe/monthly/math');
    await look(page, 'practice-limit-dialog-es', [1280, 390]);
    // Dismissed, it opens again from the page.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('practice-limit-dialog').count(), WAIT).toBe(0);
    await page.getByTestId('practice-limit-reopen').click();
    await page.getByTestId('practice-limit-dialog').waitFor(WAIT);
    await context.close();
  });
});

describe('games and the math fluency zone, for visitors', () => {
  it('the math landing page’s Games entry opens the raceway-limit dialog; Math fluency zone its sign-in dialog', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/math`);
    await page.getByTestId('open-games').click();
    const raceway = page.getByTestId('raceway-limit-dialog');
    await raceway.waitFor(WAIT);
    expect(await raceway.getByTestId('raceway-limit-dialog-join').getAttribute('href')).toBe('/membership/');
    await look(page, 'raceway-limit-dialog');
    await page.keyboard.press('Escape');

    await page.getByTestId('open-fluency-zone').click();
    const fluency = page.getByTestId('fluency-zone-dialog');
    await fluency.waitFor(WAIT);
    await look(page, 'fluency-zone-dialog');
    await fluency.getByTestId('fluency-zone-signin-submit').click();
    expect(await fluency.getByTestId('fluency-zone-signin-error').getAttribute('data-action')).toBe('missingCredentials');
    await fluency.getByTestId('fluency-zone-signin-username').fill('leo.k');
    await fluency.getByTestId('fluency-zone-signin-password').fill('classroom');
    await fluency.getByTestId('fluency-zone-signin-submit').click();
    await expect.poll(() => text(page, 'header-user-name'), WAIT).toBe('Leo K.');
    expect(await page.getByTestId('fluency-zone-dialog').count()).toBe(0);
    await context.close();
  });
});
