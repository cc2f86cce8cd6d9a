import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizAttemptView, QuizDetail, QuizResults } from '../../events/quizzes';
import { DEMO_QUESTION_SET_ID } from '../../server/demo/seed-demo-question-sets';
import { DEMO_QUIZ_ID, DEMO_QUIZ_RESOURCE_ID } from '../../server/demo/seed-demo-quizzes';
import { startTestApp } from '../support/test-app';

// Quizzes through the app (docs/quizzes.md): build from the demo set, a student outside the assignment
// refused, one attempt (a second start resumes), the time limit by the server clock, submit, release.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'ava.b', 'noah.c']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const csrf = { 'content-type': 'application/json', 'X-CSRF-Protection': '1' };
const post = (as: string, path: string, body: unknown = {}) => t.request(path, { method: 'POST', cookie: cookies[as]!, headers: csrf, body: JSON.stringify(body) });
const get = (as: string, path: string) => t.request(path, { cookie: cookies[as]! });

async function expectRefusedAppendingNothing(send: () => Response | Promise<Response>, status: number, error: string) {
  const before = t.log.store.lastPosition();
  const answered = await send();
  expect(answered.status).toBe(status);
  expect(await answered.json()).toEqual({ error });
  expect(t.log.store.lastPosition()).toBe(before);
}

describe('a quiz from a Spark Studio set, taken once', () => {
  let quizId = '';
  it('ms.rivera builds it for Grade 4 Room 12; mr.okafor may not build for her class', async () => {
    const now = t.clock().getTime();
    const body = { title: 'Fractions check', questionSetId: DEMO_QUESTION_SET_ID, classIds: ['class_g4_room12'], opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3_600_000).toISOString(), timeLimitMinutes: 10 };
    await expectRefusedAppendingNothing(() => post('mr.okafor', '/quizzes', body), 403, 'quizzes.not_your_class');
    await expectRefusedAppendingNothing(() => post('ms.rivera', '/quizzes', { ...body, permacodes: ['ABC'] }), 400, 'quizzes.choose_source');
    const created = await post('ms.rivera', '/quizzes', body);
    expect(created.status).toBe(200);
    quizId = ((await created.json()) as { quizId: string }).quizId;
    const assigned = (await (await get('ava.b', '/quizzes/assigned')).json()) as { quizzes: { quizId: string; status: string }[] };
    expect(assigned.quizzes).toContainEqual(expect.objectContaining({ quizId, status: 'not_started' }));
  });

  it('a student outside the assignment cannot start it (403), and appends nothing', async () => {
    await expectRefusedAppendingNothing(() => post('mr.okafor', `/quizzes/${quizId}/start`), 403, 'quizzes.not_assigned');
  });

  it('start gives the first question without its answer; a second start resumes at the first unanswered one', async () => {
    const first = (await (await post('ava.b', `/quizzes/${quizId}/start`)).json()) as QuizAttemptView;
    expect(first).toMatchObject({ status: 'in_progress', answered: 0, total: 3, secondsLeft: 600, question: { questionKey: 'q1', answerType: 'choice' } });
    expect(JSON.stringify(first)).not.toContain('"answer"');
    const next = (await (await post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: '3/6' })).json()) as QuizAttemptView;
    expect(next.question?.questionKey).toBe('q2');
    t.clock.advance(60_000);
    const before = t.log.store.lastPosition();
    const resumed = (await (await post('ava.b', `/quizzes/${quizId}/start`)).json()) as QuizAttemptView;
    expect(resumed).toMatchObject({ answered: 1, startedAt: first.startedAt, secondsLeft: 540, question: { questionKey: 'q2' } });
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('past the time limit, by the server clock, an answer is refused and appends nothing; the attempt counts as submitted', async () => {
    await post('noah.c', `/quizzes/${quizId}/start`);
    t.clock.advance(9 * 60_000);
    await expectRefusedAppendingNothing(() => post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q2', response: '9' }), 409, 'quizzes.time_up');
    const attempt = (await (await get('ava.b', `/quizzes/${quizId}/attempt`)).json()) as QuizAttemptView;
    expect(attempt).toMatchObject({ status: 'submitted', submitReason: 'deadline', question: null });
    const done = (await (await post('noah.c', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: '2/3' })).json()) as QuizAttemptView;
    expect(done.answered).toBe(1);
    expect((await post('noah.c', `/quizzes/${quizId}/submit`)).status).toBe(200);
  });

  it('results: the teacher every student; a student 409 before release and her own row after', async () => {
    const detail = (await (await get('ms.rivera', `/quizzes/${quizId}`)).json()) as QuizDetail;
    const rows = Object.fromEntries(detail.results.students.map((row) => [row.displayName, row]));
    expect(detail.submitted).toBe(2);
    expect(Object.values(rows).filter((row) => row.status === 'submitted')).toHaveLength(2);
    await expectRefusedAppendingNothing(() => get('ava.b', `/quizzes/${quizId}/results`), 409, 'quizzes.results_not_released');
    await expectRefusedAppendingNothing(() => post('mr.okafor', `/quizzes/${quizId}/release`), 403, 'quizzes.not_your_quiz');
    expect((await post('ms.rivera', `/quizzes/${quizId}/release`)).status).toBe(200);
    const own = (await (await get('ava.b', `/quizzes/${quizId}/results`)).json()) as QuizResults;
    expect(own.students).toHaveLength(1);
    expect(own.students[0]).toMatchObject({ right: 1, answered: 1, total: 3, scorePercent: 33, answers: [{ questionKey: 'q1', correct: true, correctAnswer: '3/6' }] });
  });
});

describe('the demo', () => {
  it('ms.rivera has a closed, released quiz Grade 4 Room 12 took, and the district a shared quiz resource', async () => {
    const detail = (await (await get('ms.rivera', `/quizzes/${DEMO_QUIZ_ID}`)).json()) as QuizDetail;
    expect(detail).toMatchObject({ status: 'closed', released: true, submitted: 8, questionCount: 3 });
    expect(detail.results.students.find((row) => row.displayName === 'Lucas G.')).toMatchObject({ status: 'submitted', submitReason: 'deadline', answered: 2 });
    const own = (await (await get('ava.b', `/quizzes/${DEMO_QUIZ_ID}/results`)).json()) as QuizResults;
    expect(own.students[0]).toMatchObject({ right: 3, scorePercent: 100 });
    const list = (await (await get('ms.rivera', '/quizzes')).json()) as { resources: { quizId: string; scope: string }[] };
    expect(list.resources).toContainEqual(expect.objectContaining({ quizId: DEMO_QUIZ_RESOURCE_ID, scope: 'district' }));
  });
});
