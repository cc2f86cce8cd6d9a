import type { QuizAttemptStatus, QuizSubmitReason, QuizWindowStatus } from '../quizzes';

// The teacher quiz reports (issue 29 item 5; docs/reports.md "Quiz reports"): the
// shapes `GET /reports/quiz-analysis` and `GET /reports/student-quiz-results`
// answer (the server annotates them, the browser's schemas are checked against
// them). Who may read them is the class reports' rule (`mayReadClassReports`):
// the class's teacher, its school's or district's administrators.

/** The teacher quiz reports: kebab-case names (`GET /reports/{name}`, page `/analytics/reports/{name}`). */
export const QUIZ_REPORTS = ['quiz-analysis', 'student-quiz-results'] as const;
export type QuizReport = (typeof QUIZ_REPORTS)[number];

/** One class, its time zone (the times are shown in it), and its quizzes to pick from. */
export interface QuizReportFrame {
  classId: string;
  className: string;
  timeZone: string;
  /** The quizzes assigned to the class (`classIds` names it), the latest closing first. */
  quizOptions: QuizOption[];
}

export interface QuizOption {
  quizId: string;
  title: string;
  opensAt: string;
  closesAt: string;
  status: QuizWindowStatus;
  released: boolean;
}

/** A wrong answer to one item, as students gave it (trimmed), and how many students gave it. */
export interface QuizWrongAnswer {
  response: string;
  count: number;
}

/** One question of the quiz, over the class's assigned students. */
export interface QuizAnalysisItem {
  questionNumber: number;
  prompt: string;
  /** The skill it was drawn from (a quiz from skills); null for a Spark Studio question. */
  skillName: string | null;
  /** The right answer as the grader holds it (from the first answer recorded); null when no one answered. */
  correctAnswer: string | null;
  /** The class's assigned students who answered this question. */
  answered: number;
  /** Of them, those whose answer was right. */
  right: number;
  /** The wrong answers, grouped by the response given, the most frequent first. */
  wrongAnswers: QuizWrongAnswer[];
}

/** Quiz analysis: one quiz (the one asked for, else the latest closed, else the newest) — per question, share right and the wrong answers chosen. */
export interface QuizAnalysisReport extends QuizReportFrame {
  quiz: (QuizOption & { questionCount: number; assigned: number; submitted: number }) | null;
  items: QuizAnalysisItem[];
}

/** Student quiz results: per student of the class and quiz of the class assigned to them. */
export interface StudentQuizResultsReport extends QuizReportFrame {
  /** The student asked for (`studentUserId`); null: every student. */
  studentUserId: string | null;
  students: { userId: string; displayName: string }[];
  rows: {
    studentUserId: string;
    displayName: string;
    quizId: string;
    title: string;
    closesAt: string;
    status: QuizAttemptStatus;
    /** `deadline`: not submitted, counted at its deadline (or the release). */
    submitReason: QuizSubmitReason | null;
    submittedAt: string | null;
    right: number;
    questions: number;
    /** right / questions (whole %), once submitted; null before. */
    scorePercent: number | null;
    released: boolean;
  }[];
  /** The chart: per quiz, the mean score (%) of the rows submitted; null: none submitted. */
  quizzes: { quizId: string; title: string; closesAt: string; submitted: number; averageScore: number | null }[];
}
