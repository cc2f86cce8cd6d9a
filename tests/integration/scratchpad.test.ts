import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsLogEntry, PracticeQuestion } from '../../events/practice';
import type { AssessmentSittingView } from '../../events/assessments';
import type { QuizAttemptView } from '../../events/quizzes';
import { SCRATCHPAD_LIMITS, type ScratchpadStroke, type ScratchpadWorkReport, type ScratchpadWorkView } from '../../events/scratchpad';
import { demoUserId } from '../../server/demo/demo-school';
import { DEFAULT_BODY_LIMIT_BYTES } from '../../server/http/body-limit';
import { DEMO_QUESTION_SET_ID } from '../../server/demo/seed-demo-question-sets';
import { catalogueSkill, type CatalogueSkill } from '../../server/practice/practice-skills';
import { startTestApp } from '../support/test-app';

// Issue 31 item 3 (docs/scratchpad.md): scratchpad work kept with a practice, quiz or assessment answer, in the same
// append; the limits (413 scratchpad.too_large, nothing appended); a teacher reads it (GET /scratchpad/work)
// and the questions log marks the answers that have it.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[0]!.permacode!)!;
  for (const username of ['ava.b', 'noah.c', 'ms.rivera', 'mr.okafor', 'admin.lee', 'park.family']) cookies[username] = await t.signIn(username);
}, 60_000);
afterAll(() => t?.close());

const csrf = { 'content-type': 'application/json', 'X-CSRF-Protection': '1' };
const post = (as: string, path: string, body: unknown) => t.request(path, { method: 'POST', cookie: cookies[as]!, headers: csrf, body: JSON.stringify(body) });
const pen = (points: [number, number][]): ScratchpadStroke => ({ tool: 'pen', width: 6, points });
const work = [pen([[10, 20], [30, 40]]), { tool: 'eraser' as const, width: 40, points: [[15, 25]] as [number, number][] }];

async function ask(as: string): Promise<PracticeQuestion> {
  const response = await t.request(`/practice/${skill.permacode}/question`, { cookie: cookies[as]! });
  expect(response.status).toBe(200);
  return (await response.json()) as PracticeQuestion;
}
const answerPractice = (as: string, questionKey: string, extra: Record<string, unknown> = {}) =>
  t.postJson(`/practice/${skill.permacode}/answer`, { questionKey, response: '1', secondsSpent: 5, ...extra }, { cookie: cookies[as]! });
const appendedSince = (position: number) => t.log.store.readAll(position, 100);

async function expectRefusedAppendingNothing(send: () => Response | Promise<Response>, status: number, error: string) {
  const before = t.log.store.lastPosition();
  const refused = await send();
  expect(refused.status).toBe(status);
  expect(await refused.json()).toEqual({ error });
  expect(t.log.store.lastPosition(), 'nothing appended').toBe(before);
}

describe('work kept with a practice answer', () => {
  it('is its own event after the answer, in the answer’s stream and append; without work the answer appends as before', async () => {
    const plain = await ask('noah.c');
    let before = t.log.store.lastPosition();
    expect((await answerPractice('noah.c', plain.questionKey)).status).toBe(200);
    expect(appendedSince(before).map((event) => event.type)).not.toContain('ScratchpadWorkKept');

    const question = await ask('ava.b');
    before = t.log.store.lastPosition();
    expect((await answerPractice('ava.b', question.questionKey, { scratchpad: { strokes: work } })).status).toBe(200);
    const appended = appendedSince(before);
    expect(appended[0]?.type).toBe('PracticeQuestionAnswered');
    expect(appended.at(-1)).toMatchObject({ type: 'ScratchpadWorkKept', data: { studentUserId: demoUserId('ava.b'), answer: { kind: 'practice', permacode: skill.permacode }, strokes: work } });
    expect(new Set(appended.map((event) => event.metadata.streamId)).size).toBe(1);
  });

  it('is shown to the student’s teacher: the questions log names the answer, the work call draws it; others are refused', async () => {
    const log = (await (await t.request(`/analytics/live-classroom/questions-log?studentUserId=${demoUserId('ava.b')}`, { cookie: cookies['ms.rivera']! })).json()) as { entries: QuestionsLogEntry[] };
    const withWork = log.entries.filter((entry) => entry.scratchpadAnswerKey);
    expect(withWork).toHaveLength(1);
    const path = `/scratchpad/work?studentUserId=${demoUserId('ava.b')}&answerKey=${withWork[0]!.scratchpadAnswerKey}`;
    for (const username of ['ms.rivera', 'admin.lee']) {
      const response = await t.request(path, { cookie: cookies[username]! });
      expect(response.status, username).toBe(200);
      expect(((await response.json()) as ScratchpadWorkView).strokes).toEqual(work);
    }
    for (const username of ['mr.okafor', 'ava.b', 'noah.c', 'park.family']) expect((await t.request(path, { cookie: cookies[username]! })).status, username).toBe(403);
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(`/scratchpad/work?studentUserId=${demoUserId('ava.b')}&answerKey=practice:nothing`, { cookie: cookies['ms.rivera']! })).status).toBe(404);
  });

  it('the largest work the limits allow, with the longest response, fits the answer call’s default body limit (64 KB, not raised)', async () => {
    const question = await ask('ava.b');
    const largest = Array.from({ length: SCRATCHPAD_LIMITS.strokes }, () => ({ tool: 'eraser' as const, width: 80, points: Array.from({ length: SCRATCHPAD_LIMITS.points / SCRATCHPAD_LIMITS.strokes }, (): [number, number] => [1000, 1000]) }));
    const body = { questionKey: question.questionKey, response: '9'.repeat(200), secondsSpent: 5, scratchpad: { strokes: largest } };
    // Room to spare for the longest question key (512) too.
    expect(JSON.stringify(body).length - question.questionKey.length + 512).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES);
    expect((await t.postJson(`/practice/${skill.permacode}/answer`, body, { cookie: cookies['ava.b']! })).status).toBe(200);
  });

  it('over a limit is 413 scratchpad.too_large, malformed 400 scratchpad.invalid_strokes; neither appends anything', async () => {
    const question = await ask('ava.b');
    const tooMany = Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 1]]));
    await expectRefusedAppendingNothing(() => answerPractice('ava.b', question.questionKey, { scratchpad: { strokes: tooMany } }), 413, 'scratchpad.too_large');
    const longStroke = pen(Array.from({ length: SCRATCHPAD_LIMITS.pointsPerStroke + 1 }, (_, index): [number, number] => [index % 1000, 1]));
    await expectRefusedAppendingNothing(() => answerPractice('ava.b', question.questionKey, { scratchpad: { strokes: [longStroke] } }), 413, 'scratchpad.too_large');
    await expectRefusedAppendingNothing(() => answerPractice('ava.b', question.questionKey, { scratchpad: { strokes: [pen([[2000, 1]])] } }), 400, 'scratchpad.invalid_strokes');
    // The question is still unanswered: the refusals decided nothing.
    expect((await answerPractice('ava.b', question.questionKey)).status).toBe(200);
  });
});

describe('work kept with a quiz answer', () => {
  it('is kept with the answer and read by the quiz’s teacher; over the limits 413 and nothing appended', async () => {
    const now = t.clock().getTime();
    const created = await post('ms.rivera', '/quizzes', { title: 'Pad check', questionSetId: DEMO_QUESTION_SET_ID, classIds: ['class_g4_room12'], opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3_600_000).toISOString(), timeLimitMinutes: 10 });
    expect(created.status).toBe(200);
    const { quizId } = (await created.json()) as { quizId: string };
    expect((await post('ava.b', `/quizzes/${quizId}/start`, {})).status).toBe(200);
    const tooMany = Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 1]]));
    await expectRefusedAppendingNothing(() => post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: '3/6', scratchpad: { strokes: tooMany } }), 413, 'scratchpad.too_large');
    const before = t.log.store.lastPosition();
    const answered = await post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: '3/6', scratchpad: { strokes: work } });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as QuizAttemptView).answered).toBe(1);
    expect(appendedSince(before).map((event) => event.type)).toEqual(['QuizQuestionAnswered', 'ScratchpadWorkKept']);
    // Later commands on the attempt fold the kept work as nothing.
    expect((await post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q2', response: '1' })).status).toBe(200);
    const response = await t.request(`/scratchpad/work?studentUserId=${demoUserId('ava.b')}&answerKey=quiz:${quizId}:q1`, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(200);
    expect((await response.json()) as ScratchpadWorkView).toMatchObject({ answer: { kind: 'quiz', quizId, questionKey: 'q1' }, strokes: work });
  });
});

describe('work kept with an assessment answer', () => {
  it('is kept with the answer in the sitting’s stream and read by the student’s teacher; over the limits 413 and nothing appended', async () => {
    const started = await post('ava.b', '/assessments/levelup-math/start', {});
    expect(started.status).toBe(200);
    const view = (await started.json()) as AssessmentSittingView;
    const questionKey = view.question!.questionKey;
    const tooMany = Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 1]]));
    await expectRefusedAppendingNothing(() => post('ava.b', '/assessments/levelup-math/answer', { questionKey, response: '1', scratchpad: { strokes: tooMany } }), 413, 'scratchpad.too_large');
    await expectRefusedAppendingNothing(() => post('ava.b', '/assessments/levelup-math/answer', { questionKey, response: '1', scratchpad: { strokes: [pen([[-1, 1]])] } }), 400, 'scratchpad.invalid_strokes');
    const before = t.log.store.lastPosition();
    const answered = await post('ava.b', '/assessments/levelup-math/answer', { questionKey, response: '1', scratchpad: { strokes: work } });
    expect(answered.status).toBe(200);
    const next = (await answered.json()) as AssessmentSittingView;
    expect(next.answered).toBe(1);
    const appended = appendedSince(before);
    expect(appended.map((event) => event.type)).toEqual(['AssessmentQuestionAnswered', 'ScratchpadWorkKept']);
    expect(new Set(appended.map((event) => event.metadata.streamId))).toEqual(new Set([`assessment-sitting:levelup-math:${demoUserId('ava.b')}`]));
    // Later commands on the sitting fold the kept work as nothing; an answer without work keeps none.
    const later = t.log.store.lastPosition();
    expect((await post('ava.b', '/assessments/levelup-math/answer', { questionKey: next.question!.questionKey, response: '1' })).status).toBe(200);
    expect(appendedSince(later).map((event) => event.type)).toEqual(['AssessmentQuestionAnswered']);
    const path = `/scratchpad/work?studentUserId=${demoUserId('ava.b')}&answerKey=assessment:levelup-math:${questionKey}`;
    const response = await t.request(path, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(200);
    expect((await response.json()) as ScratchpadWorkView).toMatchObject({ answer: { kind: 'assessment', assessmentId: 'levelup-math', questionKey }, strokes: work });
    expect((await t.request(path, { cookie: cookies['mr.okafor']! })).status).toBe(403);
  });
});

describe('the teacher report scratchpad-work', () => {
  it('lists per student of the class the answers with work, at once after they were kept (read your writes); for the class’s teacher and administrators only', async () => {
    const question = await ask('noah.c');
    expect((await answerPractice('noah.c', question.questionKey, { scratchpad: { strokes: [pen([[5, 5]])] } })).status).toBe(200);
    const path = '/reports/scratchpad-work?classId=class_g4_room12';
    const response = await t.request(path, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(200);
    const report = (await response.json()) as ScratchpadWorkReport;
    expect(report.className).toBe('Grade 4 Room 12');
    const noah = report.students.find((student) => student.userId === demoUserId('noah.c'))!;
    expect(noah.answers).toEqual([{ answerKey: expect.stringMatching(/^practice:/), kind: 'practice', title: skill.name, questionNumber: null, strokeCount: 1, keptAt: t.clock().toISOString() }]);
    const ava = report.students.find((student) => student.userId === demoUserId('ava.b'))!;
    expect(ava.answers.map((answer) => [answer.kind, answer.title, answer.questionNumber])).toEqual(expect.arrayContaining([['quiz', 'Pad check', 1], ['practice', skill.name, null], ['assessment', 'LevelUp Math diagnostic', 1]]));
    const one = (await (await t.request(`${path}&studentUserId=${demoUserId('noah.c')}`, { cookie: cookies['admin.lee']! })).json()) as ScratchpadWorkReport;
    expect(one.students.map((student) => student.userId)).toEqual([demoUserId('noah.c')]);
    expect((await t.request(path, { cookie: cookies['mr.okafor']! })).status).toBe(403);
    expect((await t.request(path, { cookie: cookies['ava.b']! })).status).toBe(403);
    expect((await t.request(`${path}&studentUserId=someone_else`, { cookie: cookies['ms.rivera']! })).status).toBe(403);
    expect((await t.request('/reports/scratchpad-work', { cookie: cookies['ms.rivera']! })).status).toBe(400);
  });
});
