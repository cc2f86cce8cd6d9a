import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, wcagViolations } from '../support/accessibility';
import { startE2e, type E2e } from '../support/e2e-server';
import { signedInPages } from '../support/signed-in-pages';

/**
 * The fluency zone in a real Chromium over the real server (issue 28, docs/games.md): a student
 * follows a game from the math page, plays a whole two-minute round (the server times it: the
 * test waits the real two minutes, and meanwhile checks the visitor's dialog and hideGames in
 * other contexts), and the progress grid shows the facts she answered. CSP violations and page
 * errors fail every test (tests/support/e2e-server.ts).
 */

const WAIT = { timeout: 30_000 };
/** The round's two minutes, its grace, and time for the page to notice. */
const ROUND_END = { timeout: 180_000 };

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


/** The answer to a served prompt such as `7 × 3 =`. */
function answerOf(prompt: string): number {
  const match = /^\s*(\d+)\s*([+\-−×x÷/])\s*(\d+)/.exec(prompt);
  if (!match) throw new Error(`not a fact: ${prompt}`);
  const [left, sign, right] = [Number(match[1]), match[2], Number(match[3])];
  if (sign === '+') return left + right;
  if (sign === '-' || sign === '−') return left - right;
  if (sign === '×' || sign === 'x') return left * right;
  return left / right;
}

async function saveHideGames(page: Page, value: boolean): Promise<number> {
  return page.evaluate(async (hide) => {
    const response = await fetch('/profile/edit/hideGames', {
      method: 'POST',
      headers: { 'X-CSRF-Protection': '1', Accept: 'application/json' },
      body: new URLSearchParams({ value: String(hide) }),
    });
    return response.status;
  }, value);
}

describe('the fluency zone', () => {
  it('a student follows a game from the math page, plays a round to its end, and the progress grid shows her facts', { timeout: 300_000 }, async () => {
    const student = await signedIn('ava.b');
    await student.goto(`${e2e.url}/math`);
    const game = student.getByTestId('landing-game').filter({ hasText: 'multiplication to 10' }).first();
    await game.waitFor(WAIT);
    // The screenshot is served by the product and loads under the CSP.
    const screenshotLoaded = await game.locator('img').evaluate(async (image: HTMLImageElement) => {
      image.loading = 'eager';
      if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
      return image.naturalWidth > 0;
    });
    expect(screenshotLoaded).toBe(true);
    await game.locator('a').click();
    await student.getByTestId('fluency-start').waitFor(WAIT);
    await student.getByTestId('fluency-start').click();

    // Answer facts with the keyboard: right ones, and one wrong one.
    const answered: string[] = [];
    let previousNumber = '';
    for (let index = 0; index < 8; index++) {
      // The next fact, ready to answer (its number moves on: a reload would serve the same one).
      const numberText = student.locator('.fluency-fact-number');
      await expect.poll(async () => ((await student.locator('.fluency-play').getAttribute('data-step')) === 'answering' ? numberText.textContent() : null), WAIT).not.toBe(null);
      await expect.poll(() => numberText.textContent(), WAIT).not.toBe(previousNumber);
      previousNumber = (await numberText.textContent()) ?? '';
      const text = (await student.getByTestId('fluency-prompt').textContent()) ?? '';
      answered.push(text.replace(/\s*=\s*$/, '').trim());
      const response = index === 3 ? answerOf(text) + 1 : answerOf(text);
      await student.getByTestId('fluency-answer').fill(String(response));
      await student.getByTestId('fluency-answer').press('Enter');
      await expect.poll(() => student.getByTestId('fluency-feedback').getAttribute('data-correct'), WAIT).toBe(index === 3 ? 'false' : 'true');
    }
    const timer = await student.getByTestId('fluency-timer').textContent();
    expect(timer).toMatch(/\d:\d\d/);

    // While the round runs: a visitor meets the fluency zone's sign-in dialog.
    const visitor = await pages.visitorPage();
    await visitor.goto(`${e2e.url}/fluency-zone?operation=addition&upTo=10`);
    await visitor.getByTestId('fluency-visitor').waitFor(WAIT);

    // The round ends on the server's clock; the page shows the tally.
    await student.getByTestId('fluency-finished').waitFor(ROUND_END);
    await expect.poll(() => student.getByTestId('fluency-summary').textContent(), WAIT).toMatch(/\d/);

    // The progress grid: the facts she answered are no longer new.
    await student.getByTestId('fluency-progress-link').click();
    await student.getByTestId('fluency-grid').waitFor(WAIT);
    const states = await student.getByTestId('fluency-cell').evaluateAll((cells) =>
      cells.map((cell) => ({ fact: cell.querySelector('.fluency-cell-prompt')?.textContent ?? '', state: cell.getAttribute('data-state') })),
    );
    const tried = states.filter((cell) => cell.state !== 'new');
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.length).toBeLessThanOrEqual(new Set(answered).size);
    await student.getByTestId('fluency-rounds').waitFor(WAIT);
    expect(await student.getByTestId('fluency-round').count()).toBe(1);
    await settled(student);
    expect(await wcagViolations(student)).toEqual([]);
  });

  it('hideGames: the math page lists no games and a game page says games are off; turned back on, they return', async () => {
    const student = await signedIn('noah.c');
    expect(await saveHideGames(student, true)).toBe(200);
    await student.goto(`${e2e.url}/math`);
    await student.getByTestId('landing-games').waitFor({ state: 'detached', ...WAIT }).catch(() => undefined);
    await settled(student);
    expect(await student.getByTestId('landing-game').count()).toBe(0);
    await student.goto(`${e2e.url}/fluency-zone?operation=addition&upTo=10`);
    await student.getByTestId('games-hidden').waitFor(WAIT);

    expect(await saveHideGames(student, false)).toBe(200);
    await student.goto(`${e2e.url}/math`);
    await student.getByTestId('landing-game').first().waitFor(WAIT);
  });
});
