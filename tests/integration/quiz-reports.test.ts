import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizAnalysisReport, StudentQuizResultsReport } from '../../events/reports/quiz-reports';
import { DEMO_QUESTION_SET_ID } from '../../server/demo/seed-demo-question-sets';
import { DEMO_QUIZ_ID } from '../../server/demo/seed-demo-quizzes';
import { startTestApp } from '../support/test-app';

// The teacher quiz reports (issue 29 item 5; docs/reports.md "Quiz reports") over the real
// app: each opens with the demo's data for ms.rivera (her closed, released Fractions check),
// each reads its writes — a quiz built and answered through the real quiz routes a moment
// before shows at once — then who may read, and the 400s.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['ms.rivera', 'mr.okafor', 'ava.b', 'noah.c', 'admin.lee']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const ROOM12 = 'class_g4_room12';
const csrf = { 'content-type': 'application/json', 'X-CSRF-Protection': '1' };
const post = (as: string, path: string, body: unknown = {}) => t.request(path, { method: 'POST', cookie: cookies[as]!, headers: csrf, body: JSON.stringify(body) });
const get = (as: string, path: string) => t.request(path, { cookie: cookies[as]! });
async function read<T>(path: string, as = 'ms.rivera'): Promise<T> {
  const response = await get(as, path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
const analysis = (query = '') => read<QuizAnalysisReport>(`/reports/quiz-analysis?classId=${ROOM12}${query}`);
const results = (query = '') => read<StudentQuizResultsReport>(`/reports/student-quiz-results?classId=${ROOM12}${query}`);

describe('the teacher quiz reports', () => {
  it('each opens with the demo’s Fractions check for ms.rivera', async () => {
    const shown = await analysis();
    expect(shown.quiz).toMatchObject({ quizId: DEMO_QUIZ_ID, status: 'closed', released: true, questionCount: 3, submitted: 8 });
    expect(shown.items).toHaveLength(3);
    expect(shown.items.every((item) => item.prompt.length > 0 && item.right <= item.answered)).toBe(true);
    for (const item of shown.items) expect(item.wrongAnswers.reduce((sum, wrong) => sum + wrong.count, 0)).toBe(item.answered - item.right);
    expect(shown.items.some((item) => item.wrongAnswers.length > 0)).toBe(true);

    const all = await results();
    const demo = all.rows.filter((row) => row.quizId === DEMO_QUIZ_ID);
    expect(demo.filter((row) => row.status === 'submitted')).toHaveLength(8);
    expect(demo.find((row) => row.displayName === 'Lucas G.')).toMatchObject({ submitReason: 'deadline', released: true });
    expect(demo.find((row) => row.displayName === 'Ava B.')).toMatchObject({ right: 3, questions: 3, scorePercent: 100 });
    expect(all.quizzes.find((quiz) => quiz.quizId === DEMO_QUIZ_ID)!.submitted).toBe(8);
    // An administrator of the school reads the class's too.
    expect((await read<QuizAnalysisReport>(`/reports/quiz-analysis?classId=${ROOM12}`, 'admin.lee')).quiz?.quizId).toBe(DEMO_QUIZ_ID);
  });

  it('each reads a quiz built and answered a moment before (read-your-writes)', async () => {
    const now = t.clock().getTime();
    const created = await post('ms.rivera', '/quizzes', {
      title: 'Halves check',
      questionSetId: DEMO_QUESTION_SET_ID,
      classIds: [ROOM12],
      opensAt: new Date(now).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(200);
    const { quizId } = (await created.json()) as { quizId: string };
    expect((await post('ava.b', `/quizzes/${quizId}/start`)).status).toBe(200);
    expect((await post('ava.b', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: ' wrong one ' })).status).toBe(200);
    expect((await post('noah.c', `/quizzes/${quizId}/start`)).status).toBe(200);
    expect((await post('noah.c', `/quizzes/${quizId}/answer`, { questionKey: 'q1', response: 'wrong one' })).status).toBe(200);
    expect((await post('noah.c', `/quizzes/${quizId}/submit`)).status).toBe(200);

    // Open: the latest closed quiz stays the default; asked for, the new one shows.
    expect((await analysis()).quiz?.quizId).toBe(DEMO_QUIZ_ID);
    const shown = await analysis(`&quizId=${quizId}`);
    expect(shown.quizOptions.map((option) => option.quizId)).toContain(quizId);
    expect(shown.quiz).toMatchObject({ quizId, status: 'open', released: false, submitted: 1 });
    expect(shown.items[0]).toMatchObject({ answered: 2, right: 0, wrongAnswers: [{ response: 'wrong one', count: 2 }] });
    expect(shown.items[1]).toMatchObject({ answered: 0, right: 0, wrongAnswers: [], correctAnswer: null });

    const ava = await results('&studentUserId=' + (await studentId('Ava B.')));
    expect(ava.rows.every((row) => row.displayName === 'Ava B.')).toBe(true);
    expect(ava.rows.find((row) => row.quizId === quizId)).toMatchObject({ status: 'in_progress', right: 0, scorePercent: null, released: false });
    const all = await results();
    expect(all.rows.find((row) => row.quizId === quizId && row.displayName === 'Noah C.')).toMatchObject({ status: 'submitted', submitReason: 'submitted', right: 0, scorePercent: 0 });
    expect(all.rows.find((row) => row.quizId === quizId && row.displayName === 'Lucas G.')).toMatchObject({ status: 'not_started', submittedAt: null });
  });

  it('a teacher reads only her classes and their quizzes; bad options are 400s', async () => {
    for (const report of ['quiz-analysis', 'student-quiz-results']) {
      const other = await get('mr.okafor', `/reports/${report}?classId=${ROOM12}`);
      expect([other.status, await other.json()]).toEqual([403, { error: 'reports.not_your_class' }]);
      expect((await t.request(`/reports/${report}?classId=${ROOM12}`)).status).toBe(401);
      const student = await get('ava.b', `/reports/${report}?classId=${ROOM12}`);
      expect([student.status, await student.json()]).toEqual([403, { error: 'reports.not_a_teacher' }]);
      const noClass = await get('ms.rivera', `/reports/${report}`);
      expect([noClass.status, await noClass.json()]).toEqual([400, { error: 'reports.class_required' }]);
      for (const viewBy of ['standards', 'skill-plan', 'takeoff', 'nonsense']) {
        const view = await get('ms.rivera', `/reports/${report}?classId=${ROOM12}&viewBy=${viewBy}`);
        expect([view.status, await view.json()], `${report} ${viewBy}`).toEqual([400, { error: 'quiz_reports.view_by_grades_only' }]);
      }
      expect((await get('ms.rivera', `/reports/${report}?classId=${ROOM12}&viewBy=grades`)).status).toBe(200);
    }
    // A quiz of another class (mr.okafor's resource, Grade 5 Room 3) or none at all: 403.
    for (const quizId of ['quiz_demo_fractions_review', 'quiz_nowhere']) {
      const refused = await get('ms.rivera', `/reports/quiz-analysis?classId=${ROOM12}&quizId=${quizId}`);
      expect([refused.status, await refused.json()], quizId).toEqual([403, { error: 'quiz_reports.not_your_quiz' }]);
    }
    expect((await get('ms.rivera', `/reports/quiz-analysis?classId=${ROOM12}&quizId=not%20an%20id`)).status).toBe(400);
    const outsider = await get('ms.rivera', `/reports/student-quiz-results?classId=${ROOM12}&studentUserId=user_nowhere`);
    expect([outsider.status, await outsider.json()]).toEqual([403, { error: 'reports.not_your_student' }]);
  });
});

async function studentId(displayName: string): Promise<string> {
  const { students } = await results();
  return students.find((student) => student.displayName === displayName)!.userId;
}
