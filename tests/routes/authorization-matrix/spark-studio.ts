import type { Role, RouteFixture } from '../route-fixture';
import { senders, get, postJson, type RouteRule } from '../matrix-requests';

// Spark Studio (docs/spark-studio.md).
// The rules of the routes server/features/spark-studio.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** Spark Studio: a new set of the role's (ms.rivera's for roles without Spark Studio) with one number question. */
async function sparkStudioSetOf(fx: RouteFixture, role: Role): Promise<{ questionSetId: string; questionId: string }> {
  const owner: Role = (senders as readonly Role[]).includes(role) ? role : 'teacher';
  const cookie = fx.cookie(owner)!;
  const created = await fx.t.postJson('/spark-studio/sets', { title: 'Fractions warm-up' }, { cookie });
  if (!created.ok) throw new Error(`fixture: creating a question set answered ${created.status}`);
  const { questionSetId } = (await created.json()) as { questionSetId: string };
  const question = { kind: 'number', prompt: 'What is 3 + 4?', answer: '7', explanation: '3 and 4 make 7.' };
  const added = await fx.t.postJson(`/spark-studio/sets/${questionSetId}/questions`, question, { cookie });
  if (!added.ok) throw new Error(`fixture: adding a question answered ${added.status}`);
  const { questions } = (await added.json()) as { questions: { questionId: string }[] };
  return { questionSetId, questionId: questions[0]!.questionId };
}

export const rules: Record<string, RouteRule> = {
  'GET /spark-studio/sets': { allowed: senders, request: (fx, role) => get(fx, role, '/spark-studio/sets') },
  'POST /spark-studio/sets': { allowed: senders, request: (fx, role) => postJson(fx, role, '/spark-studio/sets', [['title', 'Times tables']]) },
  'GET /spark-studio/sets/:questionSetId': {
    allowed: senders,
    request: async (fx, role) => ({ ...get(fx, role, '/spark-studio/sets/:questionSetId'), params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId } }),
  },
  'POST /spark-studio/sets/:questionSetId/rename': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/rename', [['title', 'Renamed set']]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/questions', [
        ['kind', 'multipleChoice'],
        ['prompt', 'Which is a prime?'],
        ['choices', ['4', '7', '9']],
        ['answer', '7'],
        ['explanation', '7 has no divisors but 1 and itself.'],
      ]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions/:questionId': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/questions/:questionId', [
        ['kind', 'shortText'],
        ['prompt', 'Name the shape with three sides.'],
        ['answer', 'triangle'],
        ['explanation', 'Tri- means three.'],
      ]),
      params: await sparkStudioSetOf(fx, role),
    }),
  },
  'POST /spark-studio/sets/:questionSetId/questions/:questionId/remove': {
    allowed: senders,
    request: async (fx, role) => ({ method: 'POST', path: '/spark-studio/sets/:questionSetId/questions/:questionId/remove', params: await sparkStudioSetOf(fx, role), cookie: fx.cookie(role) }),
  },
  'POST /spark-studio/sets/:questionSetId/reorder': {
    allowed: senders,
    request: async (fx, role) => {
      const { questionSetId, questionId } = await sparkStudioSetOf(fx, role);
      return { ...postJson(fx, role, '/spark-studio/sets/:questionSetId/reorder', [['questionIds', [questionId]]]), params: { questionSetId } };
    },
  },
  'POST /spark-studio/sets/:questionSetId/share': {
    allowed: senders,
    request: async (fx, role) => ({
      ...postJson(fx, role, '/spark-studio/sets/:questionSetId/share', [['shared', true]]),
      params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId },
    }),
    answers: { districtAdministrator: { status: 409, reason: 'a district administrator has no school to share a set with (spark_studio.no_school)' } },
  },
  'POST /spark-studio/sets/:questionSetId/delete': {
    allowed: senders,
    request: async (fx, role) => ({ method: 'POST', path: '/spark-studio/sets/:questionSetId/delete', params: { questionSetId: (await sparkStudioSetOf(fx, role)).questionSetId }, cookie: fx.cookie(role) }),
  },
};
