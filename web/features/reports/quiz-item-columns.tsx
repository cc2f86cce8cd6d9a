import './reports-chunk-text';
import type { TFunction } from 'i18next';
import type { QuizAnalysisItem } from '../../../events/reports/quiz-reports';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatPercent, percentOf } from './report-format';

/**
 * The columns of a quiz's per-question table (Quiz analysis, Quiz Resource Item Analysis):
 * the question, its prompt and skill, answered, share right, the right answer and the
 * wrong answers chosen with their counts.
 */
export const quizItemColumns = (t: TFunction): ReportColumn<QuizAnalysisItem>[] => [
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
];

/** The chart's points: the share right per question. */
export const rightPerQuestion = (t: TFunction, items: readonly QuizAnalysisItem[]) =>
  items.map((item) => ({ question: t('quizReports.questionNumber', { number: item.questionNumber }), right: percentOf(item.right, item.answered) ?? 0 }));
