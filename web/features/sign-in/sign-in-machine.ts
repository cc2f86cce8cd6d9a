import { assign, fromPromise, setup } from 'xstate';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import type { SignInCredentials } from '../../shared/session/session';

/**
 * The sign-in form (spec §4, §5): both fields must be non-empty (client error,
 * no request); one request at a time; a failed attempt shows the server's
 * error and clears the password.
 */

export const CLIENT_ERROR_KEY = 'signin_redesign.signin_form.login_error.client_error';

export interface SignInContext extends SignInCredentials {
  /** An i18n key, or null for no error. */
  errorKey: string | null;
  retryAfterSeconds: number | null;
  /** Counts refused attempts, so the same error shown twice is announced twice. */
  refusals: number;
}

export type SignInEvent =
  | { type: 'username.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'rememberUser.changed'; value: boolean }
  | { type: 'submit' };

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { username?: string } | undefined,
  },
  actors: {
    submitSignIn: fromPromise<void, SignInCredentials>(async () => {
      throw new Error('submitSignIn is provided by the form');
    }),
  },
  guards: {
    hasBothFields: ({ context }) => context.username.trim() !== '' && context.password !== '',
  },
  actions: {
    setUsername: assign({ username: ({ event }) => (event.type === 'username.changed' ? event.value : '') }),
    setPassword: assign({ password: ({ event }) => (event.type === 'password.changed' ? event.value : '') }),
    setRememberUser: assign({ rememberUser: ({ event }) => event.type === 'rememberUser.changed' && event.value }),
    showClientError: assign({
      errorKey: CLIENT_ERROR_KEY,
      retryAfterSeconds: null,
      refusals: ({ context }) => context.refusals + 1,
    }),
    clearError: assign({ errorKey: null, retryAfterSeconds: null }),
    showServerError: assign(({ context }, error: unknown) => ({
      refusals: context.refusals + 1,
      errorKey: isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY,
      retryAfterSeconds:
        isHttpError(error) && typeof error.details.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : null,
    })),
    clearPassword: assign({ password: '' }),
  },
}).createMachine({
  id: 'signIn',
  // The username may come prefilled (switching to another family account).
  context: ({ input }) => ({ username: input?.username ?? '', password: '', rememberUser: false, errorKey: null, retryAfterSeconds: null, refusals: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'username.changed': { actions: 'setUsername' },
        'password.changed': { actions: 'setPassword' },
        'rememberUser.changed': { actions: 'setRememberUser' },
        submit: [{ guard: 'hasBothFields', target: 'submitting', actions: 'clearError' }, { actions: 'showClientError' }],
      },
    },
    // Fields are read-only and further submits are ignored while the request is in flight.
    submitting: {
      invoke: {
        src: 'submitSignIn',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          rememberUser: context.rememberUser,
        }),
        onDone: 'signedIn',
        onError: {
          target: 'editing',
          actions: [{ type: 'showServerError', params: ({ event }: { event: { error: unknown } }) => event.error }, 'clearPassword'],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
