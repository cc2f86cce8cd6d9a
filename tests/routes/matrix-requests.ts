import { createHash } from 'node:crypto';
import { roles, type Role, type RouteFixture } from './route-fixture';
import type { RouteRequest } from './route-request';

// What the authorization matrix is made of: the rule of a route, the role lists
// and request builders every matrix file (authorization-matrix/<module>.ts) uses,
// and what the fixtures making links through the deciders share.
//
// Who may call each route is declared once, in the matrix file of the feature
// module that mounts it. The route harness (route-harness.test.ts) checks the
// composed matrix against the routes the app registers, in both directions, and
// for every route and role:
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

export const everyone = roles;
export const signedIn = roles.filter((role) => role !== 'visitor');
export const senders = ['teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator'] as const satisfies readonly Role[];
export const teachers = ['teacher', 'otherTeacher'] as const satisfies readonly Role[];
export const students = ['student'] as const satisfies readonly Role[];

export const get = (fx: RouteFixture, role: Role, path: string, query: [string, unknown][] = []): RouteRequest => ({ method: 'GET', path, query, cookie: fx.cookie(role) });
export const postJson = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'json', fields },
  cookie: fx.cookie(role),
});
export const postForm = (fx: RouteFixture, role: Role, path: string, fields: [string, unknown][]): RouteRequest => ({
  method: 'POST',
  path,
  body: { type: 'form', fields },
  cookie: fx.cookie(role),
});

// Issue 14: the links account-recovery and joining mail, made through the deciders with a token the fixture knows (the test app mails nowhere).
let issuedLinks = 0;
/** A number no other link, join request or new account of the fixture has used. */
export const nextLinkNumber = (): number => ++issuedLinks;
/** The metadata of what a fixture appends through a decider (handleCommand). */
export const fixtureContext = { actor: 'system:route-fixture', correlationId: 'route-fixture' };
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
