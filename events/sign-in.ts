import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// Sign-in and sessions. A session is a stream `session:<sessionId>`; the
// session id is not the secret: the browser holds a random token and the log
// keeps only its SHA-256 hash (never the token, never the password, never a
// secret word, never a bot-check token or a sub-account login).

/** Spec §7 sign-in submit's location (where the sign-in form was). */
export const signInLocation = z.enum(['SIGNIN_MODAL', 'PRACTICE_LIMIT_MODAL', 'QUICK_SIGNIN', 'FLUENCY_ZONE_MODAL', 'CUSTOM_DOMAIN_PAGE']);

export const SignedIn = defineEvent({
  type: 'SignedIn',
  // v2: where the sign-in was made, and the session a family switch (POST /signin/sub-account) came from.
  schemaVersion: 2,
  schema: z.object({
    sessionId: id,
    userId: id,
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    rememberUser: z.boolean(),
    expiresAt: z.iso.datetime(),
    address: z.string().max(64),
    /** The form's location; null for a family switch (and for sessions of schema version 1). */
    location: signInLocation.nullable(),
    /** The session this one replaced when a family member switched to another (it ended as `switched_sub_account`). */
    switchedFromSessionId: id.nullable(),
  }),
  upcasters: { 1: (data) => ({ ...(data as object), location: null, switchedFromSessionId: null }) },
});

export const SignInFailed = defineEvent({
  type: 'SignInFailed',
  // v2: a wrong secret word (a family switch) is a failure too.
  schemaVersion: 2,
  schema: z.object({
    /** The username as typed (trimmed, lowercased, at most 64 characters), or the family member switched to. */
    username: z.string().max(64),
    address: z.string().max(64),
    reason: z.enum(['unknown_user', 'wrong_password', 'wrong_secret_word']),
  }),
  upcasters: { 1: (data) => data },
});

export const SignedOut = defineEvent({
  type: 'SignedOut',
  // v2: `switched_sub_account`, the end of a session a family switch replaced. v3: `password_reset` (issue 14: a reset ends every session).
  schemaVersion: 3,
  schema: z.object({ sessionId: id, userId: id, reason: z.enum(['signed_out', 'expired', 'switched_sub_account', 'password_reset']) }),
  upcasters: { 1: (data) => data, 2: (data) => data },
});

/**
 * Whom the sign-in throttle counts an address's failures against: an IPv4
 * address as it is (also when IPv4-mapped), an IPv6 address by its /64 — one
 * subscriber's network, which can hand out any address in it
 * (docs/sign-in.md "Throttling").
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const signInEvents = [SignedIn, SignInFailed, SignedOut] as const;
export type SignInEvent = EventOf<(typeof signInEvents)[number]>;

export type SignInCommand =
  | { type: 'StartSession'; data: EventOf<typeof SignedIn>['data'] }
  | { type: 'RecordFailedSignIn'; data: EventOf<typeof SignInFailed>['data'] }
  | { type: 'EndSession'; data: { sessionId: string; reason: EventOf<typeof SignedOut>['data']['reason'] } };

export interface SessionState {
  userId: string | null;
  ended: boolean;
}

export const signIn = {
  initialState: (): SessionState => ({ userId: null, ended: false }),

  evolve(state: SessionState, event: SignInEvent): SessionState {
    switch (event.type) {
      case 'SignedIn':
        return { userId: event.data.userId, ended: false };
      case 'SignedOut':
        return { ...state, ended: true };
      default:
        return state;
    }
  },

  decide(command: SignInCommand, state: SessionState): SignInEvent[] {
    switch (command.type) {
      case 'StartSession':
        if (state.userId !== null) throw new DomainError('sign_in.session_exists', 409);
        return [{ type: 'SignedIn', data: command.data }];
      case 'RecordFailedSignIn':
        return [{ type: 'SignInFailed', data: command.data }];
      case 'EndSession':
        if (state.userId === null) throw new DomainError('sign_in.no_session', 401);
        if (state.ended) return [];
        return [{ type: 'SignedOut', data: { sessionId: command.data.sessionId, userId: state.userId, reason: command.data.reason } }];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const signInStreams = {
  session: (sessionId: string) => `session:${sessionId}`,
  /** Failed attempts are grouped per typed username (its hash keeps the stream id subject-safe). */
  failures: (usernameHash: string) => `sign-in-failures:${usernameHash}`,
};
