import { everyone, postForm, type RouteRule } from '../matrix-requests';

// The client’s cookie call (issue 15).
// The rules of the routes server/features/cookies.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'POST /cookie': { allowed: everyone, request: (fx, role) => postForm(fx, role, '/cookie', [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/'], ['secure', 'true']]) },
  'POST /actions/cookie': {
    allowed: everyone,
    request: (fx, role) => postForm(fx, role, '/actions/cookie', [['name', 'try-teacher-setup'], ['value', 'false'], ['path', '/'], ['secure', 'true']]),
  },
};
