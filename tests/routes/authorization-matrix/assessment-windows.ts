import type { Role, RouteFixture } from '../route-fixture';
import { teachers, get, postJson, type RouteRule } from '../matrix-requests';

// Issue 16: assessment windows and the assessment due-date banner (docs/assessment-windows.md).
// The rules of the routes server/features/assessment-windows.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Issue 16 (docs/assessment-windows.md): a Maple Elementary window scheduled through the app by admin.lee (the district administrator may change it too). */
async function mapleAssessmentWindow(fx: RouteFixture, _role: Role): Promise<string> {
  const window = { schoolIds: ['school_maple'], subject: 'ela', assessmentType: 'ELA_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-11-30' };
  const response = await fx.t.postJson('/assessment-windows/schedule', window, { cookie: fx.cookie('schoolAdministrator')! });
  if (!response.ok) throw new Error(`fixture: scheduling an assessment window answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { windowId: string }).windowId;
}

export const rules: Record<string, RouteRule> = {
  'GET /assessment-windows/banner': { allowed: teachers, request: (fx, role) => get(fx, role, '/assessment-windows/banner') },
  'GET /assessment-windows/scheduled': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/assessment-windows/scheduled') },
  'POST /assessment-windows/schedule': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) =>
      postJson(fx, role, '/assessment-windows/schedule', [['schoolIds', ['school_maple']], ['subject', 'math'], ['assessmentType', 'MATH_SCREENER'], ['startDate', '2026-11-10'], ['dueDate', '2026-11-30']]),
  },
  'POST /assessment-windows/reschedule': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/assessment-windows/reschedule', [['windowId', await mapleAssessmentWindow(fx, role)], ['startDate', '2026-11-12'], ['dueDate', '2026-12-04']]),
  },
  'POST /assessment-windows/cancel': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => postJson(fx, role, '/assessment-windows/cancel', [['windowId', await mapleAssessmentWindow(fx, role)]]),
  },
};
