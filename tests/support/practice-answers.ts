import type { Page } from 'playwright-core';
import type { Subject } from '../../events/curriculum';
import { generateQuestion, isCorrectResponse, type GeneratedQuestion, type PracticeSkill, type QuestionLevel } from '../../events/practice/question-engine';
import { loadOrCreateTrackingKey } from '../../server/auth/signed-tracking-ids';
import { questionKeys } from '../../server/practice/question-keys';

/**
 * The question a practice page shows, made again as the server makes it to
 * judge an answer (docs/practice.md, "Question keys"): the page's question key
 * opened with the server's key (`$DATA_DIR/tracking.key`, which the e2e test
 * shares with the server it started), the skill as `GET /catalogue/skills/:permacode`
 * describes it, and the engine given `engineSeed(seed)`. So a test can answer
 * right — or surely wrong — whatever the question is, without the client ever
 * holding the answer.
 */
export function practiceAnswers({ url, dataDir }: { url: string; dataDir: string }) {
  const keys = questionKeys(loadOrCreateTrackingKey(dataDir));
  const skills = new Map<string, PracticeSkill>();

  /** The engine's view of a catalogue skill, as server/practice/practice-skills.ts makes it. */
  async function skillOf(permacode: string): Promise<PracticeSkill> {
    const known = skills.get(permacode);
    if (known) return known;
    const response = await fetch(`${url}/catalogue/skills/${permacode}`);
    if (!response.ok) throw new Error(`GET /catalogue/skills/${permacode}: ${response.status}`);
    const item = (await response.json()) as { subject: Subject; grade: number; tags: string[]; name: string };
    const skill: PracticeSkill = { subject: item.subject, grade: item.grade, topic: item.tags[1] ?? item.tags[0] ?? '', name: item.name };
    skills.set(permacode, skill);
    return skill;
  }

  /** The question on the page now (its key read from `data-question-key`), with its answer rule. */
  async function questionOn(page: Page): Promise<GeneratedQuestion & { questionKey: string }> {
    const questionKey = await page.getByTestId('practice-question').getAttribute('data-question-key');
    const asked = questionKey === null ? null : keys.verify(questionKey);
    if (questionKey === null || asked === null) throw new Error(`no question key of this server on the page: ${questionKey}`);
    const question = generateQuestion(await skillOf(asked.permacode), asked.level as QuestionLevel, keys.engineSeed(asked.seed));
    return { ...question, questionKey };
  }

  /** A response the question takes as right. */
  function rightResponse(question: GeneratedQuestion): string {
    if (!isCorrectResponse(question.accepts, question.correctAnswer)) throw new Error(`the engine refuses its own answer "${question.correctAnswer}"`);
    return question.correctAnswer;
  }

  /** A response the question takes as wrong: another choice, or a number it does not accept. */
  function wrongResponse(question: GeneratedQuestion): string {
    const candidates = question.answerType === 'choice' ? (question.choices ?? []) : ['0', '1', '2', '7', '999999'];
    const wrong = candidates.find((candidate) => !isCorrectResponse(question.accepts, candidate));
    if (wrong === undefined) throw new Error(`no wrong response to "${question.prompt}"`);
    return wrong;
  }

  return { questionOn, rightResponse, wrongResponse };
}

/** Gives a response as a person does: picks the choice or types into the field, then presses Enter. */
export async function answerOnPage(page: Page, question: Pick<GeneratedQuestion, 'answerType'>, response: string): Promise<void> {
  const area = page.getByTestId('practice-question');
  if (question.answerType === 'choice') {
    const choice = area.getByRole('radio', { name: response, exact: true });
    await choice.check();
    await choice.press('Enter');
  } else {
    const field = area.getByTestId('practice-input');
    await field.fill(response);
    await field.press('Enter');
  }
}
