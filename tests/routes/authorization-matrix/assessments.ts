import { get, postJson, signedIn, teachers, type RouteRule } from '../matrix-requests';
import type { Role, RouteFixture, TeacherRole } from '../route-fixture';
import type { RouteRequest } from '../route-request';

// Issue 30 (docs/diagnostics.md "Calls"): assessments. A student takes what is assigned to her (LevelUp always);
// a teacher assigns checkpoints to her own class; an administrator schedules Flex snapshots for her schools;
// progress is for the teachers and administrators the assessment reaches; levels for the student, her parent,
// her teachers and administrators. State-changing calls carry X-CSRF-Protection: 1 as the pages do.

const csrf = { 'X-CSRF-Protection': '1' };
const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, ...csrf } });
const DAY = 86_400_000;

const window = (fx: RouteFixture) => {
  const now = fx.t.clock().getTime();
  return [
    ['opensAt', new Date(now - 60_000).toISOString()],
    ['closesAt', new Date(now + 7 * DAY).toISOString()],
  ] as [string, unknown][];
};
const checkpointFields = (fx: RouteFixture, teacher: TeacherRole): [string, unknown][] => [['classId', fx.classOf(teacher)], ['title', 'Matrix checkpoint'], ['permacodes', [fx.permacode]], ...window(fx)];

/** A checkpoint of ms.rivera's class (ava.b is in it). */
async function riveraCheckpoint(fx: RouteFixture): Promise<string> {
  const response = await fx.t.postJson('/assessments/checkpoints', Object.fromEntries(checkpointFields(fx, 'teacher')), { cookie: fx.cookie('teacher')!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: assigning a checkpoint answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { assessmentId: string }).assessmentId;
}

/** ava.b's current LevelUp math question (starting or resuming her sitting). */
async function currentLevelUpKey(fx: RouteFixture): Promise<string> {
  const response = await fx.t.postJson('/assessments/levelup-math/start', {}, { cookie: fx.cookie('student')!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: starting LevelUp answered ${response.status} ${await response.text()}`);
  const view = (await response.json()) as { question: { questionKey: string } | null };
  if (!view.question) throw new Error('fixture: LevelUp has no question');
  return view.question.questionKey;
}

/** A Spark Studio set with one question, written by `role` (an administrator); another role gets a set id that names nothing. */
async function setWrittenBy(fx: RouteFixture, role: Role): Promise<string> {
  if (role !== 'schoolAdministrator' && role !== 'districtAdministrator') return 'qs_not_theirs';
  const cookie = fx.cookie(role)!;
  const created = await fx.t.postJson('/spark-studio/sets', { title: 'Matrix common assessment' }, { cookie, headers: csrf });
  if (!created.ok) throw new Error(`fixture: creating a set answered ${created.status} ${await created.text()}`);
  const { questionSetId } = (await created.json()) as { questionSetId: string };
  const question = { kind: 'number', prompt: 'What is 6 × 7?', answer: '42', explanation: 'Six sevens are forty-two.' };
  const added = await fx.t.postJson(`/spark-studio/sets/${questionSetId}/questions`, question, { cookie, headers: csrf });
  if (!added.ok) throw new Error(`fixture: adding a question answered ${added.status} ${await added.text()}`);
  return questionSetId;
}

export const rules: Record<string, RouteRule> = {
  // Anyone signed in asks; only a student has assessments (the others get an empty list).
  'GET /assessments/assigned': { allowed: signedIn, request: (fx, role) => get(fx, role, '/assessments/assigned') },
  'POST /assessments/checkpoints': { allowed: teachers, request: (fx, role) => withCsrf(postJson(fx, role, '/assessments/checkpoints', checkpointFields(fx, fx.ownerFor(role)))) },
  'POST /assessments/flex': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) => withCsrf(postJson(fx, role, '/assessments/flex', [['schoolIds', ['school_maple']], ['subject', 'math'], ['grades', [4]], ...window(fx)])),
  },
  'GET /assessments/flex': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/assessments/flex') },
  // An administrator's own Spark Studio set, assigned to Maple (both administer it); the others are refused by role.
  'POST /assessments/common': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => withCsrf(postJson(fx, role, '/assessments/common', [['setId', await setWrittenBy(fx, role)], ['schoolIds', ['school_maple']], ['grade', 4], ...window(fx)])),
  },
  'GET /assessments/common': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/assessments/common') },
  // LevelUp is every student's.
  'POST /assessments/:assessmentId/start': { allowed: ['student'], request: (fx, role) => withCsrf({ ...postJson(fx, role, '/assessments/:assessmentId/start', []), params: { assessmentId: 'levelup-math' } }) },
  'POST /assessments/:assessmentId/answer': {
    allowed: ['student'],
    request: async (fx, role) => withCsrf({ ...postJson(fx, role, '/assessments/:assessmentId/answer', [['questionKey', await currentLevelUpKey(fx)], ['response', '7']]), params: { assessmentId: 'levelup-math' } }),
  },
  // ms.rivera's checkpoint: she and the administrators of her school (and district) follow it.
  'GET /assessments/:assessmentId/progress': {
    allowed: ['teacher', 'schoolAdministrator', 'districtAdministrator'],
    request: async (fx, role) => ({ ...get(fx, role, '/assessments/:assessmentId/progress'), params: { assessmentId: await riveraCheckpoint(fx) } }),
  },
  // ava.b's levels: herself, her teacher, her school's and district's administrators (park.family is not her parent).
  'GET /diagnostic/levels': {
    allowed: ['student', 'teacher', 'schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) => get(fx, role, '/diagnostic/levels', [['studentUserId', fx.userId('student')]]),
  },
  'GET /diagnostic/recommendations': { allowed: ['student'], request: (fx, role) => get(fx, role, '/diagnostic/recommendations') },
};
