import type { ContactField, ContactModel } from '../../../events/admin-contacts';
import { isValidEmailAddress } from '../../../events/email-address';

// Spec §5 "New admin contact" and "Phone check", as the server checks them
// (events/admin-contacts.ts `contactFieldError`; the browser may not import that
// module's values, so the rules are here too and
// tests/integration/admin-contacts-validation.test.ts runs one table through both).

/** Spec §9: every input at most 256 characters. */
export const CONTACT_FIELD_MAX_LENGTH = 256;
export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phoneNumber'];
/** The fields a new contact cannot leave empty. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'email'];

/** Spec §8: `field_error.{field name in snake case}`. */
export function fieldErrorKey(field: ContactField): string {
  return `field_error.${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}

export function isValidPhoneNumber(phoneNumber: string): boolean {
  const digits = phoneNumber.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15;
}

/** The field's error key, or null when it is valid. */
export function contactFieldError(field: ContactField, value: string): string | null {
  const key = fieldErrorKey(field);
  if (value.length > CONTACT_FIELD_MAX_LENGTH) return key;
  switch (field) {
    case 'firstName':
      return value.trim().length === 0 ? key : null;
    case 'lastName':
      return null;
    case 'email':
      return isValidEmailAddress(value) ? null : key;
    case 'phoneNumber':
      return value.trim() === '' || isValidPhoneNumber(value) ? null : key;
  }
}

export function contactErrors(contact: ContactModel): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, contact[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
