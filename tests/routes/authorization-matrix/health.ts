import { everyone, get, type RouteRule } from '../matrix-requests';

// The health check.
// The rules of the routes server/features/health.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /healthz': { allowed: everyone, request: (fx, role) => get(fx, role, '/healthz') },
};
