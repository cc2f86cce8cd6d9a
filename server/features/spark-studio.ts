import { sparkStudioEvents } from '../../events/spark-studio';
import { sparkStudioProjection, sparkStudioQueries } from '../../projections/spark-studio';
import { sparkStudioRoutes } from '../routes/spark-studio';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    sparkStudio: ReturnType<typeof sparkStudioQueries>;
  }
}

export const sparkStudioFeature = defineFeature({
  name: 'spark-studio',
  events: sparkStudioEvents,
  projections: [sparkStudioProjection],
  queries: { sparkStudio: sparkStudioQueries },
  routes: ({ logWith }) => sparkStudioRoutes(logWith('sparkStudio')),
});
