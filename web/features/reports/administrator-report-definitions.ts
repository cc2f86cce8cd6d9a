import type { AdministratorReport } from '../../../events/reports/administrator-reports';
import { reportOfPath } from './report-paths';

/** Each administrator report's tracking label (spec §9 administrator report areas), in the order the reports index lists them. */
export const ADMINISTRATOR_REPORT_LABELS: Readonly<Record<AdministratorReport, string>> = {
  'district-dashboard': 'District Dashboard',
  'school-achievement': 'School Achievement',
  'time-spent': 'Time Spent',
  'skill-usage': 'Skill Usage',
  'skill-proficiency': 'Skill Proficiency',
  'universal-screener-results': 'Universal Screener Results',
  'benchmark-growth': 'Benchmark Growth',
  'levelup-diagnostic-results': 'LevelUp Diagnostic Results',
  'flex-diagnostic-results': 'Flex Diagnostic Results',
  'flex-diagnostic-tier-analysis': 'Flex Diagnostic Tier Analysis',
  'flex-diagnostic-strands': 'Flex Diagnostic Strands',
  'school-checkpoint-performance': 'Checkpoint Performance',
  'common-assessment-results': 'Common Assessment Results',
  'common-assessment-item-analysis': 'Common Assessment Item Analysis',
};

/** The administrator reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const ADMINISTRATOR_REPORT_PAGES = Object.keys(ADMINISTRATOR_REPORT_LABELS) as AdministratorReport[];

/** The administrator report a page path names (`/analytics/reports/district-dashboard`), or null. */
export const administratorReportOfPath = (path: string) => reportOfPath(path, ADMINISTRATOR_REPORT_PAGES);
