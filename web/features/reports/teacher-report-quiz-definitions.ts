import type { QuizReport } from '../../../events/reports/quiz-reports';
import { reportOfPath } from './report-paths';

/** Each quiz report's tracking label (spec §9 teacher report areas), in the order the reports index lists them. */
export const QUIZ_REPORT_LABELS: Readonly<Record<QuizReport, string>> = {
  'quiz-analysis': 'Quiz analysis',
  'student-quiz-results': 'Student quiz results',
};

/** The quiz reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const QUIZ_REPORT_PAGES = Object.keys(QUIZ_REPORT_LABELS) as QuizReport[];

/** The quiz report a page path names (`/analytics/reports/quiz-analysis`), or null. */
export const quizReportOfPath = (path: string) => reportOfPath(path, QUIZ_REPORT_PAGES);
