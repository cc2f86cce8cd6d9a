import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUESTION_SET_ID } from '../../server/demo/seed-demo-question-sets';
import { startTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'admin.lee', 'district.chen', 'ava.b', 'park.family']) cookies[username] = await t.signIn(username);
});
afterAll(() => t.close());

const post = (as: string | null, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    ...(as ? { cookie: cookies[as]! } : {}),
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = (as: string | null, path: string) => t.request(path, as ? { cookie: cookies[as]! } : {});

const choice = { kind: 'multipleChoice', prompt: 'Which is a prime?', choices: ['4', '7', '9'], answer: '7', explanation: 'Only 1 and 7 divide 7.' };
const number = { kind: 'number', prompt: 'What is 3/4 of 12?', answer: '9', explanation: 'A quarter of 12 is 3.' };
const text = { kind: 'shortText', prompt: 'Three sides make a…?', answer: 'Triangle', explanation: 'Tri- means three.' };

async function newSet(as = 'ms.rivera', title = 'Warm-up'): Promise<string> {
  const response = await post(as, '/spark-studio/sets', { title });
  expect(response.status).toBe(200);
  return ((await response.json()) as { questionSetId: string }).questionSetId;
}

async function expectRefusedAppendingNothing(send: () => Response | Promise<Response>, status: number, error: string) {
  const before = t.log.store.lastPosition();
  const answered = await send();
  expect(answered.status).toBe(status);
  expect(await answered.json()).toEqual({ error });
  expect(t.log.store.lastPosition()).toBe(before);
}

describe('writing a set', () => {
  it('the author creates a set with the three kinds of question, edits, reorders and removes them', async () => {
    const questionSetId = await newSet();
    for (const question of [choice, number, text]) expect((await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, question)).status).toBe(200);
    let set = await (await get('ms.rivera', `/spark-studio/sets/${questionSetId}`)).json();
    expect(set).toMatchObject({ questionSetId, title: 'Warm-up', mine: true, editable: true, shareable: true, shared: false, authorDisplayName: 'Ms. Rivera', questionCount: 3 });
    expect(set.questions.map((q: { kind: string; choices: string[]; answer: string }) => [q.kind, q.choices, q.answer])).toEqual([
      ['multipleChoice', ['4', '7', '9'], '7'],
      ['number', [], '9'],
      ['shortText', [], 'Triangle'],
    ]);
    const [first, second, third] = set.questions.map((q: { questionId: string }) => q.questionId);

    set = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions/${second}`, { ...number, answer: '9.0' })).json();
    expect(set.questions[1].answer).toBe('9.0');
    set = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/reorder`, { questionIds: [third, first, second] })).json();
    expect(set.questions.map((q: { questionId: string }) => q.questionId)).toEqual([third, first, second]);
    set = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions/${first}/remove`)).json();
    expect(set.questions.map((q: { questionId: string }) => q.questionId)).toEqual([third, second]);
    set = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/rename`, { title: 'Shapes and fractions' })).json();
    expect(set.title).toBe('Shapes and fractions');

    expect(t.log.queries.sparkStudio.questionSetForRoom(questionSetId, 'u_ms_rivera')).toMatchObject({ title: 'Shapes and fractions', questions: [{ kind: 'shortText' }, { kind: 'number' }] });
  });

  it('one Idempotency-Key creates one set, however often it is sent', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const first = await (await post('ms.rivera', '/spark-studio/sets', { title: 'Once' }, headers)).json();
    const before = t.log.store.lastPosition();
    const again = await (await post('ms.rivera', '/spark-studio/sets', { title: 'Once' }, headers)).json();
    expect(again.questionSetId).toBe(first.questionSetId);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('refuses broken questions with their error key, appending nothing', async () => {
    const questionSetId = await newSet();
    const path = `/spark-studio/sets/${questionSetId}/questions`;
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...choice, choices: ['1', '2', '3', '4', '5', '6', '7'] }), 400, 'spark_studio.choice_count');
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...choice, answer: '8' }), 400, 'spark_studio.answer_not_a_choice');
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...number, answer: 'nine' }), 400, 'spark_studio.answer_not_a_number');
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...text, explanation: ' ' }), 400, 'spark_studio.explanation_required');
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...text, prompt: 'x'.repeat(2_001) }), 400, 'spark_studio.prompt_too_long');
    await expectRefusedAppendingNothing(() => post('ms.rivera', path, { ...text, kind: 'essay' }), 400, 'spark_studio.unknown_kind');
    await expectRefusedAppendingNothing(() => post('ms.rivera', '/spark-studio/sets', { title: 'x'.repeat(121) }), 400, 'spark_studio.title_too_long');
    await expectRefusedAppendingNothing(() => post('ms.rivera', '/spark-studio/sets', { title: '' }), 400, 'spark_studio.title_required');
    await expectRefusedAppendingNothing(() => post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions/nope`, text), 404, 'spark_studio.unknown_question');
    await expectRefusedAppendingNothing(() => post('ms.rivera', '/spark-studio/sets/nope/questions', text), 404, 'spark_studio.unknown_set');
    await expectRefusedAppendingNothing(() => post('ms.rivera', '/spark-studio/sets/bad%20id/questions', text), 404, 'spark_studio.unknown_set');
  });

  it('a set holds at most 100 questions', async () => {
    const questionSetId = await newSet();
    for (let index = 0; index < 100; index++) {
      expect((await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, { ...number, prompt: `Question ${index}` })).status).toBe(200);
    }
    await expectRefusedAppendingNothing(() => post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, number), 409, 'spark_studio.too_many_questions');
  });
});

describe('sharing with the school', () => {
  it('a private set is the author’s alone; shared, Maple’s teachers and administrator read it and may start a room on it; unshared, it is private again', async () => {
    const questionSetId = await newSet('ms.rivera', 'Shared warm-up');
    await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, choice);
    const listOf = async (as: string) => ((await (await get(as, '/spark-studio/sets')).json()) as { sets: { questionSetId: string }[] }).sets.map((s) => s.questionSetId);

    expect(await listOf('mr.okafor')).not.toContain(questionSetId);
    await expectRefusedAppendingNothing(() => get('mr.okafor', `/spark-studio/sets/${questionSetId}`), 403, 'spark_studio.not_your_set');
    expect(t.log.queries.sparkStudio.questionSetForRoom(questionSetId, 'u_mr_okafor')).toBeNull();

    const shared = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/share`, { shared: true })).json();
    expect(shared.shared).toBe(true);
    expect(await listOf('mr.okafor')).toContain(questionSetId);
    expect(await listOf('admin.lee')).toContain(questionSetId);
    expect(await (await get('mr.okafor', `/spark-studio/sets/${questionSetId}`)).json()).toMatchObject({ mine: false, editable: false, shareable: false, authorDisplayName: 'Ms. Rivera' });
    expect(t.log.queries.sparkStudio.questionSetForRoom(questionSetId, 'u_mr_okafor')?.questions).toHaveLength(1);
    // A district administrator has no school: shared sets of a school are not theirs to see.
    expect(await listOf('district.chen')).not.toContain(questionSetId);

    await post('ms.rivera', `/spark-studio/sets/${questionSetId}/share`, { shared: false });
    expect(await listOf('mr.okafor')).not.toContain(questionSetId);
    expect(t.log.queries.sparkStudio.questionSetForRoom(questionSetId, 'u_mr_okafor')).toBeNull();
  });

  it('only the author changes a set: another teacher of the school and its administrator get 403 and nothing is appended', async () => {
    const questionSetId = await newSet();
    const created = await (await post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, number)).json();
    const questionId = created.questions[0].questionId;
    await post('ms.rivera', `/spark-studio/sets/${questionSetId}/share`, { shared: true });
    for (const other of ['mr.okafor', 'admin.lee']) {
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/rename`, { title: 'Mine now' }), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/questions`, text), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/questions/${questionId}`, text), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/questions/${questionId}/remove`), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/reorder`, { questionIds: [questionId] }), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/share`, { shared: false }), 403, 'spark_studio.not_your_set');
      await expectRefusedAppendingNothing(() => post(other, `/spark-studio/sets/${questionSetId}/delete`), 403, 'spark_studio.not_your_set');
    }
  });

  it('students and parents get 403, visitors 401, on every route', async () => {
    const questionSetId = await newSet();
    for (const as of ['ava.b', 'park.family']) {
      await expectRefusedAppendingNothing(() => get(as, '/spark-studio/sets'), 403, 'spark_studio.not_allowed');
      await expectRefusedAppendingNothing(() => get(as, `/spark-studio/sets/${questionSetId}`), 403, 'spark_studio.not_allowed');
      await expectRefusedAppendingNothing(() => post(as, '/spark-studio/sets', { title: 'Mine' }), 403, 'spark_studio.not_allowed');
      await expectRefusedAppendingNothing(() => post(as, `/spark-studio/sets/${questionSetId}/questions`, text), 403, 'spark_studio.not_allowed');
    }
    await expectRefusedAppendingNothing(() => get(null, '/spark-studio/sets'), 401, 'request.sign_in_required');
    await expectRefusedAppendingNothing(() => post(null, '/spark-studio/sets', { title: 'Mine' }), 401, 'request.sign_in_required');
  });

  it('a district administrator writes sets but has no school to share them with (409)', async () => {
    const questionSetId = await newSet('district.chen');
    expect(await (await get('district.chen', `/spark-studio/sets/${questionSetId}`)).json()).toMatchObject({ editable: true, shareable: false });
    await expectRefusedAppendingNothing(() => post('district.chen', `/spark-studio/sets/${questionSetId}/share`, { shared: true }), 409, 'spark_studio.no_school');
  });
});

describe('deleting a set', () => {
  it('removes it for everyone; a room can no longer start on it', async () => {
    const questionSetId = await newSet();
    await post('ms.rivera', `/spark-studio/sets/${questionSetId}/share`, { shared: true });
    expect((await post('ms.rivera', `/spark-studio/sets/${questionSetId}/delete`)).status).toBe(200);
    await expectRefusedAppendingNothing(() => get('ms.rivera', `/spark-studio/sets/${questionSetId}`), 404, 'spark_studio.unknown_set');
    await expectRefusedAppendingNothing(() => get('mr.okafor', `/spark-studio/sets/${questionSetId}`), 404, 'spark_studio.unknown_set');
    await expectRefusedAppendingNothing(() => post('ms.rivera', `/spark-studio/sets/${questionSetId}/questions`, text), 404, 'spark_studio.unknown_set');
    expect(t.log.queries.sparkStudio.questionSetForRoom(questionSetId, 'u_ms_rivera')).toBeNull();
  });
});

describe('the demo school', () => {
  it('has ms.rivera’s fractions set, shared with Maple', async () => {
    const set = await (await get('mr.okafor', `/spark-studio/sets/${DEMO_QUESTION_SET_ID}`)).json();
    expect(set).toMatchObject({ title: 'Fractions warm-up', shared: true, editable: false, questionCount: 3 });
    expect(set.questions.map((q: { kind: string }) => q.kind)).toEqual(['multipleChoice', 'number', 'shortText']);
  });
});
