import type { StandardsReport } from '../../../events/reports/standards-reports';
import { reportOfPath } from './report-paths';

/** Each standards report's tracking label (spec §9 administrator report areas), in the order the reports index lists them. */
export const STANDARDS_REPORT_LABELS: Readonly<Record<StandardsReport, string>> = {
  'standards-proficiency-overview': 'Standards Proficiency Overview',
  'standards-proficiency-details': 'Standards Proficiency Details',
  'standards-performance': 'Standards Performance',
};

/** The standards reports' pages, `/analytics/reports/{report}` (page-routes.ts imports this: pure data). */
export const STANDARDS_REPORT_PAGES = Object.keys(STANDARDS_REPORT_LABELS) as StandardsReport[];

/** The standards report a page path names (`/analytics/reports/standards-performance`), or null. */
export const standardsReportOfPath = (path: string) => reportOfPath(path, STANDARDS_REPORT_PAGES);
