import { isValidEmailAddress } from './email-address';

// The field rules of a new administrator contact (spec §5 "New admin contact",
// "Phone check", §8 `field_error.*`, §9 256): one module for the server's update
// call and the browser's wizard (web/ may import its values; it imports only the
// e-mail check).

/** Spec §9: every contact field at most 256 characters; firstName at least 1. */
export const CONTACT_FIELD_MAX_LENGTH = 256;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 15;

export const contactFields = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type ContactField = (typeof contactFields)[number];

export interface ContactModel {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** Spec §8: a new contact's field error is `field_error.{field name in snake case}`. */
export const contactFieldErrorKeys: Readonly<Record<ContactField, string>> = {
  firstName: 'field_error.first_name',
  lastName: 'field_error.last_name',
  email: 'field_error.email',
  phoneNumber: 'field_error.phone_number',
};

/** Spec §5 phone check: 5 to 15 digits once everything but digits is stripped. */
export function isValidPhoneNumber(phoneNumber: string): boolean {
  const digits = phoneNumber.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * Spec §5 "New admin contact", one field: the error key, or null when valid.
 * firstName required (1–256), lastName optional (≤ 256), phoneNumber optional
 * and a phone number when given, email required and a valid address (≤ 256).
 */
export function contactFieldError(field: ContactField, value: string): string | null {
  const key = contactFieldErrorKeys[field];
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

/** The first broken rule of a new contact, or null. */
export function newContactError(contact: ContactModel): string | null {
  for (const field of contactFields) {
    const error = contactFieldError(field, contact[field]);
    if (error) return error;
  }
  return null;
}

/** The fields a new contact cannot leave empty. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'email'];

/** Every broken field of a new contact with its error key (the wizard's "validate all"). */
export function contactErrors(contact: ContactModel): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) {
    const error = contactFieldError(field, contact[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
