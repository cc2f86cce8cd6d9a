import { assign, fromPromise, setup } from 'xstate';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import type { SubAccount } from '../../shared/session/session';
import type { SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { errorOf } from '../../shared/http/error-of';

/**
 * Sub-account sign-in (spec §2.14, §4, §5, §8): pick a family account; a child
 * with `isSecretWordRequired` asks for the secret word (blank →
 * `secret_word_form.error.blank` without a request, wrong → the server's
 * `secret_word_form.error.incorrect`), any other account signs in at once. A
 * child picking the parent is handed to the parent avatar dialog (the parent's
 * password). One request at a time.
 */

export const SECRET_WORD_BLANK_KEY = 'secret_word_form.error.blank';

export interface SubAccountContext {
  accounts: SubAccount[];
  /** The signed-in account's username (not offered). */
  currentUsername: string;
  currentIsChild: boolean;
  selected: string | null;
  secretWord: string;
  step: 'picking' | 'secretWord';
  errorKey: string | null;
  refusals: number;
  accepted: SignedIn | null;
}

export type SubAccountEvent =
  | { type: 'select'; username: string }
  | { type: 'continue' }
  | { type: 'secretWord.changed'; value: string }
  | { type: 'back' }
  | { type: 'submit' };

export interface SubAccountInput {
  accounts: SubAccount[];
  currentUsername: string;
  currentIsChild: boolean;
  initialUsername: string | null;
  /** Reopened from the forgot-secret-word help: straight to the secret word. */
  resumeSecretWord?: boolean;
}

const selectedAccount = (context: SubAccountContext) => context.accounts.find((account) => account.username === context.selected) ?? null;

export const subAccountMachine = setup({
  types: {
    context: {} as SubAccountContext,
    events: {} as SubAccountEvent,
    input: {} as SubAccountInput,
  },
  actors: {
    signInAs: fromPromise<SignedIn, { account: SubAccount; secretWord: string | null }>(async () => {
      throw new Error('signInAs is provided by the dialog');
    }),
  },
  guards: {
    nothingSelected: ({ context }) => selectedAccount(context) === null,
    parentForChild: ({ context }) => context.currentIsChild && selectedAccount(context)?.isParent === true,
    needsSecretWord: ({ context }) => selectedAccount(context)?.isSecretWordRequired === true,
    secretWordBlank: ({ context }) => context.secretWord.trim() === '',
  },
  actions: {
    handToParentAvatar: () => undefined,
    select: assign({ selected: ({ event }) => (event.type === 'select' ? event.username : null), errorKey: null }),
    setSecretWord: assign({ secretWord: ({ event }) => (event.type === 'secretWord.changed' ? event.value : '') }),
    showBlank: assign({ errorKey: SECRET_WORD_BLANK_KEY, refusals: ({ context }) => context.refusals + 1 }),
    clearError: assign({ errorKey: null }),
    showRefusal: assign(({ context }, error: unknown) => ({
      errorKey: isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY,
      refusals: context.refusals + 1,
      secretWord: '',
    })),
  },
}).createMachine({
  id: 'subAccountSignIn',
  context: ({ input }) => {
    const offered = input.accounts.filter((account) => account.username !== input.currentUsername);
    const selected = offered.some((account) => account.username === input.initialUsername) ? input.initialUsername : null;
    const resume = input.resumeSecretWord === true && selected !== null && offered.find((a) => a.username === selected)?.isSecretWordRequired === true;
    return {
      accounts: input.accounts,
      currentUsername: input.currentUsername,
      currentIsChild: input.currentIsChild,
      selected,
      secretWord: '',
      step: resume ? 'secretWord' : 'picking',
      errorKey: null,
      refusals: 0,
      accepted: null,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.step === 'secretWord', target: 'secretWord' }, { target: 'picking' }],
    },
    picking: {
      entry: assign({ step: 'picking' }),
      on: {
        select: { actions: 'select' },
        continue: [
          { guard: 'nothingSelected' },
          { guard: 'parentForChild', actions: 'handToParentAvatar' },
          { guard: 'needsSecretWord', target: 'secretWord', actions: 'clearError' },
          { target: 'signingIn', actions: 'clearError' },
        ],
      },
    },
    secretWord: {
      entry: assign({ step: 'secretWord' }),
      on: {
        'secretWord.changed': { actions: 'setSecretWord' },
        back: { target: 'picking', actions: [assign({ secretWord: '' }), 'clearError'] },
        submit: [{ guard: 'secretWordBlank', actions: 'showBlank' }, { target: 'signingIn', actions: 'clearError' }],
      },
    },
    signingIn: {
      invoke: {
        src: 'signInAs',
        input: ({ context }) => ({
          account: selectedAccount(context)!,
          secretWord: context.step === 'secretWord' ? context.secretWord : null,
        }),
        onDone: { target: 'signedIn', actions: assign({ accepted: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ context }) => context.step === 'secretWord',
            target: 'secretWord',
            actions: { type: 'showRefusal', params: errorOf },
          },
          { target: 'picking', actions: { type: 'showRefusal', params: errorOf } },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
