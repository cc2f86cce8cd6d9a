import type { AdministratorReport } from '../../../events/reports/administrator-reports';

/** Each administrator report's tracking label (spec §9 administrator report areas). */
export const ADMINISTRATOR_REPORT_LABELS: Readonly<Record<AdministratorReport, string>> = {
  'district-dashboard': 'District Dashboard',
  'school-achievement': 'School Achievement',
  'time-spent': 'Time Spent',
  'skill-usage': 'Skill Usage',
  'skill-proficiency': 'Skill Proficiency',
};

/** The report's page: `/analytics/reports/{report}`. */
export const administratorReportPath = (report: AdministratorReport) => `/analytics/reports/${report}`;

/** The administrator reports, for the page table's examples. */
export const ADMINISTRATOR_REPORT_PAGES = Object.keys(ADMINISTRATOR_REPORT_LABELS) as AdministratorReport[];

/** The administrator report a page path names (`/analytics/reports/district-dashboard`), or null. */
export function administratorReportOfPath(path: string): AdministratorReport | null {
  const match = /^\/analytics\/reports\/([a-z-]{1,40})$/.exec(path);
  const name = match?.[1];
  return name !== undefined && Object.hasOwn(ADMINISTRATOR_REPORT_LABELS, name) ? (name as AdministratorReport) : null;
}
