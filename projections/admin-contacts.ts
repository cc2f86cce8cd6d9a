import type { AdminContactEvent, AdminContactsData, ContactModel, ContactOrganisation, ContactRole } from '../events/admin-contacts';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// Administrator contacts per school or district, and the contact each role
// names. Inline: the wizard reads its own save on the next page.

export const adminContactsProjection: Projection<AdminContactEvent> = {
  name: 'admin-contacts',
  version: 1,
  mode: 'inline',
  tables: ['admin_contacts', 'admin_contact_roles'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS admin_contacts (
        organisation TEXT NOT NULL,
        contact_id TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (organisation, contact_id)
      );
      CREATE TABLE IF NOT EXISTS admin_contact_roles (
        organisation TEXT NOT NULL,
        role TEXT NOT NULL,
        contact_id TEXT NOT NULL,
        PRIMARY KEY (organisation, role)
      );
    `);
  },
  handlers(db) {
    const insertContact = db.prepare(
      `INSERT INTO admin_contacts (organisation, contact_id, first_name, last_name, email, phone_number, position)
       VALUES (@organisation, @contactId, @firstName, @lastName, @email, @phoneNumber, @position)`,
    );
    const assignRole = db.prepare(
      `INSERT INTO admin_contact_roles (organisation, role, contact_id) VALUES (?, ?, ?)
       ON CONFLICT (organisation, role) DO UPDATE SET contact_id = excluded.contact_id`,
    );
    return {
      AdminContactCreated: (data, metadata) =>
        insertContact.run({ organisation: organisationKey(data.organisation), contactId: data.contactId, ...data.contact, position: metadata.position }),
      AdminContactRoleAssigned: (data) => assignRole.run(organisationKey(data.organisation), data.role, data.contactId),
    };
  },
};

export function organisationKey(organisation: ContactOrganisation): string {
  return `${organisation.kind}:${organisation.organisationId}`;
}

export function adminContactsQueries(db: LogDatabase) {
  const contacts = db.prepare(
    `SELECT contact_id AS contactId, first_name AS firstName, last_name AS lastName, email, phone_number AS phoneNumber
     FROM admin_contacts WHERE organisation = ? ORDER BY position`,
  );
  const roles = db.prepare('SELECT role, contact_id AS contactId FROM admin_contact_roles WHERE organisation = ? ORDER BY role');
  return {
    /** Spec §3 "Admin contacts data" of a school or district, contacts in the order they were added. */
    contactsOf(organisation: ContactOrganisation): AdminContactsData {
      const key = organisationKey(organisation);
      const contactIdToModel: Record<string, ContactModel> = {};
      for (const row of contacts.all(key) as (ContactModel & { contactId: string })[]) {
        const { contactId, ...model } = row;
        contactIdToModel[contactId] = model;
      }
      const roleToContactId: Partial<Record<ContactRole, string>> = {};
      for (const row of roles.all(key) as { role: ContactRole; contactId: string }[]) roleToContactId[row.role] = row.contactId;
      return { roleToContactId, contactIdToModel };
    },
    /** Whether the organisation has chosen its rostering contact (the modal is offered until it has). */
    hasChosenContacts(organisation: ContactOrganisation): boolean {
      return (roles.all(organisationKey(organisation)) as { role: ContactRole }[]).some((row) => row.role === 'ROSTERING');
    },
  };
}
