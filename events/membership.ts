import { z } from 'zod';
import { edition, entityId as id } from './curriculum';
import { normalizedEmailAddress } from './email-address';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import type { UserRole } from './school-directory';

// Joining (issue 14): a visitor asks to join as a family parent (stream
// `family-join-request:<requestId>`), confirms the address through a mailed
// link, and the membership runs (stream `family-membership:<parentUserId>`)
// for a year; the parent adds children and renews from the renewal reminder.
// No payment. See docs/membership.md.

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Usernames chosen when joining (parent and children): 3–32 of lowercase letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const JOIN_USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_SECRET_WORD_LENGTH = 64;
export const MAX_CHILDREN = 8;
export const JOIN_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The renewal reminder shows from this many days before the end. */
export const RENEWAL_REMINDER_DAYS = 30;
/** "Not now" hides it this long. */
export const RENEWAL_POSTPONE_MS = 7 * 24 * 60 * 60 * 1000;

export const membershipErrors = {
  usernameInvalid: 'membership.error.username_invalid',
  usernameTaken: 'membership.error.username_taken',
  invalidEmail: 'credential_request_dialog.form.error.INVALID_EMAIL',
  invalidToken: 'membership.error.invalid_token',
  parentsOnly: 'membership.error.parents_only',
  noMembership: 'membership.error.no_membership',
  tooManyChildren: 'membership.error.too_many_children',
  nothingToRenew: 'membership.error.nothing_to_renew',
} as const;

/** A visitor asked to join. The address is the account-to-be's (a hash would not do: it is where its mail goes); the password only as its argon2id hash; the link's token only as its SHA-256. */
export const FamilyJoinRequested = defineEvent({
  type: 'FamilyJoinRequested',
  schemaVersion: 1,
  schema: z.object({
    requestId: id,
    username: z.string().regex(JOIN_USERNAME),
    displayName: z.string().min(1).max(64),
    email: z.string().min(3).max(254),
    edition,
    passwordHash: z.string().startsWith('$argon2id$'),
    tokenHash: sha256Hex,
    expiresAt: z.iso.datetime(),
  }),
});

/** The mailed link was followed: the parent's account is `parentUserId`. */
export const FamilyJoinConfirmed = defineEvent({
  type: 'FamilyJoinConfirmed',
  schemaVersion: 1,
  schema: z.object({ requestId: id, parentUserId: id }),
});

export const FamilyMembershipStarted = defineEvent({
  type: 'FamilyMembershipStarted',
  schemaVersion: 1,
  schema: z.object({ parentUserId: id, joinRequestId: id.nullable(), endsOn: isoDate }),
});

export const FamilyChildAdded = defineEvent({
  type: 'FamilyChildAdded',
  schemaVersion: 1,
  schema: z.object({ parentUserId: id, childUserId: id }),
});

export const FamilyMembershipRenewed = defineEvent({
  type: 'FamilyMembershipRenewed',
  schemaVersion: 1,
  schema: z.object({ parentUserId: id, previousEndsOn: isoDate, endsOn: isoDate }),
});

export const RenewalReminderPostponed = defineEvent({
  type: 'RenewalReminderPostponed',
  schemaVersion: 1,
  schema: z.object({ parentUserId: id, until: z.iso.datetime() }),
});

export const membershipEvents = [
  FamilyJoinRequested,
  FamilyJoinConfirmed,
  FamilyMembershipStarted,
  FamilyChildAdded,
  FamilyMembershipRenewed,
  RenewalReminderPostponed,
] as const;
export type FamilyMembershipEvent = EventOf<(typeof membershipEvents)[number]>;

type Actor = { userId: string; role: UserRole };

export type FamilyMembershipCommand =
  | { type: 'RequestFamilyJoin'; data: EventOf<typeof FamilyJoinRequested>['data'] & { usernameHeld: boolean } }
  | { type: 'ConfirmFamilyJoin'; data: { requestId: string; parentUserId: string; now: Date } }
  | { type: 'StartFamilyMembership'; data: { parentUserId: string; joinRequestId: string | null; endsOn: string } }
  /** `childCount`: the family's children now (from the directory). */
  | { type: 'AddFamilyChild'; data: { actor: Actor; parentUserId: string; childUserId: string; childCount: number } }
  | { type: 'RenewFamilyMembership'; data: { actor: Actor; now: Date } }
  | { type: 'PostponeRenewalReminder'; data: { actor: Actor; now: Date } };

export interface FamilyMembershipState {
  joinRequest: { expiresAt: string; confirmed: boolean } | null;
  membership: { parentUserId: string; endsOn: string; postponedUntil: string | null } | null;
}

/** The date a year after `date` (`YYYY-MM-DD`; 29 February → 1 March). */
export function aYearAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

export const dateOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whole days from `now`'s date to `endsOn` (negative once it has ended). */
export function daysUntil(endsOn: string, now: Date): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00.000Z`) - Date.parse(`${dateOf(now)}T00:00:00.000Z`)) / 86_400_000);
}

/** The renewal reminder is due within 30 days of the end (or after it), unless "not now" was chosen in the last 7 days. */
export function renewalReminderDue(membership: { endsOn: string; postponedUntil: string | null }, now: Date): boolean {
  if (daysUntil(membership.endsOn, now) > RENEWAL_REMINDER_DAYS) return false;
  return membership.postponedUntil === null || now.getTime() >= Date.parse(membership.postponedUntil);
}

/** Only a family's parent adds children and renews (a child, a teacher, a visitor: no). */
export function mayManageFamily(role: UserRole): boolean {
  return role === 'parent';
}

function requireParentOf(actor: Actor, state: FamilyMembershipState) {
  if (!mayManageFamily(actor.role)) throw new DomainError(membershipErrors.parentsOnly, 403);
  if (!state.membership || state.membership.parentUserId !== actor.userId) throw new DomainError(membershipErrors.noMembership, 404);
  return state.membership;
}

export const familyMembership = {
  initialState: (): FamilyMembershipState => ({ joinRequest: null, membership: null }),

  evolve(state: FamilyMembershipState, event: FamilyMembershipEvent): FamilyMembershipState {
    switch (event.type) {
      case 'FamilyJoinRequested':
        return { ...state, joinRequest: { expiresAt: event.data.expiresAt, confirmed: false } };
      case 'FamilyJoinConfirmed':
        return state.joinRequest ? { ...state, joinRequest: { ...state.joinRequest, confirmed: true } } : state;
      case 'FamilyMembershipStarted':
        return { ...state, membership: { parentUserId: event.data.parentUserId, endsOn: event.data.endsOn, postponedUntil: null } };
      case 'FamilyMembershipRenewed':
        return state.membership ? { ...state, membership: { ...state.membership, endsOn: event.data.endsOn, postponedUntil: null } } : state;
      case 'RenewalReminderPostponed':
        return state.membership ? { ...state, membership: { ...state.membership, postponedUntil: event.data.until } } : state;
      case 'FamilyChildAdded':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: FamilyMembershipCommand, state: FamilyMembershipState): FamilyMembershipEvent[] {
    switch (command.type) {
      case 'RequestFamilyJoin': {
        const { usernameHeld, ...data } = command.data;
        if (state.joinRequest) throw new DomainError('membership.already_requested', 409);
        if (!JOIN_USERNAME.test(data.username)) throw new DomainError(membershipErrors.usernameInvalid, 400);
        if (normalizedEmailAddress(data.email) !== data.email) throw new DomainError(membershipErrors.invalidEmail, 400);
        if (usernameHeld) throw new DomainError(membershipErrors.usernameTaken, 400);
        return [{ type: 'FamilyJoinRequested', data }];
      }
      case 'ConfirmFamilyJoin': {
        const { requestId, parentUserId, now } = command.data;
        const request = state.joinRequest;
        if (!request || request.confirmed || now.getTime() >= Date.parse(request.expiresAt)) throw new DomainError(membershipErrors.invalidToken, 400);
        return [{ type: 'FamilyJoinConfirmed', data: { requestId, parentUserId } }];
      }
      case 'StartFamilyMembership':
        if (state.membership) throw new DomainError('membership.already_started', 409);
        return [{ type: 'FamilyMembershipStarted', data: command.data }];
      case 'AddFamilyChild': {
        const { actor, parentUserId, childUserId, childCount } = command.data;
        requireParentOf(actor, state);
        if (actor.userId !== parentUserId) throw new DomainError(membershipErrors.parentsOnly, 403);
        if (childCount >= MAX_CHILDREN) throw new DomainError(membershipErrors.tooManyChildren, 409);
        return [{ type: 'FamilyChildAdded', data: { parentUserId, childUserId } }];
      }
      case 'RenewFamilyMembership': {
        const { actor, now } = command.data;
        const membership = requireParentOf(actor, state);
        if (daysUntil(membership.endsOn, now) > RENEWAL_REMINDER_DAYS) throw new DomainError(membershipErrors.nothingToRenew, 409);
        // A year from the end, or from today when it has already ended.
        const from = daysUntil(membership.endsOn, now) < 0 ? dateOf(now) : membership.endsOn;
        return [{ type: 'FamilyMembershipRenewed', data: { parentUserId: actor.userId, previousEndsOn: membership.endsOn, endsOn: aYearAfter(from) } }];
      }
      case 'PostponeRenewalReminder': {
        const { actor, now } = command.data;
        const membership = requireParentOf(actor, state);
        if (!renewalReminderDue(membership, now)) throw new DomainError(membershipErrors.nothingToRenew, 409);
        return [{ type: 'RenewalReminderPostponed', data: { parentUserId: actor.userId, until: new Date(now.getTime() + RENEWAL_POSTPONE_MS).toISOString() } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const membershipStreams = {
  joinRequest: (requestId: string) => `family-join-request:${requestId}`,
  membership: (parentUserId: string) => `family-membership:${parentUserId}`,
};

/** `GET /membership/family` (server answer and client type). */
export interface FamilyMembershipView {
  family: {
    parentUsername: string;
    /** The parent's address; null for a child looking. */
    email: string | null;
    endsOn: string | null;
    children: { userId: string; username: string; displayName: string; hasSecretWord: boolean }[];
  } | null;
}

/** The legacy server-driven dialog (spec §3; server answer and client type). */
export interface LegacyDialogModel {
  header: string;
  body: string;
  /** A `submit` button may carry `name` and `value`: posted with the form's data, as an HTML submit button's are. */
  buttons: { text: string; handler: string; name?: string; value?: string }[];
  form?: { action: string; method: string };
}
