import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAnalysisItem, QuizAnalysisReport } from '../../../events/reports/quiz-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatInstant, formatPercent, percentOf } from './report-format';

/**
 * Quiz analysis: the quiz shown (assigned, submitted, released), then per question
 * its prompt, the share of the class's students who answered it right, and the
 * wrong answers chosen with their counts; a chart of the share right per question.
 */
export function QuizAnalysisView({ data }: { data: QuizAnalysisReport }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ReportColumn<QuizAnalysisItem>[]>(
    () => [
      {
        key: 'question',
        header: t('quizReports.columns.question'),
        rowHeader: true,
        numeric: true,
        cell: (row) => t('quizReports.questionNumber', { number: row.questionNumber }),
        sortValue: (row) => row.questionNumber,
      },
      { key: 'prompt', header: t('quizReports.columns.prompt'), cell: (row) => row.prompt, sortValue: (row) => row.prompt },
      { key: 'skill', header: t('quizReports.columns.skill'), cell: (row) => row.skillName ?? t('reports.units.none'), sortValue: (row) => row.skillName ?? '' },
      { key: 'answered', header: t('quizReports.columns.answered'), numeric: true, cell: (row) => row.answered, sortValue: (row) => row.answered },
      {
        key: 'right',
        header: t('quizReports.columns.right'),
        numeric: true,
        cell: (row) => formatPercent(t, percentOf(row.right, row.answered)),
        sortValue: (row) => percentOf(row.right, row.answered),
      },
      { key: 'correctAnswer', header: t('quizReports.columns.correctAnswer'), cell: (row) => row.correctAnswer ?? t('reports.units.none'), sortValue: (row) => row.correctAnswer ?? '' },
      {
        key: 'wrongAnswers',
        header: t('quizReports.columns.wrongAnswers'),
        cell: (row) =>
          row.wrongAnswers.length === 0 ? (
            t('quizReports.noWrongAnswers')
          ) : (
            <ul className="report-cell-list">
              {row.wrongAnswers.map((wrong) => (
                <li key={wrong.response}>{t('quizReports.wrongAnswer', { response: wrong.response, count: wrong.count })}</li>
              ))}
            </ul>
          ),
        sortValue: (row) => row.answered - row.right,
        csvValue: (row) => row.wrongAnswers.map((wrong) => `${wrong.response} (${wrong.count})`).join('; '),
      },
    ],
    [t],
  );
  if (data.quiz === null) return <p data-testid="quiz-report-empty">{t('quizReports.noQuizzes')}</p>;
  const quiz = data.quiz;
  return (
    <>
      <h2 data-testid="quiz-analysis-title">{quiz.title}</h2>
      <p className="report-note" data-testid="quiz-analysis-summary">
        {t('quizReports.quizSummary', { assigned: quiz.assigned, submitted: quiz.submitted, questions: quiz.questionCount })} ·{' '}
        {quiz.released ? t('quizReports.released') : t('quizReports.notReleased')}
      </p>
      <ReportSection
        report="quiz-analysis"
        interval={{ fromDay: quiz.opensAt.slice(0, 10), toDay: quiz.closesAt.slice(0, 10) }}
        columns={columns}
        rows={data.items}
        rowKey={(row) => String(row.questionNumber)}
        caption={t('quizReports.labels.quiz-analysis')}
        testId="quiz-analysis-table"
        note={
          <p className="report-note">
            {t('quizReports.rightRule')} ({formatInstant(quiz.closesAt, data.timeZone, i18n.language)})
          </p>
        }
        chart={
          <ReportChart
            kind="bar"
            title={t('quizReports.charts.rightPerQuestion')}
            data={data.items.map((item) => ({ question: t('quizReports.questionNumber', { number: item.questionNumber }), right: percentOf(item.right, item.answered) ?? 0 }))}
            xKey="question"
            xLabel={t('quizReports.columns.question')}
            series={[{ key: 'right', label: t('quizReports.charts.rightPercent') }]}
            testId="quiz-analysis-chart"
          />
        }
      />
    </>
  );
}
