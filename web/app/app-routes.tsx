import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HomePage } from '../features/home/home-page';
import { SignInForm } from '../features/sign-in/sign-in-form';
import type { SessionStore } from '../shared/session/session-store';
import type { Session } from '../shared/session/session';
import { navigate } from './router';

export interface RouteContentProps {
  path: string;
  session: Session;
  sessionStore: SessionStore;
}

/** What `<main>` shows for a path once the session is known. */
export function RouteContent({ path, session, sessionStore }: RouteContentProps) {
  switch (path) {
    case '/':
      return <HomePage session={session} />;
    case '/signin':
      return session.signedIn ? <Redirect to="/" /> : <SignInRoute sessionStore={sessionStore} />;
    default:
      return <NotFound />;
  }
}

/** Page titles per path, for `document.title`. */
export function pageTitleKey(path: string): string {
  if (path === '/signin') return 'signin.title';
  return 'app.productName';
}

function SignInRoute({ sessionStore }: { sessionStore: SessionStore }) {
  const { t } = useTranslation();
  return (
    <section className="signin-page" aria-labelledby="signin-heading">
      <h1 id="signin-heading">{t('signin.title')}</h1>
      <SignInForm
        submitSignIn={(credentials) => sessionStore.getState().signIn(credentials)}
        onSignedIn={() => navigate('/')}
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
