import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { currentUser } from './auth/current-user';
import type { TrustedProxies } from './auth/client-address';
import { subAccountLogins } from './auth/sub-account-logins';
import { altchaBotCheck, type BotCheck } from './bot-check/altcha-bot-check';
import { undeliveredMailer, type Mailer } from './mail/mailer';
import { sameOriginOnly } from './auth/same-origin';
import type { EventLog } from './event-log';
import { allEventDefinitions, allFeatures, allProjections } from './features/all-features';
import type { FeatureContext } from './features/feature-module';
import type { AppEnv } from './http/app-env';
import { curriculumGuard } from './focus-sessions/curriculum-guard';
import type { FocusSessionTimers } from './focus-sessions/focus-session-timers';
import { requestBodyLimit } from './http/body-limit';
import { errorResponse } from './http/error-response';
import { responseCompression } from './http/response-compression';
import { noStoreByDefault, notModifiedKeepsStoredPolicy, securityHeaders } from './http/security-headers';
import { randomIds, type IdGenerator } from './id-generator';
import { inMemoryPublicWriteLimits, type PublicWriteLimits } from './http/public-write-limits';
import type { RealtimeAccess } from './nats/realtime-access';
import type { SameQuestionRoomTimers } from './same-question-mode/room-timers';
import { webClientRoutes } from './routes/web-client';
import { firstCallsOf } from '../web/app/page-first-calls';
import { correlationIds } from './http/correlation-id';
import { positionCookie } from './cluster/position-cookie';
import type { ClusterAccess } from './cluster/cluster-node';

export interface AppDependencies {
  log: EventLog;
  realtime: RealtimeAccess | null;
  clock?: () => Date;
  /** Where new ids come from (batches, sessions, messages); random by default. */
  ids?: IdGenerator;
  /** The site's public origin when behind a proxy (for the cross-site check). */
  publicOrigin?: string;
  /** The built client to serve, if any. */
  webDist?: string;
  /** Ends focus sessions at their end time; null in tests that drive time by hand. */
  focusSessionTimers?: FocusSessionTimers | null;
  /** Ends same-question rooms at their end time; null in tests that drive time by hand. */
  sameQuestionRoomTimers?: SameQuestionRoomTimers | null;
  /** Signs the tracking ids searches hand out (`$DATA_DIR/tracking.key`, server/main.ts); a random key per app when absent. */
  trackingKey?: Uint8Array;
  /** Bounds the writes anyone can make (docs/security.md); a fresh in-memory one per app when absent. */
  publicWriteLimits?: PublicWriteLimits;
  /** The sign-in bot check (ALTCHA, key `$DATA_DIR/bot-check.key`, server/main.ts); enabled with a random key per app when absent. */
  botCheck?: BotCheck;
  /** Encrypts the sub-account logins of GET /session (`$DATA_DIR/sub-account-logins.key`); a random key per app when absent. */
  subAccountLoginKey?: Uint8Array;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); none when absent. */
  trustedProxies?: TrustedProxies;
  /** Sends account-recovery and joining mail (SMTP_URL, server/mail/); builds and delivers nowhere when absent. */
  mailer?: Mailer;
  /** The support address credential requests answer with (SUPPORT_EMAIL). */
  supportEmail?: string;
  /** Issue 18: where each command's line with its correlation id goes (server/main.ts: the server log); nowhere when absent. */
  commandLog?: (line: string) => void;
  /** Issue 17: this node in a cluster (GET /healthz's node and role, the `lc_pos` read-your-writes cookie); a single node when absent. */
  cluster?: ClusterAccess;
  /** Issue 16: NOTIFICATIONS_BACKEND (on unless `off`): the feed is served and GET /session says `notificationsEnabled`. On when absent. */
  notificationsEnabled?: boolean;
}

/** The HTTP API over the log. Built over what it is given: no singletons. */
export function buildApp(dependencies: AppDependencies) {
  const { log, realtime, clock = () => new Date(), ids = randomIds, publicOrigin, webDist, focusSessionTimers = null } = dependencies;
  const { trackingKey = randomBytes(32), publicWriteLimits: writeLimits = inMemoryPublicWriteLimits() } = dependencies;
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.notFound((c) => c.json({ error: 'request.not_found' }, 404));
  // Issue 18: every response carries X-Correlation-Id, the id its events carry (docs/explorer.md).
  app.use('*', correlationIds({ ids, ...(dependencies.commandLog ? { log: dependencies.commandLog } : {}) }));
  // Issue 33: API answers over 1 KiB gzip-compressed on the fly (the client's assets come pre-compressed).
  app.use('*', responseCompression());
  app.use('*', notModifiedKeepsStoredPolicy());
  // Every response, errors and 404s included, carries the security headers (and no-store unless it says otherwise).
  app.use('*', securityHeaders({ publicOrigin, realtimeEndpoint: realtime?.endpoint }));
  app.use('*', noStoreByDefault());
  // Before anything reads a body: 413 request.too_large over the route's limit (64 KB unless it names its own).
  app.use('*', requestBodyLimit());
  app.use('*', async (c, next) => {
    c.set('clock', clock);
    c.set('ids', ids);
    await next();
  });
  app.use('*', sameOriginOnly(publicOrigin));
  // Issue 17: a cluster node first waits until its read models reached what the client has seen (lc_pos).
  if (dependencies.cluster?.position) app.use('*', positionCookie(dependencies.cluster.position));
  app.use('*', currentUser(log, dependencies.trustedProxies));
  // Every feature module's routes (server/features/all-features.ts), each handed the queries it names.
  const services: FeatureContext = {
    logWith: log.logWith,
    eventDefinitions: allEventDefinitions,
    projections: allProjections,
    realtime,
    writeLimits,
    botCheck: dependencies.botCheck ?? altchaBotCheck({ key: randomBytes(32) }),
    subAccountLogins: subAccountLogins(dependencies.subAccountLoginKey ?? randomBytes(32)),
    trackingKey,
    mailer: dependencies.mailer ?? undeliveredMailer(),
    publicOrigin,
    supportEmail: dependencies.supportEmail,
    focusSessionTimers,
    sameQuestionRoomTimers: dependencies.sameQuestionRoomTimers ?? null,
    cluster: dependencies.cluster,
    notificationsEnabled: dependencies.notificationsEnabled ?? true,
  };
  for (const feature of allFeatures) {
    const routes = feature.routes?.(services) ?? [];
    for (const featureRoutes of Array.isArray(routes) ? routes : [routes]) app.route('/', featureRoutes);
  }
  app.use('*', curriculumGuard(log));
  if (webDist) {
    // Issue 33: a page carries what GET calls answer its request (the same routes, asked in-process with its
    // cookies, uncompressed): GET /session for every page, and a signed-in user's first calls (page-first-calls.ts).
    const askInProcess = async (c: Context<AppEnv>, path: string): Promise<string | null> => {
      const headers = new Headers(c.req.raw.headers);
      headers.delete('accept-encoding');
      headers.delete('if-none-match');
      headers.set('accept', 'application/json');
      const answer = await app.request(path, { headers }, c.env);
      const text = answer.ok && (answer.headers.get('content-type') ?? '').includes('application/json') ? await answer.text() : '';
      return text === '' ? null : text;
    };
    const pageSession = (c: Context<AppEnv>) => askInProcess(c, '/session');
    const pageAnswers = async (c: Context<AppEnv>) => {
      const user = c.get('user');
      if (!user) return null;
      const answers = await Promise.all(firstCallsOf(c.req.path, user.userType).map(async (path) => [path, await askInProcess(c, path)] as const));
      // The answers' own JSON texts, as they are: one object keyed by path.
      return `{${answers.flatMap(([path, text]) => (text === null ? [] : [`${JSON.stringify(path)}:${text}`])).join(',')}}`;
    };
    app.route('/', webClientRoutes(webDist, (name) => log.queries.directory.districtByCustomDomain(name) !== undefined, pageSession, pageAnswers));
  }
  return app;
}
