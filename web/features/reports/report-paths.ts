/** A report's page, `/analytics/reports/{report}` (teacher and administrator reports; page-routes.ts imports this: pure data). */
export const reportPath = (report: string) => `/analytics/reports/${report}`;

/** The report of `reports` a page path names (`/analytics/reports/score-grid` → `score-grid`), or null. */
export function reportOfPath<Report extends string>(path: string, reports: readonly Report[]): Report | null {
  const match = /^\/analytics\/reports\/([a-z-]{1,40})$/.exec(path);
  const name = match?.[1];
  return name !== undefined && (reports as readonly string[]).includes(name) ? (name as Report) : null;
}
