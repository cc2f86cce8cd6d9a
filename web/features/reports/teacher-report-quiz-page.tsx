import './reports-chunk-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '../../../events/reports/quiz-reports';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { ReportAnswer, ReportBody, ReportPage, type ReportBodies } from '../../shared/reports/report-page';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { formatInstant } from './report-format';
import { reportPath } from './report-paths';
import { classlessReportPage, ReportClassPicker, useReportClasses } from './teacher-report-classes';
import { QuizAnalysisView } from './teacher-report-quiz-analysis';
import { quizReportsApi, type QuizReportData, type QuizReportsApi } from './teacher-report-quiz-api';
import { QUIZ_REPORT_LABELS } from './teacher-report-quiz-definitions';
import { StudentQuizResultsView } from './teacher-report-quiz-results';
import './teacher-reports.css';

const BODIES: ReportBodies<QuizReportData> = {
  'quiz-analysis': QuizAnalysisView,
  'student-quiz-results': StudentQuizResultsView,
};

export interface QuizReportPageProps {
  report: QuizReport;
  /** Tests pass fake calls. */
  api?: QuizReportsApi;
  /** The page's query (`?classId=&quizId=&studentUserId=`): where the filters start. */
  search?: string;
}

/** The query of a quiz report: its filters, empty ones left out. */
function quizReportSearch(fields: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) search.set(name, value);
  return search.toString();
}

/**
 * `/analytics/reports/quiz-analysis` and `/analytics/reports/student-quiz-results`
 * (teachers, and administrators for their schools' classes): the class, then the
 * quiz (Quiz analysis: the latest closed one unless chosen) or the student
 * (Student quiz results: every student unless chosen); then the chart, sortable
 * table and CSV. The server decides which classes (docs/reports.md "Quiz reports").
 */
export function QuizReportPage({ report, api = quizReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: QuizReportPageProps) {
  const { t, i18n } = useTranslation();
  const [initial] = useState(() => new URLSearchParams(search));
  const [classId, setClassId] = useState<string | null>(initial.get('classId'));
  const [quizId, setQuizId] = useState(initial.get('quizId') ?? '');
  const [studentUserId, setStudentUserId] = useState(initial.get('studentUserId') ?? '');
  const { classes, classList, chosenClass } = useReportClasses(api.fetchClasses, classId);
  const title = t(`quizReports.labels.${report}`);
  usePageTitle(title);
  useReportView(QUIZ_REPORT_LABELS[report], reportPath(report));

  const analysis = report === 'quiz-analysis';
  const query = quizReportSearch({ classId: chosenClass?.classId ?? null, quizId: analysis ? quizId : null, studentUserId: analysis ? null : studentUserId });
  const answer = useLoad(`${report}?${query}`, chosenClass !== null ? (signal) => api.fetchReport(report, query, { signal }) : null);
  const shown = answer.status === 'loaded' ? answer.data : answer.status === 'loading' || answer.status === 'failed' ? answer.previous : undefined;
  const quizChoice = analysis && shown !== undefined && 'items' in shown ? shown : null;

  const frame = { title, intro: t(`quizReports.intros.${report}`), testId: 'quiz-report' };
  const classless = classlessReportPage(t, frame, classes);
  if (classless !== null) return classless;
  return (
    <ReportPage
      {...frame}
      filters={
        <>
          {classList !== null ? (
            <ReportClassPicker classList={classList} chosenClass={chosenClass} onChange={(id) => (setClassId(id), setQuizId(''), setStudentUserId(''))} />
          ) : null}
          {quizChoice !== null && quizChoice.quizOptions.length > 0 ? (
            <ReportSelect
              label={t('quizReports.quizPicker')}
              value={quizChoice.quiz?.quizId ?? ''}
              options={quizChoice.quizOptions.map((option) => ({
                value: option.quizId,
                label: t('quizReports.quizOption', { title: option.title, closesAt: formatInstant(option.closesAt, quizChoice.timeZone, i18n.language) }),
              }))}
              onChange={setQuizId}
              testId="report-quiz"
            />
          ) : null}
          {!analysis && chosenClass !== null ? (
            <ReportSelect
              label={t('reports.frame.studentPicker')}
              value={studentUserId}
              emptyOption={t('reports.frame.allStudents')}
              options={chosenClass.students.map((each) => ({ value: each.userId, label: each.displayName }))}
              onChange={setStudentUserId}
              testId="report-student"
            />
          ) : null}
        </>
      }
    >
      <ReportAnswer report={report} answer={classes.status === 'loading' ? { status: 'loading', retry: classes.retry } : answer} interval={() => null}>
        {(data) => <ReportBody bodies={BODIES} report={report} data={data} />}
      </ReportAnswer>
    </ReportPage>
  );
}
