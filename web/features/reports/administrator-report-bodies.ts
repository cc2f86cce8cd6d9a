import './reports-chunk-text';
import type { ReportBodies } from '../../shared/reports/report-page';
import type { AdministratorReportData } from './administrator-reports-api';
import { BenchmarkGrowthView, UniversalScreenerResultsView } from './administrator-report-assessments';
import { FlexDiagnosticResultsView, FlexDiagnosticStrandsView, FlexDiagnosticTierAnalysisView, LevelUpDiagnosticResultsView } from './administrator-report-diagnostics';
import { CommonAssessmentItemAnalysisView, CommonAssessmentResultsView, SchoolCheckpointPerformanceView } from './administrator-report-scored-assessments';
import { DistrictDashboardReportView } from './administrator-report-district-dashboard';
import { SchoolAchievementReportView } from './administrator-report-school-achievement';
import { SkillProficiencyReportView, SkillUsageReportView } from './administrator-report-skills';
import { TimeSpentReportView } from './administrator-report-time-spent';

/** Each administrator report's body: its sections (toggles, chart, table and CSV). */
export const ADMINISTRATOR_REPORT_BODIES: ReportBodies<AdministratorReportData> = {
  'district-dashboard': DistrictDashboardReportView,
  'school-achievement': SchoolAchievementReportView,
  'time-spent': TimeSpentReportView,
  'skill-usage': SkillUsageReportView,
  'skill-proficiency': SkillProficiencyReportView,
  'universal-screener-results': UniversalScreenerResultsView,
  'benchmark-growth': BenchmarkGrowthView,
  'levelup-diagnostic-results': LevelUpDiagnosticResultsView,
  'flex-diagnostic-results': FlexDiagnosticResultsView,
  'flex-diagnostic-tier-analysis': FlexDiagnosticTierAnalysisView,
  'flex-diagnostic-strands': FlexDiagnosticStrandsView,
  'school-checkpoint-performance': SchoolCheckpointPerformanceView,
  'common-assessment-results': CommonAssessmentResultsView,
  'common-assessment-item-analysis': CommonAssessmentItemAnalysisView,
};
