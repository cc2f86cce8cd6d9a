import { describe, expect, it } from 'vitest';
import {
  adminContacts,
  adminContactStreams,
  contactOrganisationOf,
  mayManageAdminContacts,
  newContactError,
  type AdminContactCommand,
  type AdminContactEvent,
  type ContactModel,
} from './admin-contacts';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(adminContacts);
const now = new Date('2026-11-02T09:00:00.000Z');
const maple = { kind: 'school' as const, organisationId: 'school_maple' };
const lee = { userId: 'u_admin_lee', role: 'school_administrator' };
const price: ContactModel = { firstName: 'Jordan', lastName: 'Price', email: 'jordan.price@maple.example.org', phoneNumber: '' };
const newcomer: ContactModel = { firstName: ' Robin ', lastName: 'Hale', email: 'Robin.Hale@Maple.example.org', phoneNumber: '(555) 010-4000' };
const stored = { ...newcomer, firstName: 'Robin', email: 'robin.hale@maple.example.org' };

const priceCreated: AdminContactEvent = { type: 'AdminContactCreated', data: { organisation: maple, contactId: 'c_price', contact: price, createdByUserId: null } };
const pricePrimary: AdminContactEvent = { type: 'AdminContactRoleAssigned', data: { organisation: maple, role: 'PRIMARY', contactId: 'c_price', assignedByUserId: null } };
const assigned = (role: 'ROSTERING' | 'IMPLEMENTATION', contactId: string): AdminContactEvent => ({
  type: 'AdminContactRoleAssigned',
  data: { organisation: maple, role, contactId, assignedByUserId: 'u_admin_lee' },
});
const update = (data: Partial<Extract<AdminContactCommand, { type: 'UpdateAdminContacts' }>['data']>): AdminContactCommand => ({
  type: 'UpdateAdminContacts',
  data: { administrator: lee, organisation: maple, rostering: { kind: 'existing', contactId: 'c_price' }, implementation: { kind: 'existing', contactId: 'c_price' }, now, ...data },
});

describe('administrator contacts decider', () => {
  it('seeds a contact and its PRIMARY role', () => {
    spec.given([]).when({ type: 'RegisterAdminContact', data: { organisation: maple, contactId: 'c_price', contact: price, primary: true, now } }).then([priceCreated, pricePrimary]);
  });

  it('assigns existing contacts to both roles', () => {
    spec.given([priceCreated, pricePrimary]).when(update({})).then([assigned('ROSTERING', 'c_price'), assigned('IMPLEMENTATION', 'c_price')]);
  });

  it('creates a new rostering contact (trimmed, e-mail lowercased) and uses it for implementation when asked', () => {
    spec
      .given([priceCreated])
      .when(update({ rostering: { kind: 'new', contactId: 'c_new', contact: newcomer }, implementation: { kind: 'same_as_rostering' } }))
      .then([
        { type: 'AdminContactCreated', data: { organisation: maple, contactId: 'c_new', contact: stored, createdByUserId: 'u_admin_lee' } },
        assigned('ROSTERING', 'c_new'),
        assigned('IMPLEMENTATION', 'c_new'),
      ]);
  });

  it('creates two new contacts, one per role', () => {
    spec
      .given([priceCreated])
      .when(update({ rostering: { kind: 'existing', contactId: 'c_price' }, implementation: { kind: 'new', contactId: 'c_new', contact: newcomer } }))
      .then([
        { type: 'AdminContactCreated', data: { organisation: maple, contactId: 'c_new', contact: stored, createdByUserId: 'u_admin_lee' } },
        assigned('ROSTERING', 'c_price'),
        assigned('IMPLEMENTATION', 'c_new'),
      ]);
  });

  it('refuses same-as-rostering when the rostering contact is not new', () => {
    spec.given([priceCreated]).when(update({ implementation: { kind: 'same_as_rostering' } })).thenThrows('admin_contacts.same_as_rostering_needs_new_contact', 400);
  });

  it("refuses a contact id that is not the organisation's (another school's, or unknown)", () => {
    spec.given([priceCreated]).when(update({ rostering: { kind: 'existing', contactId: 'c_cedar_contact' } })).thenThrows('admin_contacts.unknown_contact', 400);
    spec.given([priceCreated]).when(update({ implementation: { kind: 'existing', contactId: 'c_cedar_contact' } })).thenThrows('admin_contacts.unknown_contact', 400);
  });

  it('refuses a new contact that breaks a field rule, with the field error key', () => {
    spec.given([]).when(update({ rostering: { kind: 'new', contactId: 'c_new', contact: { ...newcomer, email: 'robin@maple' } } })).thenThrows('field_error.email', 400);
    spec.given([]).when(update({ rostering: { kind: 'new', contactId: 'c_new', contact: { ...newcomer, firstName: ' ' } } })).thenThrows('field_error.first_name', 400);
  });

  it('lets only school and district administrators with an organisation decide', () => {
    for (const role of ['teacher', 'student', 'parent', 'child']) {
      spec.given([priceCreated]).when(update({ administrator: { userId: 'u_x', role } })).thenThrows('admin_contacts.not_an_administrator', 403);
    }
    spec.given([priceCreated]).when(update({ organisation: null })).thenThrows('admin_contacts.no_organisation', 403);
    expect(mayManageAdminContacts('district_administrator')).toBe(true);
    expect(mayManageAdminContacts('teacher')).toBe(false);
  });

  it("names a school administrator's school and a district administrator's district", () => {
    expect(contactOrganisationOf({ role: 'school_administrator', schoolId: 'school_maple', districtId: 'd' })).toEqual(maple);
    expect(contactOrganisationOf({ role: 'district_administrator', schoolId: null, districtId: 'd' })).toEqual({ kind: 'district', organisationId: 'd' });
    expect(contactOrganisationOf({ role: 'teacher', schoolId: 'school_maple', districtId: 'd' })).toBeNull();
    expect(adminContactStreams.organisation(maple)).toBe('admin-contacts:school:school_maple');
  });

  it('checks a whole new contact, field by field', () => {
    expect(newContactError(newcomer)).toBeNull();
    expect(newContactError({ ...newcomer, phoneNumber: '12-34' })).toBe('field_error.phone_number');
    expect(newContactError({ ...newcomer, lastName: 'x'.repeat(257) })).toBe('field_error.last_name');
  });
});
