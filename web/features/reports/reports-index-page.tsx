import './reports-chunk-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/session/session';
import { reportGroupsFor, type ReportGroup } from './reports-index-catalogue';
import './reports-index.css';

/** `/analytics/reports`: every report the signed-in user may open, grouped by kind, each a link. */
export function ReportsIndexPage({ session }: { session: Session }) {
  const { t } = useTranslation();
  const groups = reportGroupsFor(session);
  return (
    <section className="reports-index" data-testid="reports-index">
      <h1>{t('reportsIndex.title')}</h1>
      <p className="reports-index-intro">{t('reportsIndex.intro')}</p>
      {groups.length === 0 ? <p data-testid="reports-index-none">{t('reportsIndex.none')}</p> : groups.map((group) => <ReportGroupList key={group.testId} group={group} />)}
    </section>
  );
}

function ReportGroupList({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={group.testId}>
      <h2 id={headingId}>{t(group.headingKey)}</h2>
      <ul className="reports-index-list">
        {group.links.map((link) => (
          <li key={link.href} className="reports-index-item">
            <a href={link.href} data-testid={`report-link-${link.href.split('/').at(-1)}`}>
              {t(link.labelKey)}
            </a>
            <p>{t(link.aboutKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
