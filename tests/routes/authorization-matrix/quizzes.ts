import { signedIn, get, postJson, teachers, type RouteRule } from '../matrix-requests';
import type { Role, RouteFixture, TeacherRole } from '../route-fixture';
import type { RouteRequest } from '../route-request';

// Issue 29 item 4 (docs/quizzes.md): quizzes. A teacher builds, releases and shares her own quizzes for her
// own classes; only an assigned student starts, answers and submits; results are the teacher's (every
// student) or the student's own after release. State-changing calls carry X-CSRF-Protection: 1 as the
// product's pages do. The rules of the routes server/features/quizzes.ts mounts.

const csrf = { 'X-CSRF-Protection': '1' };
const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, ...csrf } });
const DAY = 86_400_000;

/** The fields of a quiz of the teacher's class from skills, open from now for a week. */
const quizFields = (fx: RouteFixture, teacher: TeacherRole): [string, unknown][] => {
  const now = fx.t.clock().getTime();
  return [
    ['title', 'Matrix quiz'],
    ['permacodes', [fx.permacode]],
    ['questionsPerSkill', 2],
    ['classIds', [fx.classOf(teacher)]],
    ['opensAt', new Date(now - 60_000).toISOString()],
    ['closesAt', new Date(now + 7 * DAY).toISOString()],
    ['timeLimitMinutes', 30],
  ];
};

/** A new quiz of the teacher's class (ms.rivera's: ava.b is assigned), optionally started by ava.b, released or shared. */
async function quizOf(fx: RouteFixture, teacher: TeacherRole, options: { started?: boolean; released?: boolean; shared?: 'school' | 'district' } = {}): Promise<string> {
  const created = await fx.t.postJson('/quizzes', Object.fromEntries(quizFields(fx, teacher)), { cookie: fx.cookie(teacher)!, headers: csrf });
  if (!created.ok) throw new Error(`fixture: building a quiz answered ${created.status} ${await created.text()}`);
  const { quizId } = (await created.json()) as { quizId: string };
  const step = async (path: string, role: Role, body: unknown = {}) => {
    const response = await fx.t.postJson(`/quizzes/${quizId}/${path}`, body, { cookie: fx.cookie(role)!, headers: csrf });
    if (!response.ok) throw new Error(`fixture: ${path} answered ${response.status} ${await response.text()}`);
  };
  if (options.started) await step('start', 'student');
  if (options.released) await step('release', teacher);
  if (options.shared) await step('share', teacher, { scope: options.shared });
  return quizId;
}

const onQuiz = async (fx: RouteFixture, request: RouteRequest, options: Parameters<typeof quizOf>[2] = {}): Promise<RouteRequest> => ({ ...request, params: { quizId: await quizOf(fx, 'teacher', options) } });

export const rules: Record<string, RouteRule> = {
  'POST /quizzes': { allowed: teachers, request: (fx, role) => withCsrf(postJson(fx, role, '/quizzes', quizFields(fx, fx.ownerFor(role)))) },
  'GET /quizzes': { allowed: teachers, request: (fx, role) => get(fx, role, '/quizzes') },
  'GET /quizzes/builder': { allowed: teachers, request: (fx, role) => get(fx, role, '/quizzes/builder') },
  'GET /quizzes/resources': { allowed: teachers, request: (fx, role) => get(fx, role, '/quizzes/resources') },
  // Anyone signed in asks; only a student has quizzes assigned (the others get an empty list).
  'GET /quizzes/assigned': { allowed: signedIn, request: (fx, role) => get(fx, role, '/quizzes/assigned') },
  // ms.rivera's quiz: its teacher alone reads it whole.
  'GET /quizzes/:quizId': { allowed: ['teacher'], request: (fx, role) => onQuiz(fx, get(fx, role, '/quizzes/:quizId')) },
  'GET /quizzes/:quizId/attempt': { allowed: ['student'], request: (fx, role) => onQuiz(fx, get(fx, role, '/quizzes/:quizId/attempt')) },
  'POST /quizzes/:quizId/start': { allowed: ['student'], request: async (fx, role) => withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/start', []))) },
  'POST /quizzes/:quizId/answer': {
    allowed: ['student'],
    request: async (fx, role) => withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/answer', [['questionKey', 'q1'], ['response', '7']]), { started: true })),
  },
  'POST /quizzes/:quizId/submit': { allowed: ['student'], request: async (fx, role) => withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/submit', []), { started: true })) },
  'POST /quizzes/:quizId/release': { allowed: ['teacher'], request: async (fx, role) => withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/release', []))) },
  'POST /quizzes/:quizId/share': { allowed: ['teacher'], request: async (fx, role) => withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/share', [['scope', 'district']]))) },
  // A quiz resource ms.rivera shared with the district: a teacher of the district (ms.birch of another school too) assigns it to her own class.
  'POST /quizzes/:quizId/assign': {
    allowed: teachers,
    request: async (fx, role) => {
      const fields = quizFields(fx, fx.ownerFor(role)).filter(([name]) => !['title', 'permacodes', 'questionsPerSkill'].includes(name));
      return withCsrf(await onQuiz(fx, postJson(fx, role, '/quizzes/:quizId/assign', fields), { shared: 'district' }));
    },
  },
  // Its teacher reads every student; an assigned student her own row once released.
  'GET /quizzes/:quizId/results': { allowed: ['teacher', 'student'], request: (fx, role) => onQuiz(fx, get(fx, role, '/quizzes/:quizId/results'), { released: true }) },
};
