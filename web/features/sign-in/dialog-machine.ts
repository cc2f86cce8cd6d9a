import { assign, setup } from 'xstate';
import type { DialogRequest, OpenDialogType, SignInFlow, SignInLocation } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';

/**
 * Which sign-in dialog is open and what dismissing returns to (spec §4 "Sign-in",
 * "Dialog switching"): one machine for the whole app, hosted by dialog-host.tsx.
 *
 * - Dismissing any modal clears it (→ closed).
 * - Child-membership link → switchToParent; its approval → switchToParentAvatar;
 *   a switch-to-parent avatar link → switchToParentAvatar.
 * - Switch-sub-account link, sub-account change, sub-account info prompt →
 *   subAccountSignIn; picking the parent there as a child → parentAvatar.
 * - Forgot-username / forgot-password links → their dialogs; forgot secret word
 *   → the request dialog for a parent, the ask-your-parent notice for a child.
 * - A legacy dialog launch → legacyDialog.
 * - Forgot-info dialogs (and the confirmation after a request) return on dismiss
 *   to the flow dialog they were opened from, or close when opened on their own.
 */

export type FlowState = 'signIn' | 'subAccountSignIn' | 'parentAvatar' | 'switchToParentAvatar';
export type CredentialKind = 'USERNAME' | 'PASSWORD' | 'SECRET_WORD';

export interface SignInDialogOptionsContext {
  flow: SignInFlow;
  location: SignInLocation;
  username: string;
  errorKey: string | null;
}

export interface DialogContext {
  signIn: SignInDialogOptionsContext;
  /** The sub-account preselected in the sub-account dialog. */
  subAccountUsername: string | null;
  /** The child account whose secret word was forgotten. */
  secretWordTarget: string | null;
  /** The district whose accounts a forgot-password request is for (opened from its sign-in page). */
  passwordCustomDomain: string | null;
  confirmation: { kind: CredentialKind; response: unknown } | null;
  /** The flow dialog a forgot-info dialog returns to on dismiss (null: close). */
  returnTo: FlowState | null;
  /** Counts openings: a dialog opened again starts fresh. */
  generation: number;
}

export type DialogEvent =
  | { type: 'open'; dialog: DialogRequest }
  | { type: 'childMembershipLink' }
  | { type: 'switchToParentAvatarLink' }
  | { type: 'switchSubAccountLink'; username?: string }
  | { type: 'subAccountChange'; username?: string }
  | { type: 'subAccountInfoPrompt' }
  | { type: 'forgotUsernameLink' }
  | { type: 'forgotPasswordLink' }
  /** The secret-word form's help button: who asks decides which dialog. */
  | { type: 'forgotSecretWordHelp'; requesterIsParent: boolean; targetEncryptedLogin?: string }
  | { type: 'legacyDialogLaunch' }
  | { type: 'approve' }
  | { type: 'pickParent' }
  | { type: 'credentialRequestDone'; kind: CredentialKind; response: unknown }
  | { type: 'signedIn' }
  | { type: 'dismiss' };

const DEFAULT_SIGN_IN: SignInDialogOptionsContext = { flow: 'default', location: 'SIGNIN_MODAL', username: '', errorKey: null };

const FLOW_STATES: readonly FlowState[] = ['signIn', 'subAccountSignIn', 'parentAvatar', 'switchToParentAvatar'];

/** Dismissing a forgot-info dialog: back to the flow dialog it came from, else closed. */
const backToFlow = [
  ...FLOW_STATES.map((state) => ({ guard: { type: 'returnsTo' as const, params: { state } }, target: state })),
  { target: 'closed' },
];

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
  },
  guards: {
    returnsTo: ({ context }, params: { state: FlowState }) => context.returnTo === params.state,
    opens: ({ event }, params: { type: DialogRequest['type'] }) => event.type === 'open' && event.dialog.type === params.type,
    requesterIsParent: ({ event }) => event.type === 'forgotSecretWordHelp' && event.requesterIsParent,
  },
  actions: {
    nextGeneration: assign({ generation: ({ context }) => context.generation + 1 }),
    rememberFlow: assign((_, params: { state: FlowState | null }) => ({ returnTo: params.state })),
    setSignInOptions: assign({
      signIn: ({ event }) => {
        if (event.type !== 'open' || event.dialog.type !== 'signIn') return DEFAULT_SIGN_IN;
        const { flow = 'default', location = 'SIGNIN_MODAL', username = '', errorKey = null } = event.dialog;
        return { flow, location, username, errorKey };
      },
    }),
    setSubAccount: assign({
      subAccountUsername: ({ event }) => {
        if (event.type === 'open' && event.dialog.type === 'subAccountSignIn') return event.dialog.username ?? null;
        if (event.type === 'switchSubAccountLink' || event.type === 'subAccountChange') return event.username ?? null;
        return null;
      },
    }),
    setSecretWordTarget: assign({
      secretWordTarget: ({ event }) => {
        if (event.type === 'open' && event.dialog.type === 'forgotSecretWord') return event.dialog.targetEncryptedLogin ?? null;
        if (event.type === 'forgotSecretWordHelp') return event.targetEncryptedLogin ?? null;
        return null;
      },
    }),
    setPasswordCustomDomain: assign({
      passwordCustomDomain: ({ event }) => (event.type === 'open' && event.dialog.type === 'forgotPassword' ? (event.dialog.customDomain ?? null) : null),
    }),
    setConfirmation: assign({
      confirmation: ({ event }) => (event.type === 'credentialRequestDone' ? { kind: event.kind, response: event.response } : null),
    }),
    clearFlow: assign({ returnTo: null, confirmation: null }),
  },
}).createMachine({
  id: 'signInDialogs',
  context: {
    signIn: DEFAULT_SIGN_IN,
    subAccountUsername: null,
    secretWordTarget: null,
    passwordCustomDomain: null,
    confirmation: null,
    returnTo: null,
    generation: 0,
  },
  initial: 'closed',
  // Opening from anywhere: the store's requests and the links of §4.
  on: {
    open: [
      { guard: { type: 'opens', params: { type: 'signIn' } }, target: '.signIn', reenter: true, actions: ['setSignInOptions', 'nextGeneration'] },
      { guard: { type: 'opens', params: { type: 'subAccountSignIn' } }, target: '.subAccountSignIn', reenter: true, actions: ['setSubAccount', 'nextGeneration'] },
      { guard: { type: 'opens', params: { type: 'parentAvatar' } }, target: '.parentAvatar', reenter: true, actions: 'nextGeneration' },
      { guard: { type: 'opens', params: { type: 'switchToParent' } }, target: '.switchToParent', reenter: true, actions: 'nextGeneration' },
      { guard: { type: 'opens', params: { type: 'switchToParentAvatar' } }, target: '.switchToParentAvatar', reenter: true, actions: 'nextGeneration' },
      { guard: { type: 'opens', params: { type: 'forgotUsername' } }, target: '.forgotUsername', reenter: true, actions: 'nextGeneration' },
      { guard: { type: 'opens', params: { type: 'forgotPassword' } }, target: '.forgotPassword', reenter: true, actions: ['setPasswordCustomDomain', 'nextGeneration'] },
      { guard: { type: 'opens', params: { type: 'forgotSecretWord' } }, target: '.forgotSecretWord', reenter: true, actions: ['setSecretWordTarget', 'nextGeneration'] },
      { guard: { type: 'opens', params: { type: 'forgotSecretWordChildNotice' } }, target: '.forgotSecretWordChildNotice', reenter: true, actions: 'nextGeneration' },
      { guard: { type: 'opens', params: { type: 'legacyDialog' } }, target: '.legacyDialog', reenter: true, actions: 'nextGeneration' },
    ],
    childMembershipLink: { target: '.switchToParent', actions: 'nextGeneration' },
    switchToParentAvatarLink: { target: '.switchToParentAvatar', actions: 'nextGeneration' },
    switchSubAccountLink: { target: '.subAccountSignIn', reenter: true, actions: ['setSubAccount', 'nextGeneration'] },
    subAccountChange: { target: '.subAccountSignIn', reenter: true, actions: ['setSubAccount', 'nextGeneration'] },
    subAccountInfoPrompt: { target: '.subAccountSignIn', reenter: true, actions: ['setSubAccount', 'nextGeneration'] },
    legacyDialogLaunch: { target: '.legacyDialog', actions: 'nextGeneration' },
  },
  states: {
    closed: {
      entry: 'clearFlow',
      // Forgot-info dialogs opened on their own close on dismiss.
      on: {
        forgotUsernameLink: 'forgotUsername',
        forgotPasswordLink: 'forgotPassword',
      },
    },
    signIn: {
      entry: { type: 'rememberFlow', params: { state: 'signIn' } },
      on: {
        forgotUsernameLink: 'forgotUsername',
        forgotPasswordLink: 'forgotPassword',
        signedIn: 'closed',
        dismiss: 'closed',
      },
    },
    subAccountSignIn: {
      entry: { type: 'rememberFlow', params: { state: 'subAccountSignIn' } },
      on: {
        pickParent: 'parentAvatar',
        forgotSecretWordHelp: [
          { guard: 'requesterIsParent', target: 'forgotSecretWord', actions: 'setSecretWordTarget' },
          { target: 'forgotSecretWordChildNotice' },
        ],
        signedIn: 'closed',
        dismiss: 'closed',
      },
    },
    parentAvatar: {
      entry: { type: 'rememberFlow', params: { state: 'parentAvatar' } },
      on: { forgotPasswordLink: 'forgotPassword', signedIn: 'closed', dismiss: 'closed' },
    },
    switchToParent: {
      on: { approve: 'switchToParentAvatar', dismiss: 'closed' },
    },
    switchToParentAvatar: {
      entry: { type: 'rememberFlow', params: { state: 'switchToParentAvatar' } },
      on: { forgotPasswordLink: 'forgotPassword', signedIn: 'closed', dismiss: 'closed' },
    },
    forgotUsername: {
      on: { credentialRequestDone: { target: 'credentialConfirmation', actions: 'setConfirmation' }, dismiss: backToFlow },
    },
    forgotPassword: {
      // A district's page asked for its accounts only; any later forgot-password request is a general one.
      exit: assign({ passwordCustomDomain: null }),
      on: {
        // USERNAME_NOT_FOUND offers the forgot-username dialog; it returns where this one would.
        forgotUsernameLink: 'forgotUsername',
        credentialRequestDone: { target: 'credentialConfirmation', actions: 'setConfirmation' },
        dismiss: backToFlow,
      },
    },
    forgotSecretWord: {
      on: { credentialRequestDone: { target: 'credentialConfirmation', actions: 'setConfirmation' }, dismiss: backToFlow },
    },
    forgotSecretWordChildNotice: {
      on: { dismiss: backToFlow },
    },
    credentialConfirmation: {
      on: { dismiss: backToFlow },
    },
    legacyDialog: {
      on: { dismiss: 'closed' },
    },
  },
});

/** The dialog a machine state shows (null: none). */
export function openDialogTypeOf(value: string): OpenDialogType {
  return value === 'closed' ? null : (value as OpenDialogType);
}
