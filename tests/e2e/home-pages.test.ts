import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';
import { signedInPages } from '../support/signed-in-pages';
import { answerOnPage, practiceAnswers } from '../support/practice-answers';

/**
 * The home pages that carry the day (issue 32, docs/home.md) in the system Chromium over the real
 * server and demo school: ava.b's home leads back into the skill she practised last in one click;
 * ms.rivera's home shows a classmate needing help as it happens (three wrong answers in another
 * browser context, pushed over NATS — no reload) and starts an instant review on the class's most
 * missed skill in one click. CSP violations and page errors fail every test (tests/support/e2e-server.ts).
 */

const POLL = { timeout: 30_000 };
const SKILL = { permacode: '18MCV', path: '/math/grade-4/skills/18MCV', name: 'Addition on a number line' };
const ROOM_12 = 'class_g4_room12';

let e2e: E2e;
let answers: ReturnType<typeof practiceAnswers>;
const pages = signedInPages(() => e2e);
const signedIn = pages.signedIn;

beforeAll(async () => {
  e2e = await startE2e();
  answers = practiceAnswers(e2e);
});
afterAll(async () => {
  await pages.closeAll();
  await e2e?.close();
});


/** Answers the practice page's current question, right or wrong, and waits for the feedback. */
async function answerQuestion(page: Page, right: boolean): Promise<void> {
  const question = await answers.questionOn(page);
  await answerOnPage(page, question, right ? question.correctAnswer : answers.wrongResponse(question));
  await page.getByTestId('practice-feedback').waitFor(POLL);
  const answered = await page.getByTestId('practice-question').getAttribute('data-question-key');
  await page.getByTestId('practice-next').click();
  await expect.poll(() => page.getByTestId('practice-question').getAttribute('data-question-key'), POLL).not.toBe(answered);
}

describe('home pages', () => {
  it('ava.b’s home leads back into the skill she practised last, in one click', async () => {
    const ava = await signedIn('ava.b');
    await ava.goto(`${e2e.url}${SKILL.path}`);
    await answerQuestion(ava, true);

    await ava.goto(`${e2e.url}/`);
    const continueSection = ava.getByTestId('home-continue');
    await continueSection.waitFor(POLL);
    const first = continueSection.getByRole('link').first();
    expect(await first.textContent()).toContain(SKILL.name);
    expect(await wcagViolations(ava)).toEqual([]);
    await first.click();
    await expect.poll(() => new URL(ava.url()).pathname, POLL).toBe(SKILL.path);
    await ava.getByTestId('practice-question').waitFor(POLL);
  });

  it('ms.rivera’s home shows a classmate needing help as it happens, and starts an instant review on the most missed skill in one click', async () => {
    const teacher = await signedIn('ms.rivera');
    await teacher.goto(`${e2e.url}/`);
    const needsHelp = teacher.getByTestId(`home-needs-help-${ROOM_12}`);
    await needsHelp.waitFor(POLL);
    expect(await needsHelp.textContent()).not.toContain('Noah C.');

    // Noah answers wrong three times in a row on his own device: the live classroom's needs-help flag.
    const noah = await signedIn('noah.c');
    await noah.goto(`${e2e.url}${SKILL.path}`);
    for (let wrong = 0; wrong < 3; wrong++) await answerQuestion(noah, false);

    // The teacher's home shows it without a reload.
    await expect.poll(() => needsHelp.textContent(), POLL).toContain('Noah C.');
    await expect.poll(() => teacher.getByTestId(`home-practising-${ROOM_12}`).textContent(), POLL).toContain('Noah C.');

    // One click on the class's most missed skill starts an instant review and opens it.
    const mostMissed = teacher.getByTestId(`home-most-missed-${ROOM_12}`);
    await mostMissed.waitFor(POLL);
    expect(await wcagViolations(teacher)).toEqual([]);
    await mostMissed.getByRole('button', { name: 'Start instant review' }).click();
    await expect.poll(() => new URL(teacher.url()).pathname, POLL).toMatch(/^\/instant-review\/question-review\/[A-Za-z0-9_-]+$/);
  });
});
