import { topicSlug } from '../../../events/curriculum';
import { everyone, get, type RouteRule } from '../matrix-requests';
import type { RouteFixture } from '../route-fixture';

// The catalogue and its editions.
// The rules of the routes server/features/catalogue.ts mounts (tests/routes/authorization-matrix.ts composes them).

/** The slug of a topic of grade 4 math in the published catalogue (issue 34's topic pages). */
function gradeFourTopic(fx: RouteFixture): string {
  const topic = fx.t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'topic');
  if (!topic) throw new Error('the catalogue has no grade 4 math topic');
  return topicSlug(topic.name);
}

export const rules: Record<string, RouteRule> = {
  'GET /editions': { allowed: everyone, request: (fx, role) => get(fx, role, '/editions') },
  'GET /catalogue/landing': { allowed: everyone, request: (fx, role) => get(fx, role, '/catalogue/landing', [['subject', 'math'], ['grade', '4']]) },
  'GET /catalogue/topic': {
    allowed: everyone,
    request: (fx, role) => get(fx, role, '/catalogue/topic', [['subject', 'math'], ['grade', '4'], ['topic', gradeFourTopic(fx)]]),
  },
  'GET /catalogue/skills/:permacode': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/catalogue/skills/:permacode'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },
};
