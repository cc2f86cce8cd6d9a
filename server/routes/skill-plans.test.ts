import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassSkillPlans, CurrentSkillPlanUnits, SkillPlanView } from '../../events/skill-plans';
import { localDayOf } from '../../events/reports/report-ranges';
import { seedDemoSkillPlans, DEMO_SKILL_PLAN_ID } from '../demo/seed-demo-skill-plans';
import { startTestApp } from '../../tests/support/test-app';

// Issue 29 item 2 (docs/skill-plans.md): the skill plans' calls over a real SQLite log with the demo
// school and catalogue — each write read back at once, the rules answered with their keys and
// nothing appended, and the demo plan's current unit on a student's home.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };
let permacodes: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  for (const username of ['ava.b', 'ms.rivera', 'mr.okafor', 'admin.lee']) cookies[username] = await t.signIn(username);
  permacodes = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.permacode).slice(0, 3).map((item) => item.permacode!);
}, 120_000);
afterAll(() => t?.close());

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const unit = (name: string, startsOn: string, endsOn: string, skills = [permacodes[0]!]) => ({ name, startsOn, endsOn, permacodes: skills });

describe('the skill plans calls', () => {
  it('the demo seed gives Grade 4 Room 12 a shared plan whose second unit is current, and ava.b sees it on her home', async () => {
    expect(await seedDemoSkillPlans(t.log, t.clock())).toBe(true);
    const plan = t.log.queries.skillPlans.planOfClass('class_g4_room12')!;
    expect(plan.planId).toBe(DEMO_SKILL_PLAN_ID);
    expect(plan.units.length).toBeGreaterThanOrEqual(3);
    const current = await json<CurrentSkillPlanUnits>(t.request('/skill-plans/current', { cookie: cookies['ava.b']! }));
    expect(current.today).toBe(localDayOf(t.clock(), 'America/New_York'));
    expect(current.units).toHaveLength(1);
    expect(current.units[0]).toMatchObject({ classId: 'class_g4_room12', className: 'Grade 4 Room 12', unitId: plan.units[1]!.unitId });
    expect(current.units[0]!.skills[0]).toMatchObject({ subject: 'math', grade: 4 });
    expect(current.units[0]!.skills[0]!.url).toMatch(/^\/math\/grade-4\/skills\//);
  });

  it('one plan per class: a second is refused 409 and appends nothing; ms.rivera revises and reads her write', async () => {
    const before = t.log.store.lastPosition();
    const second = await t.postJson('/skill-plans', { classId: 'class_g4_room12', name: 'Another', units: [unit('A', '2026-01-05', '2026-01-09')] }, as('ms.rivera'));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: 'skill_plans.class_has_plan' });
    expect(t.log.store.lastPosition()).toBe(before);

    const revised = await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/revise`, { name: 'Renamed', units: [unit('Only unit', '2026-01-05', '2026-01-09', permacodes)] }, as('ms.rivera'));
    expect(revised.status).toBe(200);
    const read = await json<SkillPlanView>(t.request(`/skill-plans/${DEMO_SKILL_PLAN_ID}`, { cookie: cookies['ms.rivera']! }));
    expect(read).toMatchObject({ name: 'Renamed', mayEdit: true, shared: true });
    expect(read.units.map((each) => each.skills.map((skill) => skill.permacode))).toEqual([permacodes]);
  });

  it('refuses overlapping units and unknown skills with their keys, appending nothing', async () => {
    const before = t.log.store.lastPosition();
    const overlap = await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/revise`, { name: 'X', units: [unit('A', '2026-01-05', '2026-01-09'), unit('B', '2026-01-09', '2026-01-12')] }, as('ms.rivera'));
    expect([overlap.status, await overlap.json()]).toEqual([400, { error: 'skill_plans.units_overlap' }]);
    const unknown = await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/revise`, { name: 'X', units: [unit('A', '2026-01-05', '2026-01-09', ['ZZZZ9'])] }, as('ms.rivera'));
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'skill_plans.unknown_skill' }]);
    const noCsrf = await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/share`, {}, { cookie: cookies['ms.rivera']! });
    expect(noCsrf.status).toBe(403);
    expect(t.log.store.lastPosition()).toBe(before);
  });

  it('mr.okafor sees the shared plan, copies it to his class, and may not edit hers (403)', async () => {
    const shared = await json<{ plans: SkillPlanView[] }>(t.request('/skill-plans/shared', { cookie: cookies['mr.okafor']! }));
    expect(shared.plans.map((plan) => [plan.planId, plan.mayEdit])).toEqual([[DEMO_SKILL_PLAN_ID, false]]);
    const edit = await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/delete`, {}, as('mr.okafor'));
    expect([edit.status, await edit.json()]).toEqual([403, { error: 'skill_plans.plan_not_yours' }]);
    const copied = await json<{ planId: string }>(t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/copy`, { classId: 'class_g5_room3' }, as('mr.okafor')));
    const mine = await json<ClassSkillPlans>(t.request('/skill-plans?classId=class_g5_room3', { cookie: cookies['mr.okafor']! }));
    expect(mine.plans).toMatchObject([{ planId: copied.planId, name: 'Renamed', copiedFromPlanId: DEMO_SKILL_PLAN_ID, shared: false, mayEdit: true }]);
    const adminView = await json<ClassSkillPlans>(t.request('/skill-plans', { cookie: cookies['admin.lee']! }));
    expect(adminView.plans.map((plan) => plan.mayEdit)).toEqual([false, false]);
  });

  it('ms.rivera deletes her plan: gone from reads, and the class may have a new one', async () => {
    expect((await t.postJson(`/skill-plans/${DEMO_SKILL_PLAN_ID}/delete`, {}, as('ms.rivera'))).status).toBe(200);
    expect((await t.request(`/skill-plans/${DEMO_SKILL_PLAN_ID}`, { cookie: cookies['ms.rivera']! })).status).toBe(404);
    const created = await t.postJson('/skill-plans', { classId: 'class_g4_room12', name: 'Fresh', units: [unit('A', '2026-01-05', '2026-01-09')] }, as('ms.rivera'));
    expect(created.status).toBe(200);
  });
});
