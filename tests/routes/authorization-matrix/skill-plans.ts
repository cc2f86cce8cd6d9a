import { handleCommand } from '../../../events/log/command-handler';
import { skillPlans, skillPlanStreams } from '../../../events/skill-plans';
import { demoUserId } from '../../../server/demo/demo-school';
import type { RouteRequest } from '../route-request';
import type { Role, RouteFixture, TeacherRole } from '../route-fixture';
import { fixtureContext, get, postJson, students, teachers, type RouteRule } from '../matrix-requests';

// Issue 29 item 2: skill plans (docs/skill-plans.md). The rules of the routes server/features/skill-plans.ts
// mounts; the state-changing calls carry X-CSRF-Protection: 1 as the product's pages do.

const csrf = { 'X-CSRF-Protection': '1' };
const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, ...csrf } });
const unit = (fx: RouteFixture) => ({ name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-20', permacodes: [fx.permacode] });
const planFields = (fx: RouteFixture): [string, unknown][] => [['name', 'Term plan'], ['units', [unit(fx)]]];

/** Deletes the class's plan, if any (through the app), so a new one may be made. */
async function freeClass(fx: RouteFixture, teacher: TeacherRole): Promise<void> {
  const plan = fx.t.log.queries.skillPlans.planOfClass(fx.classOf(teacher));
  if (plan === null) return;
  const response = await fx.t.postJson(`/skill-plans/${plan.planId}/delete`, {}, { cookie: fx.cookie(teacher)!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: deleting a skill plan answered ${response.status} ${await response.text()}`);
}

/** The teacher's class's plan, made through the app when it has none. */
async function planOf(fx: RouteFixture, teacher: TeacherRole): Promise<string> {
  const existing = fx.t.log.queries.skillPlans.planOfClass(fx.classOf(teacher));
  if (existing !== null) return existing.planId;
  const response = await fx.t.postJson('/skill-plans', { classId: fx.classOf(teacher), name: 'Term plan', units: [unit(fx)] }, { cookie: fx.cookie(teacher)!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: creating a skill plan answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { planId: string }).planId;
}

/** Mr. Okafor's (Maple, Grade 5 Room 3) shared plan, made through the decider (the fixture has no session of his). */
async function sharedMaplePlan(fx: RouteFixture): Promise<string> {
  const planId = 'plan_okafor_shared';
  if (fx.t.log.queries.skillPlans.planById(planId) !== null) return planId;
  const teacher = { userId: demoUserId('mr.okafor'), role: 'teacher', schoolId: 'school_maple' };
  const stream = skillPlanStreams.plan(planId);
  await handleCommand(fx.t.log.store, skillPlans, stream, {
    type: 'CreateSkillPlan',
    data: {
      planId,
      teacher,
      targetClass: fx.t.log.queries.skillPlans.classOf('class_g5_room3'),
      classPlanId: null,
      draft: { name: 'Grade 5 term', units: [{ unitId: null, ...unit(fx) }] },
      newUnitIds: ['unit_okafor_1'],
      knownPermacodes: new Set([fx.permacode]),
    },
  }, fixtureContext);
  await handleCommand(fx.t.log.store, skillPlans, stream, { type: 'ShareSkillPlan', data: { teacher, classTeacherUserId: teacher.userId } }, fixtureContext);
  return planId;
}

const owner = (fx: RouteFixture, role: Role) => fx.ownerFor(role);

export const rules: Record<string, RouteRule> = {
  'GET /skill-plans': { allowed: [...teachers, 'schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/skill-plans') },
  'GET /skill-plans/shared': { allowed: [...teachers, 'schoolAdministrator'], request: (fx, role) => get(fx, role, '/skill-plans/shared') },
  'GET /skill-plans/current': { allowed: students, request: (fx, role) => get(fx, role, '/skill-plans/current') },
  'GET /skill-plans/:planId': {
    allowed: ['teacher', 'schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => ({ ...get(fx, role, '/skill-plans/:planId'), params: { planId: await planOf(fx, 'teacher') } }),
  },
  'POST /skill-plans': {
    allowed: teachers,
    request: async (fx, role) => {
      await freeClass(fx, owner(fx, role));
      return withCsrf(postJson(fx, role, '/skill-plans', [['classId', fx.classOf(owner(fx, role))], ...planFields(fx)]));
    },
  },
  'POST /skill-plans/:planId/revise': {
    allowed: teachers,
    request: async (fx, role) => ({ ...withCsrf(postJson(fx, role, '/skill-plans/:planId/revise', planFields(fx))), params: { planId: await planOf(fx, owner(fx, role)) } }),
  },
  'POST /skill-plans/:planId/share': {
    allowed: teachers,
    request: async (fx, role) => ({ ...withCsrf(postJson(fx, role, '/skill-plans/:planId/share', [])), params: { planId: await planOf(fx, owner(fx, role)) } }),
  },
  'POST /skill-plans/:planId/delete': {
    allowed: teachers,
    request: async (fx, role) => ({ ...withCsrf(postJson(fx, role, '/skill-plans/:planId/delete', [])), params: { planId: await planOf(fx, owner(fx, role)) } }),
  },
  'POST /skill-plans/:planId/copy': {
    // Mr. Okafor's plan is shared with Maple: ms.rivera copies it to her class; Cedar's teacher may not (403).
    allowed: ['teacher'],
    request: async (fx, role) => {
      await freeClass(fx, owner(fx, role));
      return { ...withCsrf(postJson(fx, role, '/skill-plans/:planId/copy', [['classId', fx.classOf(owner(fx, role))]])), params: { planId: await sharedMaplePlan(fx) } };
    },
  },
};
