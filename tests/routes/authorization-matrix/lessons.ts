import { everyone, get, postJson, type RouteRule } from '../matrix-requests';
import type { RouteRequest } from '../route-request';

// Issue 31 (docs/lessons.md): lessons. Anyone reads a lesson; students and a family's children
// answer its checks (X-CSRF-Protection: 1, as the product's pages send it) and list their lessons in progress.
// The rules of the routes server/features/lessons.ts mounts (tests/routes/authorization-matrix.ts composes them).

const learners = ['student', 'child'] as const;
const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, 'X-CSRF-Protection': '1' } });

export const rules: Record<string, RouteRule> = {
  'GET /lessons/in-progress': { allowed: learners, request: (fx, role) => get(fx, role, '/lessons/in-progress') },
  'GET /lessons/:permacode': { allowed: everyone, request: (fx, role) => get(fx, role, `/lessons/${fx.permacode}`) },
  'POST /lessons/:permacode/check': {
    allowed: learners,
    request: (fx, role) => withCsrf(postJson(fx, role, `/lessons/${fx.permacode}/check`, [['questionKey', 'check-1'], ['response', '1']])),
  },
};
