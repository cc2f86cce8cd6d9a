import { adminContacts, adminContactStreams, type ContactModel, type ContactOrganisation } from '../../events/admin-contacts';
import { handleCommand } from '../../events/log/command-handler';
import type { FeatureLog } from '../features/feature-log';
import { demoDistrict } from './demo-school';

/** Demo contacts (issue 15, docs/admin-contacts.md): Maple Elementary and the district have contacts and a PRIMARY, but no rostering contact yet, so their administrators are offered the contacts wizard. */
export const demoAdminContacts: readonly { organisation: ContactOrganisation; contactId: string; contact: ContactModel; primary: boolean }[] = [
  {
    organisation: { kind: 'school', organisationId: 'school_maple' },
    contactId: 'contact_maple_price',
    contact: { firstName: 'Jordan', lastName: 'Price', email: 'jordan.price@maple.example.org', phoneNumber: '(555) 010-2000' },
    primary: true,
  },
  {
    organisation: { kind: 'school', organisationId: 'school_maple' },
    contactId: 'contact_maple_ortiz',
    contact: { firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@maple.example.org', phoneNumber: '' },
    primary: false,
  },
  {
    organisation: { kind: 'district', organisationId: demoDistrict.districtId },
    contactId: 'contact_riverside_grant',
    contact: { firstName: 'Alex', lastName: 'Grant', email: 'alex.grant@riverside.example.org', phoneNumber: '555 010 3000' },
    primary: true,
  },
];

export async function seedDemoAdminContacts(log: FeatureLog, now: Date = new Date('2026-08-15T12:00:00.000Z')): Promise<void> {
  const context = { actor: 'system:demo-school', correlationId: 'demo-admin-contacts-seed' };
  for (const { organisation, contactId, contact, primary } of demoAdminContacts) {
    await handleCommand(log.store, adminContacts, adminContactStreams.organisation(organisation), { type: 'RegisterAdminContact', data: { organisation, contactId, contact, primary, now } }, context);
  }
}
