import { z } from 'zod';
import type { QuizResourceItemAnalysisReport, QuizResourceReport, QuizResourceResultsReport } from '../../../events/reports/quiz-resource-reports';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { administratorFrameSchema } from './administrator-reports-api';
import { quizAnalysisSchema } from './teacher-report-quiz-api';

// The quiz-resource reports' calls (server/routes/quiz-resource-reports.ts):
// `GET /reports/{report}?schoolId=&range=&from=&to=&grade=&quizId=`, each answer
// parsed by a schema checked against the server's type.

const count = z.number().int();
const option = {
  quizId: z.string(),
  title: z.string(),
  authorName: z.string(),
  authorSchoolName: z.string(),
  sharedScope: z.enum(['school', 'district']),
  uses: count,
};
const figures = { assigned: count, submitted: count, averageScore: count.nullable() };
const frame = {
  ...administratorFrameSchema.shape,
  resourceOptions: z.array(z.object(option)),
  resource: z.object({ ...option, questionCount: count }).nullable(),
  schools: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), uses: count, ...figures })),
};

export const quizResourceResultsSchema = z.object({
  ...frame,
  rows: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), grade: count.nullable(), ...figures })),
}) satisfies z.ZodType<QuizResourceResultsReport>;

export const quizResourceItemAnalysisSchema = z.object({ ...frame, items: quizAnalysisSchema.shape.items }) satisfies z.ZodType<QuizResourceItemAnalysisReport>;

/** Each quiz-resource report's answer. */
export interface QuizResourceReportData {
  'quiz-resource-results': QuizResourceResultsReport;
  'quiz-resource-item-analysis': QuizResourceItemAnalysisReport;
}

const schemas: { [R in QuizResourceReport]: z.ZodType<QuizResourceReportData[R]> } = {
  'quiz-resource-results': quizResourceResultsSchema,
  'quiz-resource-item-analysis': quizResourceItemAnalysisSchema,
};

export interface QuizResourceReportsApi {
  fetchReport<R extends QuizResourceReport>(report: R, query: string, options?: JsonRequestOptions): Promise<QuizResourceReportData[R]>;
}

export const quizResourceReportsApi: QuizResourceReportsApi = {
  fetchReport: (report, query, options = {}) => getJson(`/reports/${report}?${query}`, schemas[report], options),
};
