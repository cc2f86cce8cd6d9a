import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignedAssessmentList, DiagnosticLevelsView } from '../../events/assessments';
import { startTestApp, TEST_TRACKING_KEY } from '../../tests/support/test-app';
import { questionKeys } from '../practice/question-keys';
import { demoClasses, demoUserId } from './demo-school';
import { DEMO_FLEX_ID, DEMO_WINDOWS, seedDemoAssessments } from './seed-demo-assessments';
import { DEMO_COMMON_ID, DEMO_COMMON_SET_ID } from './seed-demo-common-assessment';
import { DEMO_CEDAR_CLASS } from './seed-demo-report-practice';
import type { CommonAssessmentItemAnalysisReport, CommonAssessmentResultsReport } from '../../events/reports/administrator-reports';
import { seedDemoReportPractice } from './seed-demo-report-practice';

// Issue 30 item 6: the demo's assessments — Grade 4 Room 12's fall screener and benchmark with results and
// most of the class pinpointed, an open math screener ava.b has not taken, and Cedar Creek's Flex snapshot.

let t: Awaited<ReturnType<typeof startTestApp>>;
let seeded = 0;

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const keys = questionKeys(TEST_TRACKING_KEY);
  await seedDemoReportPractice(t.log, { keys, seedTime: t.clock() });
  seeded = await seedDemoAssessments(t.log, { keys, seedTime: t.clock() });
}, 300_000);
afterAll(() => t?.close());

describe('the demo assessments', () => {
  it('Grade 4 Room 12 took the fall screener and benchmark; most of the class is pinpointed; seeding again does nothing', async () => {
    expect(seeded).toBeGreaterThan(0);
    const room12 = demoClasses.find((each) => each.classId === 'class_g4_room12')!;
    const results = room12.students.flatMap((username) => t.log.queries.assessmentResults.ofStudent(demoUserId(username)));
    const screeners = results.filter((result) => result.assessmentId === `window-${DEMO_WINDOWS.fallScreener}`);
    const benchmarks = results.filter((result) => result.assessmentId === `window-${DEMO_WINDOWS.fallBenchmark}`);
    expect(screeners.length).toBe(room12.students.length - 2);
    expect(benchmarks.length).toBe(room12.students.length - 2);
    expect(screeners.every((result) => result.tier !== null && result.atRisk !== null)).toBe(true);
    expect(benchmarks.every((result) => result.period !== null)).toBe(true);
    const cookie = await t.signIn('ms.rivera');
    const pinpointed = [];
    for (const username of room12.students) {
      const levels = (await (await t.request(`/diagnostic/levels?studentUserId=${demoUserId(username)}`, { cookie })).json()) as DiagnosticLevelsView;
      if (levels.overall?.pinpointed) pinpointed.push(username);
    }
    expect(pinpointed.length).toBeGreaterThan(room12.students.length / 2);
    expect(await seedDemoAssessments(t.log, { keys: questionKeys(TEST_TRACKING_KEY), seedTime: t.clock() })).toBe(0);
  });

  it('ava.b has the open math screener to take, not started', async () => {
    const list = (await (await t.request('/assessments/assigned', { cookie: await t.signIn('ava.b') })).json()) as AssignedAssessmentList;
    expect(list.assessments.find((each) => each.assessmentId === `window-${DEMO_WINDOWS.openScreener}`)).toMatchObject({ kind: 'screener', status: 'not_started' });
    expect(list.assessments.some((each) => each.assessmentId === `window-${DEMO_WINDOWS.fallScreener}`)).toBe(false);
  });

  it('Cedar Creek’s class took the Flex snapshot, each with a tier and a percentile', () => {
    const students = t.log.queries.directory.studentIdsOfClass(DEMO_CEDAR_CLASS.classId);
    expect(students.length).toBeGreaterThan(0);
    const flex = students.flatMap((studentUserId) => t.log.queries.assessmentResults.ofStudent(studentUserId)).filter((result) => result.assessmentId === DEMO_FLEX_ID);
    expect(flex.length).toBe(students.length);
    expect(flex.every((result) => result.kind === 'flex' && result.tier !== null && result.percentile !== null)).toBe(true);
  });

  it('the district’s common assessment is district.chen’s Spark Studio set, assigned to Maple’s grade 4 and taken by most of Room 12: both reports open with data for admin.lee', async () => {
    expect(t.log.queries.sparkStudio.questionSet(DEMO_COMMON_SET_ID)).toMatchObject({ authorUserId: demoUserId('district.chen') });
    expect(t.log.queries.assessments.definition(DEMO_COMMON_ID)).toMatchObject({ kind: 'common', administratorUserId: demoUserId('district.chen'), schoolIds: ['school_maple'], grade: 4 });
    const room12 = demoClasses.find((each) => each.classId === 'class_g4_room12')!;
    const cookie = await t.signIn('admin.lee');
    const results = (await (await t.request('/reports/common-assessment-results?range=all_time', { cookie })).json()) as CommonAssessmentResultsReport;
    expect(results.rows.find((row) => row.assessmentId === DEMO_COMMON_ID)).toMatchObject({ schoolId: 'school_maple', grade: 4, students: room12.students.length - 2 });
    const items = (await (await t.request('/reports/common-assessment-item-analysis?range=all_time', { cookie })).json()) as CommonAssessmentItemAnalysisReport;
    expect(items.rows.filter((row) => row.assessmentId === DEMO_COMMON_ID).length).toBe(5);
  });
});
