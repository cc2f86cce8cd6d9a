import { z } from 'zod';
import { subject } from '../../../events/curriculum';
import type {
  StandardsPerformanceReport,
  StandardsProficiencyDetailsReport,
  StandardsProficiencyOverviewReport,
  StandardsReport,
} from '../../../events/reports/standards-reports';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { administratorFrameSchema } from './administrator-reports-api';

// The standards reports' calls (server/routes/standards-reports.ts):
// `GET /reports/{report}?schoolId=&range=&from=&to=&grade=&code=`, each answer
// parsed by a schema checked against the server's type.

const frame = administratorFrameSchema.shape;
const count = z.number().int();
const standard = {
  code: z.string(),
  description: z.string(),
  domain: z.string(),
  subject,
  standardGrade: count,
  standardGradeMax: count,
};
const place = { schoolId: z.string(), schoolName: z.string(), grade: count.nullable() };
const performance = { students: count, questions: count, correct: count, averageScore: count.nullable() };

export const standardsProficiencyOverviewSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...standard, ...place, students: count, proficient: count })),
  domains: z.array(z.object({ subject, domain: z.string(), students: count, proficient: count })),
}) satisfies z.ZodType<StandardsProficiencyOverviewReport>;

export const standardsProficiencyDetailsSchema = z.object({
  ...frame,
  standard: z.object(standard).nullable(),
  standardOptions: z.array(z.object({ code: z.string(), description: z.string(), subject })),
  skills: z.array(z.object({ permacode: z.string(), code: z.string().nullable(), name: z.string(), skillGrade: count, students: count, proficient: count, mastered: count })),
  rows: z.array(z.object({ ...place, students: count, proficient: count, mastered: count })),
}) satisfies z.ZodType<StandardsProficiencyDetailsReport>;

export const standardsPerformanceSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...standard, ...place, ...performance })),
  standards: z.array(z.object({ ...standard, ...performance })),
}) satisfies z.ZodType<StandardsPerformanceReport>;

/** Each standards report's answer. */
export interface StandardsReportData {
  'standards-proficiency-overview': StandardsProficiencyOverviewReport;
  'standards-proficiency-details': StandardsProficiencyDetailsReport;
  'standards-performance': StandardsPerformanceReport;
}

const schemas: { [R in StandardsReport]: z.ZodType<StandardsReportData[R]> } = {
  'standards-proficiency-overview': standardsProficiencyOverviewSchema,
  'standards-proficiency-details': standardsProficiencyDetailsSchema,
  'standards-performance': standardsPerformanceSchema,
};

export interface StandardsReportsApi {
  fetchReport<R extends StandardsReport>(report: R, query: string, options?: JsonRequestOptions): Promise<StandardsReportData[R]>;
}

export const standardsReportsApi: StandardsReportsApi = {
  fetchReport: (report, query, options = {}) => getJson(`/reports/${report}?${query}`, schemas[report], options),
};
