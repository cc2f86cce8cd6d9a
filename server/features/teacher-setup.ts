import { teacherSetupEvents } from '../../events/teacher-setup';
import { teacherSetupProjection, teacherSetupQueries } from '../../projections/teacher-setup';
import { teacherSetupRoutes } from '../routes/teacher-setup';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    teacherSetup: ReturnType<typeof teacherSetupQueries>;
  }
}

export const teacherSetupFeature = defineFeature({
  name: 'teacher-setup',
  events: teacherSetupEvents,
  projections: [teacherSetupProjection],
  queries: { teacherSetup: teacherSetupQueries },
  routes: ({ logWith }) => teacherSetupRoutes(logWith('roster', 'schoolLicences', 'teacherSetup')),
});
