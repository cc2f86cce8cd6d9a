import { Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../../events/log/domain-error';
import { handleCommand } from '../../events/log/command-handler';
import { siteNavigation, siteNavigationStreams } from '../../events/site-navigation';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext } from '../http/command-context';
import { validated } from '../http/validated';

/** Spec §7 GET /refresh-site-nav-cache (optional schoolId): clears the session's cache-refresh flag. */
export function siteNavigationRoutes(log: FeatureLog<'siteNavigation'>) {
  const app = new Hono<AppEnv>();
  app.get('/refresh-site-nav-cache', validated('query', z.object({ schoolId: z.string().max(64).optional() })), async (c) => {
    const user = requireUser(c);
    const { schoolId } = c.req.valid('query');
    if (schoolId !== undefined && schoolId !== user.schoolId) throw new DomainError('site_nav.unknown_school', 400);
    if (log.queries.siteNavigation.isStale(user.userId)) {
      await handleCommand(
        log.store,
        siteNavigation,
        siteNavigationStreams.user(user.userId),
        { type: 'RefreshSiteNavCache', data: { userId: user.userId, schoolId: user.schoolId } },
        commandContext(c),
      );
    }
    return c.body(null, 204);
  });
  return app;
}
