import { signedIn, get, type RouteRule } from '../matrix-requests';

// The site navigation’s cache.
// The rules of the routes server/features/site-navigation.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /refresh-site-nav-cache': {
    allowed: signedIn,
    request: (fx, role) => {
      const schoolId = role === 'visitor' ? null : fx.t.log.queries.directory.userById(fx.userId(role)!)?.schoolId;
      return get(fx, role, '/refresh-site-nav-cache', schoolId ? [['schoolId', schoolId]] : []);
    },
  },
};
