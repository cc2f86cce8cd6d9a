import { z } from 'zod';
import type { QuizAnalysisReport, QuizReport, StudentQuizResultsReport } from '../../../events/reports/quiz-reports';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { teacherReportsApi } from './teacher-reports-api';

// The teacher quiz reports' calls (server/routes/quiz-reports.ts):
// `GET /reports/quiz-analysis?classId=&quizId=` and
// `GET /reports/student-quiz-results?classId=&studentUserId=`, each answer parsed
// by a schema checked against the server's type; the classes are the teacher
// reports' (`GET /reports/classes`).

const count = z.number().int();
const quizOption = {
  quizId: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(['upcoming', 'open', 'closed']),
  released: z.boolean(),
};
const frame = { classId: z.string(), className: z.string(), timeZone: z.string(), quizOptions: z.array(z.object(quizOption)) };

export const quizAnalysisSchema = z.object({
  ...frame,
  quiz: z.object({ ...quizOption, questionCount: count, assigned: count, submitted: count }).nullable(),
  items: z.array(
    z.object({
      questionNumber: count,
      prompt: z.string(),
      skillName: z.string().nullable(),
      correctAnswer: z.string().nullable(),
      answered: count,
      right: count,
      wrongAnswers: z.array(z.object({ response: z.string(), count })),
    }),
  ),
}) satisfies z.ZodType<QuizAnalysisReport>;

export const studentQuizResultsSchema = z.object({
  ...frame,
  studentUserId: z.string().nullable(),
  students: z.array(z.object({ userId: z.string(), displayName: z.string() })),
  rows: z.array(
    z.object({
      studentUserId: z.string(),
      displayName: z.string(),
      quizId: z.string(),
      title: z.string(),
      closesAt: z.string(),
      status: z.enum(['not_started', 'in_progress', 'submitted']),
      submitReason: z.enum(['submitted', 'deadline']).nullable(),
      submittedAt: z.string().nullable(),
      right: count,
      questions: count,
      scorePercent: count.nullable(),
      released: z.boolean(),
    }),
  ),
  quizzes: z.array(z.object({ quizId: z.string(), title: z.string(), closesAt: z.string(), submitted: count, averageScore: count.nullable() })),
}) satisfies z.ZodType<StudentQuizResultsReport>;

/** Each quiz report's answer. */
export interface QuizReportData {
  'quiz-analysis': QuizAnalysisReport;
  'student-quiz-results': StudentQuizResultsReport;
}

const schemas: { [R in QuizReport]: z.ZodType<QuizReportData[R]> } = {
  'quiz-analysis': quizAnalysisSchema,
  'student-quiz-results': studentQuizResultsSchema,
};

export interface QuizReportsApi {
  fetchClasses: (typeof teacherReportsApi)['fetchClasses'];
  fetchReport<R extends QuizReport>(report: R, query: string, options?: JsonRequestOptions): Promise<QuizReportData[R]>;
}

export const quizReportsApi: QuizReportsApi = {
  fetchClasses: (options) => teacherReportsApi.fetchClasses(options),
  fetchReport: (report, query, options = {}) => getJson(`/reports/${report}?${query}`, schemas[report], options),
};
