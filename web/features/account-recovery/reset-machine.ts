import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isHttpError } from '../../shared/http/http-error';
import { INVALID_TOKEN_KEY, type ResetDone, type ResetKind, type ResetLink } from './reset-api';
import { errorOf } from '../../shared/http/error-of';

/**
 * A reset link's page (`/reset-password?token=`, `/reset-secret-word?token=`):
 *
 *   checking ─link good (of this page's kind)→ editing ─submit→ saving ─→ done
 *            └ no token / used / expired / altered → invalid
 *   editing ─submit with a client error (mismatch, length)→ editing (error shown, nothing sent)
 *   saving ─refused (too short, too long, blank)→ editing (the server's key shown)
 *          └ invalid token (used meanwhile, expired)→ invalid
 */

export interface ResetContext {
  kind: ResetKind;
  token: string;
  username: string;
  /** The i18n key shown under the form (null: none). */
  errorKey: string | null;
  /** Counts refusals, so one text shown twice is announced twice. */
  refusals: number;
}

export type ResetEvent = { type: 'submit'; value: string; confirmation?: string };

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const SECRET_WORD_MAX = 64;

/** The client's checks of a new value (the server makes them too): an i18n key, or null when fine. */
export function newValueError(kind: ResetKind, value: string, confirmation?: string): string | null {
  if (kind === 'SECRET_WORD') {
    if (value.trim() === '') return 'secret_word_form.error.blank';
    if (value.length > SECRET_WORD_MAX) return 'credential_request.reset.secret_word_too_long';
    return null;
  }
  if (value.length < PASSWORD_MIN) return 'credential_request.reset.password_too_short';
  if (value.length > PASSWORD_MAX) return 'credential_request.reset.password_too_long';
  if (confirmation !== undefined && confirmation !== value) return 'accountRecovery.resetPassword.mismatch';
  return null;
}

const isInvalidToken = (error: unknown) => isHttpError(error) && error.errorKey === INVALID_TOKEN_KEY;
const keyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : 'app.error.unexpected');

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as { kind: ResetKind; token: string },
  },
  actors: {
    checkLink: fromPromise<ResetLink, { token: string }>(() => Promise.reject(new Error('checkLink not provided'))),
    reset: fromPromise<ResetDone, { kind: ResetKind; token: string; value: string }>(() => Promise.reject(new Error('reset not provided'))),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isThisKind: ({ context }, link: ResetLink) => link.kind === context.kind,
    valueRefused: ({ context, event }) => newValueError(context.kind, event.value, event.confirmation) !== null,
    tokenRefused: (_, error: unknown) => isInvalidToken(error),
  },
  actions: {
    takeUsername: assign((_, username: string) => ({ username })),
    refuse: assign(({ context }, errorKey: string) => ({ errorKey, refusals: context.refusals + 1 })),
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => ({ kind: input.kind, token: input.token, username: '', errorKey: null, refusals: 0 }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'checking' }, { target: 'invalid' }] },
    checking: {
      invoke: {
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isThisKind', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'takeUsername', params: ({ event }) => event.output.username },
          },
          { target: 'invalid' },
        ],
        onError: [
          { guard: { type: 'tokenRefused', params: errorOf }, target: 'invalid' },
          { target: 'checkFailed', actions: { type: 'refuse', params: ({ event }) => keyOf(event.error) } },
        ],
      },
    },
    /** The check itself failed (network): the form is offered anyway; the reset call decides. */
    checkFailed: { always: 'editing' },
    editing: {
      on: {
        submit: [
          {
            guard: 'valueRefused',
            actions: { type: 'refuse', params: ({ context, event }) => newValueError(context.kind, event.value, event.confirmation)! },
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ errorKey: null }),
      invoke: {
        src: 'reset',
        input: ({ context, event }) => ({ kind: context.kind, token: context.token, value: event.type === 'submit' ? event.value : '' }),
        onDone: { target: 'done', actions: { type: 'takeUsername', params: ({ event }) => event.output.username } },
        onError: [
          { guard: { type: 'tokenRefused', params: errorOf }, target: 'invalid' },
          { target: 'editing', actions: { type: 'refuse', params: ({ event }) => keyOf(event.error) } },
        ],
      },
    },
    done: { type: 'final' },
    invalid: { type: 'final' },
  },
});

export type ResetSnapshot = SnapshotFrom<typeof resetMachine>;
