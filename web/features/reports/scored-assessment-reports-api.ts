import { z } from 'zod';
import type {
  CommonAssessmentItemAnalysisReport,
  CommonAssessmentResultsReport,
  FlexDiagnosticStrandsReport,
  SchoolCheckpointPerformanceReport,
} from '../../../events/reports/administrator-reports';
import type { InView } from '../../../events/reports/report-view-by';
import { administratorReportFrame as frame } from './administrator-report-frame-schema';

// The answers of the last four administrator assessment reports (issue 30 item 5; server/reports/
// assessment-reports.ts and scored-assessment-reports.ts, docs/assessment-reports.md), each schema
// checked against the server's type.

const subject = z.enum(['math', 'ela']);
const place = { schoolId: z.string(), schoolName: z.string(), grade: z.number().int().nullable(), subject };
const count = z.number().int();

export const flexDiagnosticStrandsSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...place, strand: z.string(), students: count, meanPercentRight: z.number() })),
}) satisfies z.ZodType<FlexDiagnosticStrandsReport>;

const scoreRow = z.object({ ...place, assessmentId: z.string(), title: z.string(), students: count, meanScore: z.number() });

export const schoolCheckpointPerformanceSchema = z.object({ ...frame, rows: z.array(scoreRow) }) satisfies z.ZodType<SchoolCheckpointPerformanceReport>;

export const commonAssessmentResultsSchema = z.object({ ...frame, rows: z.array(scoreRow) }) satisfies z.ZodType<CommonAssessmentResultsReport>;

export const commonAssessmentItemAnalysisSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      assessmentId: z.string(),
      title: z.string(),
      subject,
      questionKey: z.string(),
      position: count,
      standardCodes: z.array(z.string()),
      answered: count,
      percentRight: z.number(),
      schools: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), answered: count, percentRight: z.number() })),
    }),
  ),
}) satisfies z.ZodType<CommonAssessmentItemAnalysisReport>;

export interface ScoredAssessmentReportData {
  'flex-diagnostic-strands': InView<FlexDiagnosticStrandsReport>;
  'school-checkpoint-performance': InView<SchoolCheckpointPerformanceReport>;
  'common-assessment-results': InView<CommonAssessmentResultsReport>;
  'common-assessment-item-analysis': InView<CommonAssessmentItemAnalysisReport>;
}

export const scoredAssessmentReportSchemas: { [R in keyof ScoredAssessmentReportData]: z.ZodType<ScoredAssessmentReportData[R]> } = {
  'flex-diagnostic-strands': flexDiagnosticStrandsSchema,
  'school-checkpoint-performance': schoolCheckpointPerformanceSchema,
  'common-assessment-results': commonAssessmentResultsSchema,
  'common-assessment-item-analysis': commonAssessmentItemAnalysisSchema,
};
