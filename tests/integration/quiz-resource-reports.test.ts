import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/log/command-handler';
import type { QuizResourceItemAnalysisReport, QuizResourceResultsReport } from '../../events/reports/quiz-resource-reports';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { hashSecret } from '../../server/auth/password';
import { DEMO_QUIZ_RESOURCE_ID } from '../../server/demo/seed-demo-quizzes';
import { startTestApp } from '../support/test-app';

// The administrator quiz-resource reports (issue 29 item 5; docs/administrator-reports.md
// "Quiz resource reports") over the real app: each opens with the demo's Fractions review
// (four of Grade 5 Room 3 took it), each reads its writes — the resource assigned through the
// real quiz routes in a Maple class and a Cedar Creek class, students submitting, shows both
// schools at once for the district administrator and only Maple for Maple's — then who may
// read (another district's administrator is refused), and the 400s.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const CEDAR_CLASS = 'class_cedar_quiz_test';
const context = { actor: 'system:test', correlationId: 'quiz-resource-reports-test' };

/** A Cedar Creek teacher, her Grade 6 class of two, and another district's administrator. */
async function registerOthers(): Promise<void> {
  const passwordHash = await hashSecret('classroom');
  const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(t.log.store, schoolDirectory, streamId, command, context);
  const cedar = { schoolId: 'school_cedar', districtId: 'district_riverside' };
  const people = [
    { username: 'cedar.teacher', role: 'teacher' as const, ...cedar },
    { username: 'cedar.one', role: 'student' as const, ...cedar },
    { username: 'cedar.two', role: 'student' as const, ...cedar },
    { username: 'other.district', role: 'district_administrator' as const, schoolId: null, districtId: 'district_elsewhere' },
  ];
  for (const person of people) {
    const userId = `user_${person.username.replace('.', '_')}`;
    await run(directoryStreams.user(userId), {
      type: 'RegisterUser',
      data: { userId, username: person.username, displayName: person.username, role: person.role, edition: 'US', schoolId: person.schoolId, districtId: person.districtId, parentUserId: null, passwordHash, email: null },
    });
  }
  const stream = directoryStreams.class(CEDAR_CLASS);
  await run(stream, { type: 'CreateClass', data: { classId: CEDAR_CLASS, schoolId: 'school_cedar', name: 'Grade 6 Quiz', grade: 6, teacherUserId: 'user_cedar_teacher' } });
  for (const student of ['user_cedar_one', 'user_cedar_two']) await run(stream, { type: 'EnrollStudent', data: { classId: CEDAR_CLASS, studentUserId: student } });
}

beforeAll(async () => {
  t = await startTestApp();
  await registerOthers();
  for (const username of ['ms.rivera', 'ava.b', 'noah.c', 'admin.lee', 'district.chen', 'cedar.teacher', 'cedar.one', 'cedar.two', 'other.district']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const csrf = { 'content-type': 'application/json', 'X-CSRF-Protection': '1' };
const post = (as: string, path: string, body: unknown = {}) => t.request(path, { method: 'POST', cookie: cookies[as]!, headers: csrf, body: JSON.stringify(body) });
const get = (as: string, path: string) => t.request(path, { cookie: cookies[as]! });
async function read<T>(path: string, as: string): Promise<T> {
  const response = await get(as, path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
const results = (as: string, query = '') => read<QuizResourceResultsReport>(`/reports/quiz-resource-results?range=all_time${query}`, as);
const items = (as: string, query = '') => read<QuizResourceItemAnalysisReport>(`/reports/quiz-resource-item-analysis?range=all_time${query}`, as);
const row = (report: QuizResourceResultsReport, schoolId: string, grade: number) => report.rows.find((each) => each.schoolId === schoolId && each.grade === grade);

/** A student takes a quiz: the answers to q1…, then submits. */
async function take(as: string, quizId: string, answers: string[]): Promise<void> {
  expect((await post(as, `/quizzes/${quizId}/start`)).status).toBe(200);
  for (const [index, response] of answers.entries()) expect((await post(as, `/quizzes/${quizId}/answer`, { questionKey: `q${index + 1}`, response })).status).toBe(200);
  expect((await post(as, `/quizzes/${quizId}/submit`)).status).toBe(200);
}

describe('the quiz-resource reports', () => {
  it('each opens with the demo’s Fractions review for the demo’s administrators', async () => {
    for (const as of ['admin.lee', 'district.chen']) {
      const shown = await results(as);
      expect(shown.resource).toMatchObject({ quizId: DEMO_QUIZ_RESOURCE_ID, title: 'Fractions review', sharedScope: 'district', questionCount: 3, uses: 1 });
      expect(shown.rows).toEqual([{ schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 5, assigned: 20, submitted: 4, averageScore: expect.any(Number) }]);
      const analysed = await items(as);
      expect(analysed.items).toHaveLength(3);
      expect(analysed.items[0]).toMatchObject({ answered: 4, right: 3, wrongAnswers: [{ response: '2/4', count: 1 }] });
      for (const item of analysed.items) expect(item.wrongAnswers.reduce((sum, wrong) => sum + wrong.count, 0)).toBe(item.answered - item.right);
    }
  });

  it('each reads the resource assigned in two schools and submitted a moment before (read-your-writes)', async () => {
    const now = t.clock().getTime();
    const times = { opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3_600_000).toISOString() };
    const assign = async (as: string, classId: string) => {
      const response = await post(as, `/quizzes/${DEMO_QUIZ_RESOURCE_ID}/assign`, { classIds: [classId], ...times });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { quizId: string }).quizId;
    };
    const maple = await assign('ms.rivera', 'class_g4_room12');
    const cedar = await assign('cedar.teacher', CEDAR_CLASS);
    await take('ava.b', maple, ['3/6', '9', 'denominator']);
    await take('cedar.one', cedar, ['1/4', '9', 'denominator']);
    expect((await post('cedar.two', `/quizzes/${cedar}/start`)).status).toBe(200);

    const district = await results('district.chen');
    expect(district.resource).toMatchObject({ quizId: DEMO_QUIZ_RESOURCE_ID, uses: 3 });
    expect(district.schools.map((school) => [school.schoolId, school.uses])).toEqual([
      ['school_cedar', 1],
      ['school_maple', 2],
    ]);
    expect(row(district, 'school_cedar', 6)).toMatchObject({ assigned: 2, submitted: 1, averageScore: 67 });
    expect(row(district, 'school_maple', 4)).toMatchObject({ assigned: 24, submitted: 1, averageScore: 100 });
    expect(row(district, 'school_maple', 5)).toMatchObject({ assigned: 20, submitted: 4 });
    const analysed = await items('district.chen');
    expect(analysed.items[0]).toMatchObject({ answered: 6, right: 4, wrongAnswers: [{ response: '1/4', count: 1 }, { response: '2/4', count: 1 }] });

    // One school, or a grade: only its rows.
    expect((await results('district.chen', '&schoolId=school_cedar')).rows.map((each) => each.schoolId)).toEqual(['school_cedar']);
    expect((await results('district.chen', '&grade=6')).rows.map((each) => [each.schoolId, each.grade])).toEqual([['school_cedar', 6]]);
    expect((await items('district.chen', '&schoolId=school_cedar')).items[0]).toMatchObject({ answered: 1, right: 0 });

    // Maple's administrator: Maple only, the same Maple figures.
    const lee = await results('admin.lee', `&quizId=${DEMO_QUIZ_RESOURCE_ID}`);
    expect(lee.schools.map((school) => school.schoolId)).toEqual(['school_maple']);
    expect(lee.rows.filter((each) => each.schoolId === 'school_maple')).toEqual(district.rows.filter((each) => each.schoolId === 'school_maple'));
    expect((await items('admin.lee')).items[0]).toMatchObject({ answered: 5, right: 4 });
  });

  it('counts a use in the range of its opening day: none in an old range; a resource asked for shows with no figures', async () => {
    const old = '&range=custom&from=2020-01-01&to=2020-01-31';
    const none = await read<QuizResourceResultsReport>(`/reports/quiz-resource-results?${old.slice(1)}`, 'district.chen');
    expect([none.resource, none.resourceOptions, none.rows]).toEqual([null, [], []]);
    const asked = await read<QuizResourceItemAnalysisReport>(`/reports/quiz-resource-item-analysis?${old.slice(1)}&quizId=${DEMO_QUIZ_RESOURCE_ID}`, 'district.chen');
    expect(asked.resource).toMatchObject({ quizId: DEMO_QUIZ_RESOURCE_ID, uses: 0 });
    expect(asked.resourceOptions.map((option) => option.quizId)).toEqual([DEMO_QUIZ_RESOURCE_ID]);
    expect(asked.items.every((item) => item.answered === 0)).toBe(true);
  });

  it('an administrator reads only her schools and resources; others are refused; bad options are 400s', async () => {
    for (const report of ['quiz-resource-results', 'quiz-resource-item-analysis']) {
      const cedar = await get('admin.lee', `/reports/${report}?schoolId=school_cedar`);
      expect([cedar.status, await cedar.json()]).toEqual([403, { error: 'admin_reports.not_your_school' }]);
      // Another district's administrator: not Riverside's schools, nor its resource.
      const elsewhere = await get('other.district', `/reports/${report}?schoolId=school_maple`);
      expect([elsewhere.status, await elsewhere.json()]).toEqual([403, { error: 'admin_reports.not_your_school' }]);
      const theirs = await get('other.district', `/reports/${report}?quizId=${DEMO_QUIZ_RESOURCE_ID}`);
      expect([theirs.status, await theirs.json()]).toEqual([403, { error: 'quiz_resource_reports.not_your_resource' }]);
      expect((await read<QuizResourceResultsReport>(`/reports/${report}`, 'other.district')).resource).toBeNull();
      // A quiz that is no resource (ms.rivera's own, not shared), or none at all.
      for (const quizId of ['quiz_demo_fractions', 'quiz_nowhere']) {
        const refused = await get('district.chen', `/reports/${report}?quizId=${quizId}`);
        expect([refused.status, await refused.json()], quizId).toEqual([403, { error: 'quiz_resource_reports.not_your_resource' }]);
      }
      const teacher = await get('ms.rivera', `/reports/${report}`);
      expect([teacher.status, await teacher.json()]).toEqual([403, { error: 'admin_reports.not_an_administrator' }]);
      expect((await t.request(`/reports/${report}`)).status).toBe(401);
      for (const viewBy of ['standards', 'skill-plan', 'takeoff', 'nonsense']) {
        const view = await get('admin.lee', `/reports/${report}?viewBy=${viewBy}`);
        expect([view.status, await view.json()], `${report} ${viewBy}`).toEqual([400, { error: 'quiz_reports.view_by_grades_only' }]);
      }
      expect((await get('admin.lee', `/reports/${report}?viewBy=grades`)).status).toBe(200);
      expect((await get('admin.lee', `/reports/${report}?range=fortnight`)).status).toBe(400);
      expect((await get('admin.lee', `/reports/${report}?quizId=not%20an%20id`)).status).toBe(400);
    }
  });
});
