import { useTranslation } from 'react-i18next';
import { useBotCheckToken } from '../../shared/bot-check/use-bot-check-token';
import { useSession, type SessionStore } from '../../shared/session/session-store';
import { openDialog } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { reportSignIn } from '../../shared/sign-in-form/report-sign-in';
import { TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { credentialDialogs } from './account-recovery/account-recovery-dialog-set';
import { DIALOG_BOT_CHECK_ACTIONS } from './dialog-host';
import { SignInForm } from './sign-in-form';
import './sign-in-dialogs.css';

export interface SignInPageProps {
  sessionStore: SessionStore;
  /** A username to start with (`/signin?username=`). */
  initialUsername: string;
  /** After the session reloaded as the signed-in user. */
  onSignedIn(): void;
}

/** The `/signin` page: the sign-in dialog's form on a page of its own. */
export function SignInPage({ sessionStore, initialUsername, onSignedIn }: SignInPageProps) {
  const { t } = useTranslation();
  const botCheck = useBotCheckToken(DIALOG_BOT_CHECK_ACTIONS.signIn, { store: sessionStore });
  const session = useSession((s) => s.session, sessionStore);
  return (
    <section className="signin-page" aria-labelledby="signin-heading">
      <h1 id="signin-heading">{t('signin.title')}</h1>
      <SignInForm
        initialUsername={initialUsername}
        botCheckEnabled={botCheck.enabled}
        requestBotCheckToken={botCheck.requestToken}
        previousCustomDomains={session && !session.signedIn ? (session.previousCustomDomains ?? []) : []}
        submitSignIn={(credentials) => sessionStore.getState().signIn({ ...credentials, location: 'SIGNIN_MODAL' })}
        onSignedIn={(result) => {
          reportSignIn(TRACKING_MODULES.signInPageModule, result.userKind);
          onSignedIn();
        }}
        {...(credentialDialogs
          ? {
              onForgotUsername: () => openDialog({ type: 'forgotUsername' }),
              onForgotPassword: () => openDialog({ type: 'forgotPassword' }),
            }
          : {})}
      />
    </section>
  );
}
