import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { currentUser } from './auth/current-user';
import type { TrustedProxies } from './auth/client-address';
import { subAccountLogins } from './auth/sub-account-logins';
import { altchaBotCheck, type BotCheck } from './bot-check/altcha-bot-check';
import { botCheckRoutes } from './routes/bot-check';
import { customDomainRoutes } from './routes/custom-domains';
import { accountRecoveryRoutes } from './routes/account-recovery';
import { legacyDialogRoutes } from './routes/legacy-dialog';
import { membershipRoutes } from './routes/membership';
import { undeliveredMailer, type Mailer } from './mail/mailer';
import { sameOriginOnly } from './auth/same-origin';
import type { EventLog } from './event-log';
import type { AppEnv } from './http/app-env';
import { curriculumGuard } from './focus-sessions/curriculum-guard';
import type { FocusSessionTimers } from './focus-sessions/focus-session-timers';
import { requestBodyLimit } from './http/body-limit';
import { errorResponse } from './http/error-response';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { randomIds, type IdGenerator } from './id-generator';
import { signedTrackingIds } from './auth/signed-tracking-ids';
import { inMemoryPublicWriteLimits, type PublicWriteLimits } from './http/public-write-limits';
import { catalogueRoutes } from './routes/catalogue';
import { editionPickerRoutes } from './routes/edition-picker';
import { focusSessionRoutes } from './routes/focus-sessions';
import { healthRoutes } from './routes/health';
import { liveMessageRoutes } from './routes/live-messages';
import { practiceRoutes } from './routes/practice';
import { questionKeys } from './practice/question-keys';
import { visitorIds } from './practice/visitor-ids';
import { pubsubRoutes, type RealtimeAccess } from './routes/pubsub';
import { searchRoutes } from './routes/search';
import { signInRoutes } from './routes/sign-in';
import { siteNavigationRoutes } from './routes/site-navigation';
import { sparkStudioRoutes } from './routes/spark-studio';
import { sameQuestionModeRoutes } from './routes/same-question-mode';
import { instantReviewRoutes } from './routes/instant-review';
import type { SameQuestionRoomTimers } from './same-question-mode/room-timers';
import { webClientRoutes } from './routes/web-client';
import { cookieRoutes } from './routes/cookies';
import { rosterRoutes } from './routes/roster';
import { teacherSetupRoutes } from './routes/teacher-setup';
import { adminContactRoutes } from './routes/admin-contacts';
import { profileRoutes } from './routes/profile';
import { notificationRoutes } from './routes/notifications';
import { explorerRoutes } from './routes/explorer';
import { administratorReportRoutes } from './routes/administrator-reports';
import { progressReportRoutes } from './routes/progress-reports';
import { teacherReportRoutes } from './routes/teacher-reports';
import { correlationIds } from './http/correlation-id';
import { assessmentWindowRoutes } from './routes/assessment-windows';
import { bannerRoutes } from './routes/banners';
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
  app.route('/', healthRoutes(log, realtime, dependencies.cluster));
  const botCheck = dependencies.botCheck ?? altchaBotCheck({ key: randomBytes(32) });
  const familyLogins = subAccountLogins(dependencies.subAccountLoginKey ?? randomBytes(32));
  app.route('/', signInRoutes(log, { writeLimits, botCheck, subAccountLogins: familyLogins, notificationsEnabled: dependencies.notificationsEnabled ?? true }));
  // Issue 14: account recovery by mail, joining, the renewal reminder (legacy dialog).
  const accountMail = { log, writeLimits, mailer: dependencies.mailer ?? undeliveredMailer(), publicOrigin, ...(dependencies.supportEmail ? { supportEmail: dependencies.supportEmail } : {}) };
  app.route('/', accountRecoveryRoutes({ ...accountMail, subAccountLogins: familyLogins }));
  app.route('/', membershipRoutes({ ...accountMail, botCheck }));
  app.route('/', legacyDialogRoutes(accountMail));
  app.route('/', botCheckRoutes(botCheck));
  app.route('/', customDomainRoutes(log));
  app.route('/', pubsubRoutes(realtime));
  app.route('/', editionPickerRoutes(log, writeLimits));
  app.route('/', liveMessageRoutes(log));
  app.route('/', focusSessionRoutes(log, realtime, focusSessionTimers));
  app.route('/', searchRoutes(log, { trackingIds: signedTrackingIds(trackingKey), writeLimits }));
  app.route('/', catalogueRoutes(log));
  app.route('/', siteNavigationRoutes(log));
  // Question keys and visitor ids are signed with the same key as tracking ids, each under its own purpose.
  app.route('/', practiceRoutes(log, { keys: questionKeys(trackingKey), visitors: visitorIds(trackingKey), writeLimits }));
  app.route('/', sparkStudioRoutes(log));
  app.route('/', sameQuestionModeRoutes(log, realtime, dependencies.sameQuestionRoomTimers ?? null));
  // Instant review (issue 12); its group jams start through same-question mode's one start path.
  app.route('/', instantReviewRoutes(log, { log, realtime, timers: dependencies.sameQuestionRoomTimers ?? null }));
  // Issue 15: teacher setup, the client's cookie call, the roster.
  app.route('/', teacherSetupRoutes(log));
  app.route('/', cookieRoutes());
  app.route('/', rosterRoutes(log));
  app.route('/', adminContactRoutes(log)); // Issue 15: administrator contacts (docs/admin-contacts.md).
  app.route('/', profileRoutes(log)); // Issue 15: profile autosave (docs/profile.md).
  app.route('/', notificationRoutes(log, { writeLimits, enabled: dependencies.notificationsEnabled ?? true })); // Issue 16: notifications (docs/notifications.md).
  app.route('/', explorerRoutes(log)); // Issue 18: the event explorer, engineers only (docs/explorer.md).
  app.route('/', administratorReportRoutes(log)); // Issue 18: the administrator reports (docs/administrator-reports.md).
  app.route('/', progressReportRoutes(log)); // Issue 18: learners' progress and Progress Share (docs/administrator-reports.md).
  app.route('/', teacherReportRoutes(log)); // Issue 18: the teacher reports (docs/reports.md).
  app.route('/', assessmentWindowRoutes(log)); // Issue 16: assessment windows and the due-date banner (docs/assessment-windows.md).
  app.route('/', bannerRoutes(log, { writeLimits })); // Issue 16: the banners carousel and the administrators' banners (docs/banners.md).
  app.use('*', curriculumGuard(log));
  if (webDist) app.route('/', webClientRoutes(webDist, (name) => log.queries.directory.districtByCustomDomain(name) !== undefined));
  return app;
}
