import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentProgress, AssessmentSittingView, AssignedAssessmentList, DiagnosticLevelsView, DiagnosticRecommendationList } from '../../events/assessments';
import { startTestApp } from '../../tests/support/test-app';

// Issue 30 (docs/diagnostics.md "Calls"): the assessments' calls over a real SQLite log with the demo school
// and catalogue — each write read back at once (the student's sitting, the teacher's progress, the levels),
// the rules answered with their keys and nothing appended.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  for (const username of ['ava.b', 'ms.rivera', 'mr.okafor', 'admin.lee', 'park.family']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const get = <T>(path: string, username: string) => json<T>(t.request(path, { cookie: cookies[username]! }));
const today = () => t.clock().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function schedule(assessmentType: string, startDate: string, dueDate: string): Promise<string> {
  const response = await t.postJson('/assessment-windows/schedule', { schoolIds: ['school_maple'], subject: assessmentType.startsWith('MATH') ? 'math' : 'ela', assessmentType, startDate, dueDate }, as('admin.lee'));
  expect(response.status).toBe(200);
  return `window-${((await response.json()) as { windowId: string }).windowId}`;
}
const start = (assessmentId: string, username = 'ava.b') => t.postJson(`/assessments/${assessmentId}/start`, {}, as(username));
const answer = (assessmentId: string, questionKey: string, response: string) => t.postJson(`/assessments/${assessmentId}/answer`, { questionKey, response }, as('ava.b'));

describe('the assessments calls', () => {
  it('a window scheduled for Maple is assigned to ava.b at once; LevelUp math and ELA always are', async () => {
    const assessmentId = await schedule('MATH_SCREENER', today(), addDays(today(), 7));
    const list = await get<AssignedAssessmentList>('/assessments/assigned', 'ava.b');
    const ids = list.assessments.map((each) => each.assessmentId);
    expect(ids).toEqual(expect.arrayContaining(['levelup-math', 'levelup-ela', assessmentId]));
    expect(list.assessments.find((each) => each.assessmentId === assessmentId)).toMatchObject({ kind: 'screener', subject: 'math', status: 'not_started', answered: 0, total: 15 });
    expect(list.assessments.find((each) => each.assessmentId === 'levelup-math')).toMatchObject({ kind: 'levelup', opensAt: null, closesAt: null, total: null });
    // The teachers' banner names it; a teacher has no assessments of her own to take.
    expect(await get<{ mathAssessmentId: string }>('/assessment-windows/banner', 'ms.rivera')).toMatchObject({ mathAssessmentId: assessmentId });
    expect(await get<AssignedAssessmentList>('/assessments/assigned', 'ms.rivera')).toEqual({ assessments: [] });
  });

  it('start gives the first question without its answer; a second start resumes; answers move on; the teacher reads each step', async () => {
    const assessmentId = await schedule('MATH_SCREENER', today(), addDays(today(), 3));
    const first = await json<AssessmentSittingView>(start(assessmentId));
    expect(first).toMatchObject({ assessmentId, kind: 'screener', status: 'in_progress', answered: 0, total: 15, question: { questionKey: 's1q1', number: 1 } });
    expect(Object.keys(first.question!).sort()).toEqual(['answerType', 'art', 'choices', 'number', 'prompt', 'questionKey']);
    expect(first.closesAt).toBe(`${addDays(today(), 4)}T00:00:00.000Z`);
    expect(await json<AssessmentSittingView>(start(assessmentId))).toEqual({ ...first, serverTime: expect.any(String) });

    let progress = await get<AssessmentProgress>(`/assessments/${assessmentId}/progress`, 'ms.rivera');
    expect(progress.students.find((row) => row.displayName.startsWith('Ava'))).toMatchObject({ status: 'in_progress', answered: 0, classId: 'class_g4_room12' });

    const before = t.log.store.lastPosition();
    const wrongKey = await answer(assessmentId, 's1q2', '7');
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toEqual({ error: 'assessments.not_the_current_question' });
    expect(t.log.store.lastPosition()).toBe(before);

    let view = await json<AssessmentSittingView>(answer(assessmentId, 's1q1', '7'));
    expect(view).toMatchObject({ status: 'in_progress', answered: 1, question: { questionKey: 's1q2', number: 2 } });
    progress = await get<AssessmentProgress>(`/assessments/${assessmentId}/progress`, 'admin.lee');
    expect(progress.students.find((row) => row.displayName.startsWith('Ava'))).toMatchObject({ status: 'in_progress', answered: 1 });
    while (view.question) view = await json<AssessmentSittingView>(answer(assessmentId, view.question.questionKey, '1'));
    expect(view).toMatchObject({ status: 'finished', answered: 15, question: null });
    progress = await get<AssessmentProgress>(`/assessments/${assessmentId}/progress`, 'ms.rivera');
    expect(progress.students.find((row) => row.displayName.startsWith('Ava'))).toMatchObject({ status: 'finished', answered: 15 });
    const results = t.log.queries.assessmentResults.ofStudent(t.log.queries.directory.accountByUsername('ava.b')!.userId);
    expect(results.find((result) => result.assessmentId === assessmentId)).toMatchObject({ kind: 'screener', assessmentType: 'MATH_SCREENER', grade: 4 });
    // Another teacher of the school follows his own class only.
    const his = await get<AssessmentProgress>(`/assessments/${assessmentId}/progress`, 'mr.okafor');
    expect(his.students.some((row) => row.displayName.startsWith('Ava'))).toBe(false);
    // A checkpoint is its teacher's: another teacher is refused.
    expect((await t.request('/assessments/levelup-math/progress', { cookie: cookies['park.family']! })).status).toBe(403);
  });

  it('before a window opens, after it closes, and for an unknown id: refused with the key, nothing appended', async () => {
    const later = await schedule('MATH_BENCHMARK', addDays(today(), 2), addDays(today(), 9));
    const before = t.log.store.lastPosition();
    const early = await start(later);
    expect({ status: early.status, body: await early.json() }).toEqual({ status: 409, body: { error: 'assessments.window_closed' } });
    const unknown = await start('window-nope');
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: 404, body: { error: 'assessments.not_assigned' } });
    const teacher = await start('levelup-math', 'ms.rivera');
    expect({ status: teacher.status, body: await teacher.json() }).toEqual({ status: 403, body: { error: 'assessments.not_assigned' } });
    expect(t.log.store.lastPosition()).toBe(before);

    const closing = await schedule('ELA_FOUNDATIONS_SCREENER', today(), today());
    const begun = await json<AssessmentSittingView>(start(closing));
    t.clock.advance(2 * 86_400_000);
    for (const username of Object.keys(cookies)) cookies[username] = await t.signIn(username); // sessions end in a day
    const afterClose = t.log.store.lastPosition();
    const late = await answer(closing, begun.question!.questionKey, 'cat');
    expect({ status: late.status, body: await late.json() }).toEqual({ status: 409, body: { error: 'assessments.window_closed' } });
    expect(t.log.store.lastPosition()).toBe(afterClose);
  });

  it('LevelUp: a sitting of 20 adaptive questions, then the levels and recommendations the answers give', async () => {
    let view = await json<AssessmentSittingView>(start('levelup-math'));
    expect(view).toMatchObject({ kind: 'levelup', status: 'in_progress', total: null, closesAt: null, question: { questionKey: 's1q1' } });
    while (view.question) view = await json<AssessmentSittingView>(answer('levelup-math', view.question.questionKey, '3'));
    expect(view).toMatchObject({ status: 'finished', answered: 20 });
    const next = await json<AssessmentSittingView>(start('levelup-math'));
    expect(next).toMatchObject({ status: 'in_progress', answered: 0, question: { questionKey: 's2q1', number: 1 } });

    const avaId = t.log.queries.directory.accountByUsername('ava.b')!.userId;
    const levels = await get<DiagnosticLevelsView>(`/diagnostic/levels?studentUserId=${avaId}`, 'ms.rivera');
    expect(levels.studentUserId).toBe(avaId);
    expect(levels.subjects.map((each) => each.subject)).toContain('math');
    expect(levels.overall?.level).toEqual(expect.any(Number));
    expect(levels.strands.length).toBeGreaterThan(0);
    expect(await get<DiagnosticLevelsView>(`/diagnostic/levels?studentUserId=${avaId}`, 'ava.b')).toEqual(levels);
    expect((await t.request(`/diagnostic/levels?studentUserId=${avaId}`, { cookie: cookies['park.family']! })).status).toBe(403);
    expect((await t.request(`/diagnostic/levels?studentUserId=${avaId}`, { cookie: cookies['mr.okafor']! })).status).toBe(403);
    const recommended = await get<DiagnosticRecommendationList>('/diagnostic/recommendations', 'ava.b');
    expect(recommended.recommendations.length).toBeGreaterThan(0);
    expect(recommended.recommendations[0]).toMatchObject({ subject: 'math', permacode: expect.any(String), skillName: expect.any(String) });
  });

  it('a checkpoint ms.rivera assigns to her class is ava.b’s at once; Flex for Maple’s grade 4 too', async () => {
    const permacodes = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.permacode).slice(0, 2).map((item) => item.permacode!);
    const now = t.clock().getTime();
    const window = { opensAt: new Date(now - 60_000).toISOString(), closesAt: new Date(now + 86_400_000).toISOString() };
    const refused = await t.postJson('/assessments/checkpoints', { classId: 'class_g4_room12', title: 'Mine?', permacodes, ...window }, as('mr.okafor'));
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 403, body: { error: 'assessments.not_your_class' } });
    const created = await json<{ assessmentId: string }>(t.postJson('/assessments/checkpoints', { classId: 'class_g4_room12', title: 'Unit 3 check', permacodes, ...window }, as('ms.rivera')));
    expect(created.assessmentId).toMatch(/^checkpoint-/);
    const flex = await json<{ assessmentId: string }>(t.postJson('/assessments/flex', { schoolIds: ['school_maple'], subject: 'math', grades: [4], ...window }, as('admin.lee')));
    expect(flex.assessmentId).toMatch(/^flex-/);
    const list = await get<AssignedAssessmentList>('/assessments/assigned', 'ava.b');
    expect(list.assessments.find((each) => each.assessmentId === created.assessmentId)).toMatchObject({ kind: 'checkpoint', title: 'Unit 3 check', total: 4 });
    expect(list.assessments.find((each) => each.assessmentId === flex.assessmentId)).toMatchObject({ kind: 'flex', total: 30 });
    const sitting = await json<AssessmentSittingView>(start(created.assessmentId));
    expect(sitting).toMatchObject({ kind: 'checkpoint', total: 4, question: { number: 1 } });
    expect((await t.request(`/assessments/${created.assessmentId}/progress`, { cookie: cookies['mr.okafor']! })).status).toBe(403);
    const progress = await get<AssessmentProgress>(`/assessments/${created.assessmentId}/progress`, 'ms.rivera');
    expect(progress.students.find((row) => row.displayName.startsWith('Ava'))).toMatchObject({ status: 'in_progress' });
  });
});
