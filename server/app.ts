import { Hono } from 'hono';
import { currentUser } from './auth/current-user';
import { sameOriginOnly } from './auth/same-origin';
import type { EventLog } from './event-log';
import type { AppEnv } from './http/app-env';
import { curriculumGuard } from './focus-sessions/curriculum-guard';
import type { FocusSessionTimers } from './focus-sessions/focus-session-timers';
import { errorResponse } from './http/error-response';
import { randomIds, type IdGenerator } from './id-generator';
import { catalogueRoutes } from './routes/catalogue';
import { editionPickerRoutes } from './routes/edition-picker';
import { focusSessionRoutes } from './routes/focus-sessions';
import { healthRoutes } from './routes/health';
import { liveMessageRoutes } from './routes/live-messages';
import { pubsubRoutes, type RealtimeAccess } from './routes/pubsub';
import { searchRoutes } from './routes/search';
import { signInRoutes } from './routes/sign-in';
import { siteNavigationRoutes } from './routes/site-navigation';
import { webClientRoutes } from './routes/web-client';

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
}

/** The HTTP API over the log. Built over what it is given: no singletons. */
export function buildApp({ log, realtime, clock = () => new Date(), ids = randomIds, publicOrigin, webDist, focusSessionTimers = null }: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.notFound((c) => c.json({ error: 'request.not_found' }, 404));
  app.use('*', async (c, next) => {
    c.set('clock', clock);
    c.set('ids', ids);
    await next();
  });
  app.use('*', sameOriginOnly(publicOrigin));
  app.use('*', currentUser(log));
  app.route('/', healthRoutes(log, realtime));
  app.route('/', signInRoutes(log));
  app.route('/', pubsubRoutes(realtime));
  app.route('/', editionPickerRoutes(log));
  app.route('/', liveMessageRoutes(log));
  app.route('/', focusSessionRoutes(log, realtime, focusSessionTimers));
  app.route('/', searchRoutes(log));
  app.route('/', catalogueRoutes(log));
  app.route('/', siteNavigationRoutes(log));
  app.use('*', curriculumGuard(log));
  if (webDist) app.route('/', webClientRoutes(webDist));
  return app;
}
