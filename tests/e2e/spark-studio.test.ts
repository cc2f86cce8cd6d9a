import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShape, wcagViolations } from '../support/accessibility';
import { signInThroughPage, startE2e, type E2e } from '../support/e2e-server';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const WAIT = { timeout: 30_000, interval: 100 };

/** Writes one question through the editor's add form, as a person does. */
async function addQuestion(page: Page, question: { kind: 'multipleChoice' | 'number' | 'shortText'; prompt: string; choices?: string[]; correct?: number; answer?: string; explanation: string }) {
  const form = page.getByTestId('spark-add-question');
  const before = await page.getByTestId('spark-question').count();
  await form.getByTestId(`spark-kind-${question.kind}`).check();
  await form.getByTestId('spark-prompt').fill(question.prompt);
  if (question.kind === 'multipleChoice') {
    const choices = question.choices!;
    for (let index = 2; index < choices.length; index++) await form.getByTestId('spark-add-choice').click();
    for (const [index, choice] of choices.entries()) await form.getByTestId(`spark-choice-${index}`).fill(choice);
    await form.getByTestId(`spark-correct-${question.correct!}`).check();
  } else {
    await form.getByTestId('spark-answer').fill(question.answer!);
  }
  await form.getByTestId('spark-explanation').fill(question.explanation);
  // The live preview shows the question as students will see it.
  expect(await form.getByTestId('spark-preview-prompt').textContent()).toBe(question.prompt);
  await form.getByTestId('spark-question-submit').click();
  await expect.poll(() => page.getByTestId('spark-question').count(), WAIT).toBe(before + 1);
}

describe('Spark Studio in the browser', () => {
  it('a teacher writes a set with three kinds of question and shares it; another Maple teacher sees it read-only; the author starts a group jam on it', async () => {
    const rivera = await signInThroughPage(e2e.browser, e2e.url, 'ms.rivera');
    const r = rivera.page;
    await r.getByTestId('header-user-name').waitFor();

    // The header opens Spark Studio in a new tab.
    const link = r.getByTestId('nav-link-spark-studio').first();
    expect(await link.getAttribute('href')).toBe('/sparkstudio');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');

    await r.goto(`${e2e.url}/sparkstudio`);
    await r.getByRole('heading', { level: 1, name: 'Spark Studio' }).waitFor();
    await r.getByTestId('spark-my-set-list').waitFor();
    expect(await r.title()).toBe('Spark Studio · Live Classroom');

    await r.getByTestId('spark-new-set-title').fill('Weather words');
    await r.getByTestId('spark-create-set').click();
    await expect.poll(() => new URL(r.url()).pathname, WAIT).toMatch(/^\/sparkstudio\/sets\/[A-Za-z0-9_-]+$/);
    const questionSetId = new URL(r.url()).pathname.split('/').pop()!;
    expect(await r.getByTestId('spark-set-title').textContent()).toBe('Weather words');

    await addQuestion(r, { kind: 'multipleChoice', prompt: 'Which cloud brings thunderstorms?', choices: ['Cirrus', 'Cumulonimbus', 'Stratus'], correct: 1, explanation: 'Cumulonimbus clouds grow tall enough to make thunder.' });
    await addQuestion(r, { kind: 'number', prompt: 'How many degrees Celsius does water freeze at?', answer: '0', explanation: 'Water freezes at 0 °C.' });
    await addQuestion(r, { kind: 'shortText', prompt: 'What do we call frozen rain?', answer: 'hail', explanation: 'Hail is balls of ice that fall from storm clouds.' });
    expect(await r.getByTestId('spark-set-meta').textContent()).toContain('3 questions');
    expect(await wcagViolations(r)).toEqual([]);
    expect((await pageShape(r)).h1Count).toBe(1);

    // The box follows the server's answer (the set as it now is).
    await r.getByTestId('spark-share').click();
    await expect.poll(() => r.getByTestId('spark-share').isChecked(), WAIT).toBe(true);
    // The share is in the log: a reload keeps it.
    await r.reload();
    await r.getByTestId('spark-set-title').waitFor();
    expect(await r.getByTestId('spark-share').isChecked()).toBe(true);
    expect(await r.getByTestId('spark-question').count()).toBe(3);

    // mr.okafor, another Maple teacher, sees it under "Shared with my school", read-only.
    const okafor = await signInThroughPage(e2e.browser, e2e.url, 'mr.okafor');
    const o = okafor.page;
    await o.getByTestId('header-user-name').waitFor();
    await o.goto(`${e2e.url}/sparkstudio`);
    const shared = o.getByTestId('spark-shared-set-list');
    await shared.getByRole('link', { name: 'Weather words' }).click();
    await expect.poll(() => new URL(o.url()).pathname, WAIT).toBe(`/sparkstudio/sets/${questionSetId}`);
    await o.getByTestId('spark-read-only').waitFor();
    expect(await o.getByTestId('spark-question-prompt').allTextContents()).toEqual([
      'Which cloud brings thunderstorms?',
      'How many degrees Celsius does water freeze at?',
      'What do we call frozen rain?',
    ]);
    expect(await o.getByTestId('spark-add-question').count()).toBe(0);
    expect(await o.getByTestId('spark-question-edit').count()).toBe(0);
    expect(await wcagViolations(o)).toEqual([]);
    // The server refuses his change too.
    const refused = await o.evaluate(async (id) => {
      const response = await fetch(`/spark-studio/sets/${id}/rename`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Mine' }) });
      return { status: response.status, body: (await response.json()) as unknown };
    }, questionSetId);
    expect(refused).toEqual({ status: 403, body: { error: 'spark_studio.not_your_set' } });

    // The author starts a group jam on the set: the room's page opens.
    await r.getByTestId('spark-start-group-jam').click();
    const dialog = r.getByTestId('start-group-jam-dialog');
    await dialog.waitFor();
    // Her one class is chosen already; a set has no starting level.
    await dialog.getByTestId('group-jam-class').waitFor();
    expect(await dialog.getByTestId('group-jam-level').count()).toBe(0);
    await dialog.getByTestId('group-jam-start').click();
    await expect.poll(() => new URL(r.url()).pathname, WAIT).toMatch(new RegExp(`^/same-question-mode/sparkstudio/sets/${questionSetId}/[A-Za-z0-9_-]+$`));
    // The room is on the set: its page is named for it.
    await expect.poll(() => r.getByTestId('sqm-room-title').textContent({ timeout: 1_000 }).catch(() => null), WAIT).toBe('Weather words');

    await rivera.context.close();
    await okafor.context.close();
  });
});
