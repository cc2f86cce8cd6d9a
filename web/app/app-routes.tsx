import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusZoneLink, FocusZonePage } from '../features/focus-sessions/focus-zone-page';
import { HomePage } from '../features/home/home-page';
import { LandingPage } from '../features/landing-pages/landing-page';
import { SkillPage } from '../features/landing-pages/skill-page';
import { SubjectLinks } from '../features/landing-pages/subject-links';
import { ComposeMessagePage } from '../features/live-messages/compose-message-page';
import { SentMessagesPage } from '../features/live-messages/sent-messages-page';
import { SearchResultsPage } from '../features/search-results/search-results-page';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { ComingSoonPage, comingSoonTitleKey } from '../features/site-header/coming-soon-page';
import { parseLandingPagePath, parseSkillPagePath } from '../../events/curriculum';
import type { SessionStore } from '../shared/session/session-store';
import { USER_TYPE, type Session } from '../shared/session/session';
import { navigate, useRouteSearch } from './router';

export interface RouteContentProps {
  path: string;
  session: Session;
  sessionStore: SessionStore;
}

/** What `<main>` shows for a path once the session is known. */
export function RouteContent({ path, session, sessionStore }: RouteContentProps) {
  switch (path) {
    case '/':
      return (
        <HomePage session={session}>
          {session.signedIn && session.userType === USER_TYPE.teacher ? <FocusZoneLink /> : null}
          <SubjectLinks />
        </HomePage>
      );
    case '/signin':
      return session.signedIn ? <Redirect to="/" /> : <SignInRoute sessionStore={sessionStore} />;
    case '/live-messages':
      return senderOnly(session, () => <SentMessagesPage />);
    case '/live-messages/new':
      return senderOnly(session, (sender) => (
        <ComposeMessagePage sender={sender} onSent={() => navigate('/live-messages')} />
      ));
    case '/focus-zone':
      return session.signedIn ? <FocusZonePage session={session} /> : <Redirect to="/signin" />;
    case '/search':
      return <SearchRoute />;
    default: {
      // Header link targets without a page yet: /notifications, /profile, /roster/view, …
      const comingSoon = comingSoonTitleKey(path);
      if (comingSoon !== null) return <ComingSoonPage titleKey={comingSoon} />;
      // Subject and grade landing pages: /math, /math/grade-4; skill pages /math/grade-4/skills/F35P.
      const landingPage = parseLandingPagePath(path);
      if (landingPage !== null) return <LandingPage address={landingPage} />;
      const skillPage = parseSkillPagePath(path);
      return skillPage !== null ? <SkillPage key={path} address={skillPage} /> : <NotFound />;
    }
  }
}

/** Page titles per path, for `document.title`. */
export function pageTitleKey(path: string): string {
  if (path === '/signin') return 'signin.title';
  if (path === '/focus-zone') return 'focusSessions.zone.title';
  if (path === '/live-messages') return 'liveMessages.sent.title';
  if (path === '/live-messages/new') return 'liveMessages.compose.title';
  if (path === '/search') return 'searchResults.title';
  return comingSoonTitleKey(path) ?? 'app.productName';
}

/** Live-message sender pages: teachers and administrators; a visitor is asked to sign in. */
function senderOnly(session: Session, page: (sender: 'teacher' | 'administrator') => ReactNode): ReactNode {
  if (!session.signedIn) return <Redirect to="/signin" />;
  if (session.userType === USER_TYPE.teacher) return page('teacher');
  if (session.userType === USER_TYPE.administrator) return page('administrator');
  return <NotFound />;
}

/** The search results page reads its query string from the address and changes it in the app. */
function SearchRoute() {
  const search = useRouteSearch();
  return <SearchResultsPage search={search} onNavigate={(href) => navigate(href)} />;
}

function SignInRoute({ sessionStore }: { sessionStore: SessionStore }) {
  const { t } = useTranslation();
  const search = useRouteSearch();
  return (
    <section className="signin-page" aria-labelledby="signin-heading">
      <h1 id="signin-heading">{t('signin.title')}</h1>
      <SignInForm
        submitSignIn={(credentials) => sessionStore.getState().signIn(credentials)}
        onSignedIn={() => navigate('/')}
        initialUsername={new URLSearchParams(search).get('username') ?? ''}
      />
    </section>
  );
}

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <h1>{t('app.notFoundTitle')}</h1>
      <p>{t('app.notFoundBody')}</p>
      <p>
        <a href="/">{t('app.goHome')}</a>
      </p>
    </section>
  );
}
