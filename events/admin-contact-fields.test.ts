import { describe, expect, it } from 'vitest';
import { contactFieldError, type ContactField } from './admin-contact-fields';

// Spec §5 "New admin contact" and "Phone check", every rule as a table row (one
// module serves the server's update call and the browser's wizard).

const ok = null;
const rows: [ContactField, string, string | null][] = [
  ['firstName', 'Robin', ok],
  ['firstName', 'R', ok],
  ['firstName', '', 'field_error.first_name'],
  ['firstName', '   ', 'field_error.first_name'],
  ['firstName', 'x'.repeat(256), ok],
  ['firstName', 'x'.repeat(257), 'field_error.first_name'],
  ['lastName', '', ok],
  ['lastName', 'Hale', ok],
  ['lastName', 'x'.repeat(256), ok],
  ['lastName', 'x'.repeat(257), 'field_error.last_name'],
  ['phoneNumber', '', ok],
  ['phoneNumber', '12345', ok],
  ['phoneNumber', '1234', 'field_error.phone_number'],
  ['phoneNumber', '(555) 010-4000', ok],
  ['phoneNumber', '+1 555 010 4000 12', ok],
  ['phoneNumber', '1234567890123456', 'field_error.phone_number'],
  ['phoneNumber', '123456789012345', ok],
  ['phoneNumber', 'call me', 'field_error.phone_number'],
  ['phoneNumber', '1'.repeat(5) + ' '.repeat(252), 'field_error.phone_number'],
  ['email', 'robin.hale@maple.example.org', ok],
  ['email', 'Robin.Hale@Maple.Example.ORG', ok],
  ['email', '', 'field_error.email'],
  ['email', 'robin', 'field_error.email'],
  ['email', 'robin@maple', 'field_error.email'],
  ['email', 'robin@maple.notatld', 'field_error.email'],
  ['email', 'robin@maple.arpa', ok],
  ['email', 'robin@maple.co.uk', ok],
  ['email', 'ro"bin@maple.org', 'field_error.email'],
  ['email', 'ro\\bin@maple.org', 'field_error.email'],
  ['email', `${'r'.repeat(65)}@maple.org`, 'field_error.email'],
  ['email', `${'r'.repeat(64)}@maple.org`, ok],
  ['email', 'robin@maple..org', 'field_error.email'],
  ['email', 'robin@.maple.org', 'field_error.email'],
  ['email', 'robin@mа_ple.org', 'field_error.email'],
  ['email', 'robin@ma ple.org', 'field_error.email'],
  ['email', 'robin@a.b.c.d.e.f.g.h.i.j.org', 'field_error.email'], // 10 dots
  ['email', 'robin@a.b.c.d.e.f.g.h.i.org', ok], // 9 dots
];

describe('new admin contact field rules (spec §5)', () => {
  it.each(rows)('%s %j → %s', (field, value, expected) => {
    expect(contactFieldError(field, value)).toBe(expected);
  });
});
