import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';
import { signedInPages } from '../support/signed-in-pages';

/**
 * Taking an assessment (issue 30, docs/assessment-player.md, docs/diagnostics.md) in the system
 * Chromium over the real server and demo school: admin.lee opens a math screener window for Maple on
 * the scheduling page, due in a week (before the demo's own open screener closes, so it is the one
 * on ava.b's banner); ava.b follows the banner, answers, reloads halfway and resumes on the same
 * question, and finishes; ms.rivera's progress page shows her start and finish live
 * (the ASSESSMENT_PROGRESS push, no reload); admin.lee's Universal Screener Results list her.
 * CSP violations and page errors fail every test (tests/support/e2e-server.ts).
 */

const POLL = { timeout: 30_000 };
/** The demo's own open math screener: not the one admin.lee opens here. */
const DEMO_SCREENER_ID = 'window-window_maple_math_screener';
/** More than any form's length: the loop stops at the end page. */
const MOST_QUESTIONS = 80;

let e2e: E2e;
const pages = signedInPages(() => e2e);
const signedIn = pages.signedIn;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await pages.closeAll();
  await e2e?.close();
});


/** Any answer: no feedback is given, so right or wrong does not matter here. Resolves once the next view is in. */
async function answerAny(page: Page): Promise<void> {
  const question = page.getByTestId('assessment-question');
  const key = await question.getAttribute('data-question-key');
  const choice = question.getByRole('radio').first();
  if ((await choice.count()) > 0) {
    await choice.check();
  } else {
    await question.getByTestId('assessment-answer-input').fill('1');
  }
  await question.getByTestId('assessment-answer').click();
  await expect
    .poll(async () => ((await page.getByTestId('assessment-finished').count()) > 0 ? 'finished' : await page.getByTestId('assessment-question').getAttribute('data-question-key', { timeout: 1_000 }).catch(() => key)), POLL)
    .not.toBe(key);
}

/** `YYYY-MM-DD` plus days. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

const rowOf = (page: Page, name: string) => page.getByTestId('assessment-progress-row').filter({ hasText: name });

describe('an assessment, taken in its window', () => {
  it('admin.lee opens a screener window; ava.b follows the banner, reloads halfway and resumes, finishes; ms.rivera sees it live; the screener results list her', { timeout: 300_000 }, async () => {
    // admin.lee opens the window on the page: math, its screener, her school (the form's first choices), due in a week.
    const admin = await signedIn('admin.lee');
    await admin.getByTestId('home-assessment-schedule-link').click();
    await admin.waitForURL((url) => url.pathname === '/assessments/schedule');
    await admin.getByTestId('assessment-schedule-form').waitFor(POLL);
    expect(await admin.getByTestId('assessment-schedule-type').inputValue()).toBe('MATH_SCREENER');
    expect(await admin.getByTestId('assessment-schedule-school-school_maple').isChecked()).toBe(true);
    const today = await admin.getByTestId('assessment-schedule-start').inputValue();
    await admin.getByTestId('assessment-schedule-due').fill(plusDays(today, 7));
    await admin.getByTestId('assessment-schedule-submit').click();
    await expect.poll(() => admin.getByTestId('assessment-schedule-status').textContent(), POLL).toBe('Window scheduled.');

    // Her banner leads to the new window's screener (it closes first).
    const ava = await signedIn('ava.b');
    const banner = ava.getByTestId('assessment-take-banner-link');
    await banner.waitFor(POLL);
    const path = (await banner.getAttribute('href'))!;
    expect(path).toMatch(/^\/assessment\/window-/);
    const assessmentId = path.slice('/assessment/'.length);
    expect(assessmentId).not.toBe(DEMO_SCREENER_ID);

    const teacher = await signedIn('ms.rivera');
    await teacher.goto(`${e2e.url}/teacher/assessments/${assessmentId}`);
    await teacher.getByTestId('assessment-progress').waitFor(POLL);
    await expect.poll(() => rowOf(teacher, 'Ava B.').getAttribute('data-status'), POLL).toBe('not_started');

    await banner.click();
    await expect.poll(() => new URL(ava.url()).pathname, POLL).toBe(path);
    await ava.getByTestId('assessment-question').waitFor(POLL);
    expect(await wcagViolations(ava)).toEqual([]);

    await answerAny(ava);
    await answerAny(ava);
    // Her start reached the teacher's page without a reload.
    await expect.poll(() => rowOf(teacher, 'Ava B.').getAttribute('data-status'), POLL).toBe('in_progress');

    // A reload resumes on the same question, never from the start.
    const before = { key: await ava.getByTestId('assessment-question').getAttribute('data-question-key'), number: await ava.getByTestId('assessment-number').textContent() };
    expect(before.number).toMatch(/^Question 3 of \d+$/);
    await ava.reload();
    await ava.getByTestId('assessment-question').waitFor(POLL);
    expect({ key: await ava.getByTestId('assessment-question').getAttribute('data-question-key'), number: await ava.getByTestId('assessment-number').textContent() }).toEqual(before);

    for (let answered = 2; answered < MOST_QUESTIONS && (await ava.getByTestId('assessment-finished').count()) === 0; answered++) await answerAny(ava);
    await ava.getByTestId('assessment-finished').waitFor(POLL);
    expect(await wcagViolations(ava)).toEqual([]);

    // The teacher sees her finish live.
    await expect.poll(() => rowOf(teacher, 'Ava B.').getAttribute('data-status'), POLL).toBe('finished');
    expect(await wcagViolations(teacher)).toEqual([]);

    // The administrator's Universal Screener Results show her.
    await admin.goto(`${e2e.url}/analytics/reports/universal-screener-results`);
    await expect.poll(() => admin.locator('main table').last().textContent(), POLL).toContain('Ava B.');
  });
});
