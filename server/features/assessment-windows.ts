import { assessmentWindowEvents } from '../../events/assessment-windows';
import { assessmentWindowsProjection, assessmentWindowsQueries } from '../../projections/assessment-windows';
import { assessmentWindowRoutes } from '../routes/assessment-windows';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    assessmentWindows: ReturnType<typeof assessmentWindowsQueries>;
  }
}

export const assessmentWindowsFeature = defineFeature({
  name: 'assessment-windows',
  events: assessmentWindowEvents,
  projections: [assessmentWindowsProjection],
  queries: { assessmentWindows: assessmentWindowsQueries },
  routes: ({ logWith }) => assessmentWindowRoutes(logWith('assessmentWindows', 'profile')),
});
