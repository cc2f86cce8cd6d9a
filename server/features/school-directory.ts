import { schoolDirectoryEvents } from '../../events/school-directory';
import { schoolDirectoryProjection, schoolDirectoryQueries } from '../../projections/school-directory';
import { customDomainRoutes } from '../routes/custom-domains';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    directory: ReturnType<typeof schoolDirectoryQueries>;
  }
}

export const schoolDirectoryFeature = defineFeature({
  name: 'school-directory',
  events: schoolDirectoryEvents,
  projections: [schoolDirectoryProjection],
  queries: { directory: schoolDirectoryQueries },
  routes: ({ logWith }) => customDomainRoutes(logWith('directory')),
});
