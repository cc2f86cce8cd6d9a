import { factOfKey } from '../../../events/games/fluency-facts';
import { raceQuestion } from '../../../events/games/raceway-questions';
import { everyone, senders, signedIn, get, postJson, type RouteRule } from '../matrix-requests';
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

/** A race: the role's own solo race (a visitor's: the student's), or a class race of ms.rivera's class (ava.b joined when asked). */
async function raceOf(fx: RouteFixture, role: Role, options: { kind: 'solo' | 'class'; joined?: boolean }): Promise<string> {
  const host: Role = options.kind === 'class' ? 'teacher' : player(role);
  const body = options.kind === 'class' ? { permacode: fx.permacode, classId: fx.classOf('teacher'), questions: 5 } : { permacode: fx.permacode, questions: 5 };
  const start = () => fx.t.postJson('/raceway/races', body, { cookie: fx.cookie(host)!, headers: csrf });
  let response = await start();
  if (response.status === 429) {
    fx.t.clock.advance(Number(response.headers.get('retry-after')) * 1_000);
    response = await start();
  }
  if (!response.ok) throw new Error(`fixture: starting a race answered ${response.status} ${await response.text()}`);
  const { raceId } = (await response.json()) as { raceId: string };
  if (options.joined) {
    const joined = await fx.t.postJson(`/raceway/races/${raceId}/join`, {}, { cookie: fx.cookie('student')!, headers: csrf });
    if (!joined.ok) throw new Error(`fixture: joining a race answered ${joined.status}`);
  }
  return raceId;
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
  // The raceway (docs/games.md). Anyone races solo — a visitor too, by the server's visitor id, 3 a day.
  'POST /raceway/races': {
    allowed: everyone,
    request: (fx, role) => withCsrf(postJson(fx, role, '/raceway/races', [['permacode', fx.permacode], ['questions', 5]])),
    visitorAppends: {
      limit: '3 races a day per visitor id (decided on the visitor-day stream raceway-visitor:<visitorId>:<day>); 60 races an hour per address (racewayRace public-write limit)',
      why: 'a visitor races solo under the server-signed visitor id of their cookie; new ids are free, so the per-address limit bounds what one caller appends',
    },
  },
  // Its host or its racers read a race: each role reads its own solo race; a visitor without the race's cookie is no racer.
  'GET /raceway/races/:raceId': {
    allowed: signedIn,
    request: async (fx, role) => ({ ...get(fx, role, '/raceway/races/:raceId'), params: { raceId: await raceOf(fx, role, { kind: 'solo' }) } }),
  },
  // A class race of ms.rivera's class: only its students join and answer; its teacher alone ends it.
  'POST /raceway/races/:raceId/join': {
    allowed: ['student'],
    request: async (fx, role) => withCsrf({ ...postJson(fx, role, '/raceway/races/:raceId/join', []), params: { raceId: await raceOf(fx, role, { kind: 'class' }) } }),
  },
  'POST /raceway/races/:raceId/answer': {
    allowed: ['student'],
    request: async (fx, role) => {
      const raceId = await raceOf(fx, role, { kind: 'class', joined: true });
      const race = fx.t.log.queries.raceway.race(raceId)!;
      return withCsrf({ ...postJson(fx, role, '/raceway/races/:raceId/answer', [['questionKey', 'q1'], ['response', raceQuestion(race.engine, raceId, 1).correctAnswer]]), params: { raceId } });
    },
  },
  'POST /raceway/races/:raceId/end': {
    allowed: ['teacher'],
    request: async (fx, role) => withCsrf({ ...postJson(fx, role, '/raceway/races/:raceId/end', []), params: { raceId: await raceOf(fx, role, { kind: 'class' }) } }),
  },
  // §9 Student raceway report: like the other teacher reports, the class's teacher and its school's and district's administrators.
  'GET /reports/student-raceway': {
    allowed: senders,
    request: (fx, role) => get(fx, role, '/reports/student-raceway', [['classId', fx.classOf(fx.ownerFor(role))], ['range', 'this_school_year']]),
  },
};
