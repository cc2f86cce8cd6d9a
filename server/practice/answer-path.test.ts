import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeFeedback, PracticeQuestion } from '../../events/practice';
import { demoUserId } from '../demo/demo-school';
import { startTestApp, TEST_TRACKING_KEY } from '../../tests/support/test-app';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from './practice-skills';
import { questionKeys } from './question-keys';

// The answer route judges a key it handed out itself from what it remembered
// (issued-questions.ts), and any other genuine key — another node's, one from
// before a restart — by checking it and making the question again: both answer alike.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
let cookie: string;
const keys = questionKeys(TEST_TRACKING_KEY);

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const item = t.log.queries.catalogue.landingPage('US', 'math', 4).find((candidate) => candidate.kind === 'skill' && candidate.upcoming === 0)!;
  skill = catalogueSkill(t.log.queries.catalogue, item.permacode!)!;
  cookie = await t.signIn('ava.b');
}, 60_000);
afterAll(() => t?.close());

const rightAnswerOf = (questionKey: string) => {
  const asked = keys.verify(questionKey)!;
  return regenerateQuestion(skill, asked.level, keys.engineSeed(asked.seed)).correctAnswer;
};
const answer = (questionKey: string, response: string) => t.postJson(`/practice/${skill.permacode}/answer`, { questionKey, response, secondsSpent: 5 }, { cookie });

describe('the answer route', () => {
  it('judges a key it handed out and a genuine key it did not hand out alike', async () => {
    const asked = (await (await t.request(`/practice/${skill.permacode}/question`, { cookie })).json()) as PracticeQuestion;
    const handedOut = await answer(asked.questionKey, rightAnswerOf(asked.questionKey));
    expect(handedOut.status).toBe(200);
    expect(await handedOut.json()).toMatchObject({ correct: true, smartScore: 13, questionsAnswered: 1 });

    // Signed with the server's key, never handed out by this app (as another node of the cluster would).
    const elsewhere = keys.issue({ permacode: skill.permacode, level: 1, seed: 'from-another-node', learnerId: demoUserId('ava.b'), askedAt: t.clock().getTime() });
    const expected = regenerateQuestion(skill, 1, keys.engineSeed('from-another-node'));
    const notHandedOut = await answer(elsewhere, expected.correctAnswer);
    expect(notHandedOut.status).toBe(200);
    const feedback = (await notHandedOut.json()) as PracticeFeedback;
    expect(feedback).toMatchObject({ correct: true, smartScore: 24, questionsAnswered: 2, correctAnswer: expected.correctAnswer, explanation: expected.explanation });
    // The counts are the read model's.
    expect(t.log.queries.practice.skillScoreOf(demoUserId('ava.b'), skill.skillId)).toMatchObject({ smartScore: 24, questionsAnswered: 2 });
  });

  it('answers a wrong response with the question it asked: its correct answer and explanation', async () => {
    const asked = (await (await t.request(`/practice/${skill.permacode}/question`, { cookie })).json()) as PracticeQuestion;
    const verified = keys.verify(asked.questionKey)!;
    const question = regenerateQuestion(skill, verified.level, keys.engineSeed(verified.seed));
    const response = await answer(asked.questionKey, 'surely not this');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ correct: false, correctAnswer: question.correctAnswer, explanation: question.explanation });
  });
});
