import { z } from 'zod';
import { entityId as id } from './curriculum';
import { CONTACT_FIELD_MAX_LENGTH, newContactError, type ContactModel } from './admin-contact-fields';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// Administrator contacts (spec §2.4, §3 "Admin contacts data", §4, §5 "New admin
// contact"): a school's or a district's contacts, and which of them is its
// rostering and its implementation contact. PRIMARY is the contact used when a
// role has none of its own. Stream `admin-contacts:<kind>:<organisationId>`.
// Contact details are a person's work contact (no secret); they live in the log.

export {
  CONTACT_FIELD_MAX_LENGTH,
  contactErrors,
  contactFieldError,
  contactFieldErrorKeys,
  contactFields,
  isValidPhoneNumber,
  newContactError,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  REQUIRED_CONTACT_FIELDS,
  type ContactField,
  type ContactModel,
} from './admin-contact-fields';

export const contactRoles = ['ROSTERING', 'IMPLEMENTATION', 'PRIMARY'] as const;
export type ContactRole = (typeof contactRoles)[number];

/** A new contact as the client sends it (`…ContactModel` JSON); the field rules are `newContactError`'s. */
export const contactModelSchema = z.object({
  firstName: z.string().max(CONTACT_FIELD_MAX_LENGTH, 'field_error.first_name'),
  lastName: z.string().max(CONTACT_FIELD_MAX_LENGTH, 'field_error.last_name').default(''),
  email: z.string().max(CONTACT_FIELD_MAX_LENGTH, 'field_error.email'),
  phoneNumber: z.string().max(CONTACT_FIELD_MAX_LENGTH, 'field_error.phone_number').default(''),
});

const organisation = z.object({ kind: z.enum(['school', 'district']), organisationId: id });
export type ContactOrganisation = z.infer<typeof organisation>;

const storedContact = z.object({
  firstName: z.string().min(1).max(CONTACT_FIELD_MAX_LENGTH),
  lastName: z.string().max(CONTACT_FIELD_MAX_LENGTH),
  email: z.string().min(3).max(CONTACT_FIELD_MAX_LENGTH),
  phoneNumber: z.string().max(CONTACT_FIELD_MAX_LENGTH),
});

/** A contact joined the organisation's list (seeded, or a new contact from the wizard). */
export const AdminContactCreated = defineEvent({
  type: 'AdminContactCreated',
  schemaVersion: 1,
  schema: z.object({ organisation, contactId: id, contact: storedContact, createdByUserId: id.nullable() }),
});

/** A role now names this contact (the administrator's choice, or the seed's PRIMARY). */
export const AdminContactRoleAssigned = defineEvent({
  type: 'AdminContactRoleAssigned',
  schemaVersion: 1,
  schema: z.object({ organisation, role: z.enum(contactRoles), contactId: id, assignedByUserId: id.nullable() }),
});

export const adminContactEvents = [AdminContactCreated, AdminContactRoleAssigned] as const;
export type AdminContactEvent = EventOf<(typeof adminContactEvents)[number]>;

type Actor = { userId: string; role: string };

/** A role's choice as the update call names it (spec §7). */
export type RosteringChoice = { kind: 'existing'; contactId: string } | { kind: 'new'; contactId: string; contact: ContactModel };
export type ImplementationChoice = RosteringChoice | { kind: 'same_as_rostering' };

export type AdminContactCommand =
  | {
      type: 'UpdateAdminContacts';
      data: {
        administrator: Actor;
        /** The administrator's school or district (from the directory), or null when it has none. */
        organisation: ContactOrganisation | null;
        rostering: RosteringChoice;
        implementation: ImplementationChoice;
        now: Date;
      };
    }
  | {
      /** The demo seed (and an import): a contact, optionally the organisation's PRIMARY. */
      type: 'RegisterAdminContact';
      data: { organisation: ContactOrganisation; contactId: string; contact: ContactModel; primary: boolean; now: Date };
    };

export interface AdminContactState {
  contacts: ReadonlyMap<string, ContactModel>;
  roles: Readonly<Partial<Record<ContactRole, string>>>;
}

/** Spec §6: school and district administrators set their contacts. */
export function mayManageAdminContacts(role: string): boolean {
  return role === 'school_administrator' || role === 'district_administrator';
}

/** The organisation whose contacts an administrator manages: a school administrator's school, a district administrator's district. */
export function contactOrganisationOf(user: { role: string; schoolId: string | null; districtId: string | null }): ContactOrganisation | null {
  if (user.role === 'school_administrator' && user.schoolId) return { kind: 'school', organisationId: user.schoolId };
  if (user.role === 'district_administrator' && user.districtId) return { kind: 'district', organisationId: user.districtId };
  return null;
}

function trimmed(contact: ContactModel): ContactModel {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim().toLowerCase(),
    phoneNumber: contact.phoneNumber.trim(),
  };
}

function created(state: AdminContactState, organisation: ContactOrganisation, contactId: string, contact: ContactModel, byUserId: string | null): AdminContactEvent {
  if (state.contacts.has(contactId)) throw new DomainError('admin_contacts.contact_exists', 409);
  const error = newContactError(contact);
  if (error) throw new DomainError(error, 400);
  return { type: 'AdminContactCreated', data: { organisation, contactId, contact: trimmed(contact), createdByUserId: byUserId } };
}

function requireExisting(state: AdminContactState, contactId: string): void {
  // Another school's contact is not in this organisation's stream: refused like an unknown one.
  if (!state.contacts.has(contactId)) throw new DomainError('admin_contacts.unknown_contact', 400);
}

export const adminContacts = {
  initialState: (): AdminContactState => ({ contacts: new Map(), roles: {} }),

  evolve(state: AdminContactState, event: AdminContactEvent): AdminContactState {
    switch (event.type) {
      case 'AdminContactCreated':
        return { ...state, contacts: new Map(state.contacts).set(event.data.contactId, event.data.contact) };
      case 'AdminContactRoleAssigned':
        return { ...state, roles: { ...state.roles, [event.data.role]: event.data.contactId } };
    }
  },

  decide(command: AdminContactCommand, state: AdminContactState): AdminContactEvent[] {
    switch (command.type) {
      case 'RegisterAdminContact': {
        const { organisation, contactId, contact, primary } = command.data;
        const events = [created(state, organisation, contactId, contact, null)];
        if (primary) events.push({ type: 'AdminContactRoleAssigned', data: { organisation, role: 'PRIMARY', contactId, assignedByUserId: null } });
        return events;
      }
      case 'UpdateAdminContacts': {
        const { administrator, organisation, rostering, implementation } = command.data;
        if (!mayManageAdminContacts(administrator.role)) throw new DomainError('admin_contacts.not_an_administrator', 403);
        if (organisation === null) throw new DomainError('admin_contacts.no_organisation', 403);
        const events: AdminContactEvent[] = [];
        const by = administrator.userId;
        if (rostering.kind === 'existing') requireExisting(state, rostering.contactId);
        else events.push(created(state, organisation, rostering.contactId, rostering.contact, by));
        const rosteringContactId = rostering.contactId;
        let implementationContactId: string;
        if (implementation.kind === 'same_as_rostering') {
          // Spec §2.4: "same as rostering contact" is offered only for a new rostering contact.
          if (rostering.kind !== 'new') throw new DomainError('admin_contacts.same_as_rostering_needs_new_contact', 400);
          implementationContactId = rosteringContactId;
        } else if (implementation.kind === 'existing') {
          requireExisting(state, implementation.contactId);
          implementationContactId = implementation.contactId;
        } else {
          if (implementation.contactId === rosteringContactId) throw new DomainError('admin_contacts.contact_exists', 409);
          events.push(created(state, organisation, implementation.contactId, implementation.contact, by));
          implementationContactId = implementation.contactId;
        }
        events.push(
          { type: 'AdminContactRoleAssigned', data: { organisation, role: 'ROSTERING', contactId: rosteringContactId, assignedByUserId: by } },
          { type: 'AdminContactRoleAssigned', data: { organisation, role: 'IMPLEMENTATION', contactId: implementationContactId, assignedByUserId: by } },
        );
        return events;
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const adminContactStreams = {
  organisation: (organisation: ContactOrganisation) => `admin-contacts:${organisation.kind}:${organisation.organisationId}`,
};

/** Spec §3 "Admin contacts data": the answer of `GET /admin-contacts/modal`. */
export interface AdminContactsData {
  roleToContactId: Partial<Record<ContactRole, string>>;
  contactIdToModel: Record<string, ContactModel>;
}

/** Spec §4: the cookie that lets the contacts modal open. */
export const SHOULD_SHOW_ADMIN_CONTACTS_COOKIE = 'should-show-admin-contacts';
