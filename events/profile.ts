import { z } from 'zod';
import { entityId as id, grade, subject } from './curriculum';
import { normalizedEmailAddress } from './email-address';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { EmailAddressSet } from './school-directory';

// Profile & Settings (spec §2 `/profile`, §3 "Profile fields", §4 profile
// autosave, §7 `POST /profile/edit/{field}`): each field is saved on its own.
// Stream `profile:<userId>`. A secret word is never in an event here: the
// directory keeps its hash (`SecretWordSet`); this log records only who
// changed whose. The e-mail address is the directory's `EmailAddressSet`
// (where account-recovery mail goes).

/** Spec §3: profile icons map to named sets; some person icons and two flower icons are not offered. */
export const profileIconSets = {
  animals: ['fox', 'owl', 'turtle', 'whale', 'bee', 'cat'],
  space: ['rocket', 'planet', 'star', 'moon', 'comet'],
  nature: ['flower-1', 'flower-2', 'flower-3', 'flower-4', 'tree', 'leaf'],
  people: ['person-1', 'person-2', 'person-3', 'person-4', 'person-5', 'person-6'],
} as const;
export type ProfileIconSetName = keyof typeof profileIconSets;
export type ProfileIconId = (typeof profileIconSets)[ProfileIconSetName][number];
export const excludedProfileIcons = ['person-2', 'person-5', 'flower-2', 'flower-4'] as const satisfies readonly ProfileIconId[];
export type SelectableProfileIcon = Exclude<ProfileIconId, (typeof excludedProfileIcons)[number]>;
export const selectableProfileIcons: readonly SelectableProfileIcon[] = Object.values(profileIconSets)
  .flat()
  .filter((icon): icon is SelectableProfileIcon => !(excludedProfileIcons as readonly string[]).includes(icon));

/** The interface languages (i18next resources, web/shared/i18n/i18n-setup.ts). */
export const editLanguages = ['en', 'es'] as const;
export type EditLanguage = (typeof editLanguages)[number];

export const PROFILE_TEXT_MAX_LENGTH = 256;
export const SECRET_WORD_MAX_LENGTH = 64;

const text = (max = PROFILE_TEXT_MAX_LENGTH) => z.string().max(max);
const flag = z.boolean();

/** Every field but the secret word and the e-mail address, with its value's schema. */
export const profileValueSchemas = {
  subjects: z.array(subject).max(20),
  firstName: text(),
  lastName: text(),
  displayName: text(64).min(1),
  timezone: text(64),
  school: text(),
  state: text(64),
  country: text(64),
  grade: grade.nullable(),
  profileIcon: z.enum(selectableProfileIcons as [SelectableProfileIcon, ...SelectableProfileIcon[]]),
  hideTimer: flag,
  hideGradeLevels: flag,
  hideGames: flag,
  hideScratchpad: flag,
  enableAudio: flag,
  editLanguage: z.enum(editLanguages),
  emailCertificate: flag,
  emailSummary: flag,
  emailPromo: flag,
  emailWeeklyBoost: flag,
} as const;
export type ProfileValueField = keyof typeof profileValueSchemas;
export type ProfileValues = { [F in ProfileValueField]: z.infer<(typeof profileValueSchemas)[F]> };
/** Every field of spec §3 a `POST /profile/edit/{field}` may name. */
export const profileFields = [...(Object.keys(profileValueSchemas) as ProfileValueField[]), 'email', 'secretWord'] as const;
export type ProfileField = ProfileValueField | 'email' | 'secretWord';

export const profileEdit = z.discriminatedUnion(
  'field',
  (Object.keys(profileValueSchemas) as ProfileValueField[]).map((field) => z.object({ field: z.literal(field), value: profileValueSchemas[field] })) as unknown as [
    z.ZodObject<{ field: z.ZodLiteral<ProfileValueField>; value: z.ZodType }>,
  ],
);
export type ProfileEdit = { [F in ProfileValueField]: { field: F; value: ProfileValues[F] } }[ProfileValueField];

/** A field other than the secret word and the e-mail address took a new value. */
export const ProfileFieldEdited = defineEvent({
  type: 'ProfileFieldEdited',
  schemaVersion: 1,
  schema: z.object({ userId: id, edit: profileEdit }),
});

/** A secret word was changed from Profile & Settings (the hash is the directory's `SecretWordSet`, never here). */
export const ProfileSecretWordChanged = defineEvent({
  type: 'ProfileSecretWordChanged',
  schemaVersion: 1,
  schema: z.object({ userId: id, changedByUserId: id }),
});

export const profileEvents = [ProfileFieldEdited, ProfileSecretWordChanged] as const;
export type ProfileOwnEvent = EventOf<(typeof profileEvents)[number]>;
export type ProfileEvent = ProfileOwnEvent | EventOf<typeof EmailAddressSet>;

type Actor = { userId: string; role: string };

const staff = ['teacher', 'school_administrator', 'district_administrator'];
const adults = [...staff, 'parent'];
/** Who may set each field (spec §3, §6); a field absent here is everyone's. docs/profile.md says why. */
export const profileFieldAudience: Readonly<Partial<Record<ProfileField, readonly string[]>>> = {
  subjects: staff,
  email: adults,
  school: ['teacher'],
  state: adults,
  country: adults,
  grade: ['student', 'child'],
  secretWord: ['parent'],
  // Issue 28: a family child's games are their parent's to hide (CHILD_FIELDS_A_PARENT_SETS), not the child's to show again.
  hideGames: ['student', ...adults, 'engineer'],
  emailCertificate: adults,
  emailSummary: adults,
  emailPromo: adults,
  emailWeeklyBoost: adults,
};

/** Fields a parent sets for a child of their family (issue 28: hideGames, "a parent for a child"). */
export const CHILD_FIELDS_A_PARENT_SETS: readonly ProfileValueField[] = ['hideGames'];

export function mayEditProfileField(role: string, field: ProfileField): boolean {
  const audience = profileFieldAudience[field];
  return audience === undefined || audience.includes(role);
}

/** Spec §3 defaults: what a field reads before it is first saved. */
export const defaultProfileValues: ProfileValues = {
  subjects: [],
  firstName: '',
  lastName: '',
  displayName: '',
  timezone: 'America/New_York',
  school: '',
  state: '',
  country: '',
  grade: null,
  profileIcon: 'fox',
  hideTimer: false,
  hideGradeLevels: false,
  hideGames: false,
  hideScratchpad: false,
  enableAudio: true,
  editLanguage: 'en',
  emailCertificate: true,
  emailSummary: true,
  emailPromo: false,
  emailWeeklyBoost: true,
};

export function isKnownTimezone(timezone: string): boolean {
  if (timezone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export type ProfileCommand =
  /** `value` as the form sent it (see `formValueOf`); the decider checks it against the field's schema. */
  | {
      type: 'EditProfileField';
      data: {
        user: Actor;
        field: ProfileValueField;
        value: unknown;
        now: Date;
        /** Whose field: the user's own when absent; a parent sets a child's `hideGames` (issue 28; CHILD_FIELDS_A_PARENT_SETS). */
        forUserId?: string;
        /** The parent's family (the route looks it up), for `forUserId`. */
        familyUserIds?: ReadonlySet<string>;
      };
    }
  | { type: 'ChangeEmailAddress'; data: { user: Actor; email: string; now: Date } }
  | {
      /** A parent sets its own or a child's secret word; the route stores the hash in the directory after this is decided. */
      type: 'ChangeSecretWord';
      data: { user: Actor; forUserId: string; familyUserIds: ReadonlySet<string>; secretWordLength: number; now: Date };
    };

/** A form's text as the field's value: `true`/`false` for a flag, a number or empty (null) for the grade, a JSON list or repeated values for subjects. */
export function formValueOf(field: ProfileValueField, raw: unknown): unknown {
  const schema: z.ZodType = profileValueSchemas[field];
  if (schema === flag) return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (field === 'grade') return raw === '' || raw === null ? null : typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  if (field === 'subjects') {
    if (raw === undefined || raw === '') return [];
    if (typeof raw !== 'string') return Array.isArray(raw) ? raw : [raw];
    if (!raw.trim().startsWith('[')) return [raw];
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw ?? '';
}

export function isProfileValueField(field: string): field is ProfileValueField {
  return Object.hasOwn(profileValueSchemas, field);
}

export type ProfileState = Readonly<Partial<ProfileValues>>;

function requireAllowed(user: Actor, field: ProfileField): void {
  if (!mayEditProfileField(user.role, field)) throw new DomainError('profile.field_not_for_role', 403);
}

export const profile = {
  initialState: (): ProfileState => ({}),

  evolve(state: ProfileState, event: ProfileEvent): ProfileState {
    switch (event.type) {
      case 'ProfileFieldEdited':
        return { ...state, [event.data.edit.field]: event.data.edit.value } as ProfileState;
      case 'ProfileSecretWordChanged':
      case 'EmailAddressSet':
        return state;
    }
  },

  decide(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
    switch (command.type) {
      case 'EditProfileField': {
        const { user, field } = command.data;
        const userId = command.data.forUserId ?? user.userId;
        if (userId === user.userId) requireAllowed(user, field);
        else {
          if (user.role !== 'parent' || !CHILD_FIELDS_A_PARENT_SETS.includes(field)) throw new DomainError('profile.field_not_for_role', 403);
          if (!command.data.familyUserIds?.has(userId)) throw new DomainError('profile.not_your_family', 403);
        }
        const parsed = profileEdit.safeParse({ field, value: command.data.value });
        if (!parsed.success) throw new DomainError('profile.invalid_value', 400);
        const edit = parsed.data as ProfileEdit;
        if (edit.field === 'timezone' && !isKnownTimezone(edit.value)) throw new DomainError('profile.invalid_value', 400);
        if (edit.field === 'displayName' && edit.value.trim() === '') throw new DomainError('profile.invalid_value', 400);
        const value = typeof edit.value === 'string' ? edit.value.trim() : edit.value;
        if (JSON.stringify(state[edit.field]) === JSON.stringify(value)) return [];
        return [{ type: 'ProfileFieldEdited', data: { userId, edit: { field: edit.field, value } as ProfileEdit } }];
      }
      case 'ChangeEmailAddress': {
        const { user, email } = command.data;
        requireAllowed(user, 'email');
        const normalized = normalizedEmailAddress(email);
        if (normalized === null) throw new DomainError('profile.invalid_email', 400);
        return [{ type: 'EmailAddressSet', data: { userId: user.userId, email: normalized } }];
      }
      case 'ChangeSecretWord': {
        const { user, forUserId, familyUserIds, secretWordLength } = command.data;
        // Spec §6: a child cannot reset its secret word directly; a parent sets its own or its children's.
        requireAllowed(user, 'secretWord');
        if (!familyUserIds.has(forUserId)) throw new DomainError('profile.not_your_family', 403);
        if (secretWordLength === 0) throw new DomainError('secret_word_form.error.blank', 400);
        if (secretWordLength > SECRET_WORD_MAX_LENGTH) throw new DomainError('profile.secret_word_too_long', 400);
        return [{ type: 'ProfileSecretWordChanged', data: { userId: forUserId, changedByUserId: user.userId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const profileStreams = { user: (userId: string) => `profile:${userId}` };

/** The answer of `GET /profile`: the signed-in user's fields and which of them the user may set. */
export interface ProfileView {
  values: ProfileValues & { email: string };
  editableFields: ProfileField[];
  /** For a parent: the family members whose secret word may be set here (the parent first). */
  family: { userId: string; username: string }[];
  /** For a parent: their children and the settings the parent sets for them (CHILD_FIELDS_A_PARENT_SETS). */
  children: { userId: string; username: string; hideGames: boolean }[];
}

/** The answer of `GET /profile/preferences`: what other pages apply (practice's timer, the interface language). */
export interface ProfilePreferences {
  hideTimer: boolean;
  hideScratchpad: boolean;
  /** Issue 28: no game links, results or pages (docs/games.md). */
  hideGames: boolean;
  /** Issue 31 item 5: grade labels hidden on skill names, search results and pages (the skill code stays). */
  hideGradeLevels: boolean;
  enableAudio: boolean;
  editLanguage: EditLanguage;
}
