import type { Context } from 'hono';
import type { CommandContext } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { derivedIds, type IdGenerator } from '../id-generator';
import type { AppEnv } from './app-env';

/** What a route needs to build and run a command. Pass it whole to `handleCommand`. */
export interface RouteCommandContext extends CommandContext {
  /** The signed-in user's id, or `visitor@<address>`. */
  actor: string;
  correlationId: string;
  /** The request's `Idempotency-Key`, scoped to the actor and the route. */
  idempotencyKey?: string;
  /** The injected clock's time, read once per request. */
  now: Date;
  /** New ids: the injected generator, or — with an Idempotency-Key — ids derived from the key, so a retry names the same things. */
  ids: IdGenerator;
}

/** Printable ASCII without spaces, as clients send UUIDs or similar tokens. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * The one way a route gets its actor, correlation id, idempotency key, time and
 * ids. An `Idempotency-Key` header is honoured by every command route: a retry
 * with the same key appends nothing and answers as the first request did.
 */
export function commandContext(c: Context<AppEnv>): RouteCommandContext {
  refuseCrossSiteGet(c);
  const user = c.get('user');
  const actor = user?.userId ?? `visitor@${c.get('address')}`;
  const header = c.req.header('idempotency-key');
  const now = c.get('clock')();
  if (header === undefined) return { actor, correlationId: c.get('correlationId'), now, ids: c.get('ids') };
  if (!IDEMPOTENCY_KEY.test(header)) throw new DomainError('request.invalid_idempotency_key', 400);
  // Scoped: one user's key never replays another user's request or another route's.
  const idempotencyKey = `${actor} ${c.req.method} ${c.req.routePath} ${header}`;
  return { actor, correlationId: c.get('correlationId'), idempotencyKey, now, ids: derivedIds(idempotencyKey) };
}

/**
 * The context for one of several commands a single request runs: its own
 * idempotency key (`<key> <step>`), so the second command is not taken for a
 * replay of the first, while a retry of the whole request replays each step.
 * Ids stay the request's (derived from the request's key).
 */
export function commandStep<Context extends { idempotencyKey?: string }>(context: Context, step: string): Context {
  return context.idempotencyKey === undefined ? context : { ...context, idempotencyKey: `${context.idempotencyKey} ${step}` };
}

/**
 * A few commands are GETs by the spec (`/focus-zone/end`, `/search/logSearchResult`,
 * `/refresh-site-nav-cache`). SameSite=Lax cookies ride along on a cross-site
 * top-level navigation, and sameOriginOnly checks only other methods, so a link on
 * another site could end a teacher's session: a GET command from another site (as
 * the browser says in Sec-Fetch-Site) is refused. A typed address (`none`) and
 * clients that send no Sec-Fetch-Site (curl, tests) are let through.
 */
function refuseCrossSiteGet(c: Context<AppEnv>): void {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new DomainError('request.cross_site_refused', 403);
}

/** The injected clock's time, for routes that only read. */
export function requestTime(c: Context<AppEnv>): Date {
  return c.get('clock')();
}
