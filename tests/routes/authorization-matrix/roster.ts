import { senders, teachers, get, postJson, type RouteRule } from '../matrix-requests';

// Issue 15: the roster (docs/roster.md).
// The rules of the routes server/features/roster.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /roster/classes': { allowed: teachers, request: (fx, role) => get(fx, role, '/roster/classes') },
  'POST /roster/create-class': { allowed: teachers, request: (fx, role) => postJson(fx, role, '/roster/create-class', [['name', 'Reading group'], ['grade', 4]]) },
  'POST /roster/add-student': {
    allowed: senders,
    request: (fx, role) => postJson(fx, role, '/roster/add-student', [['classId', fx.classOf(fx.ownerFor(role))], ['studentUserId', fx.studentFor(fx.ownerFor(role))]]),
  },
  'POST /roster/remove-student': {
    allowed: senders,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      const enrolled = await fx.t.postJson('/roster/add-student', { classId: fx.classOf(owner), studentUserId: fx.studentFor(owner) }, { cookie: fx.cookie(owner)! });
      if (!enrolled.ok) throw new Error(`fixture: enrolling answered ${enrolled.status}`);
      return postJson(fx, role, '/roster/remove-student', [['classId', fx.classOf(owner)], ['studentUserId', fx.studentFor(owner)]]);
    },
  },
  'POST /roster/reset-password': { allowed: senders, request: (fx, role) => postJson(fx, role, '/roster/reset-password', [['studentUserId', fx.studentFor(fx.ownerFor(role))]]), fuzzRuns: 3 },
};
