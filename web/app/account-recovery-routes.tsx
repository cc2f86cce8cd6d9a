import { useEffect, type ReactNode } from 'react';
import { ResetLinkPage } from '../features/account-recovery/reset-link-page';
import { DistrictSignInPage } from '../features/district-sign-in/district-sign-in-page';
import { MembershipConfirmPage } from '../features/membership/membership-confirm-page';
import { MembershipPage } from '../features/membership/membership-page';
import { MemberFeatureLinks } from '../features/practice/limit-dialogs/member-feature-links';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { useBotCheckToken } from '../shared/bot-check/use-bot-check-token';
import type { Session } from '../shared/session/session';
import type { SessionStore } from '../shared/session/session-store';
import { openDialog } from '../shared/sign-in-dialogs/sign-in-dialog-requests';
import { reportSignIn } from '../shared/sign-in-form/report-sign-in';
import { postSignIn } from '../shared/sign-in-form/sign-in-request';
import { TRACKING_MODULES } from '../shared/tracking/tracking-groups';
import { districtSignInName, pagePath, type PageName } from './page-routes';
import { navigate, useRouteSearch } from './router';

/** Issue 14's pages (reset links, joining, district sign-in), composed from their features for app-routes.tsx. */
export type AccountRecoveryPageName = Extract<PageName, 'resetPassword' | 'resetSecretWord' | 'membership' | 'membershipConfirm' | 'districtSignIn'>;

export function AccountRecoveryRoute({ name, path, session, sessionStore }: { name: AccountRecoveryPageName; path: string; session: Session; sessionStore: SessionStore }) {
  const search = useRouteSearch();
  const token = new URLSearchParams(search).get('token') ?? '';
  switch (name) {
    case 'resetPassword':
      return <ResetLinkPage key={token} kind="PASSWORD" token={token} />;
    case 'resetSecretWord':
      return <ResetLinkPage key={token} kind="SECRET_WORD" token={token} />;
    case 'membership':
      return <MembershipPage session={session} variant={pagePath(path) === '/membership' ? 'family' : 'math'} />;
    case 'membershipConfirm':
      return <MembershipConfirmPage key={token} token={token} onConfirmed={() => void sessionStore.getState().loadSession()} />;
    case 'districtSignIn': {
      const customDomain = districtSignInName(pagePath(path))!;
      if (session.signedIn) return <GoHome />;
      return <DistrictSignInPage key={customDomain} name={customDomain} renderSignInForm={() => <DistrictSignInForm customDomain={customDomain} sessionStore={sessionStore} />} />;
    }
    default: {
      const _exhaustive: never = name;
      return _exhaustive;
    }
  }
}

/** The bot-check action of a district page's sign-in (a hash, docs/sign-in.md). */
const DISTRICT_BOT_CHECK_ACTION = '#custom-domain';

/** The sign-in form on a district's page: `customDomain` and location CUSTOM_DOMAIN_PAGE; no join or district links. */
function DistrictSignInForm({ customDomain, sessionStore }: { customDomain: string; sessionStore: SessionStore }) {
  const botCheck = useBotCheckToken(DISTRICT_BOT_CHECK_ACTION, { store: sessionStore });
  return (
    <SignInForm
      testIdPrefix="district-signin"
      hideAccountLinks
      botCheckEnabled={botCheck.enabled}
      requestBotCheckToken={botCheck.requestToken}
      submitSignIn={(credentials) => postSignIn({ ...credentials, location: 'CUSTOM_DOMAIN_PAGE', customDomain })}
      onForgotUsername={() => openDialog({ type: 'forgotUsername' })}
      onForgotPassword={() => openDialog({ type: 'forgotPassword', customDomain })}
      onSignedIn={(result) => {
        reportSignIn(TRACKING_MODULES.signInDialogModule, result.userKind);
        void sessionStore
          .getState()
          .loadSession()
          .then(() => navigate('/'));
      }}
    />
  );
}

/** The Games and Math fluency zone entries under the math landing pages, for visitors (spec §2.16; docs/account-recovery.md). */
export function visitorMemberFeatures(session: Session, subject: string): ReactNode {
  return !session.signedIn && subject === 'math' ? <MemberFeatureLinks /> : null;
}

function GoHome() {
  useEffect(() => navigate('/', { replace: true }), []);
  return null;
}
