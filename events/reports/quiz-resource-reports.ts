import type { QuizShareScope } from '../quizzes';
import type { AdministratorReportFrame } from './administrator-reports';
import type { QuizAnalysisItem } from './quiz-reports';

// The administrator quiz-resource reports (issue 29 item 5; docs/administrator-reports.md
// "Quiz resource reports"): the shapes `GET /reports/quiz-resource-results` and
// `GET /reports/quiz-resource-item-analysis` answer (the server annotates them, the
// browser's schemas are checked against them). Who may read them is the administrator
// reports' rule (`mayReadAdministratorReports`): an administrator, over her schools only.

/** The quiz-resource reports: kebab-case names (`GET /reports/{name}`, page `/analytics/reports/{name}`). */
export const QUIZ_RESOURCE_REPORTS = ['quiz-resource-results', 'quiz-resource-item-analysis'] as const;
export type QuizResourceReport = (typeof QUIZ_RESOURCE_REPORTS)[number];

/** A quiz resource (a quiz shared with its school or district) used in the administrator's chosen schools in the range. */
export interface QuizResourceOption {
  quizId: string;
  title: string;
  /** The teacher who shared it, and her school. */
  authorName: string;
  authorSchoolName: string;
  sharedScope: QuizShareScope;
  /** Its uses in scope: the quizzes assigned from it (and the resource's own assignment) in the chosen schools and range. */
  uses: number;
}

/** One school's figures over the resource's uses in it. */
export interface QuizResourceSchoolFigures {
  /** Students assigned (a student assigned the resource twice counts twice: one per use). */
  assigned: number;
  /** Of them, those who submitted (an attempt not submitted counts at its deadline, like the quiz page). */
  submitted: number;
  /** Mean score (right / questions, whole %) of the submitted; null: none submitted. */
  averageScore: number | null;
}

/** The frame both reports share: the administrator's schools and range, the resources to pick from and the one shown. */
export interface QuizResourceFrame extends AdministratorReportFrame {
  /** The resources used in scope, the most used first. */
  resourceOptions: QuizResourceOption[];
  /** The resource shown: the one asked for (`quizId`), else the most used; null: none used in scope. */
  resource: (QuizResourceOption & { questionCount: number }) | null;
  /** Per school that used it (school name order): its figures, over every grade (or the grade chosen). */
  schools: (QuizResourceSchoolFigures & { schoolId: string; schoolName: string; uses: number })[];
}

/** Quiz Resource Results: per school × grade of the students assigned, the figures; a chart per school. */
export interface QuizResourceResultsReport extends QuizResourceFrame {
  rows: (QuizResourceSchoolFigures & { schoolId: string; schoolName: string; grade: number | null })[];
}

/** Quiz Resource Item Analysis: per question of the resource, over every school's assigned students. */
export interface QuizResourceItemAnalysisReport extends QuizResourceFrame {
  items: QuizAnalysisItem[];
}
