import { get, type RouteRule } from '../matrix-requests';

// Issue 15: administrator contacts (docs/admin-contacts.md); the write needs the CSRF header.
// The rules of the routes server/features/admin-contacts.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'GET /admin-contacts/modal': { allowed: ['schoolAdministrator', 'districtAdministrator'], request: (fx, role) => get(fx, role, '/admin-contacts/modal') },
  'POST /admin-contacts/update': {
    allowed: ['schoolAdministrator', 'districtAdministrator'],
    // The seeded contact of the administrator's school or district (server/demo/seed-demo-admin-contacts.ts) for both roles.
    request: (fx, role) => {
      const contactId = role === 'districtAdministrator' ? 'contact_riverside_grant' : 'contact_maple_price';
      return { method: 'POST', path: '/admin-contacts/update', body: { type: 'multipart', fields: [['rosteringContactId', contactId], ['implementationContactId', contactId]] }, cookie: fx.cookie(role), headers: { 'X-CSRF-Protection': '1' } };
    },
  },
};
