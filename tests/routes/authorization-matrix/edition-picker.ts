import { everyone, postJson, type RouteRule } from '../matrix-requests';

// The edition picker.
// The rules of the routes server/features/edition-picker.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'POST /edition-picker/select': { allowed: everyone, request: (fx, role) => postJson(fx, role, '/edition-picker/select', [['editionConstant', 'CA']]) },
};
