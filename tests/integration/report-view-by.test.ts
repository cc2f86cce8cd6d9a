import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATOR_REPORTS } from '../../events/reports/administrator-reports';
import type { ReportGrouping, ReportViewFields } from '../../events/reports/report-view-by';
import { TEACHER_REPORTS } from '../../events/reports/teacher-reports';
import { demoUserId } from '../../server/demo/demo-school';
import { DEMO_CEDAR_CLASS, seedDemoReportPractice } from '../../server/demo/seed-demo-report-practice';
import { seedDemoSkillPlans } from '../../server/demo/seed-demo-skill-plans';
import { questionKeys } from '../../server/practice/question-keys';
import { GROUPED_REPORTS, skillsOfAnswer } from '../../server/reports/report-grouping';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// View by (issue 29 item 3, docs/reports.md "View by"): every teacher and
// administrator report × grades / standards / skill plan over the demo history
// (Grade 4 Room 12's practice and skill plan, Grade 6 Room 8's practice without a
// plan): 200, the very same figures as grades (only `viewBy` and `grouping` are
// added), the groups cover every skill row of the answer; view by takeoff (issue 31,
// Room 12 following the Grade 4 math takeoff plan) too; unknown views 400; who may
// read unchanged.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const ROOM_12 = 'class_g4_room12';
const TAKEOFF_PLAN = 'US-math-4-takeoff';
const AVA = demoUserId('ava.b');
const STUDENT_REQUIRED = new Set(['questions-log', 'student-score-chart', 'progress-and-growth']);

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  await seedDemoReportPractice(t.log, { keys: questionKeys(TEST_TRACKING_KEY), seedTime: t.clock() });
  expect(await seedDemoSkillPlans(t.log, t.clock())).toBe(true);
  for (const username of ['ms.rivera', 'mr.hale', 'district.chen', 'admin.lee', 'ava.b']) cookies[username] = await t.signIn(username);
  const assigned = await t.postJson(`/takeoff/plans/${TAKEOFF_PLAN}/assign`, { classId: ROOM_12 }, { cookie: cookies['ms.rivera']!, headers: { 'X-CSRF-Protection': '1' } });
  expect(assigned.status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

type Answer = Record<string, unknown> & Partial<ReportViewFields>;
async function call(as: string, path: string): Promise<{ status: number; body: Answer }> {
  const response = await t.request(path, { cookie: cookies[as]! });
  return { status: response.status, body: (await response.json()) as Answer };
}
const figuresOf = ({ viewBy: _viewBy, grouping: _grouping, ...figures }: Answer) => figures;
const teacherPath = (report: string, classId = ROOM_12) =>
  `/reports/${report}?classId=${classId}&range=all_time${STUDENT_REQUIRED.has(report) ? `&studentUserId=${classId === ROOM_12 ? AVA : demoUserId('ivy.r')}` : ''}`;

/** The groups hold exactly the answer's skills (each skill under at least one group, no group with a skill the answer lacks). */
function expectGroupsCover(report: string, answer: Answer, grouping: ReportGrouping) {
  const skills = skillsOfAnswer(report, answer)!;
  const grouped = new Set(grouping.groups.flatMap((group) => group.permacodes));
  expect([...grouped].sort(), report).toEqual([...skills].sort());
  for (const group of grouping.groups) expect(group.permacodes.length, `${report} ${group.key}`).toBeGreaterThan(0);
}

const views = ['standards', 'skill-plan', 'takeoff'] as const;

describe('every teacher report × view (ms.rivera, Grade 4 Room 12, with a skill plan)', () => {
  it.each(TEACHER_REPORTS.map((report) => [report]))('%s: 200 in every view, the same figures as grades', async (report) => {
    const grades = await call('ms.rivera', teacherPath(report));
    expect(grades.status, JSON.stringify(grades.body)).toBe(200);
    expect([grades.body.viewBy, grades.body.grouping]).toEqual(['grades', null]);
    expect((await call('ms.rivera', `${teacherPath(report)}&viewBy=grades`)).body).toEqual(grades.body);
    for (const viewBy of views) {
      const viewed = await call('ms.rivera', `${teacherPath(report)}&viewBy=${viewBy}`);
      expect(viewed.status, `${report} ${viewBy}`).toBe(200);
      expect(figuresOf(viewed.body), `${report} ${viewBy}`).toEqual(figuresOf(grades.body));
      const grouping = viewed.body.grouping!;
      expect([viewed.body.viewBy, grouping.viewBy]).toEqual([viewBy, viewBy]);
      if (GROUPED_REPORTS.includes(report)) {
        expect(grouping.grouped).toBe(true);
        expect(grouping.hasPlan).toBe(viewBy === 'standards' ? null : true);
        expectGroupsCover(report, viewed.body, grouping);
      } else {
        expect(grouping).toEqual({ viewBy, grouped: false, hasPlan: null, groups: [] });
      }
    }
    for (const [viewBy, key] of [
      ['lessons', 'reports.invalid_view_by'],
      ['', 'reports.invalid_view_by'],
    ]) {
      expect(await call('ms.rivera', `${teacherPath(report)}&viewBy=${viewBy}`), `${report} ${viewBy}`).toEqual({ status: 400, body: { error: key } });
    }
  });

  it('groups Skills practiced by standard (one per skill: the totals of the groups are the report\'s) and by the plan\'s units', async () => {
    type Skills = { permacode: string; questions: number }[];
    const grades = (await call('ms.rivera', teacherPath('skills-practiced'))).body;
    const total = (grades.skills as Skills).reduce((sum, row) => sum + row.questions, 0);
    expect(total).toBeGreaterThan(0);
    const questionsOf = new Map((grades.skills as Skills).map((row) => [row.permacode, row.questions]));
    const standards = (await call('ms.rivera', `${teacherPath('skills-practiced')}&viewBy=standards`)).body.grouping!;
    const aligned = standards.groups.filter((group) => group.kind === 'standard');
    expect(aligned.length).toBeGreaterThan(0);
    for (const group of aligned) expect(group.code !== null && group.description !== null && group.key === `standard:${group.code}`, group.key).toBe(true);
    // Grade 4 math practice: Common Core grade 4 codes (`4.NF.B.3`); "No standard" (key `other`) only last.
    expect(aligned.some((group) => /^4\.[A-Z]+\.[A-D]\.\d+$/.test(group.code!))).toBe(true);
    expect(standards.groups.slice(0, -1).every((group) => group.kind === 'standard')).toBe(true);
    expect(standards.groups.reduce((sum, group) => sum + group.permacodes.reduce((each, permacode) => each + questionsOf.get(permacode)!, 0), 0)).toBe(total);
    const plan = (await call('ms.rivera', `${teacherPath('skills-practiced')}&viewBy=skill-plan`)).body.grouping!;
    const planned = t.log.queries.skillPlans.planOfClass(ROOM_12)!;
    const units = plan.groups.filter((group) => group.kind === 'unit');
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      const own = planned.units.find((each) => `unit:${each.unitId}` === unit.key)!;
      expect([unit.name, unit.startsOn, unit.endsOn, unit.className]).toEqual([own.name, own.startsOn, own.endsOn, null]);
      expect(unit.permacodes.every((permacode) => own.permacodes.includes(permacode))).toBe(true);
    }
    const other = plan.groups.find((group) => group.kind === 'other');
    const inPlan = new Set(planned.units.flatMap((unit) => unit.permacodes));
    expect((other?.permacodes ?? []).every((permacode) => !inPlan.has(permacode))).toBe(true);
    expect(plan.groups.at(-1)!.key === 'other' || other === undefined).toBe(true);
  });

  it('groups Skills practiced by the lessons of the class’s takeoff plan, in order, each under its lesson’s skills', async () => {
    const grouping = (await call('ms.rivera', `${teacherPath('skills-practiced')}&viewBy=takeoff`)).body.grouping!;
    const lessons = grouping.groups.filter((group) => group.kind === 'lesson');
    const plan = (await (await t.request('/takeoff/plans?subject=math&grade=4', { cookie: cookies['ms.rivera']! })).json()) as { plans: { lessons: { lessonNumber: number; lessonName: string; skill: { permacode: string }; practice: { permacode: string }[] }[] }[] };
    expect(lessons.length).toBeGreaterThan(0);
    const numbers = lessons.map((group) => Number(group.code));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const group of lessons) {
      const lesson = plan.plans[0]!.lessons.find((each) => each.lessonNumber === Number(group.code))!;
      expect([group.key, group.name, group.description, group.className]).toEqual([`lesson:${ROOM_12}:${TAKEOFF_PLAN}:${lesson.lessonNumber}`, lesson.lessonName, 'Grade 4 math takeoff', null]);
      const skills = [lesson.skill.permacode, ...lesson.practice.map((skill) => skill.permacode)];
      expect(group.permacodes.every((permacode) => skills.includes(permacode))).toBe(true);
    }
    expect(grouping.groups.at(-1)!.key === 'other' || grouping.groups.every((group) => group.kind === 'lesson')).toBe(true);
  });

  it('a class without a plan: an empty grouping saying so, the figures unchanged', async () => {
    const path = teacherPath('skills-practiced', DEMO_CEDAR_CLASS.classId);
    const grades = await call('mr.hale', path);
    const viewed = await call('mr.hale', `${path}&viewBy=skill-plan`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.grouping).toEqual({ viewBy: 'skill-plan', grouped: true, hasPlan: false, groups: [] });
    expect((await call('mr.hale', `${path}&viewBy=takeoff`)).body.grouping).toEqual({ viewBy: 'takeoff', grouped: true, hasPlan: false, groups: [] });
    expect(figuresOf(viewed.body)).toEqual(figuresOf(grades.body));
    expect((grades.body.skills as unknown[]).length).toBeGreaterThan(0);
  });

  it('who may read is unchanged in every view', async () => {
    for (const viewBy of views) {
      expect(await call('ms.rivera', `${teacherPath('skills-practiced', DEMO_CEDAR_CLASS.classId)}&viewBy=${viewBy}`)).toEqual({ status: 403, body: { error: 'reports.not_your_class' } });
      expect(await call('ava.b', `${teacherPath('skills-practiced')}&viewBy=${viewBy}`)).toEqual({ status: 403, body: { error: 'reports.not_a_teacher' } });
      expect(await call('admin.lee', `/reports/skill-usage?range=all_time&schoolId=school_cedar&viewBy=${viewBy}`)).toEqual({ status: 403, body: { error: 'admin_reports.not_your_school' } });
    }
  });
});

describe('every administrator report × view (district.chen: both schools)', () => {
  it.each(ADMINISTRATOR_REPORTS.map((report) => [report]))('%s: 200 in every view, the same figures as grades', async (report) => {
    const path = `/reports/${report}?range=all_time`;
    const grades = await call('district.chen', path);
    expect(grades.status, JSON.stringify(grades.body)).toBe(200);
    expect([grades.body.viewBy, grades.body.grouping]).toEqual(['grades', null]);
    for (const viewBy of views) {
      const viewed = await call('district.chen', `${path}&viewBy=${viewBy}`);
      expect(viewed.status, `${report} ${viewBy}`).toBe(200);
      expect(figuresOf(viewed.body), `${report} ${viewBy}`).toEqual(figuresOf(grades.body));
      const grouping = viewed.body.grouping!;
      if (GROUPED_REPORTS.includes(report)) {
        expect([grouping.grouped, grouping.hasPlan]).toEqual([true, viewBy === 'standards' ? null : true]);
        expectGroupsCover(report, viewed.body, grouping);
      } else {
        expect(grouping).toEqual({ viewBy, grouped: false, hasPlan: null, groups: [] });
      }
    }
    expect(await call('district.chen', `${path}&viewBy=Standards`)).toEqual({ status: 400, body: { error: 'reports.invalid_view_by' } });
  });

  it('skill plan: the units of the plans in scope, named with their class; a grade whose classes have none says so', async () => {
    const plan = (await call('district.chen', '/reports/skill-usage?range=all_time&viewBy=skill-plan')).body.grouping!;
    expect(plan.groups.filter((group) => group.kind === 'unit').every((group) => group.className === 'Grade 4 Room 12')).toBe(true);
    expect(plan.groups.some((group) => group.kind === 'unit')).toBe(true);
    const grade6 = await call('district.chen', '/reports/skill-usage?range=all_time&grade=6&viewBy=skill-plan');
    expect(grade6.body.grouping).toEqual({ viewBy: 'skill-plan', grouped: true, hasPlan: false, groups: [] });
  });

  it('takeoff: the lessons of the assignments in scope, named with their class; a grade whose classes follow none says so', async () => {
    const takeoff = (await call('district.chen', '/reports/skill-usage?range=all_time&viewBy=takeoff')).body.grouping!;
    expect(takeoff.groups.some((group) => group.kind === 'lesson')).toBe(true);
    expect(takeoff.groups.filter((group) => group.kind === 'lesson').every((group) => group.className === 'Grade 4 Room 12')).toBe(true);
    const grade6 = await call('district.chen', '/reports/skill-usage?range=all_time&grade=6&viewBy=takeoff');
    expect(grade6.body.grouping).toEqual({ viewBy: 'takeoff', grouped: true, hasPlan: false, groups: [] });
  });
});
