import { z } from 'zod';
import type {
  CheckpointAnalysisReport,
  CheckpointPerformanceReport,
  FlexOverviewReport,
  FlexStrandAnalysisReport,
  LevelUpOverviewReport,
  LevelUpStandardsPerformanceReport,
  LevelUpStrandAnalysisReport,
} from '../../../events/reports/teacher-assessment-reports';
import { REPORT_RANGES } from '../../../events/reports/report-ranges';
import { reportViewFieldsSchema, type InView } from '../../../events/reports/report-view-by';

// The answers of the teacher assessment reports (issue 30 item 5; server/reports/teacher-assessment-reports.ts,
// docs/assessment-reports.md "Teacher reports"), each schema checked against the server's type.

const frame = {
  classId: z.string(),
  className: z.string(),
  range: z.enum(REPORT_RANGES),
  interval: z.object({ fromDay: z.string().nullable(), toDay: z.string() }),
  timeZone: z.string(),
  grade: z.number().int().nullable(),
  ...reportViewFieldsSchema,
};
const subject = z.enum(['math', 'ela']);
const student = { studentUserId: z.string(), displayName: z.string(), subject };
const tier = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();
const band = z.enum(['Above grade', 'On grade', 'Below grade', 'Far below grade', 'Not pinpointed']);
const count = z.number().int();
const bands = z.object({ 'Above grade': count, 'On grade': count, 'Below grade': count, 'Far below grade': count, 'Not pinpointed': count });

const levelUpOverviewSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      ...student,
      level: z.number().nullable(),
      pinpointed: z.boolean(),
      band,
      strands: z.array(z.object({ strand: z.string(), level: z.number().nullable(), pinpointed: z.boolean() })),
      finishedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<LevelUpOverviewReport>;

const levelUpStrandAnalysisSchema = z.object({
  ...frame,
  rows: z.array(z.object({ subject, strand: z.string(), students: count, bands })),
}) satisfies z.ZodType<LevelUpStrandAnalysisReport>;

const levelUpStandardsPerformanceSchema = z.object({
  ...frame,
  rows: z.array(z.object({ standardCode: z.string(), subject, answered: count, correct: count, percentRight: z.number() })),
}) satisfies z.ZodType<LevelUpStandardsPerformanceReport>;

const flexOverviewSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      ...student,
      level: z.number().nullable(),
      tier,
      percentile: z.number().nullable(),
      strands: z.array(z.object({ strand: z.string(), correct: count, answered: count })),
      finishedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<FlexOverviewReport>;

const flexStrandAnalysisSchema = z.object({
  ...frame,
  rows: z.array(z.object({ subject, strand: z.string(), students: count, meanPercentRight: z.number(), tier1: count, tier2: count, tier3: count })),
}) satisfies z.ZodType<FlexStrandAnalysisReport>;

const checkpointAnalysisSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      assessmentId: z.string(),
      title: z.string(),
      subject,
      questionKey: z.string(),
      position: count,
      permacode: z.string().nullable(),
      skillName: z.string().nullable(),
      standardCodes: z.array(z.string()),
      answered: count,
      correct: count,
      percentRight: z.number(),
    }),
  ),
}) satisfies z.ZodType<CheckpointAnalysisReport>;

const checkpointPerformanceSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...student, assessmentId: z.string(), title: z.string(), correct: count, answered: count, score: z.number(), finishedAt: z.string() })),
}) satisfies z.ZodType<CheckpointPerformanceReport>;

export interface TeacherAssessmentReportAnswers {
  'levelup-overview': InView<LevelUpOverviewReport>;
  'levelup-strand-analysis': InView<LevelUpStrandAnalysisReport>;
  'levelup-standards-performance': InView<LevelUpStandardsPerformanceReport>;
  'flex-overview': InView<FlexOverviewReport>;
  'flex-strand-analysis': InView<FlexStrandAnalysisReport>;
  'checkpoint-analysis': InView<CheckpointAnalysisReport>;
  'checkpoint-performance': InView<CheckpointPerformanceReport>;
}

export const teacherAssessmentReportSchemas: { [R in keyof TeacherAssessmentReportAnswers]: z.ZodType<TeacherAssessmentReportAnswers[R]> } = {
  'levelup-overview': levelUpOverviewSchema,
  'levelup-strand-analysis': levelUpStrandAnalysisSchema,
  'levelup-standards-performance': levelUpStandardsPerformanceSchema,
  'flex-overview': flexOverviewSchema,
  'flex-strand-analysis': flexStrandAnalysisSchema,
  'checkpoint-analysis': checkpointAnalysisSchema,
  'checkpoint-performance': checkpointPerformanceSchema,
};
