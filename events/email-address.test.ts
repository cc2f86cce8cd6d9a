import { describe, expect, it } from 'vitest';
import { isValidEmailAddress, normalizedEmailAddress } from './email-address';

describe('the e-mail check (spec §5)', () => {
  it.each([
    ['ms.rivera@example.com', 'ms.rivera@example.com'],
    ['  Park.Family@Example.COM ', 'park.family@example.com'],
    ['a@b.io', 'a@b.io'],
    ["o'brien+kids@mail.example.org", "o'brien+kids@mail.example.org"],
    ['first_last-1@school.k12.ca.us', 'first_last-1@school.k12.ca.us'],
    ['user!#$%&*=?^`{|}~@example.net', 'user!#$%&*=?^`{|}~@example.net'],
    [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    ['teacher@a.b.c.d.e.f.g.h.i.com', 'teacher@a.b.c.d.e.f.g.h.i.com'],
    ['x@reverse.in-addr.arpa', 'x@reverse.in-addr.arpa'],
    ['name@xn--bcher-kva.de', 'name@xn--bcher-kva.de'],
    ['name@bücher.de', 'name@bücher.de'],
    ['name@example.ελ', 'name@example.ελ'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizedEmailAddress(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.com', 'no local part'],
    ['user@', 'no domain'],
    [`${'a'.repeat(65)}@example.com`, 'local part of 65 characters'],
    ['back\\slash@example.com', 'backslash in the local part'],
    ['"quoted"@example.com', 'double quote in the local part'],
    ['two@at@example.com', 'a second @'],
    ['sp ace@example.com', 'space in the local part'],
    ['.lead@example.com', 'local part starting with a dot'],
    ['trail.@example.com', 'local part ending with a dot'],
    ['dou..ble@example.com', 'consecutive dots in the local part'],
    ['user@localhost', 'domain without a dot'],
    ['user@a.b.c.d.e.f.g.h.i.j.com', 'domain with 10 dots'],
    ['user@exa mple.com', 'space in the domain'],
    ['user@exam_ple.com', 'underscore in the domain'],
    ['user@example..com', 'consecutive dots in the domain'],
    ['user@.example.com', 'domain starting with a dot'],
    ['user@example.com.', 'domain ending with a dot'],
    ['user@example.invalidtld', 'unknown top-level domain'],
    ['user@example.c', 'one-letter top-level domain'],
    ['user@example.123', 'numeric final label'],
    ['user@-example.com', 'label starting with a hyphen'],
    ['user@example-.com', 'label ending with a hyphen'],
    ['user@exa(mple.com', 'a bracket in the domain'],
    [`user@${'a'.repeat(250)}.com`, 'longer than 254 characters'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizedEmailAddress(input)).toBeNull();
    expect(isValidEmailAddress(input)).toBe(false);
  });
});

describe('e-mail addresses: limits', () => {
  it('needs an @ with something before it', () => {
    expect(normalizedEmailAddress('example.com')).toBeNull();
    expect(normalizedEmailAddress('@example.com')).toBeNull();
  });

  it('takes up to 254 characters in all', () => {
    const domainOf = (length: number) => `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(length - 63 - 63 - 2 - 4)}.com`;
    const at254 = `${'x'.repeat(64)}@${domainOf(189)}`;
    expect(at254).toHaveLength(254);
    expect(normalizedEmailAddress(at254)).toBe(at254);
    const at255 = `${'x'.repeat(64)}@${domainOf(190)}`;
    expect(at255).toHaveLength(255);
    expect(normalizedEmailAddress(at255)).toBeNull();
  });

  it('takes domain labels of up to 63 characters and fewer than 10 dots', () => {
    expect(normalizedEmailAddress(`a@${'b'.repeat(63)}.com`)).not.toBeNull();
    expect(normalizedEmailAddress(`a@${'b'.repeat(64)}.com`)).toBeNull();
    expect(normalizedEmailAddress('a@b.c.d.e.f.g.h.i.j.com')).not.toBeNull();
    expect(normalizedEmailAddress('a@a.b.c.d.e.f.g.h.i.j.com')).toBeNull();
  });
});
