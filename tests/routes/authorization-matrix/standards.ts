import { everyone, get, type RouteRule } from '../matrix-requests';

// Standards: public catalogue data (issue 29, docs/standards.md).
// The rules of the routes server/features/standards.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /standards': { allowed: everyone, request: (fx, role) => get(fx, role, '/standards', [['subject', 'math'], ['grade', '4']]) },
};
