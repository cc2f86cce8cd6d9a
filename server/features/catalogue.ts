import { catalogueEvents } from '../../events/catalogue';
import { catalogueProjection } from '../../projections/catalogue';
import { catalogueQueries } from '../../projections/catalogue-queries';
import { catalogueRoutes } from '../routes/catalogue';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    catalogue: ReturnType<typeof catalogueQueries>;
  }
}

export const catalogueFeature = defineFeature({
  name: 'catalogue',
  events: catalogueEvents,
  projections: [catalogueProjection],
  queries: { catalogue: catalogueQueries },
  routes: ({ logWith }) => catalogueRoutes(logWith('catalogue', 'editionPicker', 'profile')),
});
