import type { QuizResourceReport } from '../../../events/reports/quiz-resource-reports';
import { reportOfPath } from './report-paths';

/** Each quiz-resource report's tracking label (spec §9 administrator report areas), in the order the reports index lists them. */
export const QUIZ_RESOURCE_REPORT_LABELS: Readonly<Record<QuizResourceReport, string>> = {
  'quiz-resource-results': 'Quiz Resource Results',
  'quiz-resource-item-analysis': 'Quiz Resource Item Analysis',
};

/** The quiz-resource reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const QUIZ_RESOURCE_REPORT_PAGES = Object.keys(QUIZ_RESOURCE_REPORT_LABELS) as QuizResourceReport[];

/** The quiz-resource report a page path names (`/analytics/reports/quiz-resource-results`), or null. */
export const quizResourceReportOfPath = (path: string) => reportOfPath(path, QUIZ_RESOURCE_REPORT_PAGES);
