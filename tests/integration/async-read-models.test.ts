import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorerEventPage } from '../../events/explorer';
import type { PracticeQuestion } from '../../events/practice';
import type { StudentUsageReport } from '../../events/reports/teacher-reports';
import type { DistrictDashboardReport, StudentProgressReport } from '../../events/reports/administrator-reports';
import { catalogueSkill, type CatalogueSkill } from '../../server/practice/practice-skills';
import { startTestApp } from '../support/test-app';

// Issue 26 item 2: the report read models and the explorer index are asynchronous
// (docs/architecture.md "Inline or asynchronous"), yet whoever just wrote reads
// their write at once, through the HTTP routes. The runner's background follower is
// stopped here, so only the read path's own catch-up can bring the write in: without
// it every figure below stays as it was before the answer.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
const cookies: Record<string, string> = {};
const ROOM_12 = 'class_g4_room12';

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[0]!.permacode!)!;
  for (const username of ['ava.b', 'ms.rivera', 'admin.lee', 'ops.kim']) cookies[username] = await t.signIn(username);
  t.log.runner.catchUpAsync(t.log.store);
  t.log.runner.stop(); // no background follower from here on
}, 120_000);
afterAll(() => t?.close());

async function read<T>(username: string, path: string): Promise<T> {
  const response = await t.request(path, { cookie: cookies[username]! });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

const avaUsage = async () => (await read<StudentUsageReport>('ms.rivera', `/reports/student-usage?classId=${ROOM_12}&range=all_time`)).students.find((s) => s.userId === 'u_ava_b')!.questions;
const mapleQuestions = async () =>
  (await read<DistrictDashboardReport>('admin.lee', '/reports/district-dashboard?range=all_time')).rows.find((row) => row.schoolId === 'school_maple')!.questions;
const avaProgress = async () => (await read<StudentProgressReport>('ms.rivera', '/analytics/progress-data?studentUserId=u_ava_b&range=all_time')).totals.questions;

describe('asynchronous read models, read right after a write', () => {
  it('the teacher report, the administrator report, the learner’s progress and the explorer all hold an answer given a moment before', async () => {
    const before = { usage: await avaUsage(), maple: await mapleQuestions(), progress: await avaProgress() };
    const logBefore = t.log.store.lastPosition();

    const asked = await t.request(`/practice/${skill.permacode}/question`, { cookie: cookies['ava.b']! });
    const question = (await asked.json()) as PracticeQuestion;
    const answered = await t.postJson(
      `/practice/${skill.permacode}/answer`,
      { questionKey: question.questionKey, response: '0', secondsSpent: 9 },
      { cookie: cookies['ava.b']!, headers: { 'x-correlation-id': 'async-read-models-answer' } },
    );
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(t.log.store.lastPosition()).toBeGreaterThan(logBefore);
    // Not caught up by anyone yet: the write is in the log only.
    expect(t.log.runner.asyncReached(t.log.store)).toBe(logBefore);

    expect(await avaUsage()).toBe(before.usage + 1);
    expect(await mapleQuestions()).toBe(before.maple + 1);
    expect(await avaProgress()).toBe(before.progress + 1);
    const page = await read<ExplorerEventPage>('ops.kim', '/explorer/events?correlationId=async-read-models-answer');
    expect(page.events.map((event) => event.type)).toContain('PracticeQuestionAnswered');
  });
});
