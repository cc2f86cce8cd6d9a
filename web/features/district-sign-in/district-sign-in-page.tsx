import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { fetchCustomDomain, type CustomDomain, type FetchCustomDomain } from './district-sign-in-api';
import './district-sign-in.css';

export interface DistrictSignInPageProps {
  /** The page's custom domain name (`/signin/{customDomainName}`). */
  name: string;
  /**
   * The sign-in form for this district (composed by web/app from the sign-in
   * feature): it signs in with `customDomain` and location CUSTOM_DOMAIN_PAGE.
   */
  renderSignInForm(district: CustomDomain): ReactNode;
  fetchDistrict?: FetchCustomDomain;
}

/**
 * A district's sign-in page (issue 14, spec §2 `/signin/{customDomainName}`):
 * the district's name and a sign-in form for its accounts only (another
 * account is refused `WRONG_CUSTOM_DOMAIN`); a successful sign-in remembers the
 * district for the sign-in dialog's list. An unknown name is the not-found page.
 */
export function DistrictSignInPage({ name, renderSignInForm, fetchDistrict = fetchCustomDomain }: DistrictSignInPageProps) {
  const { t } = useTranslation();
  const load = useLoad(name, (signal) => fetchDistrict(name, signal));
  const title =
    load.status === 'loaded'
      ? t('districtSignIn.title', { district: load.data.displayName })
      : load.status === 'failed' && load.httpStatus === 404
        ? t('districtSignIn.notFoundTitle')
        : null;
  usePageTitle(title);

  if (load.status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {t('districtSignIn.loading')}
      </p>
    );
  }
  if (load.status === 'failed') {
    if (load.httpStatus === 404) {
      return (
        <section className="not-found" data-testid="district-not-found">
          <h1>{t('districtSignIn.notFoundTitle')}</h1>
          <p>{t('districtSignIn.notFoundBody')}</p>
          <p>
            <a href="/">{t('app.goHome')}</a>
          </p>
        </section>
      );
    }
    return (
      <section className="load-failed" role="alert">
        <p>{t(load.errorKey ?? 'app.loadFailed', { defaultValue: t('app.loadFailed') })}</p>
        <button type="button" className="button" onClick={load.retry}>
          {t('app.retry')}
        </button>
      </section>
    );
  }
  const district = load.data;
  return (
    <section className="district-signin-page" aria-labelledby="district-signin-heading" data-testid="district-signin-page" data-custom-domain={district.name}>
      <h1 id="district-signin-heading">{t('districtSignIn.title', { district: district.displayName })}</h1>
      <p className="district-signin-intro">{t('districtSignIn.intro', { district: district.displayName })}</p>
      {renderSignInForm(district)}
    </section>
  );
}
