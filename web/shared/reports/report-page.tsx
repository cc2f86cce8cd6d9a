import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportGrouping } from '../../../events/reports/report-view-by';
import type { IdleState, Loading } from '../loading/use-load';
import { ReportGroupingNote } from './report-groups';
import { formatReportDay } from './report-days';
import './reports.css';

export interface ReportPageProps {
  title: string;
  intro?: string;
  /** The filter bar: class, date range, view by… */
  filters?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of every report page (teacher, administrator and progress): one
 * `h1`, an intro, the filter bar as a labelled group, then the report — for
 * teacher and administrator reports a `ReportAnswer`, whose sections are each a
 * `ReportSection` (report-section.tsx).
 */
export function ReportPage({ title, intro, filters, children, testId }: ReportPageProps) {
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
      <div className="report-body">{children}</div>
    </section>
  );
}

/** The days a report covers, as a line under the filters. */
export function ReportIntervalNote({ fromDay, toDay, timeZone }: { fromDay: string | null; toDay: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  // The reader's locale's dates (issue 34: "Nov 2, 2026", not "2026-11-02").
  const to = formatReportDay(toDay, i18n.language);
  return (
    <p className="report-interval" data-testid="report-interval">
      {fromDay === null ? t('reports.frame.intervalAllTime', { to, timeZone }) : t('reports.frame.interval', { from: formatReportDay(fromDay, i18n.language), to, timeZone })}
    </p>
  );
}

/** Each report's body, by report, for the answer it gets (the type makes it name every report). */
export type ReportBodies<Answers> = { [R in keyof Answers]: (props: { data: Answers[R] }) => ReactNode };

/** The body of one report of `bodies`, for its answer. */
export function ReportBody<Answers, R extends keyof Answers>({ bodies, report, data }: { bodies: ReportBodies<Answers>; report: R; data: Answers[R] }) {
  const Body = bodies[report] as (props: { data: Answers[R] }) => ReactNode;
  return <Body data={data} />;
}

/** A report's answer as `useLoad` (web/shared/loading/use-load.ts) gives it; idle while its filters are not complete. */
export type ReportLoad<T> = Loading<T> | IdleState<T>;

export interface ReportInterval {
  fromDay: string | null;
  toDay: string;
  timeZone: string;
}

/**
 * The report's answer area of a teacher or administrator report page, a live
 * region busy while an answer loads: the `LoadedReport` states, an answer shown
 * under the days it covers (`interval`; null: none, the answer says why).
 */
export function ReportAnswer<T>({
  report,
  answer,
  interval,
  notReady,
  children,
}: {
  /** Its name (`data-report`). */
  report: string;
  answer: ReportLoad<T>;
  interval(data: T): ReportInterval | null;
  /** Shown while the filters are not complete (idle): what is missing. */
  notReady?: ReactNode;
  children(data: T): ReactNode;
}) {
  return (
    <div className="report-content" data-report={report} data-testid="report-content" aria-live="polite" aria-busy={answer.status === 'loading'}>
      <LoadedReport answer={answer} notReady={notReady}>
        {(data) => {
          const days = interval(data);
          return (
            <>
              {days ? <ReportIntervalNote fromDay={days.fromDay} toDay={days.toDay} timeZone={days.timeZone} /> : null}
              {/* View by standards or skill plan: says when the view does not group this answer (docs/reports.md). */}
              <ReportGroupingNote grouping={groupingOf(data)} />
              {children(data)}
            </>
          );
        }}
      </LoadedReport>
    </div>
  );
}

/** An answer's grouping (report-view-by.ts), when it has one. */
const groupingOf = (data: unknown): ReportGrouping | null =>
  typeof data === 'object' && data !== null && 'grouping' in data ? ((data as { grouping: ReportGrouping | null }).grouping ?? null) : null;

/**
 * What a report shows for its answer: what is missing while idle, a loading
 * line, the failure (the server's error key, else "could not load") with a
 * retry, or the answer. While a new answer loads the last one stays (the region
 * is busy), so the report's toggles keep their state across filter changes.
 * `testIdPrefix`: the states' test ids (`report-loading`, `report-failed`).
 */
export function LoadedReport<T>({
  answer,
  notReady = null,
  testIdPrefix = 'report',
  children,
}: {
  answer: ReportLoad<T>;
  notReady?: ReactNode;
  testIdPrefix?: string;
  children(data: T): ReactNode;
}) {
  switch (answer.status) {
    case 'idle':
      return notReady;
    case 'failed':
      return <ReportLoadFailed errorKey={answer.errorKey} retry={answer.retry} testId={`${testIdPrefix}-failed`} />;
    case 'loading':
      return answer.previous !== undefined ? children(answer.previous) : <ReportLoading testId={`${testIdPrefix}-loading`} />;
    case 'loaded':
      return children(answer.data);
    default: {
      const _exhaustive: never = answer;
      return _exhaustive;
    }
  }
}

export function ReportLoading({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="loading" aria-busy="true" data-testid={testId}>
      {t('reports.frame.loading')}
    </p>
  );
}

/** A report (or what it is chosen from) that could not load: the server's error key, else "could not load", and a retry. */
export function ReportLoadFailed({ errorKey, retry, testId }: { errorKey: string | null; retry(): void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-error" role="alert" data-testid={testId}>
      <p>{t([errorKey ?? '', 'reports.frame.loadFailed'])}</p>
      <button type="button" className="button" onClick={retry}>
        {t('reports.frame.retry')}
      </button>
    </div>
  );
}
