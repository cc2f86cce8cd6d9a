import { everyone, signedIn, get, type RouteRule } from '../matrix-requests';

// Issue 15: profile autosave (docs/profile.md); the write needs the CSRF header.
// The rules of the routes server/features/profile.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /profile/fields': { allowed: signedIn, request: (fx, role) => get(fx, role, '/profile/fields') },
  'GET /profile/preferences': { allowed: everyone, request: (fx, role) => get(fx, role, '/profile/preferences') },
  'POST /profile/edit/:field': {
    allowed: signedIn,
    request: (fx, role) => ({ method: 'POST', path: '/profile/edit/:field', params: { field: 'hideTimer' }, body: { type: 'form', fields: [['value', 'true']] }, cookie: fx.cookie(role), headers: { 'X-CSRF-Protection': '1' } }),
  },
};
