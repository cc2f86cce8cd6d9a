import { factOfKey } from '../../../events/games/fluency-facts';
import { everyone, signedIn, get, postJson, type RouteRule } from '../matrix-requests';
import type { Role, RouteFixture } from '../route-fixture';
import type { RouteRequest } from '../route-request';

// Issue 28 (docs/games.md): the game catalogue and the fluency zone. Rounds are for members, each
// playing their own; the state-changing calls carry X-CSRF-Protection: 1 as the product's pages do.
// The rules of the routes server/features/games.ts mounts (tests/routes/authorization-matrix.ts composes them).

const csrf = { 'X-CSRF-Protection': '1' };

/** Whose round a role's request acts on: its own; a visitor's, the student's. */
const player = (role: Role): Role => (role === 'visitor' ? 'student' : role);

async function startRound(fx: RouteFixture, role: Role): Promise<string> {
  const start = () => fx.t.postJson('/fluency-zone/rounds', { operation: 'multiplication', upTo: 10 }, { cookie: fx.cookie(player(role))!, headers: csrf });
  let response = await start();
  // Past the rounds a member may start in an hour (a deep fuzz run), the next hour starts.
  if (response.status === 429) {
    fx.t.clock.advance(Number(response.headers.get('retry-after')) * 1_000);
    response = await start();
  }
  if (!response.ok) throw new Error(`fixture: starting a fluency round answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { roundId: string }).roundId;
}

async function servedFact(fx: RouteFixture, role: Role, roundId: string): Promise<string> {
  const response = await fx.t.request(`/fluency-zone/rounds/${roundId}/fact`, { cookie: fx.cookie(player(role))!, headers: csrf });
  if (!response.ok) throw new Error(`fixture: serving a fact answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { factKey: string }).factKey;
}

const withCsrf = (request: RouteRequest): RouteRequest => ({ ...request, headers: { ...request.headers, ...csrf } });

export const rules: Record<string, RouteRule> = {
  // The catalogue is public: visitors see the games (their pages ask them to sign in).
  'GET /games': { allowed: everyone, request: (fx, role) => get(fx, role, '/games', [['subject', 'math'], ['grade', '3']]) },
  'POST /fluency-zone/rounds': {
    allowed: signedIn,
    request: (fx, role) => withCsrf(postJson(fx, role, '/fluency-zone/rounds', [['operation', 'multiplication'], ['upTo', 10]])),
  },
  'GET /fluency-zone/rounds/:roundId/fact': {
    allowed: signedIn,
    request: async (fx, role) => withCsrf({ ...get(fx, role, '/fluency-zone/rounds/:roundId/fact'), params: { roundId: await startRound(fx, role) } }),
  },
  'POST /fluency-zone/rounds/:roundId/answer': {
    allowed: signedIn,
    request: async (fx, role) => {
      const roundId = await startRound(fx, role);
      const factKey = await servedFact(fx, role, roundId);
      return withCsrf({
        ...postJson(fx, role, '/fluency-zone/rounds/:roundId/answer', [['factKey', factKey], ['response', factOfKey(factKey)!.answer]]),
        params: { roundId },
      });
    },
  },
  'GET /fluency-zone/progress': { allowed: signedIn, request: (fx, role) => get(fx, role, '/fluency-zone/progress', [['operation', 'multiplication']]) },
};
