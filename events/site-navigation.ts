import { z } from 'zod';
import { entityId as id } from './curriculum';
import { defineEvent, type EventOf } from './log/event-schemas';

// The header's navigation is cached per user in the browser; when what it shows
// changed (an edition choice, a new class), the session's cache-refresh flag is
// set and the client asks for a refresh (spec §7 GET /refresh-site-nav-cache).

export const SiteNavCacheRefreshed = defineEvent({
  type: 'SiteNavCacheRefreshed',
  schemaVersion: 1,
  schema: z.object({ userId: id, schoolId: id.nullable() }),
});

export const siteNavigationEvents = [SiteNavCacheRefreshed] as const;
export type SiteNavigationEvent = EventOf<typeof SiteNavCacheRefreshed>;

export const siteNavigation = {
  initialState: () => null,
  evolve: () => null,
  decide: (command: { type: 'RefreshSiteNavCache'; data: SiteNavigationEvent['data'] }): SiteNavigationEvent[] => [
    { type: 'SiteNavCacheRefreshed', data: command.data },
  ],
};

export const siteNavigationStreams = { user: (userId: string) => `site-nav:${userId}` };
