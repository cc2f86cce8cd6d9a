import './reports-chunk-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResourceReport } from '../../../events/reports/quiz-resource-reports';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker } from '../../shared/reports/date-range-picker';
import { ReportPage, type ReportBodies } from '../../shared/reports/report-page';
import { reportSearch, useReportFilters } from '../../shared/reports/report-query';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { quizResourceReportsApi, type QuizResourceReportData, type QuizResourceReportsApi } from './administrator-report-quiz-resource-api';
import { QUIZ_RESOURCE_REPORT_LABELS } from './administrator-report-quiz-resource-definitions';
import { QuizResourceItemAnalysisView, QuizResourceResultsView } from './administrator-report-quiz-resource-views';
import { AdministratorReportAnswer, ReportGradePicker, ReportSchoolPicker } from './administrator-report-scope';
import { reportPath } from './report-paths';
import './administrator-reports.css';

const BODIES: ReportBodies<QuizResourceReportData> = {
  'quiz-resource-results': QuizResourceResultsView,
  'quiz-resource-item-analysis': QuizResourceItemAnalysisView,
};

export interface QuizResourceReportPageProps {
  report: QuizResourceReport;
  /** Tests pass fake calls. */
  api?: QuizResourceReportsApi;
  /** The page's query (`?schoolId=&range=&grade=&quizId=`): where the filters start. */
  search?: string;
}

/**
 * `/analytics/reports/{report}` for the quiz-resource reports (school and district
 * administrators): the school (or all of theirs), the date range, the grade and the
 * quiz resource (the most used one first); then the report's charts, sortable table
 * and CSV. The server decides which schools and resources (docs/administrator-reports.md
 * "Quiz resource reports").
 */
export function QuizResourceReportPage({ report, api = quizResourceReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: QuizResourceReportPageProps) {
  const { t } = useTranslation();
  const filters = useReportFilters(search);
  const [schoolId, setSchoolId] = useState(filters.initial.get('schoolId') ?? '');
  const [quizId, setQuizId] = useState(filters.initial.get('quizId') ?? '');
  const title = t(`quizResourceReports.labels.${report}`);
  usePageTitle(title);
  useReportView(QUIZ_RESOURCE_REPORT_LABELS[report], reportPath(report));

  const query = reportSearch(filters.range, { schoolId: schoolId || null, grade: filters.grade, quizId: quizId || null });
  const answer = useLoad(`${report}?${query}`, filters.rangeComplete ? (signal) => api.fetchReport(report, query, { signal }) : null);
  // The options arrive with each answer; the last answer's stay until the next.
  const options = answer.status === 'loaded' ? answer.data : answer.previous;

  return (
    <ReportPage
      title={title}
      intro={t(`quizResourceReports.intros.${report}`)}
      testId="quiz-resource-report"
      filters={
        <>
          <ReportSchoolPicker value={schoolId} onChange={setSchoolId} schools={options?.schoolOptions} />
          <DateRangePicker value={filters.range} onChange={filters.setRange} />
          <ReportGradePicker grade={filters.grade} onChange={filters.setGrade} grades={options?.gradeOptions} />
          {options && options.resourceOptions.length > 0 ? (
            <ReportSelect
              label={t('quizResourceReports.resourcePicker')}
              value={quizId || options.resource?.quizId || ''}
              options={options.resourceOptions.map((option) => ({ value: option.quizId, label: t('quizResourceReports.resourceOption', { title: option.title, author: option.authorName, uses: option.uses }) }))}
              onChange={setQuizId}
              testId="report-resource"
            />
          ) : null}
        </>
      }
    >
      <AdministratorReportAnswer report={report} answer={answer} bodies={BODIES} />
    </ReportPage>
  );
}
