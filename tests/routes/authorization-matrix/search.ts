import type { Role, RouteFixture } from '../route-fixture';
import { everyone, get, type RouteRule } from '../matrix-requests';

// Search: the quick bar, the results page and the logged clicks.
// The rules of the routes server/features/search.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** The tracking id the server hands out with a search the role makes (for a click to log). */
async function issuedTrackingId(fx: RouteFixture, role: Role): Promise<string> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request('/search/quickbarSearch?q=fractions', cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a search answered ${response.status}`);
  return ((await response.json()) as { trackingId: string }).trackingId;
}

export const rules: Record<string, RouteRule> = {
  'GET /search/quickbarSearch': { allowed: everyone, request: (fx, role) => get(fx, role, '/search/quickbarSearch', [['q', 'fractions'], ['maxLines', '12']]) },
  'GET /search/results': { allowed: everyone, request: (fx, role) => get(fx, role, '/search/results', [['q', 'fractions'], ['filters', 'skill,lesson'], ['page', '1']]) },
  'GET /search/logSearchResult': {
    allowed: everyone,
    // A click on a result of a real search: a tracking id the server issued, new every time.
    request: async (fx, role) =>
      get(fx, role, '/search/logSearchResult', [
        ['q', 'fractions'],
        ['url', '/math/grade-4'],
        ['trackingId', await issuedTrackingId(fx, role)],
        ['searchType', 'autocomplete-nav'],
        ['resultType', 'level'],
      ]),
    visitorAppends: {
      limit: '60 clicks/min per address (per user when signed in); signed ids only (30 minutes); each (search, url) once',
      why: 'only tracking ids the server signed with a search are recorded, and the searchClick public-write limit caps what one caller records',
    },
  },
};
