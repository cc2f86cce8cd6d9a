import { everyone, get, type RouteRule } from '../matrix-requests';

// The catalogue and its editions.
// The rules of the routes server/features/catalogue.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /editions': { allowed: everyone, request: (fx, role) => get(fx, role, '/editions') },
  'GET /catalogue/landing': { allowed: everyone, request: (fx, role) => get(fx, role, '/catalogue/landing', [['subject', 'math'], ['grade', '4']]) },
  'GET /catalogue/skills/:permacode': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/catalogue/skills/:permacode'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },
};
