import { DEMO_PASSWORD } from '../../server/demo/demo-school';
import type { RouteFixture } from './route-fixture';
import { roles, type Role } from './route-fixture';
import type { RouteRequest } from './route-request';

// Who may call each route, declared once. The route harness
// (route-harness.test.ts) checks it against the routes the app registers, in
// both directions, and for every route and role:
// - an allowed role's well-formed request is answered 2xx (or as `answers` says),
// - any other role's is answered 401 or 403 and appends nothing,
// - the same request sent cross-site (another site's Origin, Sec-Fetch-Site:
//   cross-site, as a browser sends a top-level navigation with the SameSite=Lax
//   session cookie) appends nothing,
// - malformed variants of it never answer 5xx, nor append on a 4xx,
// - a visitor's request appends only on a route that says so (`visitorAppends`),
//   each of which docs/security.md lists with its limit.

export interface RouteRule {
  /** The roles that may call the route (for their own resources). Everyone else gets 401 or 403. */
  allowed: readonly Role[];
  /**
   * A well-formed request as `role` would send it. It may set state up first,
   * through the app (a focus session to end, a message to acknowledge): each
   * call gets what it needs whatever earlier requests did.
   */
  request(fx: RouteFixture, role: Role): Promise<RouteRequest> | RouteRequest;
  /** An allowed role whose well-formed request the route's rule answers other than 2xx (404, 409), and why. */
  answers?: Partial<Record<Role, { status: number; reason: string }>>;
  /** A 4xx that legitimately appends, and why. Nothing else may append on a 4xx. */
  appendsOn4xx?: { status: number; reason: string };
  /**
   * The "appends as visitor" column: a visitor's request (well-formed or not) may
   * append only on a route that declares it here, with the limit that keeps anyone
   * from growing the log without bound (docs/security.md lists each one).
   */
  visitorAppends?: { limit: string; why: string };
  /** Malformed requests per role (default DEFAULT_FUZZ_RUNS); keep argon2 routes low. */
  fuzzRuns?: number;
}

/** Malformed requests per route and role; `ROUTE_HARNESS_RUNS=200 npx vitest run tests/routes` digs deeper. */
export const DEFAULT_FUZZ_RUNS = Number(process.env.ROUTE_HARNESS_RUNS) || 20;

const everyone = roles;
const signedIn = roles.filter((role) => role !== 'visitor');
const senders = ['teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator'] as const satisfies readonly Role[];
const teachers = ['teacher', 'otherTeacher'] as const satisfies readonly Role[];
const students = ['student'] as const satisfies readonly Role[];

const get = (fx: RouteFixture, role: Role, path: string, query: [string, unknown][] = []): RouteRequest => ({ method: 'GET', path, query, cookie: fx.cookie(role) });
const postJson = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'json', fields },
  cookie: fx.cookie(role),
});
const postForm = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'form', fields },
  cookie: fx.cookie(role),
});

/** The tracking id the server hands out with a search the role makes (for a click to log). */
async function issuedTrackingId(fx: RouteFixture, role: Role): Promise<string> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request('/search/quickbarSearch?q=fractions', cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a search answered ${response.status}`);
  return ((await response.json()) as { trackingId: string }).trackingId;
}

/** A question of the fixture's skill asked of the role (a new visitor, with its `lc_visitor` cookie, for the visitor): its key and the cookie to answer with. */
async function askedQuestion(fx: RouteFixture, role: Role): Promise<{ questionKey: string; cookie: string | undefined }> {
  const cookie = fx.cookie(role);
  const response = await fx.t.request(`/practice/${fx.permacode}/question`, cookie ? { cookie } : {});
  if (!response.ok) throw new Error(`fixture: a practice question answered ${response.status}`);
  const { questionKey } = (await response.json()) as { questionKey: string };
  const visitor = /lc_visitor=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  return { questionKey, cookie: cookie ?? (visitor ? `lc_visitor=${visitor[1]}` : undefined) };
}

/** Route key `METHOD /path` (as registered on the Hono app) → its rule. */
export const authorizationMatrix: Record<string, RouteRule> = {
  'GET /healthz': { allowed: everyone, request: (fx, role) => get(fx, role, '/healthz') },

  'POST /signin': {
    allowed: everyone,
    // Everyone signs in with their own account; the visitor with joon's (a family child without a secret word).
    request: (fx, role) => postJson(fx, role, '/signin', [['username', fx.username(role) ?? 'joon'], ['password', DEMO_PASSWORD], ['rememberUser', false]]),
    appendsOn4xx: { status: 401, reason: 'a failed sign-in records SignInFailed: the throttle counts failures from the log' },
    visitorAppends: {
      limit: 'SignInFailed: 20 per 15 minutes per address (throttle from the log, and the failedSignIn public-write limit for attempts sent at once); SignedIn: only with a right password',
      why: 'a session starts only for an account whose password was given; failures, keyed by a caller-chosen username, are bounded per address',
    },
    fuzzRuns: 3,
  },
  'POST /signout': { allowed: everyone, request: async (fx, role) => ({ method: 'POST', path: '/signout', cookie: await fx.freshCookie(role) }), fuzzRuns: 3 },
  'GET /session': { allowed: everyone, request: (fx, role) => get(fx, role, '/session') },
  'GET /pubsub/credentials': { allowed: signedIn, request: (fx, role) => get(fx, role, '/pubsub/credentials') },
  'POST /edition-picker/select': { allowed: everyone, request: (fx, role) => postJson(fx, role, '/edition-picker/select', [['editionConstant', 'CA']]) },

  'POST /liveMessage/sendMessage': {
    allowed: senders,
    request: (fx, role) => postForm(fx, role, '/liveMessage/sendMessage', [['message', '<p>Open lesson <b>5</b></p>'], ['studentUserIds', fx.studentFor(role)]]),
  },
  'GET /liveMessage/recipients': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/recipients') },
  'GET /liveMessage/fetchMessages': { allowed: signedIn, request: (fx, role) => get(fx, role, '/liveMessage/fetchMessages') },
  'POST /liveMessage/acknowledgeMessage': {
    allowed: students,
    // A new message from ms.rivera to ava.b every time; only ava.b may acknowledge it.
    request: async (fx, role) =>
      postForm(fx, role, '/liveMessage/acknowledgeMessage', [['messageId', await fx.messageTo(fx.studentFor('student'))], ['response', 'GOT_IT']]),
  },
  'GET /liveMessage/sentBatches': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/sentBatches') },

  'POST /focus-zone/start': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      await fx.endRunningSession(owner);
      return postJson(fx, role, '/focus-zone/start', [['classId', fx.classOf(owner)], ['subjects', ['math']], ['grades', [4]], ['durationMinutes', 30]]);
    },
  },
  'GET /focus-zone/classes': { allowed: teachers, request: (fx, role) => get(fx, role, '/focus-zone/classes') },
  // Read-only and about the caller's own session: anyone signed in may ask (null when they run none).
  'GET /focus-zone/teacher-session-info': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession(fx.ownerFor(role));
      return get(fx, role, '/focus-zone/teacher-session-info');
    },
  },
  'GET /focus-zone/check-active': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession(fx.ownerFor(role));
      return get(fx, role, '/focus-zone/check-active');
    },
  },
  'GET /focus-zone/end': {
    allowed: teachers,
    request: async (fx, role) => get(fx, role, '/focus-zone/end', [['focusID', String(await fx.freshFocusSession(fx.ownerFor(role)))]]),
  },
  'POST /focus-zone/remove-student': {
    allowed: teachers,
    request: async (fx, role) => {
      const owner = fx.ownerFor(role);
      const focusSessionId = await fx.freshFocusSession(owner);
      return postJson(fx, role, '/focus-zone/remove-student', [['focusSessionId', focusSessionId], ['studentUserId', fx.studentFor(owner)]]);
    },
  },
  'GET /focus-zone/fetch-student-session-info': {
    allowed: signedIn,
    request: async (fx, role) => {
      await fx.freshFocusSession('teacher');
      return get(fx, role, '/focus-zone/fetch-student-session-info');
    },
  },
  'POST /focus-zone/join': {
    allowed: students,
    // ava.b opted out of a new session of ms.rivera's and rejoins it.
    request: async (fx, role) => {
      const focusSessionId = await fx.freshFocusSession('teacher');
      const optOut = await fx.t.postJson('/focus-zone/leave', { focusSessionId }, { cookie: fx.cookie('student')! });
      if (!optOut.ok) throw new Error(`fixture: opting out answered ${optOut.status}`);
      return postJson(fx, role, '/focus-zone/join', [['focusSessionId', focusSessionId]]);
    },
  },
  'POST /focus-zone/leave': {
    allowed: students,
    request: async (fx, role) => postJson(fx, role, '/focus-zone/leave', [['focusSessionId', await fx.freshFocusSession('teacher')]]),
  },

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
  'GET /editions': { allowed: everyone, request: (fx, role) => get(fx, role, '/editions') },
  'GET /catalogue/landing': { allowed: everyone, request: (fx, role) => get(fx, role, '/catalogue/landing', [['subject', 'math'], ['grade', '4']]) },
  'GET /catalogue/skills/:permacode': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/catalogue/skills/:permacode'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },

  'GET /practice/:permacode/question': {
    allowed: everyone,
    request: (fx, role) => ({ ...get(fx, role, '/practice/:permacode/question'), params: { permacode: encodeURIComponent(fx.permacode) } }),
  },
  'POST /practice/:permacode/answer': {
    allowed: everyone,
    // A question just asked of the role (a new visitor for the visitor), answered once.
    request: async (fx, role) => {
      const { questionKey, cookie } = await askedQuestion(fx, role);
      return {
        method: 'POST',
        path: '/practice/:permacode/answer',
        params: { permacode: encodeURIComponent(fx.permacode) },
        body: { type: 'json', fields: [['questionKey', questionKey], ['response', '42'], ['secondsSpent', 12]] },
        cookie,
      };
    },
    visitorAppends: {
      limit: '10 answers a day per visitor id (decider, from the daily-usage read model); 120 answers an hour per address (visitorAnswer public-write limit); only questions the server signed, each answered once',
      why: 'a visitor answers only questions whose keys the server signed for their signed visitor id; new visitor ids are free, so the per-address limit bounds what one caller appends',
    },
  },
  'GET /practice/my-practice': { allowed: ['student', 'child'], request: (fx, role) => get(fx, role, '/practice/my-practice') },
  'GET /analytics/live-classroom/classes': { allowed: senders, request: (fx, role) => get(fx, role, '/analytics/live-classroom/classes') },
  'GET /analytics/live-classroom/questions-log': {
    allowed: senders,
    request: (fx, role) => get(fx, role, '/analytics/live-classroom/questions-log', [['studentUserId', fx.studentFor(role)]]),
  },
  'GET /refresh-site-nav-cache': {
    allowed: signedIn,
    request: (fx, role) => {
      const schoolId = role === 'visitor' ? null : fx.t.log.queries.directory.userById(fx.userId(role)!)?.schoolId;
      return get(fx, role, '/refresh-site-nav-cache', schoolId ? [['schoolId', schoolId]] : []);
    },
  },
};
