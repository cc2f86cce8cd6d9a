import { profileEvents } from '../../events/profile';
import { profileProjection, profileQueries } from '../../projections/profile';
import { profileRoutes } from '../routes/profile';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    profile: ReturnType<typeof profileQueries>;
  }
}

export const profileFeature = defineFeature({
  name: 'profile',
  events: profileEvents,
  projections: [profileProjection],
  queries: { profile: profileQueries },
  routes: ({ logWith }) => profileRoutes(logWith('directory', 'profile', 'teacherSetup')),
});
