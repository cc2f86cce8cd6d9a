import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusZoneLink, FocusZonePage } from '../features/focus-sessions/focus-zone-page';
import { HomePage } from '../features/home/home-page';
import { LandingPage } from '../features/landing-pages/landing-page';
import { SkillPage } from '../features/landing-pages/skill-page';
import { SubjectLinks } from '../features/landing-pages/subject-links';
import { LiveClassroomPage } from '../features/live-classroom/live-classroom-page';
import { ComposeMessagePage } from '../features/live-messages/compose-message-page';
import { SentMessagesPage } from '../features/live-messages/sent-messages-page';
import { MyPracticePage } from '../features/my-practice/my-practice-page';
import { PracticeArea } from '../features/practice/practice-area';
import { SearchResultsPage } from '../features/search-results/search-results-page';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { ComingSoonPage } from '../features/site-header/coming-soon-page';
import { parseLandingPagePath, parseSkillPagePath } from '../../events/curriculum';
import type { SessionStore } from '../shared/session/session-store';
import { usePageTitle } from '../shared/page-title/use-page-title';
import { USER_TYPE, type Session } from '../shared/session/session';
import { COMING_SOON_PAGES, matchPageRoute, pagePath } from './page-routes';
import { navigate, useRouteSearch } from './router';

export interface RouteContentProps {
  path: string;
  session: Session;
  sessionStore: SessionStore;
}

/** What `<main>` shows for a path once the session is known: the page route's content (page-routes.ts). */
export function RouteContent({ path, session, sessionStore }: RouteContentProps) {
  const route = matchPageRoute(path);
  if (route === null) return <NotFound />;
  switch (route.name) {
    case 'home':
      return (
        <HomePage session={session}>
          {session.signedIn && session.userType === USER_TYPE.teacher ? <FocusZoneLink /> : null}
          <SubjectLinks />
        </HomePage>
      );
    case 'signIn':
      return session.signedIn ? <Redirect to="/" /> : <SignInRoute sessionStore={sessionStore} />;
    case 'sentLiveMessages':
      return senderOnly(session, () => <SentMessagesPage />);
    case 'composeLiveMessage':
      return senderOnly(session, (sender) => <ComposeMessagePage sender={sender} onSent={() => navigate('/live-messages')} />);
    case 'focusZone':
      return session.signedIn ? <FocusZonePage session={session} /> : <Redirect to="/signin" />;
    case 'searchResults':
      return <SearchRoute />;
    case 'comingSoon':
      return <ComingSoonPage titleKey={COMING_SOON_PAGES[pagePath(path)]!} />;
    case 'landingPage':
      return <LandingPage address={parseLandingPagePath(pagePath(path))!} />;
    case 'skillPage': {
      const address = parseSkillPagePath(pagePath(path))!;
      return <SkillPage key={path} address={address} practice={<PracticeArea permacode={address.permacode} />} />;
    }
    case 'myPractice':
      return learnerOnly(session, () => <MyPracticePage />);
    case 'liveClassroom':
      return senderOnly(session, () => <LiveClassroomPage />);
    default: {
      const _exhaustive: never = route.name;
      return _exhaustive;
    }
  }
}

/** The i18n key of a path's `document.title`; null: the page names itself (usePageTitle), as the not-found page does. */
export function pageTitleKey(path: string): string | null {
  return matchPageRoute(path)?.titleKey ?? null;
}

/** Live-message sender pages and the live classroom: teachers and administrators; a visitor is asked to sign in. */
function senderOnly(session: Session, page: (sender: 'teacher' | 'administrator') => ReactNode): ReactNode {
  if (!session.signedIn) return <Redirect to="/signin" />;
  if (session.userType === USER_TYPE.teacher) return page('teacher');
  if (session.userType === USER_TYPE.administrator) return page('administrator');
  return <NotFound />;
}

/** Pages of a learner's own practice: students and family children; a visitor is asked to sign in. */
function learnerOnly(session: Session, page: () => ReactNode): ReactNode {
  if (!session.signedIn) return <Redirect to="/signin" />;
  if (session.userType === USER_TYPE.student || session.userType === USER_TYPE.familyChild) return page();
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
  usePageTitle(t('app.notFoundTitle'));
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
