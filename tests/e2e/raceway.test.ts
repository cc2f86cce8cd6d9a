import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../events/curriculum';
import { raceQuestion } from '../../events/games/raceway-questions';
import { isCorrectResponse, type PracticeSkill } from '../../events/practice/question-engine';
import { settled, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

/**
 * A live class race in a real Chromium over the real server and NATS (issue 28, docs/games.md):
 * the teacher starts a race for her class, two students get the invitation banner without a
 * reload and join, answer, and every car moves on the teacher's page and on each other's; one
 * student reloads and is still in the race where she was; both finish, the teacher ends the race
 * and every page shows the podium. Three browser contexts; CSP violations and page errors fail
 * the test (tests/support/e2e-server.ts).
 */

const WAIT = { timeout: 30_000, interval: 100 };
const AVA = 'u_ava_b';
const NOAH = 'u_noah_c';
const SKILL = '18MCV'; // a grade 4 math skill of Ms. Rivera's class
const QUESTIONS = 5;

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

const position = (page: Page, racerId: string) =>
  page
    .getByTestId(`car-${racerId}`)
    .locator('progress')
    .getAttribute('value', { timeout: 1_000 })
    .then(Number)
    .catch(() => -1);

let skill: PracticeSkill | undefined;
async function skillOf(): Promise<PracticeSkill> {
  if (skill) return skill;
  const response = await fetch(`${e2e.url}/catalogue/skills/${SKILL}`);
  const item = (await response.json()) as { subject: Subject; grade: number; tags: string[]; name: string };
  skill = { subject: item.subject, grade: item.grade, topic: item.tags[1] ?? item.tags[0] ?? '', name: item.name };
  return skill;
}

/** Answers the racer's current question right, as a person does (a choice or the field), and waits for her car to move. */
async function answerRight(page: Page, raceId: string, racerId: string): Promise<void> {
  const before = await position(page, racerId);
  const view = await page.evaluate(async (id) => (await fetch(`/raceway/races/${id}`)).json(), raceId);
  const questionKey = (view as { question: { questionKey: string } | null }).question?.questionKey;
  if (!questionKey) throw new Error(`no question for ${racerId}`);
  const question = raceQuestion(await skillOf(), raceId, Number(questionKey.slice(1)));
  expect(isCorrectResponse(question.accepts, question.correctAnswer)).toBe(true);
  const form = page.locator('form.raceway-question');
  if (question.choices) await form.locator(`input[type="radio"][value="${question.correctAnswer.replace(/"/g, '\\"')}"]`).check();
  else await form.locator('input[name="response"]').fill(question.correctAnswer);
  await form.getByRole('button').click();
  await expect.poll(() => position(page, racerId), WAIT).toBe(before + 1);
}

describe('the raceway', () => {
  it('a teacher’s class race: invitations without a reload, cars moving on every screen, a reload keeps the place, the podium', async () => {
    const [teacher, ava, noah] = await Promise.all([signIn('ms.rivera'), signIn('ava.b'), signIn('noah.c')]);

    // The teacher starts a class race for her class from the raceway page.
    await teacher.goto(`${e2e.url}/raceway?permacode=${SKILL}&grade=4`);
    await expect.poll(() => teacher.getByTestId('raceway-skill').inputValue(), WAIT).toBe(SKILL);
    await teacher.locator('#raceway-questions').selectOption(String(QUESTIONS));
    await teacher.getByRole('radio', { name: /class/i }).check();
    await teacher.getByTestId('raceway-class').waitFor(WAIT);
    await teacher.getByTestId('raceway-go').click();
    await teacher.waitForURL(/\/raceway\/race\/[^/]+$/, WAIT);
    const raceId = teacher.url().split('/').at(-1)!;

    // Both students get the invitation at once and join from the banner.
    for (const student of [ava, noah]) {
      const banner = student.getByTestId('raceway-invitation');
      await banner.waitFor(WAIT);
      expect(await banner.textContent()).toMatch(/Rivera/);
      await banner.getByRole('link').click();
      await student.waitForURL(new RegExp(`/raceway/race/${raceId}$`), WAIT);
      await student.getByRole('button', { name: /join/i }).click();
      await student.locator('form.raceway-question').waitFor(WAIT);
    }
    await expect.poll(() => position(teacher, AVA), WAIT).toBe(0);
    await expect.poll(() => position(teacher, NOAH), WAIT).toBe(0);

    // Ava answers twice, Noah once: the cars move on the teacher's page and on each other's.
    await answerRight(ava, raceId, AVA);
    await answerRight(ava, raceId, AVA);
    await answerRight(noah, raceId, NOAH);
    for (const page of [teacher, noah]) await expect.poll(() => position(page, AVA), WAIT).toBe(2);
    for (const page of [teacher, ava]) await expect.poll(() => position(page, NOAH), WAIT).toBe(1);

    // Ava reloads: she is still in the race, at her place, with a question to answer.
    await ava.reload();
    await expect.poll(() => position(ava, AVA), WAIT).toBe(2);
    await ava.locator('form.raceway-question').waitFor(WAIT);
    expect(await ava.getByRole('button', { name: /join/i }).count()).toBe(0);

    // Ava finishes first, then Noah; the teacher ends the race; everyone sees the podium.
    for (let index = 2; index < QUESTIONS; index++) await answerRight(ava, raceId, AVA);
    for (let index = 1; index < QUESTIONS; index++) await answerRight(noah, raceId, NOAH);
    // (If every invited student has finished, the race has ended by itself and the button is gone.)
    await teacher.getByRole('button', { name: /end/i }).click({ timeout: 5_000 }).catch(() => undefined);
    for (const page of [teacher, ava, noah]) {
      await page.getByTestId('podium-1').waitFor(WAIT);
      expect(await page.getByTestId('podium-1').textContent()).toMatch(/Ava/);
      expect(await page.getByTestId('podium-2').textContent()).toMatch(/Noah/);
    }
    // The invitation is gone once the race is over.
    await noah.goto(`${e2e.url}/math`);
    await settled(noah);
    expect(await noah.getByTestId('raceway-invitation').count()).toBe(0);

    await settled(teacher);
    expect(await wcagViolations(teacher)).toEqual([]);
  });
});
