import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { excludedProfileIcons, formValueOf, isKnownTimezone, isProfileValueField, profile, profileStreams, selectableProfileIcons, type ProfileCommand, type ProfileEvent } from './profile';

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

  it('hideGames (issue 28): a student turns it on; a parent for a child of the family; never a child itself', () => {
    const family = new Set(['u_park_family', 'u_mina']);
    const forChild = (user: typeof park, forUserId: string, field: 'hideGames' | 'hideTimer' = 'hideGames'): ProfileCommand => ({
      type: 'EditProfileField',
      data: { user, field, value: true, now, forUserId, familyUserIds: family },
    });
    spec.given([]).when(edit(ava, 'hideGames', true)).then([edited('u_ava_b', 'hideGames', true)]);
    spec.given([]).when(forChild(park, 'u_mina')).then([edited('u_mina', 'hideGames', true)]);
    spec.given([]).when(edit(mina, 'hideGames', false)).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(forChild(park, 'u_ava_b')).thenThrows('profile.not_your_family', 403);
    spec.given([]).when(forChild(park, 'u_mina', 'hideTimer')).thenThrows('profile.field_not_for_role', 403);
    spec.given([]).when(forChild(ava, 'u_mina')).thenThrows('profile.field_not_for_role', 403);
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

describe('profile: edges', () => {
  it('knows real time zones only', () => {
    expect(['America/New_York', 'Europe/London', 'UTC'].map(isKnownTimezone)).toEqual([true, true, true]);
    expect(['', 'Mars/Olympus', 'New York'].map(isKnownTimezone)).toEqual([false, false, false]);
    spec.given([]).when(edit(rivera, 'timezone', 'Europe/London')).then([edited('u_ms_rivera', 'timezone', 'Europe/London')]);
  });

  it('needs a display name with something in it; other text fields may be blank', () => {
    spec.given([]).when(edit(rivera, 'displayName', ' Ms. Rivera ')).then([edited('u_ms_rivera', 'displayName', 'Ms. Rivera')]);
    spec.given([edited('u_ms_rivera', 'firstName', 'Rosa')]).when(edit(rivera, 'firstName', '   ')).then([edited('u_ms_rivera', 'firstName', '')]);
  });

  it('takes a secret word of up to 64 characters', () => {
    const family = new Set(['u_park_family']);
    spec
      .given([])
      .when({ type: 'ChangeSecretWord', data: { user: park, forUserId: 'u_park_family', familyUserIds: family, secretWordLength: 64, now } })
      .then([{ type: 'ProfileSecretWordChanged', data: { userId: 'u_park_family', changedByUserId: 'u_park_family' } }]);
  });

  it('keeps its state through secret word and e-mail events', () => {
    const state = profile.evolve(profile.initialState(), edited('u_ava_b', 'hideTimer', true));
    expect(profile.evolve(state, { type: 'ProfileSecretWordChanged', data: { userId: 'u_ava_b', changedByUserId: 'u_park_family' } })).toEqual({ hideTimer: true });
    expect(profile.evolve(state, { type: 'EmailAddressSet', data: { userId: 'u_ava_b', email: 'a@example.org' } })).toEqual({ hideTimer: true });
  });

  it('reads form text: anything else than true/false stays as sent, a grade only as 1–2 digits', () => {
    expect(formValueOf('hideTimer', 'yes')).toBe('yes');
    expect(formValueOf('hideTimer', true)).toBe(true);
    expect(formValueOf('grade', null)).toBeNull();
    expect(formValueOf('grade', '12')).toBe(12);
    expect(formValueOf('grade', '123')).toBe('123');
    expect(formValueOf('grade', 'x4')).toBe('x4');
    expect(formValueOf('grade', '4x')).toBe('4x');
    expect(formValueOf('grade', 4)).toBe(4);
  });

  it('reads subjects from nothing, a list, repeated values, one value or broken JSON', () => {
    expect(formValueOf('subjects', undefined)).toEqual([]);
    expect(formValueOf('subjects', '')).toEqual([]);
    expect(formValueOf('subjects', ['math', 'ela'])).toEqual(['math', 'ela']);
    expect(formValueOf('subjects', 7)).toEqual([7]);
    expect(formValueOf('subjects', ' ["math"]')).toEqual(['math']);
    expect(formValueOf('subjects', '[broken')).toBe('[broken');
  });

  it('names the fields it stores, and a user’s stream', () => {
    expect(['firstName', 'hideTimer', 'grade', 'subjects'].every(isProfileValueField)).toBe(true);
    expect(['email', 'secretWord', 'toString', 'nope'].some(isProfileValueField)).toBe(false);
    expect(profileStreams.user('u_ava_b')).toBe('profile:u_ava_b');
  });
});
