import { pubsubRoutes } from '../routes/pubsub';
import { defineFeature } from './feature-module';

export const realtimeFeature = defineFeature({
  name: 'realtime',
  routes: ({ realtime }) => pubsubRoutes(realtime),
});
