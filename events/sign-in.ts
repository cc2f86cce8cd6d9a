import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// Sign-in and sessions. A session is a stream `session:<sessionId>`; the
// session id is not the secret: the browser holds a random token and the log
// keeps only its SHA-256 hash (never the token, never the password).

export const SignedIn = defineEvent({
  type: 'SignedIn',
  schemaVersion: 1,
  schema: z.object({
    sessionId: id,
    userId: id,
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    rememberUser: z.boolean(),
    expiresAt: z.iso.datetime(),
    address: z.string().max(64),
  }),
});

export const SignInFailed = defineEvent({
  type: 'SignInFailed',
  schemaVersion: 1,
  schema: z.object({
    /** The username as typed (trimmed, lowercased, at most 64 characters). */
    username: z.string().max(64),
    address: z.string().max(64),
    reason: z.enum(['unknown_user', 'wrong_password']),
  }),
});

export const SignedOut = defineEvent({
  type: 'SignedOut',
  schemaVersion: 1,
  schema: z.object({ sessionId: id, userId: id, reason: z.enum(['signed_out', 'expired']) }),
});

export const signInEvents = [SignedIn, SignInFailed, SignedOut] as const;
export type SignInEvent = EventOf<(typeof signInEvents)[number]>;

export type SignInCommand =
  | { type: 'StartSession'; data: EventOf<typeof SignedIn>['data'] }
  | { type: 'RecordFailedSignIn'; data: EventOf<typeof SignInFailed>['data'] }
  | { type: 'EndSession'; data: { sessionId: string; reason: 'signed_out' | 'expired' } };

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
