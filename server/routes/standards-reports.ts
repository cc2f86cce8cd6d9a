import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { administratorScopeFields } from '../reports/administrator-scope-fields';
import { reportRangeQuery } from '../../events/reports/report-ranges';
import { STANDARD_CODE_MAX } from '../../events/reports/standards-reports';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { administratorScope, type AdministratorScope } from '../reports/administrator-scope';
import { standardsPerformance, standardsProficiencyDetails, standardsProficiencyOverview } from '../reports/standards-reports';

// The administrator standards reports (issue 29, docs/administrator-reports.md
// "Standards reports"): `GET /reports/standards-*` with the administrator
// reports' query — `schoolId` (optional: every school of theirs), `range` (+
// `from`, `to`), `grade` — plus `code` (Details: the standard) and `viewBy`,
// which is `grades` only (the reports are grouped by standard already; any other
// view is 400). Read only, from read models.

const standardsReportFilter = z.object({
  ...administratorScopeFields,
  viewBy: z.enum(['grades'], 'standards_reports.view_by_grades_only').optional(),
  code: z
    .string()
    .max(STANDARD_CODE_MAX, 'standards_reports.unknown_standard')
    .regex(/^[A-Za-z0-9.-]+$/, 'standards_reports.unknown_standard')
    .optional(),
});

export const standardsReportQuery = z.intersection(reportRangeQuery, standardsReportFilter);

type StandardsReportRouteLog = FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'standards' | 'standardsReports' | 'teacherReports'>;

export function standardsReportRoutes(log: StandardsReportRouteLog) {
  const app = new Hono<AppEnv>();
  const validQuery = validated('query', standardsReportQuery, 'reports.invalid_query');
  const scopeOf = (c: Context<AppEnv>, query: z.output<typeof standardsReportQuery>): AdministratorScope => administratorScope(log, requireUser(c), query, requestTime(c));

  app.get('/reports/standards-proficiency-overview', validQuery, (c) => c.json(standardsProficiencyOverview(log, scopeOf(c, c.req.valid('query')))));
  app.get('/reports/standards-proficiency-details', validQuery, (c) => {
    const query = c.req.valid('query');
    const scope = scopeOf(c, query);
    return c.json(standardsProficiencyDetails(log, scope, requireUser(c), query.code));
  });
  app.get('/reports/standards-performance', validQuery, (c) => c.json(standardsPerformance(log, scopeOf(c, c.req.valid('query')))));
  return app;
}
