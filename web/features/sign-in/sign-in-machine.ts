import { assign, fromPromise, setup } from 'xstate';
import {
  CLIENT_SIGN_IN_ERROR,
  NO_SIGN_IN_ERROR,
  signInErrorFromKey,
  signInErrorOf,
  type SignInError,
} from '../../shared/sign-in-form/sign-in-error-state';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { errorOf } from '../../shared/http/error-of';

/**
 * The sign-in form of the dialog and the page (spec §4 "Sign-in", §5, §8):
 * both fields must be non-empty (clientError, no request); on submit the bot
 * check token is requested, then the credentials sent with it; one attempt at
 * a time (a second submit while one is in flight is ignored); a refused attempt
 * shows serverError (401, 429) or recaptchaError (422) and clears the password.
 */

export interface SignInFormCredentials {
  username: string;
  password: string;
  rememberUser: boolean;
}

export interface SignInContext extends SignInFormCredentials {
  error: SignInError;
  /** Counts refused attempts, so the same error shown twice is announced twice. */
  refusals: number;
  /** The solved bot check for the attempt in flight (each token is accepted once). */
  botCheckToken: string | null;
  /** The server's answer once accepted. */
  accepted: SignedIn | null;
}

export type SignInEvent =
  | { type: 'username.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'rememberUser.changed'; value: boolean }
  | { type: 'submit' };

export interface SignInMachineInput {
  username?: string;
  /** An error to start with (the quick form's refusal handed on). */
  errorKey?: string | null;
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInMachineInput | undefined,
  },
  actors: {
    requestBotCheckToken: fromPromise<string | null>(async () => null),
    submitSignIn: fromPromise<SignedIn | void, SignInFormCredentials & { botCheckToken: string | null }>(async () => {
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
    showClientError: assign({ error: CLIENT_SIGN_IN_ERROR, refusals: ({ context }) => context.refusals + 1 }),
    clearError: assign({ error: NO_SIGN_IN_ERROR }),
    showRefusal: assign(({ context }, error: unknown) => ({ refusals: context.refusals + 1, error: signInErrorOf(error) })),
    clearPassword: assign({ password: '', botCheckToken: null }),
    keepToken: assign({ botCheckToken: (_, token: string | null) => token }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    username: input?.username ?? '',
    password: '',
    rememberUser: false,
    error: signInErrorFromKey(input?.errorKey),
    refusals: 0,
    botCheckToken: null,
    accepted: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'username.changed': { actions: 'setUsername' },
        'password.changed': { actions: 'setPassword' },
        'rememberUser.changed': { actions: 'setRememberUser' },
        submit: [{ guard: 'hasBothFields', target: 'requestingToken', actions: 'clearError' }, { actions: 'showClientError' }],
      },
    },
    // Fields are read-only and further submits are ignored from here until an answer.
    requestingToken: {
      invoke: {
        src: 'requestBotCheckToken',
        onDone: { target: 'submitting', actions: { type: 'keepToken', params: ({ event }) => event.output } },
        // No token could be had: send without one (the server says 422 if it needed one).
        onError: 'submitting',
      },
    },
    submitting: {
      invoke: {
        src: 'submitSignIn',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          rememberUser: context.rememberUser,
          botCheckToken: context.botCheckToken,
        }),
        onDone: { target: 'signedIn', actions: assign({ accepted: ({ event }) => event.output ?? { debugId: '', userKind: '' } }) },
        onError: {
          target: 'editing',
          actions: [{ type: 'showRefusal', params: errorOf }, 'clearPassword'],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
