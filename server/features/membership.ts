import { membershipEvents } from '../../events/membership';
import { membershipProjection, membershipQueries } from '../../projections/membership';
import { membershipRoutes } from '../routes/membership';
import { defineFeature } from './feature-module';
import { accountMailOf } from './feature-services';

declare module './feature-log' {
  interface Queries {
    membership: ReturnType<typeof membershipQueries>;
  }
}

export const membershipFeature = defineFeature({
  name: 'membership',
  events: membershipEvents,
  projections: [membershipProjection],
  queries: { membership: membershipQueries },
  routes: (context) => membershipRoutes({ ...accountMailOf(context, context.logWith('directory', 'membership', 'signIn')), botCheck: context.botCheck }),
});
