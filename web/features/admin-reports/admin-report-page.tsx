import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay, type ReportRange } from '../../../events/reports/report-ranges';
import type { AdministratorReport } from '../../../events/reports/administrator-reports';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker, type DateRangeValue } from '../../shared/reports/date-range-picker';
import { ReportIntervalNote, ReportPage } from '../../shared/reports/report-page';
import { trackReportView } from '../../shared/reports/track-report-view';
import { reportSearch, useReportData } from '../../shared/reports/use-report-data';
import { ViewByPicker } from '../../shared/reports/view-by-picker';
import { ADMINISTRATOR_REPORT_LABELS, administratorReportPath } from './admin-report-definitions';
import { AdminReportBody } from './admin-report-body';
import { adminReportsApi, type AdminReportsApi, type AdministratorReportData } from './admin-reports-api';
import './admin-reports.css';

export interface AdminReportPageProps {
  report: AdministratorReport;
  /** Tests pass fake calls. */
  api?: AdminReportsApi;
  /** The page's query (`?schoolId=&range=&grade=`): where the filters start. */
  search?: string;
}

const customRangeComplete = (value: DateRangeValue) =>
  value.range !== 'custom' || (value.from !== undefined && value.to !== undefined && isCalendarDay(value.from) && isCalendarDay(value.to) && value.from <= value.to);

/**
 * `/analytics/reports/{report}` for school and district administrators: the
 * school (or all of theirs), the date range and view by grades, then the
 * report's toggles, chart, sortable table and CSV (admin-report-body.tsx).
 */
export function AdminReportPage({ report, api = adminReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: AdminReportPageProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => new URLSearchParams(search));
  const [schoolId, setSchoolId] = useState(initial.get('schoolId') ?? '');
  const [range, setRange] = useState<DateRangeValue>({ range: (initial.get('range') as ReportRange | null) ?? 'last_30_days' });
  const initialGrade = initial.get('grade');
  const [grade, setGrade] = useState<number | null>(initialGrade !== null && /^\d{1,2}$/.test(initialGrade) ? Number(initialGrade) : null);
  const title = t(`adminReports.labels.${report}`);
  usePageTitle(title);
  useEffect(() => trackReportView(ADMINISTRATOR_REPORT_LABELS[report], administratorReportPath(report)), [report]);

  const ready = customRangeComplete(range);
  const query = reportSearch(range, { schoolId: schoolId || null, grade });
  const data = useReportData<AdministratorReportData[AdministratorReport]>(`${report}?${query}`, ready ? (signal) => api.fetchReport(report, query, { signal }) : null);
  // The school and grade options arrive with the first answer; keep them while the next loads.
  const [options, setOptions] = useState<{ schools: { schoolId: string; name: string }[]; grades: number[] } | null>(null);
  useEffect(() => {
    if (data.data) setOptions({ schools: data.data.schoolOptions, grades: data.data.gradeOptions });
  }, [data.data]);

  let body = null;
  if (ready && data.phase === 'loading') {
    body = (
      <p className="loading" aria-busy="true" data-testid="report-loading">
        {t('reports.frame.loading')}
      </p>
    );
  } else if (ready && data.phase === 'failed') {
    body = (
      <div className="form-error" role="alert" data-testid="report-failed">
        <p>{t([data.errorKey ?? '', 'reports.frame.loadFailed'])}</p>
        <button type="button" className="button" onClick={data.reload}>
          {t('reports.frame.retry')}
        </button>
      </div>
    );
  } else if (ready && data.data !== null) {
    body =
      data.data.schoolOptions.length === 0 ? (
        <p data-testid="report-no-schools">{t('adminReports.noSchools')}</p>
      ) : (
        <>
          <ReportIntervalNote fromDay={data.data.fromDay} toDay={data.data.toDay} timeZone={data.data.timeZone} />
          <AdminReportBody report={report} data={data.data} />
        </>
      );
  }

  return (
    <ReportPage
      title={title}
      intro={t(`adminReports.intros.${report}`)}
      testId="admin-report"
      filters={
        <>
          <SchoolPicker schools={options?.schools ?? []} schoolId={schoolId} onChange={setSchoolId} />
          <DateRangePicker value={range} onChange={setRange} />
          <ViewByPicker grade={grade} onChange={setGrade} {...(options ? { grades: options.grades } : {})} />
        </>
      }
    >
      <div className="admin-report-content" data-report={report} data-testid="report-content" aria-live="polite" aria-busy={data.phase === 'loading'}>
        {body}
      </div>
    </ReportPage>
  );
}

function SchoolPicker({ schools, schoolId, onChange }: { schools: readonly { schoolId: string; name: string }[]; schoolId: string; onChange(schoolId: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('adminReports.schoolPicker')}</label>
      <select id={id} value={schoolId} onChange={(event) => onChange(event.target.value)} data-testid="report-school">
        <option value="">{t('adminReports.allSchools')}</option>
        {schools.map((school) => (
          <option key={school.schoolId} value={school.schoolId}>
            {school.name}
          </option>
        ))}
      </select>
    </div>
  );
}
