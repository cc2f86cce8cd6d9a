import { everyone, get, postForm, type RouteRule } from '../matrix-requests';

// Issue 14: the renewal reminder (docs/membership.md).
// The rules of the routes server/features/legacy-dialog.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /legacy-dialogs/renewal-reminder': { allowed: everyone, request: (fx, role) => get(fx, role, '/legacy-dialogs/renewal-reminder') },
  'POST /legacy-dialogs/renewal-reminder': {
    allowed: ['parent'],
    request: (fx, role) => postForm(fx, role, '/legacy-dialogs/renewal-reminder', [['choice', 'later']]),
  },
};
