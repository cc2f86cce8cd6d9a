import { siteNavigationEvents } from '../../events/site-navigation';
import { siteNavigationProjection, siteNavigationQueries } from '../../projections/site-navigation';
import { siteNavigationRoutes } from '../routes/site-navigation';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    siteNavigation: ReturnType<typeof siteNavigationQueries>;
  }
}

export const siteNavigationFeature = defineFeature({
  name: 'site-navigation',
  events: siteNavigationEvents,
  projections: [siteNavigationProjection],
  queries: { siteNavigation: siteNavigationQueries },
  routes: ({ logWith }) => siteNavigationRoutes(logWith('siteNavigation')),
});
