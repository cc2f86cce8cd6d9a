import { assign, fromPromise, setup } from 'xstate';
import { signInErrorOf } from '../../shared/sign-in-form/sign-in-error-state';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';

/**
 * The quick sign-in form in the visitor's header (spec §2.12, §4 "Sign-in"):
 * fields start enabled; on submit with both fields filled both are disabled
 * while the bot-check token is requested, then the sign-in is sent; otherwise
 * the empty-submit handler runs (it opens the sign-in dialog, no message). A
 * refused sign-in hands its error to the sign-in dialog (the quick form shows
 * no error wording, §8). While that dialog is open the fields stay disabled;
 * they re-enable when the dialog state clears.
 */

export interface QuickSignInContext {
  username: string;
  password: string;
  rememberUser: boolean;
  botCheckToken: string | null;
}

export type QuickSignInEvent =
  | { type: 'username.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'rememberUser.changed'; value: boolean }
  | { type: 'submit' }
  | { type: 'dialogCleared' };

export const quickSignInMachine = setup({
  types: { context: {} as QuickSignInContext, events: {} as QuickSignInEvent },
  actors: {
    requestBotCheckToken: fromPromise<string | null>(async () => null),
    signIn: fromPromise<SignedIn | void, { username: string; password: string; rememberUser: boolean; botCheckToken: string | null }>(async () => {
      throw new Error('signIn is provided by the form');
    }),
  },
  guards: {
    hasBothFields: ({ context }) => context.username.trim() !== '' && context.password !== '',
  },
  actions: {
    /** The empty-submit handler: opens the sign-in dialog with what was typed, no message. */
    onEmptySubmit: (_, _params: { username: string }) => undefined,
    /** A refused sign-in: opens the sign-in dialog showing the refusal. */
    onRefused: (_, _params: { username: string; errorKey: string | null }) => undefined,
    onSignedIn: (_, _params: SignedIn | void) => undefined,
    keepToken: assign({ botCheckToken: (_, token: string | null) => token }),
    clearPassword: assign({ password: '', botCheckToken: null }),
  },
}).createMachine({
  id: 'quickSignIn',
  context: { username: '', password: '', rememberUser: false, botCheckToken: null },
  initial: 'enabled',
  states: {
    enabled: {
      on: {
        'username.changed': { actions: assign({ username: ({ event }) => event.value }) },
        'password.changed': { actions: assign({ password: ({ event }) => event.value }) },
        'rememberUser.changed': { actions: assign({ rememberUser: ({ event }) => event.value }) },
        submit: [
          { guard: 'hasBothFields', target: 'requestingToken' },
          { target: 'waitingForDialog', actions: { type: 'onEmptySubmit', params: ({ context }) => ({ username: context.username.trim() }) } },
        ],
      },
    },
    requestingToken: {
      invoke: {
        src: 'requestBotCheckToken',
        onDone: { target: 'signingIn', actions: { type: 'keepToken', params: ({ event }) => event.output } },
        onError: 'signingIn',
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          rememberUser: context.rememberUser,
          botCheckToken: context.botCheckToken,
        }),
        onDone: { target: 'signedIn', actions: { type: 'onSignedIn', params: ({ event }) => event.output } },
        onError: {
          target: 'waitingForDialog',
          actions: [
            { type: 'onRefused', params: ({ context, event }) => ({ username: context.username.trim(), errorKey: signInErrorOf(event.error).messageKey }) },
            'clearPassword',
          ],
        },
      },
    },
    waitingForDialog: {
      on: { dialogCleared: 'enabled' },
    },
    signedIn: { type: 'final' },
  },
});
