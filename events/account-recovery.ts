import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import type { UserRole } from './school-directory';

// Account recovery (issue 14): forgot username, forgot password, forgot secret
// word. A credential request is a stream `credential-request:<requestId>`,
// appended only when a mail goes out. No event holds an address in clear (its
// SHA-256 hash does), a token or a link (the token's SHA-256 hash does), a
// password or a secret word (the directory's PasswordSet/SecretWordSet keep
// argon2id hashes). See docs/account-recovery.md.

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** Spec §3 credential request payload's `type`. */
export const credentialRequestType = z.enum(['USERNAME', 'PASSWORD', 'SECRET_WORD']);
export type CredentialRequestType = z.infer<typeof credentialRequestType>;

/** Spec §8 credential request error types; each renders `credential_request_dialog.form.error.{type}`. */
export const credentialRequestErrorTypes = [
  'MISSING_EMAIL',
  'MISSING_USERNAME',
  'INVALID_EMAIL',
  'NO_ACCOUNT',
  'WRONG_CUSTOM_DOMAIN',
  'USERNAME_NOT_FOUND',
  'MISMATCHED_USERNAME_AND_EMAIL',
  'SSO_ONLY',
] as const;
export type CredentialRequestErrorType = (typeof credentialRequestErrorTypes)[number];

export const credentialRequestErrorKey = (type: CredentialRequestErrorType) => `credential_request_dialog.form.error.${type}` as const;

/** Spec §7 credential request response (server answer and client type). */
export interface CredentialRequestAnswer {
  supportEmail: string;
  /** Where the mail went: the typed address (USERNAME, PASSWORD) or the parent's, masked (SECRET_WORD); null when nothing was mailed. */
  familyEmail: string | null;
  /** A child asked for its secret word: nothing is mailed, the child asks the parent. */
  askParent?: true;
}

/** Spec §8 credential request error body (server answer and client type). */
export interface CredentialRequestError {
  error: ReturnType<typeof credentialRequestErrorKey>;
  type: CredentialRequestErrorType;
  ssoCustomDomain?: string;
  ssoCustomDomainUrl?: string;
}

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** One key for a reset token that was used, expired, altered or never issued: the page cannot tell them apart, nor can anyone else. */
export const INVALID_RESET_TOKEN = 'credential_request.reset.invalid_token';

export const CredentialRequested = defineEvent({
  type: 'CredentialRequested',
  schemaVersion: 1,
  schema: z.object({
    requestId: id,
    type: credentialRequestType,
    /** SHA-256 of the lowercased address mailed (never the address); null for SECRET_WORD (the parent's own address). */
    emailHash: sha256Hex.nullable(),
    /** The accounts the mail is about (usernames listed, or whose credential may be reset). */
    userIds: z.array(id).max(100),
    /** One reset link per account, by the SHA-256 of its token (never the token); empty for USERNAME. */
    resets: z.array(z.object({ userId: id, tokenHash: sha256Hex })).max(20),
    /** When the links stop working; null when there are none. */
    expiresAt: z.iso.datetime().nullable(),
    /** The signed-in parent who asked (SECRET_WORD); null for a visitor's request. */
    requestedBy: id.nullable(),
  }),
});

/** A reset link was used: the password was set (directory `PasswordSet`, a hash) and the account's sessions ended. */
export const PasswordResetCompleted = defineEvent({
  type: 'PasswordResetCompleted',
  schemaVersion: 1,
  schema: z.object({ requestId: id, userId: id }),
});

/** A parent used a secret-word link: the child's secret word was set (directory `SecretWordSet`, a hash). */
export const SecretWordResetCompleted = defineEvent({
  type: 'SecretWordResetCompleted',
  schemaVersion: 1,
  schema: z.object({ requestId: id, userId: id }),
});

/** The account signs in only through its district's single sign-on: password requests answer SSO_ONLY. */
export const SingleSignOnRequired = defineEvent({
  type: 'SingleSignOnRequired',
  schemaVersion: 1,
  schema: z.object({ userId: id, districtId: id }),
});

export const accountRecoveryEvents = [CredentialRequested, PasswordResetCompleted, SecretWordResetCompleted, SingleSignOnRequired] as const;
export type AccountRecoveryEvent = EventOf<(typeof accountRecoveryEvents)[number]>;

export type AccountRecoveryCommand =
  | { type: 'RecordCredentialRequest'; data: EventOf<typeof CredentialRequested>['data'] }
  | { type: 'CompleteReset'; data: { requestId: string; userId: string; kind: 'PASSWORD' | 'SECRET_WORD'; now: Date } }
  | { type: 'RequireSingleSignOn'; data: { userId: string; districtId: string | null } };

export interface AccountRecoveryState {
  type: CredentialRequestType | null;
  expiresAt: string | null;
  resetUserIds: ReadonlySet<string>;
  completed: ReadonlySet<string>;
  singleSignOn: boolean;
}

export const accountRecovery = {
  initialState: (): AccountRecoveryState => ({ type: null, expiresAt: null, resetUserIds: new Set(), completed: new Set(), singleSignOn: false }),

  evolve(state: AccountRecoveryState, event: AccountRecoveryEvent): AccountRecoveryState {
    switch (event.type) {
      case 'CredentialRequested':
        return { ...state, type: event.data.type, expiresAt: event.data.expiresAt, resetUserIds: new Set(event.data.resets.map((reset) => reset.userId)) };
      case 'PasswordResetCompleted':
      case 'SecretWordResetCompleted':
        return { ...state, completed: new Set([...state.completed, event.data.userId]) };
      case 'SingleSignOnRequired':
        return { ...state, singleSignOn: true };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: AccountRecoveryCommand, state: AccountRecoveryState): AccountRecoveryEvent[] {
    switch (command.type) {
      case 'RecordCredentialRequest': {
        if (state.type !== null) throw new DomainError('credential_request.already_recorded', 409);
        const { type, resets, expiresAt } = command.data;
        if (type === 'USERNAME' ? resets.length > 0 : resets.length === 0 || expiresAt === null) throw new DomainError('credential_request.invalid', 400);
        return [{ type: 'CredentialRequested', data: command.data }];
      }
      case 'CompleteReset': {
        const { requestId, userId, kind, now } = command.data;
        // Used twice, expired, for another kind or never issued: the same refusal.
        if (state.type !== kind || !state.resetUserIds.has(userId) || state.completed.has(userId)) throw new DomainError(INVALID_RESET_TOKEN, 400);
        if (state.expiresAt === null || now.getTime() >= Date.parse(state.expiresAt)) throw new DomainError(INVALID_RESET_TOKEN, 400);
        return kind === 'PASSWORD'
          ? [{ type: 'PasswordResetCompleted', data: { requestId, userId } }]
          : [{ type: 'SecretWordResetCompleted', data: { requestId, userId } }];
      }
      case 'RequireSingleSignOn': {
        const { userId, districtId } = command.data;
        if (districtId === null) throw new DomainError('credential_request.sso_needs_a_district', 400);
        if (state.singleSignOn) return [];
        return [{ type: 'SingleSignOnRequired', data: { userId, districtId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const accountRecoveryStreams = {
  request: (requestId: string) => `credential-request:${requestId}`,
  singleSignOn: (userId: string) => `single-sign-on:${userId}`,
};

/** What the server knows about the account a PASSWORD request names (looked up by the route). */
export interface PasswordRequestFacts {
  /** The account with the typed username, if any. */
  account: { userId: string; role: UserRole; districtId: string | null } | null;
  /** Its recovery address: its own e-mail, a family child's parent's; null for a school student. */
  recoveryEmail: string | null;
  /** `customDomain` given: the district with that name (null when no district has it); undefined when not given. */
  customDomainDistrictId?: string | null;
  /** The district custom domain name when the account signs in only through single sign-on, else null. */
  ssoCustomDomain: string | null;
}

/**
 * Spec §8: the error of a PASSWORD request whose username and e-mail passed the
 * field checks, or null when the reset link is to be mailed. Order: the
 * username exists, the district page it came through is its own, it is not
 * SSO-only, and the address is its recovery address.
 */
export function passwordRequestError(email: string, facts: PasswordRequestFacts): CredentialRequestErrorType | null {
  const { account } = facts;
  if (!account) return 'USERNAME_NOT_FOUND';
  if (facts.customDomainDistrictId !== undefined && (facts.customDomainDistrictId === null || facts.customDomainDistrictId !== account.districtId)) {
    return 'WRONG_CUSTOM_DOMAIN';
  }
  if (facts.ssoCustomDomain !== null) return 'SSO_ONLY';
  if (facts.recoveryEmail === null || facts.recoveryEmail !== email) return 'MISMATCHED_USERNAME_AND_EMAIL';
  return null;
}

/** Spec §4 forgot secret word: a parent gets the request (a mail), a child the confirmation to ask the parent; nobody else. */
export function secretWordRequestFor(role: UserRole | null): 'mail' | 'askParent' {
  if (role === null) throw new DomainError('request.sign_in_required', 401);
  if (role === 'parent') return 'mail';
  if (role === 'child') return 'askParent';
  throw new DomainError('credential_request.secret_word_family_only', 403);
}

/** `park.family@example.com` → `p•••@example.com`: enough for the parent to recognise, not enough to harvest. */
export function maskedEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
