import { healthRoutes } from '../routes/health';
import { defineFeature } from './feature-module';

export const healthFeature = defineFeature({
  name: 'health',
  routes: ({ logWith, realtime, cluster }) => healthRoutes(logWith(), realtime, cluster),
});
