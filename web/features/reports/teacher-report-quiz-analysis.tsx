import './reports-chunk-text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAnalysisReport } from '../../../events/reports/quiz-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { quizItemColumns, rightPerQuestion } from './quiz-item-columns';
import { formatInstant } from './report-format';

/**
 * Quiz analysis: the quiz shown (assigned, submitted, released), then per question
 * its prompt, the share of the class's students who answered it right, and the
 * wrong answers chosen with their counts; a chart of the share right per question.
 */
export function QuizAnalysisView({ data }: { data: QuizAnalysisReport }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => quizItemColumns(t), [t]);
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
            data={rightPerQuestion(t, data.items)}
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
