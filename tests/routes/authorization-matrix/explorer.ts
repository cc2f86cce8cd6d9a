import { get, type RouteRule } from '../matrix-requests';

// Issue 18: the event explorer (docs/explorer.md), engineers only; it reads, never appends.
// The rules of the routes server/features/explorer.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /explorer/events': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/events', [['category', 'user'], ['type', 'UserRegistered'], ['after', '3'], ['limit', '5']]),
  },
  'GET /explorer/events/:position': { allowed: ['engineer'], request: (fx, role) => ({ ...get(fx, role, '/explorer/events/:position'), params: { position: '2' } }) },
  'GET /explorer/event-types': { allowed: ['engineer'], request: (fx, role) => get(fx, role, '/explorer/event-types') },
  'GET /explorer/correlation/:correlationId': {
    allowed: ['engineer'],
    request: (fx, role) => ({ ...get(fx, role, '/explorer/correlation/:correlationId'), params: { correlationId: 'demo-school-seed' } }),
  },
  'GET /explorer/time-travel': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/time-travel', [['view', 'focus-session-participants'], ['subject', '1'], ['at', '40']]),
  },
  'GET /explorer/time-travel/diff': {
    allowed: ['engineer'],
    request: (fx, role) => get(fx, role, '/explorer/time-travel/diff', [['view', 'class-live-messages'], ['subject', 'class_g4_room12'], ['before', '10'], ['after', '2025-03-03T09:00:00Z']]),
  },
};
