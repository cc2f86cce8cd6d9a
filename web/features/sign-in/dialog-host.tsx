import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBotCheckToken } from '../../shared/bot-check/use-bot-check-token';
import { isHttpError } from '../../shared/http/http-error';
import { USER_TYPE, type SubAccount } from '../../shared/session/session';
import { useSession, type SessionStore } from '../../shared/session/session-store';
import { signInDialogStore, takeWaitingRequest, type SignInDialogState, type SignInDialogStore } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { reportSignIn } from '../../shared/sign-in-form/report-sign-in';
import { postSubAccountSignIn, type SignedIn } from '../../shared/sign-in-form/sign-in-request';
import { TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { credentialDialogs as recoveryDialogs, type CredentialDialogComponents, type CredentialDialogProps } from './account-recovery/account-recovery-dialog-set';
import { dialogMachine, openDialogTypeOf } from './dialog-machine';
import { ParentAvatarDialog } from './parent-avatar-dialog';
import { SecretWordChildNotice } from './secret-word-child-notice';
import { SignInDialog } from './sign-in-dialog';
import { SubAccountDialog } from './sub-account-dialog';
import { SwitchToParentDialog } from './switch-to-parent-dialog';

/** The last request each store's host took: a host mounted again does not open an old one a second time. */
const handledRequests = new WeakMap<SignInDialogStore, number>();

/** The action names the dialogs' bot-check tokens are requested with (spec §7: the dialog's hash). */
export const DIALOG_BOT_CHECK_ACTIONS = { signIn: '#signin', subAccount: '#subaccount' } as const;

export interface SignInDialogHostProps {
  sessionStore: SessionStore;
  dialogStore?: SignInDialogStore;
  /** The credential request dialogs; without them the forgot links are not offered. */
  credentialDialogs?: CredentialDialogComponents | undefined;
  /** The legacy server-driven dialog (another feature, composed by web/app). */
  renderLegacyDialog?: ((props: { onDismiss(): void }) => ReactNode) | undefined;
  /** After switching to another family account (the page may not be theirs): e.g. go home. */
  onAccountSwitched?: () => void;
}

/** Sends once without a token; on 422 (the bot check became required) solves one and sends again. */
async function withBotCheckRetry<T>(send: (token: string | null) => Promise<T>, requestToken: () => Promise<string | null>): Promise<T> {
  try {
    return await send(null);
  } catch (error) {
    if (!isHttpError(error) || error.status !== 422) throw error;
    const token = await requestToken();
    if (token === null) throw error;
    return send(token);
  }
}

/**
 * Renders the dialog the sign-in dialog machine is in (dialog-machine.ts), takes
 * requests from web/shared/sign-in-dialogs, publishes which dialog is open, and
 * puts focus back where it was when the last dialog closes. Placed once by the
 * layout.
 */
export function SignInDialogHost({
  sessionStore,
  dialogStore = signInDialogStore,
  credentialDialogs = recoveryDialogs,
  renderLegacyDialog,
  onAccountSwitched,
}: SignInDialogHostProps) {
  const actor = useActorRef(dialogMachine);
  const state = useSelector(actor, (s) => s.value as string);
  const generation = useSelector(actor, (s) => s.context.generation);
  const signInOptions = useSelector(actor, (s) => s.context.signIn);
  const subAccountUsername = useSelector(actor, (s) => s.context.subAccountUsername);
  const secretWordTarget = useSelector(actor, (s) => s.context.secretWordTarget);
  const passwordCustomDomain = useSelector(actor, (s) => s.context.passwordCustomDomain);
  const confirmation = useSelector(actor, (s) => s.context.confirmation);
  const session = useSession((s) => s.session, sessionStore);
  const signInCheck = useBotCheckToken(DIALOG_BOT_CHECK_ACTIONS.signIn, { store: sessionStore });
  const subAccountCheck = useBotCheckToken(DIALOG_BOT_CHECK_ACTIONS.subAccount, { store: sessionStore });
  const opener = useRef<HTMLElement | null>(null);
  const resumeSecretWord = useRef<string | null>(null);
  const latest = useRef({ onAccountSwitched });
  useEffect(() => {
    latest.current = { onAccountSwitched };
  });

  // Requests from anywhere in the app: one made before this host loaded (its chunk comes after the page), then each new one.
  useEffect(() => {
    const open = (request: NonNullable<SignInDialogState['request']>) => {
      handledRequests.set(dialogStore, request.seq);
      if (actor.getSnapshot().value === 'closed') {
        opener.current = request.returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      }
      actor.send({ type: 'open', dialog: request.dialog });
    };
    const waiting = takeWaitingRequest(dialogStore, handledRequests.get(dialogStore) ?? null);
    if (waiting) open(waiting);
    return dialogStore.subscribe((now, before) => {
      if (now.request !== null && now.request !== before.request) open(now.request);
      if (now.closeRequest !== before.closeRequest) actor.send({ type: 'dismiss' });
    });
  }, [actor, dialogStore]);
  // Which dialog is open, for the rest of the app (the quick form waits while one is).
  useEffect(() => {
    dialogStore.getState().setOpenDialogType(openDialogTypeOf(state));
    if (state === 'closed') resumeSecretWord.current = null;
  }, [dialogStore, state]);

  // A dialog whose part is missing closes at once rather than showing nothing.
  const missing =
    (state === 'legacyDialog' && !renderLegacyDialog) ||
    (!credentialDialogs && ['forgotUsername', 'forgotPassword', 'forgotSecretWord', 'credentialConfirmation'].includes(state));
  useEffect(() => {
    if (missing) actor.send({ type: 'dismiss' });
  }, [actor, missing]);

  const dismiss = () => actor.send({ type: 'dismiss' });
  const onCloseFocus = () => {
    if (actor.getSnapshot().value !== 'closed') return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    else document.getElementById('main-content')?.focus();
  };
  const reloadThen = async (then: () => void) => {
    await sessionStore.getState().loadSession();
    then();
  };
  const accountSignedIn = (result: SignedIn) => {
    reportSignIn(TRACKING_MODULES.subAccountSignInModule, result.userKind, { subAccount: true });
    void reloadThen(() => {
      actor.send({ type: 'signedIn' });
      latest.current.onAccountSwitched?.();
    });
  };
  const signInAs = (account: SubAccount, extra: { secretWord?: string; password?: string }) =>
    withBotCheckRetry(
      (botCheckToken) => postSubAccountSignIn({ subAccountEncryptedLogin: account.subAccountEncryptedLogin ?? '', ...extra, botCheckToken }),
      subAccountCheck.requestToken,
    );

  const member = session?.signedIn ? session : null;
  const family = member?.subAccounts ?? [];
  const parent = family.find((account) => account.isParent) ?? null;
  const common = { onDismiss: dismiss, onCloseFocus };
  const forgotLinks = credentialDialogs
    ? { onForgotUsername: () => actor.send({ type: 'forgotUsernameLink' }), onForgotPassword: () => actor.send({ type: 'forgotPasswordLink' }) }
    : {};
  const credentialProps: CredentialDialogProps = {
    onDismiss: dismiss,
    onDone: (kind, response) => actor.send({ type: 'credentialRequestDone', kind, response }),
    onCloseFocus,
    onSwitchToForgotUsername: () => actor.send({ type: 'forgotUsernameLink' }),
  };

  switch (state) {
    case 'signIn':
      return (
        <SignInDialog
          key={generation}
          {...common}
          {...forgotLinks}
          flow={signInOptions.flow}
          initialUsername={signInOptions.username}
          initialErrorKey={signInOptions.errorKey}
          previousCustomDomains={session && !session.signedIn ? (session.previousCustomDomains ?? []) : []}
          botCheckEnabled={signInCheck.enabled}
          requestBotCheckToken={signInCheck.requestToken}
          submitSignIn={(credentials) => sessionStore.getState().signIn({ ...credentials, location: signInOptions.location })}
          onLeave={dismiss}
          onSignedIn={(result) => {
            reportSignIn(TRACKING_MODULES.signInDialogModule, result.userKind);
            actor.send({ type: 'signedIn' });
          }}
        />
      );
    case 'subAccountSignIn':
      return (
        <SubAccountDialog
          key={generation}
          {...common}
          accounts={family}
          currentUsername={member?.username ?? ''}
          currentIsChild={member?.userType === USER_TYPE.familyChild}
          initialUsername={resumeSecretWord.current ?? subAccountUsername}
          resumeSecretWord={resumeSecretWord.current !== null}
          signInAs={(account, secretWord) => signInAs(account, secretWord === null ? {} : { secretWord })}
          onSignedIn={accountSignedIn}
          onPickParent={() => actor.send({ type: 'pickParent' })}
          // A parent's help is the request dialog: without it, no button (never a dead one).
          {...(member?.userType !== USER_TYPE.familyParent || credentialDialogs
            ? {
                onForgotSecretWord: (account: SubAccount) => {
                  resumeSecretWord.current = account.username;
                  actor.send({
                    type: 'forgotSecretWordHelp',
                    requesterIsParent: member?.userType === USER_TYPE.familyParent,
                    ...(account.subAccountEncryptedLogin ? { targetEncryptedLogin: account.subAccountEncryptedLogin } : {}),
                  });
                },
              }
            : {})}
        />
      );
    case 'parentAvatar':
    case 'switchToParentAvatar':
      return (
        <ParentAvatarDialog
          key={generation}
          {...common}
          variant={state}
          parent={parent}
          signInAsParent={(account, password) => signInAs(account, { password })}
          onSignedIn={accountSignedIn}
          onForgotPassword={credentialDialogs ? () => actor.send({ type: 'forgotPasswordLink' }) : undefined}
        />
      );
    case 'switchToParent':
      return <SwitchToParentDialog key={generation} {...common} parentName={parent?.displayName ?? null} onApprove={() => actor.send({ type: 'approve' })} />;
    case 'forgotSecretWordChildNotice':
      return <SecretWordChildNotice {...common} />;
    case 'forgotUsername':
      return credentialDialogs ? <credentialDialogs.ForgotUsernameDialog key={generation} {...credentialProps} /> : null;
    case 'forgotPassword':
      return credentialDialogs ? <credentialDialogs.ForgotPasswordDialog key={generation} {...credentialProps} customDomain={passwordCustomDomain} /> : null;
    case 'forgotSecretWord':
      return credentialDialogs ? (
        <credentialDialogs.ForgotSecretWordDialog key={generation} {...credentialProps} {...(secretWordTarget ? { targetEncryptedLogin: secretWordTarget } : {})} />
      ) : null;
    case 'credentialConfirmation':
      return credentialDialogs && confirmation ? (
        <credentialDialogs.CredentialConfirmationDialog kind={confirmation.kind} response={confirmation.response as never} onDismiss={dismiss} onCloseFocus={onCloseFocus} />
      ) : null;
    case 'legacyDialog':
      return renderLegacyDialog ? <>{renderLegacyDialog({ onDismiss: dismiss })}</> : null;
    default:
      return null;
  }
}
