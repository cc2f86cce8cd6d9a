import type { RouteRequest } from '../route-request';
import type { Role, RouteFixture, TeacherRole } from '../route-fixture';
import { get, postJson, students, teachers, type RouteRule } from '../matrix-requests';

// Issue 31 item 2: takeoff lesson plans (docs/takeoff.md). The rules of the routes
// server/features/takeoff.ts mounts; the writes carry X-CSRF-Protection: 1 as the pages do.

const csrf = { 'X-CSRF-Protection': '1' };
const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, ...csrf } });
const plans = ['US-math-4-takeoff', 'US-math-5-takeoff'];

/** A math plan the teacher's class does not follow now (re-assigning the plan it follows is 409). */
function otherPlanFor(fx: RouteFixture, teacher: TeacherRole): string {
  const active = fx.t.log.queries.takeoff.activeAssignment(fx.classOf(teacher), 'math');
  return plans.find((planId) => planId !== active?.planId)!;
}

/** An active math assignment of the teacher's class with a lesson to move to, assigned through the app when needed. */
async function advanceableAssignment(fx: RouteFixture, teacher: TeacherRole): Promise<string> {
  const active = fx.t.log.queries.takeoff.activeAssignment(fx.classOf(teacher), 'math');
  if (active !== null && active.lessonNumber < active.lessonCount) return active.assignmentId;
  const response = await fx.t.postJson(`/takeoff/plans/${otherPlanFor(fx, teacher)}/assign`, { classId: fx.classOf(teacher) }, { cookie: fx.cookie(teacher)!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: assigning a takeoff plan answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { assignmentId: string }).assignmentId;
}

const owner = (fx: RouteFixture, role: Role) => fx.ownerFor(role);

export const rules: Record<string, RouteRule> = {
  'GET /takeoff/plans': { allowed: teachers, request: (fx, role) => get(fx, role, '/takeoff/plans', [['subject', 'math'], ['grade', 4]]) },
  'GET /takeoff/current': { allowed: students, request: (fx, role) => get(fx, role, '/takeoff/current') },
  'POST /takeoff/plans/:planId/assign': {
    allowed: teachers,
    request: (fx, role) => ({
      ...withCsrf(postJson(fx, role, '/takeoff/plans/:planId/assign', [['classId', fx.classOf(owner(fx, role))]])),
      params: { planId: otherPlanFor(fx, owner(fx, role)) },
    }),
  },
  'POST /takeoff/assignments/:assignmentId/advance': {
    allowed: teachers,
    request: async (fx, role) => ({
      ...withCsrf(postJson(fx, role, '/takeoff/assignments/:assignmentId/advance', [])),
      params: { assignmentId: await advanceableAssignment(fx, owner(fx, role)) },
    }),
  },
};
