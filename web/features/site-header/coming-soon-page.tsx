import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/page-title/use-page-title';

/**
 * A header link target that the product does not have yet (the paths are
 * `COMING_SOON_PAGES` in web/app/page-routes.ts): it says so plainly instead of
 * a 404; later issues replace each with the real page.
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section className="coming-soon" data-testid="coming-soon-page">
      <h1 data-testid="coming-soon-heading">{title}</h1>
      <p>{t('siteHeader.comingSoon.body', { page: title })}</p>
      <p>
        <a href="/">{t('app.goHome')}</a>
      </p>
    </section>
  );
}
