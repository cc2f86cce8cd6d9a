import './reports-chunk-text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentQuizResultsReport } from '../../../events/reports/quiz-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatInstant } from './report-format';

type Row = StudentQuizResultsReport['rows'][number];

const statusKey = (row: Row) => (row.status === 'submitted' && row.submitReason === 'deadline' ? 'deadline' : row.status);

/**
 * Student quiz results: per student and quiz of the class — status, score (right /
 * questions, %), submitted at, released; a chart of the scores per quiz (the
 * class's mean, or the chosen student's own).
 */
export function StudentQuizResultsView({ data }: { data: StudentQuizResultsReport }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      { key: 'student', header: t('quizReports.columns.student'), rowHeader: true, cell: (row) => row.displayName, sortValue: (row) => row.displayName },
      { key: 'quiz', header: t('quizReports.columns.quiz'), cell: (row) => row.title, sortValue: (row) => row.title },
      { key: 'status', header: t('quizReports.columns.status'), cell: (row) => t(`quizReports.status.${statusKey(row)}`), sortValue: (row) => t(`quizReports.status.${statusKey(row)}`) },
      {
        key: 'score',
        header: t('quizReports.columns.score'),
        numeric: true,
        // Not started: no score at all (a "0 / 3" would read as a score of nothing right).
        cell: (row) =>
          row.status === 'not_started'
            ? '—'
            : row.scorePercent === null
            ? t('quizReports.scorePending', { right: row.right, questions: row.questions })
            : t('quizReports.scoreValue', { right: row.right, questions: row.questions, percent: row.scorePercent }),
        sortValue: (row) => row.scorePercent,
      },
      {
        key: 'submittedAt',
        header: t('quizReports.columns.submittedAt'),
        cell: (row) => (row.submittedAt === null ? t('reports.units.none') : formatInstant(row.submittedAt, data.timeZone, i18n.language)),
        sortValue: (row) => row.submittedAt,
      },
      { key: 'released', header: t('quizReports.columns.released'), cell: (row) => (row.released ? t('quizReports.yes') : t('quizReports.no')), sortValue: (row) => (row.released ? 1 : 0) },
    ],
    [t, i18n.language, data.timeZone],
  );
  const days = data.rows.map((row) => row.closesAt.slice(0, 10)).sort();
  return (
    <ReportSection
      report="student-quiz-results"
      interval={{ fromDay: days[0] ?? null, toDay: days[days.length - 1] ?? 'none' }}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.studentUserId}|${row.quizId}`}
      caption={t('quizReports.labels.student-quiz-results')}
      testId="student-quiz-results-table"
      note={<p className="report-note">{t('quizReports.scoreRule')}</p>}
      emptyText={data.quizOptions.length === 0 ? t('quizReports.noQuizzes') : t('quizReports.noResults')}
      chart={
        <ReportChart
          kind="bar"
          title={t('quizReports.charts.scorePerQuiz')}
          data={data.quizzes.map((quiz) => ({ quiz: quiz.title, score: quiz.averageScore ?? 0 }))}
          xKey="quiz"
          xLabel={t('quizReports.columns.quiz')}
          series={[{ key: 'score', label: data.studentUserId === null ? t('quizReports.charts.averageScore') : t('quizReports.charts.studentScore') }]}
          testId="student-quiz-results-chart"
        />
      }
    />
  );
}
