import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { excludedProfileIcons, formValueOf, profile, selectableProfileIcons, type ProfileCommand, type ProfileEvent } from './profile';

const spec = deciderSpecification(profile);
const now = new Date('2026-11-02T09:00:00.000Z');
const rivera = { userId: 'u_ms_rivera', role: 'teacher' };
const ava = { userId: 'u_ava_b', role: 'student' };
const park = { userId: 'u_park_family', role: 'parent' };
const mina = { userId: 'u_mina', role: 'child' };
const edit = (user: { userId: string; role: string }, field: Extract<ProfileCommand, { type: 'EditProfileField' }>['data']['field'], value: unknown): ProfileCommand => ({
  type: 'EditProfileField',
  data: { user, field, value, now },
});
const edited = (userId: string, field: string, value: unknown) => ({ type: 'ProfileFieldEdited', data: { userId, edit: { field, value } } }) as ProfileEvent;

describe('profile decider', () => {
  it('records a field edit, text trimmed', () => {
    spec.given([]).when(edit(rivera, 'firstName', '  Rosa ')).then([edited('u_ms_rivera', 'firstName', 'Rosa')]);
    spec.given([]).when(edit(ava, 'hideTimer', true)).then([edited('u_ava_b', 'hideTimer', true)]);
    spec.given([]).when(edit(rivera, 'subjects', ['math', 'ela'])).then([edited('u_ms_rivera', 'subjects', ['math', 'ela'])]);
  });

  it('records nothing when the value is unchanged (an autosave repeated)', () => {
    spec.given([edited('u_ava_b', 'hideTimer', true)]).when(edit(ava, 'hideTimer', true)).then([]);
  });

  it("refuses a value outside the field's schema", () => {
    spec.given([]).when(edit(ava, 'hideTimer', 'yes')).thenThrows('profile.invalid_value', 400);
    spec.given([]).when(edit(rivera, 'subjects', ['chemistry'])).thenThrows('profile.invalid_value', 400);
    spec.given([]).when(edit(rivera, 'timezone', 'Mars/Olympus')).thenThrows('profile.invalid_value', 400);
    spec.given([]).when(edit(rivera, 'displayName', '   ')).thenThrows('profile.invalid_value', 400);
    spec.given([]).when(edit(rivera, 'firstName', 'x'.repeat(257))).thenThrows('profile.invalid_value', 400);
    spec.given([]).when(edit(ava, 'editLanguage', 'fr')).thenThrows('profile.invalid_value', 400);
  });

  it('offers no excluded person or flower icon', () => {
    for (const icon of excludedProfileIcons) {
      expect(selectableProfileIcons).not.toContain(icon);
      spec.given([]).when(edit(ava, 'profileIcon', icon)).thenThrows('profile.invalid_value', 400);
    }
    spec.given([]).when(edit(ava, 'profileIcon', 'rocket')).then([edited('u_ava_b', 'profileIcon', 'rocket')]);
  });

  it('keeps each field to the roles it belongs to', () => {
    spec.given([]).when(edit(ava, 'subjects', ['math'])).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(edit(rivera, 'grade', 4)).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(edit(ava, 'emailPromo', true)).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(edit(ava, 'grade', 4)).then([edited('u_ava_b', 'grade', 4)]);
  });

  it("sets the e-mail address as the directory's fact, lowercased and checked", () => {
    spec.given([]).when({ type: 'ChangeEmailAddress', data: { user: rivera, email: 'Rosa.Rivera@Maple.example.org', now } }).then([
      { type: 'EmailAddressSet', data: { userId: 'u_ms_rivera', email: 'rosa.rivera@maple.example.org' } },
    ]);
    spec.given([]).when({ type: 'ChangeEmailAddress', data: { user: rivera, email: 'rosa@maple', now } }).thenThrows('profile.invalid_email', 400);
    spec.given([]).when({ type: 'ChangeEmailAddress', data: { user: ava, email: 'ava@example.org', now } }).thenThrows('profile.field_not_for_role', 403);
  });

  it('lets a parent set its own or its child’s secret word, never a child directly, and records no word or hash', () => {
    const family = new Set(['u_park_family', 'u_mina']);
    const change = (user: typeof park, forUserId: string, secretWordLength = 6): ProfileCommand => ({ type: 'ChangeSecretWord', data: { user, forUserId, familyUserIds: family, secretWordLength, now } });
    spec.given([]).when(change(park, 'u_mina')).then([{ type: 'ProfileSecretWordChanged', data: { userId: 'u_mina', changedByUserId: 'u_park_family' } }]);
    spec.given([]).when(change(mina, 'u_mina')).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(change(park, 'u_ava_b')).thenThrows('profile.not_your_family', 403);
    spec.given([]).when(change(park, 'u_mina', 0)).thenThrows('secret_word_form.error.blank', 400);
    spec.given([]).when(change(park, 'u_mina', 65)).thenThrows('profile.secret_word_too_long', 400);
  });

  it('reads form text as the field’s value', () => {
    expect(formValueOf('hideTimer', 'true')).toBe(true);
    expect(formValueOf('hideTimer', 'false')).toBe(false);
    expect(formValueOf('grade', '4')).toBe(4);
    expect(formValueOf('grade', '')).toBeNull();
    expect(formValueOf('subjects', '["math","ela"]')).toEqual(['math', 'ela']);
    expect(formValueOf('subjects', 'math')).toEqual(['math']);
    expect(formValueOf('firstName', undefined)).toBe('');
  });
});
