import { signedIn, get, type RouteRule } from '../matrix-requests';

// The realtime link’s credentials.
// The rules of the routes server/features/realtime.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /pubsub/credentials': { allowed: signedIn, request: (fx, role) => get(fx, role, '/pubsub/credentials') },
};
