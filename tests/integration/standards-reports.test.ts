import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeQuestion } from '../../events/practice';
import type { StandardsPerformanceReport, StandardsProficiencyDetailsReport, StandardsProficiencyOverviewReport } from '../../events/reports/standards-reports';
import { catalogueSkill, type CatalogueSkill } from '../../server/practice/practice-skills';
import { startTestApp } from '../support/test-app';

// The administrator standards reports (issue 29, docs/administrator-reports.md
// "Standards reports") over the real app and the demo practice of Grade 4 Room 12
// (math grade 4, aligned to standards): each opens with data for the demo's
// administrators, each reads its writes — an answer given through the real practice
// routes a moment before shows, though the runner's background follower is stopped
// (only the read path's own catch-up brings it in) — then who may read, and the 400s.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
let code: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[0]!.permacode!)!;
  code = t.log.queries.standards.standardsOf(skill.permacode)[0]!.code;
  for (const username of ['ava.b', 'admin.lee', 'district.chen', 'ms.rivera']) cookies[username] = await t.signIn(username);
  t.log.runner.catchUpAsync(t.log.store);
  t.log.runner.stop();
}, 120_000);
afterAll(() => t?.close());

const get = (path: string, as: string) => t.request(path, { cookie: cookies[as]! });
async function read<T>(path: string, as = 'admin.lee'): Promise<T> {
  const response = await get(path, as);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
const overview = (as?: string) => read<StandardsProficiencyOverviewReport>('/reports/standards-proficiency-overview?range=all_time', as);
const details = (query = `&code=${code}`) => read<StandardsProficiencyDetailsReport>(`/reports/standards-proficiency-details?range=all_time${query}`);
const performance = () => read<StandardsPerformanceReport>('/reports/standards-performance?range=all_time');
const mapleGrade4 = <Row extends { code: string; schoolId: string; grade: number | null }>(rows: readonly Row[]) => rows.find((row) => row.code === code && row.schoolId === 'school_maple' && row.grade === 4);

describe('the standards reports over the demo practice', () => {
  it('each opens with data for the demo’s administrators', async () => {
    const lee = await overview();
    expect(lee.rows.length).toBeGreaterThan(0);
    expect(lee.rows.every((row) => row.schoolId === 'school_maple' && row.proficient <= row.students)).toBe(true);
    expect(lee.rows.some((row) => row.subject === 'math' && row.proficient > 0)).toBe(true);
    expect(lee.domains.reduce((sum, domain) => sum + domain.students, 0)).toBe(lee.rows.reduce((sum, row) => sum + row.students, 0));
    const chen = await overview('district.chen');
    expect(chen.schoolOptions.map((school) => school.schoolId).sort()).toEqual(['school_cedar', 'school_maple']);
    expect(chen.rows.filter((row) => row.schoolId === 'school_maple')).toEqual(lee.rows);

    // Without a code, Details shows the first standard practised and the list to pick from.
    const first = await details('');
    expect(first.standard).not.toBeNull();
    expect(first.standardOptions[0]!.code).toBe(first.standard!.code);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.skills.some((each) => each.students > 0)).toBe(true);

    const perf = await performance();
    expect(perf.rows.length).toBeGreaterThan(0);
    expect(perf.standards.every((row) => row.correct <= row.questions && row.averageScore !== null)).toBe(true);
    expect(perf.standards.reduce((sum, row) => sum + row.questions, 0)).toBe(perf.rows.reduce((sum, row) => sum + row.questions, 0));
  });

  it('each reads an answer given a moment before (read-your-writes)', async () => {
    const before = {
      students: mapleGrade4((await overview()).rows)?.students ?? 0,
      detailsSkill: (await details()).skills.find((each) => each.permacode === skill.permacode)!,
      questions: mapleGrade4((await performance()).rows)?.questions ?? 0,
    };
    const logBefore = t.log.store.lastPosition();
    const asked = await t.request(`/practice/${skill.permacode}/question`, { cookie: cookies['ava.b']! });
    const question = (await asked.json()) as PracticeQuestion;
    const answered = await t.postJson(`/practice/${skill.permacode}/answer`, { questionKey: question.questionKey, response: '0', secondsSpent: 9 }, { cookie: cookies['ava.b']! });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(t.log.runner.asyncReached(t.log.store)).toBe(logBefore);

    const practisedBefore = before.detailsSkill.students > 0;
    const afterOverview = mapleGrade4((await overview()).rows)!;
    expect(afterOverview.students).toBeGreaterThanOrEqual(Math.max(before.students, 1));
    const afterSkill = (await details()).skills.find((each) => each.permacode === skill.permacode)!;
    expect(afterSkill.students).toBeGreaterThanOrEqual(practisedBefore ? before.detailsSkill.students : 1);
    expect(mapleGrade4((await performance()).rows)!.questions).toBe(before.questions + 1);
  });

  it('an administrator reads only her schools; others are refused; bad options are 400s', async () => {
    for (const report of ['standards-proficiency-overview', 'standards-proficiency-details', 'standards-performance']) {
      for (const schoolId of ['school_cedar', 'school_nowhere']) {
        const refused = await get(`/reports/${report}?schoolId=${schoolId}`, 'admin.lee');
        expect([refused.status, await refused.json()], `${report} ${schoolId}`).toEqual([403, { error: 'admin_reports.not_your_school' }]);
      }
      const teacher = await get(`/reports/${report}`, 'ms.rivera');
      expect([teacher.status, await teacher.json()]).toEqual([403, { error: 'admin_reports.not_an_administrator' }]);
      expect((await t.request(`/reports/${report}`)).status).toBe(401);
      for (const viewBy of ['standards', 'skill-plan', 'takeoff', 'nonsense']) {
        const view = await get(`/reports/${report}?viewBy=${viewBy}`, 'admin.lee');
        expect([view.status, await view.json()], `${report} ${viewBy}`).toEqual([400, { error: 'standards_reports.view_by_grades_only' }]);
      }
      expect((await get(`/reports/${report}?viewBy=grades`, 'admin.lee')).status).toBe(200);
      expect((await get(`/reports/${report}?range=fortnight`, 'admin.lee')).status).toBe(400);
    }
    for (const bad of ['9.ZZ.A.1', 'not a code', 'X'.repeat(40)]) {
      const response = await get(`/reports/standards-proficiency-details?code=${encodeURIComponent(bad)}`, 'admin.lee');
      expect([response.status, await response.json()], bad).toEqual([400, { error: 'standards_reports.unknown_standard' }]);
    }
    // A standard nobody practised: its skills, no rows.
    const unpractised = await details('&code=HSG-CO.A.1');
    expect(unpractised.standard!.code).toBe('HSG-CO.A.1');
    expect(unpractised.rows).toEqual([]);
    expect(unpractised.skills.every((each) => each.students === 0)).toBe(true);
  });
});
