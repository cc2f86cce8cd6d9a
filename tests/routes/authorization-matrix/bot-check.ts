import { everyone, get, type RouteRule } from '../matrix-requests';

// The bot check’s challenge (docs/security.md).
// The rules of the routes server/features/bot-check.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /bot-check/challenge': { allowed: everyone, request: (fx, role) => get(fx, role, '/bot-check/challenge', [['action', 'signin_mini']]) },
};
