import { searchEvents } from '../../events/search';
import { signedTrackingIds } from '../auth/signed-tracking-ids';
import { searchRoutes } from '../routes/search';
import { defineFeature } from './feature-module';

export const searchFeature = defineFeature({
  name: 'search',
  events: searchEvents,
  routes: ({ logWith, trackingKey, writeLimits }) => searchRoutes(logWith('catalogue', 'editionPicker', 'profile'), { trackingIds: signedTrackingIds(trackingKey), writeLimits }),
});
