import { adminContactEvents } from '../../events/admin-contacts';
import { adminContactsProjection, adminContactsQueries } from '../../projections/admin-contacts';
import { adminContactRoutes } from '../routes/admin-contacts';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    adminContacts: ReturnType<typeof adminContactsQueries>;
  }
}

export const adminContactsFeature = defineFeature({
  name: 'admin-contacts',
  events: adminContactEvents,
  projections: [adminContactsProjection],
  queries: { adminContacts: adminContactsQueries },
  routes: ({ logWith }) => adminContactRoutes(logWith('adminContacts', 'directory')),
});
