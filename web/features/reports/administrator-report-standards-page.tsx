import './reports-chunk-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardsReport } from '../../../events/reports/standards-reports';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker } from '../../shared/reports/date-range-picker';
import { ReportPage, type ReportBodies } from '../../shared/reports/report-page';
import { reportSearch, useReportFilters } from '../../shared/reports/report-query';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { StandardsPerformanceView } from './administrator-report-standards-performance';
import { StandardsProficiencyDetailsView } from './administrator-report-standards-details';
import { StandardsProficiencyOverviewView } from './administrator-report-standards-overview';
import { STANDARDS_REPORT_LABELS } from './administrator-report-standards-definitions';
import { standardsReportsApi, type StandardsReportData, type StandardsReportsApi } from './administrator-report-standards-api';
import { AdministratorReportAnswer, ReportGradePicker, ReportSchoolPicker } from './administrator-report-scope';
import { reportPath } from './report-paths';
import './administrator-reports.css';

const BODIES: ReportBodies<StandardsReportData> = {
  'standards-proficiency-overview': StandardsProficiencyOverviewView,
  'standards-proficiency-details': StandardsProficiencyDetailsView,
  'standards-performance': StandardsPerformanceView,
};

export interface StandardsReportPageProps {
  report: StandardsReport;
  /** Tests pass fake calls. */
  api?: StandardsReportsApi;
  /** The page's query (`?schoolId=&range=&grade=&code=`): where the filters start. */
  search?: string;
}

/**
 * `/analytics/reports/{report}` for the standards reports (school and district
 * administrators): the school (or all of theirs), the date range, the grade and —
 * for Details — the standard; then the report's chart, sortable table and CSV.
 * The server decides which schools (docs/administrator-reports.md "Standards reports").
 */
export function StandardsReportPage({ report, api = standardsReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: StandardsReportPageProps) {
  const { t } = useTranslation();
  const filters = useReportFilters(search);
  const [schoolId, setSchoolId] = useState(filters.initial.get('schoolId') ?? '');
  const [code, setCode] = useState(filters.initial.get('code') ?? '');
  const title = t(`standardsReports.labels.${report}`);
  usePageTitle(title);
  useReportView(STANDARDS_REPORT_LABELS[report], reportPath(report));

  const details = report === 'standards-proficiency-details';
  const query = reportSearch(filters.range, { schoolId: schoolId || null, grade: filters.grade, code: details ? code || null : null });
  const answer = useLoad(`${report}?${query}`, filters.rangeComplete ? (signal) => api.fetchReport(report, query, { signal }) : null);
  // The options arrive with each answer; the last answer's stay until the next.
  const options = answer.status === 'loaded' ? answer.data : answer.previous;
  const standardChoice = options && 'standardOptions' in options ? options : null;

  return (
    <ReportPage
      title={title}
      intro={t(`standardsReports.intros.${report}`)}
      testId="standards-report"
      filters={
        <>
          <ReportSchoolPicker value={schoolId} onChange={setSchoolId} schools={options?.schoolOptions} />
          <DateRangePicker value={filters.range} onChange={filters.setRange} />
          <ReportGradePicker grade={filters.grade} onChange={filters.setGrade} grades={options?.gradeOptions} />
          {details && standardChoice && standardChoice.standardOptions.length > 0 ? (
            <ReportSelect
              label={t('standardsReports.standardPicker')}
              value={code || standardChoice.standard?.code || ''}
              options={[
                // A standard asked for by its code but not practised in the range stays choosable.
                ...(standardChoice.standard && !standardChoice.standardOptions.some((option) => option.code === standardChoice.standard!.code) ? [standardChoice.standard] : []),
                ...standardChoice.standardOptions,
              ].map((option) => ({ value: option.code, label: t('standardsReports.standardOption', { code: option.code, description: option.description }) }))}
              onChange={setCode}
              testId="report-standard"
            />
          ) : null}
        </>
      }
    >
      <AdministratorReportAnswer report={report} answer={answer} bodies={BODIES} />
    </ReportPage>
  );
}
