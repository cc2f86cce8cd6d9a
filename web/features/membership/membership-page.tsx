import { useTranslation } from 'react-i18next';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { FamilyPanel } from './family-panel';
import { JoinForm } from './join-form';
import { httpMembershipApi, type MembershipApi } from './membership-api';
import './membership.css';

export interface MembershipPageProps {
  session: Session;
  /** `/membership/family/subscribe/monthly/math` (the translated practice-limit dialog's link) says math. */
  variant: 'family' | 'math';
  api?: MembershipApi;
}

/**
 * Joining a family membership (issue 14, spec §2 `/membership/`,
 * `/membership/family/subscribe/monthly/math`): a visitor creates the parent
 * account (the e-mail is confirmed by a mailed link, membership-confirm-page.tsx),
 * and the parent adds children with usernames and optional secret words. The
 * page says that there is no payment.
 */
export function MembershipPage({ session, variant, api = httpMembershipApi }: MembershipPageProps) {
  const { t } = useTranslation();
  let content;
  if (!session.signedIn) content = <JoinForm api={api} />;
  else if (session.userType === USER_TYPE.familyParent) content = <FamilyPanel api={api} userId={session.userId} />;
  else if (session.userType === USER_TYPE.familyChild) content = <p data-testid="membership-child">{t('membershipPage.family.notParent')}</p>;
  else content = <p data-testid="membership-signed-in">{t('membershipPage.signedIn', { name: session.displayName })}</p>;

  return (
    <section className="membership-page" aria-labelledby="membership-heading" data-testid="membership-page" data-variant={variant}>
      <h1 id="membership-heading">{t(variant === 'math' ? 'membershipPage.mathTitle' : 'membershipPage.title')}</h1>
      <p>{t('membershipPage.intro')}</p>
      {variant === 'math' ? <p>{t('membershipPage.mathNote')}</p> : null}
      <p className="membership-free" data-testid="membership-free">
        {t('membershipPage.free')}
      </p>
      {session.signedIn ? null : <p>{t('membershipPage.steps')}</p>}
      {content}
    </section>
  );
}
