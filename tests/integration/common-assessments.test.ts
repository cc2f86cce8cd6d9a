import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentProgress, AssessmentSittingView, AssignedAssessmentList, CommonAssessmentsView } from '../../events/assessments';
import type { CommonAssessmentItemAnalysisReport, CommonAssessmentResultsReport } from '../../events/reports/administrator-reports';
import { startTestApp } from '../support/test-app';

// Common assessments end to end over a real SQLite log with the demo school (issue 30 item 3; docs/diagnostics.md
// "Common assessments"): district.chen writes a Spark Studio set and assigns it to Maple's grade 4; ava.b sees it
// at once, takes it in the player (no feedback), ms.rivera's progress shows her finish, the administrator's list
// counts it and both common assessment reports show it at once (read your writes). The refusals append nothing.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };

beforeAll(async () => {
  t = await startTestApp({});
  for (const username of ['district.chen', 'admin.lee', 'ms.rivera', 'ava.b', 'leo.k', 'park.family']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const get = <T>(path: string, username: string) => json<T>(t.request(path, { cookie: cookies[username]! }));
const DAY = 86_400_000;
const window = () => ({ opensAt: new Date(t.clock().getTime() - 60_000).toISOString(), closesAt: new Date(t.clock().getTime() + 7 * DAY).toISOString() });

async function writeSet(username: string, title: string): Promise<string> {
  const { questionSetId } = await json<{ questionSetId: string }>(t.postJson('/spark-studio/sets', { title }, as(username)));
  for (const question of [
    { kind: 'number', prompt: 'What is 3/4 of 8?', answer: '6', explanation: 'A quarter of 8 is 2; three quarters is 6.' },
    { kind: 'multipleChoice', prompt: 'Which fraction equals 1/2?', choices: ['2/4', '2/3'], answer: '2/4', explanation: '2/4 simplifies to 1/2.' },
  ]) {
    expect((await t.postJson(`/spark-studio/sets/${questionSetId}/questions`, question, as(username))).status).toBe(200);
  }
  return questionSetId;
}

describe('common assessments', () => {
  it('an administrator assigns a set they wrote; a student of the school takes it; progress, the list and both reports show it at once', async () => {
    const setId = await writeSet('district.chen', 'District fractions check');
    const assigned = await t.postJson('/assessments/common', { setId, schoolIds: ['school_maple'], grade: 4, ...window() }, as('district.chen'));
    expect(assigned.status).toBe(200);
    const { assessmentId } = (await assigned.json()) as { assessmentId: string };
    expect(assessmentId).toMatch(/^common-/);

    // ava.b (grade 4, Maple) has it; leo.k (grade 5) does not.
    const list = await get<AssignedAssessmentList>('/assessments/assigned', 'ava.b');
    expect(list.assessments.find((each) => each.assessmentId === assessmentId)).toMatchObject({ kind: 'common', title: 'District fractions check', status: 'not_started', total: 2, ...window() });
    expect((await get<AssignedAssessmentList>('/assessments/assigned', 'leo.k')).assessments.some((each) => each.assessmentId === assessmentId)).toBe(false);

    let view = await json<AssessmentSittingView>(t.postJson(`/assessments/${assessmentId}/start`, {}, as('ava.b')));
    expect(view).toMatchObject({ kind: 'common', status: 'in_progress', total: 2, question: { questionKey: 's1q1', prompt: 'What is 3/4 of 8?', answerType: 'number', choices: null } });
    expect(JSON.stringify(view)).not.toContain('explanation');
    view = await json<AssessmentSittingView>(t.postJson(`/assessments/${assessmentId}/answer`, { questionKey: 's1q1', response: '6' }, as('ava.b')));
    expect(view.question).toMatchObject({ questionKey: 's1q2', answerType: 'choice', choices: ['2/4', '2/3'] });
    expect(JSON.stringify(view)).not.toMatch(/correct|answer"/);
    view = await json<AssessmentSittingView>(t.postJson(`/assessments/${assessmentId}/answer`, { questionKey: 's1q2', response: '2/3' }, as('ava.b')));
    expect(view).toMatchObject({ status: 'finished', answered: 2, question: null });

    const progress = await get<AssessmentProgress>(`/assessments/${assessmentId}/progress`, 'ms.rivera');
    expect(progress).toMatchObject({ kind: 'common', total: 2 });
    expect(progress.students.find((row) => row.displayName.startsWith('Ava'))).toMatchObject({ status: 'finished', answered: 2 });

    const mine = await get<CommonAssessmentsView>('/assessments/common', 'district.chen');
    expect(mine.assessments[0]).toMatchObject({ assessmentId, title: 'District fractions check', assignedTo: ['Maple Elementary'], grade: 4, questions: 2, started: 1, finished: 1 });
    expect(mine.sets).toContainEqual({ questionSetId: setId, title: 'District fractions check', questionCount: 2 });
    expect(mine.schools.map((school) => school.schoolId).sort()).toEqual(['school_cedar', 'school_maple']);

    const results = await get<CommonAssessmentResultsReport>('/reports/common-assessment-results?range=all_time', 'district.chen');
    expect(results.rows.find((row) => row.assessmentId === assessmentId)).toMatchObject({ schoolId: 'school_maple', grade: 4, title: 'District fractions check', students: 1, meanScore: 50 });
    const items = await get<CommonAssessmentItemAnalysisReport>('/reports/common-assessment-item-analysis?range=all_time', 'admin.lee');
    expect(items.rows.filter((row) => row.assessmentId === assessmentId).map((row) => [row.position, row.percentRight])).toEqual([
      [1, 100],
      [2, 0],
    ]);
  });

  it('a school administrator assigns to classes of her own school; her students see it, others do not', async () => {
    const setId = await writeSet('admin.lee', 'Room 12 fractions');
    const { assessmentId } = await json<{ assessmentId: string }>(t.postJson('/assessments/common', { setId, classIds: ['class_g4_room12'], title: 'Room 12 check', subject: 'math', ...window() }, as('admin.lee')));
    expect((await get<AssignedAssessmentList>('/assessments/assigned', 'ava.b')).assessments.find((each) => each.assessmentId === assessmentId)).toMatchObject({ kind: 'common', title: 'Room 12 check' });
    expect((await get<AssignedAssessmentList>('/assessments/assigned', 'leo.k')).assessments.some((each) => each.assessmentId === assessmentId)).toBe(false);
    expect((await get<CommonAssessmentsView>('/assessments/common', 'admin.lee')).assessments[0]).toMatchObject({ assessmentId, assignedTo: ['Grade 4 Room 12'], started: 0, finished: 0 });
  });

  it('refuses with the key and appends nothing: other roles, another’s set, another district’s school, bad input', async () => {
    const chenSet = await writeSet('district.chen', 'Chen’s set');
    const leeSet = await writeSet('admin.lee', 'Lee’s set');
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['ms.rivera', { setId: leeSet, schoolIds: ['school_maple'] }, 403, 'assessments.not_an_administrator'],
      ['ava.b', { setId: leeSet, schoolIds: ['school_maple'] }, 403, 'assessments.not_an_administrator'],
      ['park.family', { setId: leeSet, schoolIds: ['school_maple'] }, 403, 'assessments.not_an_administrator'],
      ['admin.lee', { setId: chenSet, schoolIds: ['school_maple'] }, 403, 'assessments.not_your_set'],
      ['admin.lee', { setId: 'qs_missing', schoolIds: ['school_maple'] }, 404, 'assessments.unknown_set'],
      ['admin.lee', { setId: leeSet, schoolIds: ['school_cedar'] }, 403, 'assessments.not_your_school'],
      ['district.chen', { setId: chenSet, schoolIds: ['school_elsewhere'] }, 403, 'assessments.not_your_school'],
      ['admin.lee', { setId: leeSet, classIds: ['class_elsewhere'] }, 403, 'assessments.not_your_class'],
      ['admin.lee', { setId: leeSet }, 400, 'assessments.no_targets'],
      ['admin.lee', { setId: leeSet, schoolIds: ['school_maple'], grade: 'four' }, 400, 'assessments.invalid_grades'],
      ['admin.lee', { setId: leeSet, schoolIds: ['school_maple'], subject: 'art' }, 400, 'assessments.invalid_subject'],
      ['admin.lee', { setId: leeSet, schoolIds: ['school_maple'], opensAt: 'soon' }, 400, 'assessments.invalid_times'],
    ];
    for (const [username, body, status, error] of cases) {
      const before = t.log.store.lastPosition();
      const response = await t.postJson('/assessments/common', { ...window(), ...body }, as(username));
      expect([username, response.status, await response.json()]).toEqual([username, status, { error }]);
      expect(t.log.store.lastPosition()).toBe(before);
    }
    for (const username of ['ms.rivera', 'ava.b', 'park.family']) expect((await t.request('/assessments/common', { cookie: cookies[username]! })).status).toBe(403);
  });
});
