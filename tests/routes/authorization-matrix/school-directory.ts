import { everyone, get, type RouteRule } from '../matrix-requests';

// A district’s custom domain.
// The rules of the routes server/features/school-directory.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /custom-domains/:name': { allowed: everyone, request: (fx, role) => ({ ...get(fx, role, '/custom-domains/:name'), params: { name: 'riverside' } }) },
};
