import { progressMailEvents } from '../../events/progress-mail';
import { progressMailProjection, progressMailQueries } from '../../projections/progress-mail';
import { unsubscribeLinks } from '../progress-mail/unsubscribe-links';
import { progressMailRoutes } from '../routes/progress-mail';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    progressMail: ReturnType<typeof progressMailQueries>;
  }
}

/**
 * Issue 31 item 6 (docs/progress-mail.md): certificates, weekly summaries and weekly boosts, each
 * governed by its profile preference, with a signed unsubscribe link. The job that sends them is a
 * leader duty started by server/main.ts (server/progress-mail/progress-mail-job.ts).
 */
export const progressMailFeature = defineFeature({
  name: 'progress-mail',
  events: progressMailEvents,
  projections: [progressMailProjection],
  queries: { progressMail: progressMailQueries },
  routes: ({ logWith, trackingKey, writeLimits }) => progressMailRoutes(logWith('directory'), { links: unsubscribeLinks(trackingKey), writeLimits }),
});
