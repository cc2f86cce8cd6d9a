import { useTranslation } from 'react-i18next';

/**
 * Pages the header links to that the product does not have yet (spec §2
 * link targets, and the links this header adds per user type). Each says so
 * plainly instead of a 404; the real pages replace these entries.
 */
const COMING_SOON_PAGES: Readonly<Record<string, string>> = {
  '/roster/view': 'siteHeader.links.roster',
  '/analytics/live-classroom': 'siteHeader.links.liveClassroom',
  '/analytics/progress': 'siteHeader.links.progress',
  '/analytics/progress-share': 'siteHeader.links.progressShare',
  '/analytics/reports': 'siteHeader.links.reports',
  '/sparkstudio': 'siteHeader.links.sparkStudio',
  '/notifications': 'siteHeader.links.notifications',
  '/profile': 'siteHeader.userMenu.profile',
  '/membership': 'siteHeader.links.membership',
  '/my-practice': 'siteHeader.links.myPractice',
};

/** The title key of a coming-soon page, or null when the path is not one (path without trailing slash). */
export function comingSoonTitleKey(path: string): string | null {
  return COMING_SOON_PAGES[path] ?? null;
}

export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
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
