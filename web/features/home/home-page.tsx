import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { SettleTogether } from '../../shared/loading/settle-together';
import { LiveStatus } from './live-status';

const HEADING_KEY_BY_USER_TYPE: Readonly<Record<number, string>> = {
  [USER_TYPE.student]: 'home.heading.student',
  [USER_TYPE.teacher]: 'home.heading.teacher',
  [USER_TYPE.familyParent]: 'home.heading.familyParent',
  [USER_TYPE.familyChild]: 'home.heading.familyChild',
  [USER_TYPE.administrator]: 'home.heading.administrator',
};

/**
 * The home page for the user's type (spec §1); a visitor gets the welcome.
 * `children`: sections other features add, composed by the app (e.g. the subject list).
 */
export function HomePage({ session, children }: { session: Session; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!session.signedIn) {
    return (
      <section className="home home-visitor">
        <h1 data-testid="home-heading">{t('home.heading.visitor')}</h1>
        <p>{t('home.visitorIntro')}</p>
        <p>
          <a className="button button-primary" href="/signin" data-testid="home-signin">
            {t('home.visitorSignIn')}
          </a>
        </p>
        {/* Issue 33: the home's sections appear together once loaded, so none pushes another down. */}
        <SettleTogether>{children}</SettleTogether>
      </section>
    );
  }
  const headingKey = HEADING_KEY_BY_USER_TYPE[session.userType] ?? 'home.heading.other';
  return (
    <section className="home" data-user-type={session.userType}>
      <h1 data-testid="home-heading">{t(headingKey)}</h1>
      <p className="greeting" data-testid="home-greeting">
        {t('home.greeting', { name: session.displayName })}
      </p>
      {session.userType === USER_TYPE.teacher || session.userType === USER_TYPE.administrator ? (
        <p className="home-links">
          <a className="button button-primary" href="/live-messages/new" data-testid="home-send-live-message">
            {t('home.sendLiveMessage')}
          </a>{' '}
          <a className="button" href="/live-messages" data-testid="home-sent-live-messages">
            {t('home.sentLiveMessages')}
          </a>
        </p>
      ) : null}
      <SettleTogether>
        {children}
        <LiveStatus />
      </SettleTogether>
    </section>
  );
}
