import { describe, expect, it } from 'vitest';
import type { AdminContactEvent } from '../events/admin-contacts';
import { adminContactsProjection, adminContactsQueries } from './admin-contacts';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(adminContactsProjection, adminContactsQueries);
const maple = { kind: 'school' as const, organisationId: 'school_maple' };
const cedar = { kind: 'school' as const, organisationId: 'school_cedar' };
const contact = (firstName: string) => ({ firstName, lastName: 'L', email: `${firstName.toLowerCase()}@example.org`, phoneNumber: '' });
const created = (organisation: typeof maple, contactId: string, firstName: string): AdminContactEvent => ({
  type: 'AdminContactCreated',
  data: { organisation, contactId, contact: contact(firstName), createdByUserId: null },
});
const role = (organisation: typeof maple, name: 'ROSTERING' | 'IMPLEMENTATION' | 'PRIMARY', contactId: string): AdminContactEvent => ({
  type: 'AdminContactRoleAssigned',
  data: { organisation, role: name, contactId, assignedByUserId: null },
});

describe('administrator contacts read model', () => {
  it("answers an organisation's contacts in the order they came and its roles, the last assignment winning", () => {
    spec
      .given([created(maple, 'c1', 'Jordan'), created(cedar, 'c9', 'Other'), created(maple, 'c2', 'Sam'), role(maple, 'PRIMARY', 'c1'), role(maple, 'ROSTERING', 'c1'), role(maple, 'ROSTERING', 'c2')])
      .then((q) => {
        const data = q.contactsOf(maple);
        expect(Object.keys(data.contactIdToModel)).toEqual(['c1', 'c2']);
        expect(data.contactIdToModel.c2).toEqual(contact('Sam'));
        expect(data.roleToContactId).toEqual({ PRIMARY: 'c1', ROSTERING: 'c2' });
        expect(q.contactsOf(cedar).roleToContactId).toEqual({});
      });
  });

  it('knows whether the rostering contact has been chosen (PRIMARY alone is not a choice)', () => {
    spec.given([created(maple, 'c1', 'Jordan'), role(maple, 'PRIMARY', 'c1')]).then((q) => expect(q.hasChosenContacts(maple)).toBe(false));
    spec.given([created(maple, 'c1', 'Jordan'), role(maple, 'ROSTERING', 'c1')]).then((q) => expect(q.hasChosenContacts(maple)).toBe(true));
  });
});
