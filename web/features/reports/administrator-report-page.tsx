import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministratorReport } from '../../../events/reports/administrator-reports';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker } from '../../shared/reports/date-range-picker';
import { ReportPage } from '../../shared/reports/report-page';
import { reportSearch, useReportFilters } from '../../shared/reports/report-query';
import { useReportView } from '../../shared/reports/track-report-view';
import { ViewByPicker } from '../../shared/reports/view-by-picker';
import { ADMINISTRATOR_REPORT_BODIES } from './administrator-report-bodies';
import { ADMINISTRATOR_REPORT_LABELS } from './administrator-report-definitions';
import { administratorReportsApi, type AdministratorReportsApi } from './administrator-reports-api';
import { AdministratorReportAnswer, ReportSchoolPicker } from './administrator-report-scope';
import { reportPath } from './report-paths';
import './administrator-reports.css';

export interface AdministratorReportPageProps {
  report: AdministratorReport;
  /** Tests pass fake calls. */
  api?: AdministratorReportsApi;
  /** The page's query (`?schoolId=&range=&grade=&viewBy=`): where the filters start. */
  search?: string;
}

/**
 * `/analytics/reports/{report}` for school and district administrators: the
 * school (or all of theirs), the date range and view by grades, then the
 * report's toggles, chart, sortable table and CSV (administrator-report-bodies.ts).
 */
export function AdministratorReportPage({ report, api = administratorReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: AdministratorReportPageProps) {
  const { t } = useTranslation();
  const filters = useReportFilters(search);
  const [schoolId, setSchoolId] = useState(filters.initial.get('schoolId') ?? '');
  const title = t(`adminReports.labels.${report}`);
  usePageTitle(title);
  useReportView(ADMINISTRATOR_REPORT_LABELS[report], reportPath(report));

  const query = reportSearch(filters.range, { schoolId: schoolId || null, grade: filters.grade, viewBy: filters.viewBy === 'grades' ? null : filters.viewBy });
  const answer = useLoad(`${report}?${query}`, filters.rangeComplete ? (signal) => api.fetchReport(report, query, { signal }) : null);
  // The school and grade options arrive with each answer; the last answer's stay until the next.
  const options = answer.status === 'loaded' ? answer.data : answer.previous;

  return (
    <ReportPage
      title={title}
      intro={t(`adminReports.intros.${report}`)}
      testId="admin-report"
      filters={
        <>
          <ReportSchoolPicker value={schoolId} onChange={setSchoolId} schools={options?.schoolOptions} />
          <DateRangePicker value={filters.range} onChange={filters.setRange} />
          <ViewByPicker viewBy={filters.viewBy} onViewByChange={filters.setViewBy} grade={filters.grade} onChange={filters.setGrade} {...(options ? { grades: options.gradeOptions } : {})} />
        </>
      }
    >
      <AdministratorReportAnswer report={report} answer={answer} bodies={ADMINISTRATOR_REPORT_BODIES} />
    </ReportPage>
  );
}
