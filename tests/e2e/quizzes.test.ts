import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

/**
 * A quiz from building to results in a real Chromium over the real server and NATS (issue 29, docs/quizzes.md):
 * ms.rivera builds a quiz from her Spark Studio set and assigns it to Grade 4 Room 12; two students take it —
 * one reloads mid-quiz and resumes at her next question —; the teacher's page fills in as each submits, without
 * a reload (QUIZ_SUBMITTED); she releases the results and both students see their scores. Three browser
 * contexts; CSP violations and page errors fail the test (tests/support/e2e-server.ts).
 */

const WAIT = { timeout: 30_000, interval: 100 };
/** The demo set "Fractions warm-up" (server/demo/seed-demo-question-sets.ts): a choice, a number, a short text. */
const SET_ID = 'qs_demo_fractions';
const RIGHT = ['3/6', '9', 'denominator'];

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
});

afterAll(async () => {
  await e2e?.close();
});

async function signIn(username: string): Promise<Page> {
  const { page } = await signInThroughPage(e2e.browser, e2e.url, username);
  await page.getByTestId('header-user-name').waitFor(WAIT);
  await expect.poll(() => page.getByTestId('realtime-status').first().getAttribute('data-status'), WAIT).toBe('connected');
  return page;
}

/** Answers the question on the page as a person does: a choice's radio, or the typed field; waits for the next one (or the end). */
async function answer(page: Page, number: number, response: string): Promise<void> {
  const form = page.getByTestId('quiz-question');
  await expect.poll(() => form.getAttribute('data-question-key'), WAIT).toBe(`q${number}`);
  const choice = form.getByRole('radio', { name: response, exact: true });
  if ((await choice.count()) > 0) await choice.check();
  else await form.getByLabel('Your answer').fill(response);
  await form.getByRole('button', { name: 'Answer' }).click();
  await expect
    .poll(async () => ((await page.getByTestId('quiz-submit').count()) > 0 ? 'end' : await page.getByTestId('quiz-question').getAttribute('data-question-key', { timeout: 1_000 }).catch(() => null)), WAIT)
    .toBe(number === RIGHT.length ? 'end' : `q${number + 1}`);
}

const rowText = (page: Page, name: string) => page.getByTestId('quiz-result-row').filter({ hasText: name }).textContent({ timeout: 1_000 }).catch(() => '');

describe('quizzes', () => {
  it('built from a Spark Studio set, taken once by two students (a reload resumes), filled in live, released, scored', async () => {
    const [teacher, ava, noah] = await Promise.all([signIn('ms.rivera'), signIn('ava.b'), signIn('noah.c')]);

    // ms.rivera: Quizzes in her navigation → New quiz → from her set, for Grade 4 Room 12, with a time limit.
    await teacher.getByTestId('nav-link-quizzes').first().click();
    await teacher.waitForURL(/\/teacher\/quizzes$/, WAIT);
    await teacher.getByTestId('quizzes-new').click();
    await teacher.waitForURL(/\/teacher\/quizzes\/new$/, WAIT);
    await teacher.getByLabel('Title').fill('Fractions check (live)');
    await teacher.getByTestId('quiz-set').selectOption(SET_ID);
    await teacher.getByLabel('Grade 4 Room 12').check();
    await teacher.getByLabel('Time limit in minutes (leave empty for none)').fill('30');
    await teacher.getByTestId('quiz-create').click();
    // The new quiz's page (not the builder's own /teacher/quizzes/new, which matches the pattern too).
    await teacher.waitForURL(/\/teacher\/quizzes\/(?!new$)[A-Za-z0-9_-]+$/, WAIT);
    const quizId = teacher.url().split('/').at(-1)!;
    await teacher.getByTestId('quiz-results').waitFor(WAIT);
    expect(await rowText(teacher, 'Ava B.')).toMatch(/Not started/);

    // Ava: the open-quiz banner (and her home) leads to the quiz; she starts it and answers two questions.
    await ava.goto(`${e2e.url}/`);
    const link = ava.getByTestId('assigned-quizzes').getByRole('link', { name: /Fractions check \(live\)/ });
    await link.waitFor(WAIT);
    await ava.getByTestId('quiz-banner').waitFor(WAIT);
    await link.click();
    await ava.waitForURL(new RegExp(`/quiz/${quizId}$`), WAIT);
    await ava.getByTestId('quiz-start').click();
    await ava.getByTestId('quiz-time-left').waitFor(WAIT);
    await answer(ava, 1, RIGHT[0]!);
    await answer(ava, 2, RIGHT[1]!);

    // She reloads mid-quiz: the attempt resumes at question 3, never restarts (no Start button).
    await ava.reload();
    await expect.poll(() => ava.getByTestId('quiz-question').getAttribute('data-question-key'), WAIT).toBe('q3');
    expect(await ava.getByTestId('quiz-start').count()).toBe(0);
    expect(await ava.getByText('Question 3 of 3').count()).toBe(1);
    await answer(ava, 3, RIGHT[2]!);
    await ava.getByTestId('quiz-submit').click();
    await ava.getByTestId('quiz-submitted').waitFor(WAIT);

    // The teacher's page fills in without a reload.
    await expect.poll(() => rowText(teacher, 'Ava B.'), WAIT).toMatch(/3 of 3 \(100%\)/);

    // Noah takes it from its address: one right answer of three.
    await noah.goto(`${e2e.url}/quiz/${quizId}`);
    await noah.getByTestId('quiz-start').click();
    await answer(noah, 1, '2/3');
    await answer(noah, 2, RIGHT[1]!);
    await answer(noah, 3, 'numerator');
    await noah.getByTestId('quiz-submit').click();
    await noah.getByTestId('quiz-submitted').waitFor(WAIT);
    await expect.poll(() => rowText(teacher, 'Noah C.'), WAIT).toMatch(/1 of 3 \(33%\)/);

    // Before release a student sees no score; the teacher releases; both see their scores.
    expect(await ava.getByTestId('quiz-score').count()).toBe(0);
    await teacher.getByTestId('quiz-release').click();
    await teacher.getByText('Results released').first().waitFor(WAIT);
    for (const [page, score] of [
      [ava, 'Your score: 3 of 3 (100%)'],
      [noah, 'Your score: 1 of 3 (33%)'],
    ] as const) {
      await page.reload();
      await expect.poll(() => page.getByTestId('quiz-score').textContent({ timeout: 1_000 }).catch(() => ''), WAIT).toBe(score);
    }
    expect(await noah.getByTestId('quiz-score-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-correct')))).toEqual(['false', 'true', 'false']);

    for (const page of [teacher, ava]) {
      await settled(page);
      expect(await wcagViolations(page)).toEqual([]);
    }

    // Quiz analysis (docs/reports.md "Quiz reports"): the released quiz's three items, Noah's wrong answers among them.
    await teacher.goto(`${e2e.url}/analytics/reports/quiz-analysis?classId=class_g4_room12&quizId=${quizId}`);
    await teacher.getByTestId('quiz-analysis-table').waitFor(WAIT);
    expect(await teacher.getByTestId('quiz-analysis-title').textContent()).toBe('Fractions check (live)');
    const items = teacher.getByTestId('quiz-analysis-table').locator('tbody tr');
    expect(await items.count()).toBe(3);
    expect(await items.first().textContent()).toContain('“2/3” × 1');
    await settled(teacher);
    expect(await wcagViolations(teacher)).toEqual([]);
  });
});
