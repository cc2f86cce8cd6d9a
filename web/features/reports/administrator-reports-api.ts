import { z } from 'zod';
import { subject } from '../../../events/curriculum';
import type { InView } from '../../../events/reports/report-view-by';
import type {
  AdministratorReport,
  AdministratorReportFrame,
  BenchmarkGrowthReport,
  FlexDiagnosticResultsReport,
  FlexDiagnosticTierAnalysisReport,
  LevelUpDiagnosticResultsReport,
  UniversalScreenerResultsReport,
  DistrictDashboardReport,
  SchoolAchievementReport,
  SkillProficiencyReport,
  SkillUsageReport,
  TimeSpentReport,
} from '../../../events/reports/administrator-reports';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { scoredAssessmentReportSchemas, type ScoredAssessmentReportData } from './scored-assessment-reports-api';
import { administratorReportFrame as frame } from './administrator-report-frame-schema';

// The administrator reports' calls (server/routes/administrator-reports.ts):
// `GET /reports/{report}?schoolId=&range=&from=&to=&grade=`, each answer parsed
// by a schema checked against the server's type.

export const administratorFrameSchema = z.object(frame) satisfies z.ZodType<AdministratorReportFrame>;

const skill = { skillId: z.number(), permacode: z.string(), code: z.string().nullable(), name: z.string(), subject, skillGrade: z.number().int() };
const band = z.number().int();

export const districtDashboardSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      schoolId: z.string(),
      schoolName: z.string(),
      students: z.number(),
      studentsActive: z.number(),
      questions: z.number(),
      seconds: z.number(),
      skillsProficient: z.number(),
      skillsMastered: z.number(),
    }),
  ),
}) satisfies z.ZodType<DistrictDashboardReport>;

export const schoolAchievementSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      schoolId: z.string(),
      schoolName: z.string(),
      grade: z.number().int().nullable(),
      subject,
      students: z.number(),
      bands: z.object({ 'Above grade': band, 'On grade': band, 'Below grade': band, 'Far below grade': band, 'Not pinpointed': band }),
    }),
  ),
}) satisfies z.ZodType<SchoolAchievementReport>;

export const timeSpentSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({ schoolId: z.string(), schoolName: z.string(), grade: z.number().int().nullable(), day: z.string(), students: z.number(), questions: z.number(), seconds: z.number() }),
  ),
  days: z.array(z.object({ day: z.string(), questions: z.number(), seconds: z.number(), students: z.number() })),
}) satisfies z.ZodType<TimeSpentReport>;

export const skillUsageSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...skill, students: z.number(), questions: z.number(), correct: z.number(), seconds: z.number() })),
}) satisfies z.ZodType<SkillUsageReport>;

export const skillProficiencySchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...skill, studentsPractised: z.number(), proficient: z.number(), mastered: z.number() })),
}) satisfies z.ZodType<SkillProficiencyReport>;

const assessmentSubject = z.enum(['math', 'ela']);
const level = z.number().int().nullable();
const studentPlace = { studentUserId: z.string(), displayName: z.string(), schoolId: z.string(), schoolName: z.string(), grade: z.number().int().nullable(), subject: assessmentSubject };

export const universalScreenerResultsSchema = z.object({
  ...frame,
  summary: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), grade: z.number().int().nullable(), subject: assessmentSubject, screened: z.number(), atRisk: z.number() })),
  rows: z.array(
    z.object({
      ...studentPlace,
      assessmentType: z.string().nullable(),
      level,
      percentile: z.number().int().nullable(),
      tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
      atRisk: z.boolean(),
      finishedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<UniversalScreenerResultsReport>;

export const benchmarkGrowthSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      ...studentPlace,
      beginning: level,
      middle: level,
      end: level,
      growth: z.number().int().nullable(),
    }),
  ),
}) satisfies z.ZodType<BenchmarkGrowthReport>;

const gradeBand = z.enum(['Above grade', 'On grade', 'Below grade', 'Far below grade', 'Not pinpointed']);
const tier = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();

export const levelUpDiagnosticResultsSchema = z.object({
  ...frame,
  summary: z.array(
    z.object({
      schoolId: z.string(),
      schoolName: z.string(),
      grade: z.number().int().nullable(),
      subject: assessmentSubject,
      students: z.number(),
      bands: z.object({ 'Above grade': band, 'On grade': band, 'Below grade': band, 'Far below grade': band, 'Not pinpointed': band }),
    }),
  ),
  rows: z.array(
    z.object({
      ...studentPlace,
      level,
      pinpointed: z.boolean(),
      band: gradeBand,
      strands: z.array(z.object({ strand: z.string(), level, pinpointed: z.boolean() })),
      finishedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<LevelUpDiagnosticResultsReport>;

export const flexDiagnosticResultsSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({
      ...studentPlace,
      level,
      percentile: z.number().int().nullable(),
      tier,
      strands: z.array(z.object({ strand: z.string(), correct: z.number(), answered: z.number() })),
      finishedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<FlexDiagnosticResultsReport>;

export const flexDiagnosticTierAnalysisSchema = z.object({
  ...frame,
  rows: z.array(
    z.object({ schoolId: z.string(), schoolName: z.string(), grade: z.number().int().nullable(), subject: assessmentSubject, students: z.number(), tier1: z.number(), tier2: z.number(), tier3: z.number() }),
  ),
}) satisfies z.ZodType<FlexDiagnosticTierAnalysisReport>;

/** Each report's answer. */
export interface AdministratorReportData extends ScoredAssessmentReportData {
  'district-dashboard': InView<DistrictDashboardReport>;
  'school-achievement': InView<SchoolAchievementReport>;
  'time-spent': InView<TimeSpentReport>;
  'skill-usage': InView<SkillUsageReport>;
  'skill-proficiency': InView<SkillProficiencyReport>;
  'universal-screener-results': InView<UniversalScreenerResultsReport>;
  'benchmark-growth': InView<BenchmarkGrowthReport>;
  'levelup-diagnostic-results': InView<LevelUpDiagnosticResultsReport>;
  'flex-diagnostic-results': InView<FlexDiagnosticResultsReport>;
  'flex-diagnostic-tier-analysis': InView<FlexDiagnosticTierAnalysisReport>;
}

export const administratorReportSchemas: { [R in AdministratorReport]: z.ZodType<AdministratorReportData[R]> } = {
  'district-dashboard': districtDashboardSchema,
  'school-achievement': schoolAchievementSchema,
  'time-spent': timeSpentSchema,
  'skill-usage': skillUsageSchema,
  'skill-proficiency': skillProficiencySchema,
  'universal-screener-results': universalScreenerResultsSchema,
  'benchmark-growth': benchmarkGrowthSchema,
  'levelup-diagnostic-results': levelUpDiagnosticResultsSchema,
  'flex-diagnostic-results': flexDiagnosticResultsSchema,
  'flex-diagnostic-tier-analysis': flexDiagnosticTierAnalysisSchema,
  ...scoredAssessmentReportSchemas,
};

export interface AdministratorReportsApi {
  fetchReport<R extends AdministratorReport>(report: R, query: string, options?: JsonRequestOptions): Promise<AdministratorReportData[R]>;
}

export const administratorReportsApi: AdministratorReportsApi = {
  fetchReport: (report, query, options = {}) => getJson(`/reports/${report}?${query}`, administratorReportSchemas[report], options),
};
