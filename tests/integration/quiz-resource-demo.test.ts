import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizResourceItemAnalysisReport, QuizResourceResultsReport } from '../../events/reports/quiz-resource-reports';
import { DEMO_CEDAR_RESOURCE_QUIZ_ID } from '../../server/demo/seed-demo-quiz-resource-uses';
import { DEMO_QUIZ_RESOURCE_ID } from '../../server/demo/seed-demo-quizzes';
import { DEMO_CEDAR_CLASS, seedDemoReportPractice } from '../../server/demo/seed-demo-report-practice';
import { questionKeys } from '../../server/practice/question-keys';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// The demo's quiz resource in use (issue 29 item 5; server/demo/seed-demo-quiz-resource-uses.ts):
// with Cedar Creek's class seeded as the server seeds it, both quiz-resource reports open with
// the Fractions review in two schools for district.chen, and in Maple for admin.lee.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  await seedDemoReportPractice(t.log, { keys: questionKeys(TEST_TRACKING_KEY), seedTime: t.clock() });
  for (const username of ['district.chen', 'admin.lee', 'mr.hale']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

async function read<T>(path: string, as: string): Promise<T> {
  const response = await t.request(path, { cookie: cookies[as]! });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

describe('the demo’s quiz resource', () => {
  it('opens both reports with data: two schools for the district administrator, Maple for Maple’s', async () => {
    const district = await read<QuizResourceResultsReport>('/reports/quiz-resource-results', 'district.chen');
    expect(district.resource).toMatchObject({ quizId: DEMO_QUIZ_RESOURCE_ID, uses: 2 });
    expect(district.rows.map((row) => [row.schoolId, row.grade, row.assigned, row.submitted])).toEqual([
      ['school_cedar', DEMO_CEDAR_CLASS.grade, 6, 5],
      ['school_maple', 5, 20, 4],
    ]);
    expect(district.rows.every((row) => row.averageScore !== null)).toBe(true);
    const items = await read<QuizResourceItemAnalysisReport>('/reports/quiz-resource-item-analysis', 'district.chen');
    expect(items.items.map((item) => item.answered)).toEqual([9, 9, 8]);
    expect(items.items.some((item) => item.wrongAnswers.length > 0)).toBe(true);

    const lee = await read<QuizResourceResultsReport>('/reports/quiz-resource-results', 'admin.lee');
    expect(lee.rows.map((row) => row.schoolId)).toEqual(['school_maple']);
    expect((await read<QuizResourceItemAnalysisReport>('/reports/quiz-resource-item-analysis', 'admin.lee')).items[0]!.answered).toBe(4);

    // mr.hale's quiz from the resource is his: closed, on his quiz list.
    const hale = (await (await t.request('/quizzes', { cookie: cookies['mr.hale']! })).json()) as { quizzes: { quizId: string }[] };
    expect(hale.quizzes.map((quiz) => quiz.quizId)).toContain(DEMO_CEDAR_RESOURCE_QUIZ_ID);
  });
});
