import { bannerEvents } from '../../events/banners';
import { bannersProjection, bannersQueries } from '../../projections/banners';
import { bannerRoutes } from '../routes/banners';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    banners: ReturnType<typeof bannersQueries>;
  }
}

export const bannersFeature = defineFeature({
  name: 'banners',
  events: bannerEvents,
  projections: [bannersProjection],
  queries: { banners: bannersQueries },
  routes: ({ logWith, writeLimits }) => bannerRoutes(logWith('banners'), { writeLimits }),
});
