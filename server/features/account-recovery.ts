import { accountRecoveryEvents } from '../../events/account-recovery';
import { accountRecoveryProjection, accountRecoveryQueries } from '../../projections/account-recovery';
import { accountRecoveryRoutes } from '../routes/account-recovery';
import { defineFeature } from './feature-module';
import { accountMailOf } from './feature-services';

declare module './feature-log' {
  interface Queries {
    accountRecovery: ReturnType<typeof accountRecoveryQueries>;
  }
}

export const accountRecoveryFeature = defineFeature({
  name: 'account-recovery',
  events: accountRecoveryEvents,
  projections: [accountRecoveryProjection],
  queries: { accountRecovery: accountRecoveryQueries },
  routes: (context) => accountRecoveryRoutes({ ...accountMailOf(context, context.logWith('accountRecovery', 'directory', 'signIn')), subAccountLogins: context.subAccountLogins }),
});
