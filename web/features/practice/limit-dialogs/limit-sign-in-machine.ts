import { assign, fromPromise, setup } from 'xstate';
import { isHttpError } from '../../../shared/http/http-error';
import { errorOf } from '../../../shared/http/error-of';

/**
 * The sign-in form of the practice-limit and fluency-zone dialogs (spec §5,
 * §8; CLARIFICATIONS: either field empty):
 *
 *   idle ─submit, a field empty→ idle + the missing-credentials action (nothing sent)
 *   idle ─submit→ verifying (the bot-check token, action `signin_10q_limit`) → signingIn
 *   signingIn ─200→ signedIn (final)
 *             ─401→ idle + the invalid-credentials action
 *             ─any other status→ idle, logged only
 *
 * The two actions are the dialog-level answers the spec names; the dialog
 * shows their text. The password is cleared after a refusal.
 */

export type LimitSignInAction = 'missingCredentials' | 'invalidCredentials';

export interface LimitSignInContext {
  /** The last action raised (null: none since the last submit). */
  action: LimitSignInAction | null;
  /** Counts actions, so the same one twice is announced twice. */
  actions: number;
  /** The credentials being sent (cleared when the attempt ends). */
  pending: { username: string; password: string } | null;
  botCheckToken: string | null;
}

export type LimitSignInEvent = { type: 'submit'; username: string; password: string };

export interface LimitSignInInput {
  username: string;
  password: string;
  botCheckToken: string | null;
}

export const limitSignInMachine = setup({
  types: {
    context: {} as LimitSignInContext,
    events: {} as LimitSignInEvent,
  },
  actors: {
    requestBotCheckToken: fromPromise<string | null>(async () => null),
    signIn: fromPromise<unknown, LimitSignInInput>(() => Promise.reject(new Error('signIn not provided'))),
  },
  guards: {
    fieldEmpty: ({ event }) => event.username.trim() === '' || event.password === '',
    unauthorized: (_, error: unknown) => isHttpError(error) && error.status === 401,
  },
  actions: {
    raise: assign(({ context }, action: LimitSignInAction) => ({ action, actions: context.actions + 1 })),
    takeCredentials: assign(({ event }) => ({ action: null, pending: { username: event.username.trim(), password: event.password }, botCheckToken: null })),
    takeToken: assign((_, botCheckToken: string | null) => ({ botCheckToken })),
    forgetCredentials: assign({ pending: null, botCheckToken: null }),
    logFailure: (_, error: unknown) => console.warn('practice-limit sign-in failed', isHttpError(error) ? `${error.status} ${error.errorKey}` : error),
  },
}).createMachine({
  id: 'limitSignIn',
  context: { action: null, actions: 0, pending: null, botCheckToken: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: [{ guard: 'fieldEmpty', actions: { type: 'raise', params: 'missingCredentials' } }, { target: 'verifying', actions: 'takeCredentials' }],
      },
    },
    verifying: {
      invoke: {
        src: 'requestBotCheckToken',
        onDone: { target: 'signingIn', actions: { type: 'takeToken', params: ({ event }) => event.output } },
        // A check that could not be had: the server decides (it may not need one).
        onError: { target: 'signingIn' },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ username: context.pending?.username ?? '', password: context.pending?.password ?? '', botCheckToken: context.botCheckToken }),
        onDone: { target: 'signedIn', actions: 'forgetCredentials' },
        onError: [
          {
            guard: { type: 'unauthorized', params: errorOf },
            target: 'idle',
            actions: ['forgetCredentials', { type: 'raise', params: 'invalidCredentials' }],
          },
          { target: 'idle', actions: ['forgetCredentials', { type: 'logFailure', params: errorOf }] },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
