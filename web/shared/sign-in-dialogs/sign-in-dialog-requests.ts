import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * How any feature opens a sign-in-related dialog (spec §4 "Dialog switching")
 * without importing the sign-in feature: `openSignInDialog(options)` or
 * `openDialog({ type })` put a request here; the dialog host
 * (web/features/sign-in/dialog-host.tsx, placed once by the layout) hands it to
 * the dialog machine and publishes which dialog is open (`useOpenDialogType`).
 */

/** The sign-in dialog's flows (spec §2.11): the upsell and renewal flows add text. */
export const SIGN_IN_FLOWS = ['default', 'UPSELL_MATH_OR_ELA', 'UPSELL_ALL_ACCESS', 'RENEWAL', 'RENEWAL_PROMO'] as const;
export type SignInFlow = (typeof SIGN_IN_FLOWS)[number];

/** Where a sign-in was made (sent as `location` with `POST /signin`). */
export type SignInLocation = 'SIGNIN_MODAL' | 'PRACTICE_LIMIT_MODAL' | 'QUICK_SIGNIN' | 'FLUENCY_ZONE_MODAL' | 'CUSTOM_DOMAIN_PAGE';

export interface SignInDialogOptions {
  flow?: SignInFlow;
  location?: SignInLocation;
  /** A username to start with (the quick form's, or the account switched to). */
  username?: string;
  /** An error to show at once (the quick form's refused attempt): an i18n key. */
  errorKey?: string | null;
}

/** Which dialog to open. The sign-in dialog takes its options; the others what they need. */
export type DialogRequest =
  | ({ type: 'signIn' } & SignInDialogOptions)
  /** The family's accounts to switch to; `username` preselects one. */
  | { type: 'subAccountSignIn'; username?: string }
  | { type: 'parentAvatar' }
  | { type: 'switchToParent' }
  | { type: 'switchToParentAvatar' }
  | { type: 'forgotUsername' }
  /** `customDomain`: asked from a district's sign-in page, for that district's accounts. */
  | { type: 'forgotPassword'; customDomain?: string }
  /** `targetEncryptedLogin`: the child account whose secret word is asked for. */
  | { type: 'forgotSecretWord'; targetEncryptedLogin?: string }
  | { type: 'forgotSecretWordChildNotice' }
  | { type: 'legacyDialog' };

export type DialogType = DialogRequest['type'];

/** A dialog's kind as the machine has it, or null when none is open (also `credentialConfirmation`). */
export type OpenDialogType = DialogType | 'credentialConfirmation' | null;

export interface SignInDialogState {
  /** The latest request, numbered so the same request twice opens twice. */
  request: { seq: number; dialog: DialogRequest; returnFocusTo: HTMLElement | null } | null;
  /** Asks to close whichever dialog is open (numbered likewise). */
  closeRequest: number;
  /** Published by the dialog host: the dialog now open. */
  openDialogType: OpenDialogType;
  /** `returnFocusTo`: where focus goes when the dialogs close (default: what had focus when this opened). */
  openDialog(dialog: DialogRequest, returnFocusTo?: HTMLElement | null): void;
  closeDialogs(): void;
  setOpenDialogType(type: OpenDialogType): void;
}

export type SignInDialogStore = StoreApi<SignInDialogState>;

/**
 * The request made before the dialog host was there to hear it (issue 33: the host comes in a chunk
 * of its own, and a quick Sign in may be pressed first), once: the host takes it when it mounts.
 */
export function takeWaitingRequest(store: SignInDialogStore, handledSeq: number | null): SignInDialogState['request'] {
  const { request } = store.getState();
  return request !== null && request.seq !== handledSeq ? request : null;
}

export function createSignInDialogStore(): SignInDialogStore {
  return createStore<SignInDialogState>()((set, get) => ({
    request: null,
    closeRequest: 0,
    openDialogType: null,
    openDialog(dialog, returnFocusTo = null) {
      set({ request: { seq: (get().request?.seq ?? 0) + 1, dialog, returnFocusTo } });
    },
    closeDialogs() {
      set({ closeRequest: get().closeRequest + 1 });
    },
    setOpenDialogType(type) {
      if (get().openDialogType !== type) set({ openDialogType: type });
    },
  }));
}

/** The application's store. */
export const signInDialogStore = createSignInDialogStore();

/** Opens the sign-in dialog (default flow, location `SIGNIN_MODAL` unless given). */
export function openSignInDialog(options: SignInDialogOptions = {}, store: SignInDialogStore = signInDialogStore): void {
  store.getState().openDialog({ type: 'signIn', ...options });
}

/** Opens any of the sign-in dialogs: `openDialog({ type: 'forgotPassword' })`. */
export function openDialog(
  dialog: DialogRequest,
  options: { returnFocusTo?: HTMLElement | null; store?: SignInDialogStore } = {},
): void {
  (options.store ?? signInDialogStore).getState().openDialog(dialog, options.returnFocusTo ?? null);
}

export function closeSignInDialogs(store: SignInDialogStore = signInDialogStore): void {
  store.getState().closeDialogs();
}

/**
 * Whether any dialog has been asked for yet. Issue 33: the layout mounts the dialogs' host (and
 * loads its chunk) only from then on — the host takes the waiting request when it mounts.
 */
export function useDialogAsked(store: SignInDialogStore = signInDialogStore): boolean {
  return useStore(store, (s) => s.request !== null);
}

/** The dialog now open (null: none), e.g. for the quick form, which waits while one is. */
export function useOpenDialogType(store: SignInDialogStore = signInDialogStore): OpenDialogType {
  return useStore(store, (s) => s.openDialogType);
}
