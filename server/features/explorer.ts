import { explorerIndexProjection } from '../../projections/explorer-index';
import { explorerRoutes } from '../routes/explorer';
import { defineFeature } from './feature-module';

export const explorerFeature = defineFeature({
  name: 'explorer',
  // Indexes every event type of every module (the explorer's filters), asynchronously.
  projections: (eventTypes) => [explorerIndexProjection(eventTypes)],
  routes: ({ logWith, eventDefinitions, projections }) => explorerRoutes(logWith(), { eventDefinitions, projections }),
});
