import { rosterQueries } from '../../projections/roster';
import { rosterRoutes } from '../routes/roster';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    roster: ReturnType<typeof rosterQueries>;
  }
}

export const rosterFeature = defineFeature({
  name: 'roster',
  queries: { roster: rosterQueries },
  routes: ({ logWith }) => rosterRoutes(logWith('directory', 'roster', 'teacherSetup')),
});
