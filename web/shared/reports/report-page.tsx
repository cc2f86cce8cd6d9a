import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './reports.css';

export interface ReportPageProps {
  title: string;
  intro?: string;
  /** The filter bar: class, date range, view by… */
  filters?: ReactNode;
  /** The toggles and the CSV button, above the body. */
  toolbar?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of every report page (teacher and administrator): one `h1`, an
 * intro, the filter bar as a labelled group, a toolbar, then the report.
 */
export function ReportPage({ title, intro, filters, toolbar, children, testId }: ReportPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="report-page" aria-labelledby={headingId} data-testid={testId}>
      <p className="report-back">
        <a href="/analytics/reports">{t('reports.frame.backToReports')}</a>
      </p>
      <h1 id={headingId}>{title}</h1>
      {intro ? <p className="report-intro">{intro}</p> : null}
      {filters ? (
        <div className="report-filters" role="group" aria-label={t('reports.frame.filters')}>
          {filters}
        </div>
      ) : null}
      {toolbar ? <div className="report-toolbar">{toolbar}</div> : null}
      <div className="report-body">{children}</div>
    </section>
  );
}

/** The days a report covers, as a line under the filters. */
export function ReportIntervalNote({ fromDay, toDay, timeZone }: { fromDay: string | null; toDay: string; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <p className="report-interval" data-testid="report-interval">
      {fromDay === null ? t('reports.frame.intervalAllTime', { to: toDay, timeZone }) : t('reports.frame.interval', { from: fromDay, to: toDay, timeZone })}
    </p>
  );
}
