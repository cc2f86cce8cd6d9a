import { signInEvents } from '../../events/sign-in';
import { signInProjection, signInQueries } from '../../projections/sign-in';
import { signInRoutes } from '../routes/sign-in';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    signIn: ReturnType<typeof signInQueries>;
  }
}

export const signInFeature = defineFeature({
  name: 'sign-in',
  events: signInEvents,
  projections: [signInProjection],
  queries: { signIn: signInQueries },
  routes: ({ logWith, writeLimits, botCheck, subAccountLogins, notificationsEnabled }) =>
    signInRoutes(logWith('adminContacts', 'directory', 'editionPicker', 'signIn', 'siteNavigation'), { writeLimits, botCheck, subAccountLogins, notificationsEnabled }),
});
