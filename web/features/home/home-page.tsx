import { useTranslation } from 'react-i18next';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { PushLog } from './push-log';

const HEADING_KEY_BY_USER_TYPE: Readonly<Record<number, string>> = {
  [USER_TYPE.student]: 'home.heading.student',
  [USER_TYPE.teacher]: 'home.heading.teacher',
  [USER_TYPE.familyParent]: 'home.heading.familyParent',
  [USER_TYPE.familyChild]: 'home.heading.familyChild',
  [USER_TYPE.administrator]: 'home.heading.administrator',
};

/** The home page for the user's type (spec §1); a visitor gets the welcome. */
export function HomePage({ session }: { session: Session }) {
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
      <PushLog />
    </section>
  );
}
