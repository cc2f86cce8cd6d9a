import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entityId, grade } from '../../events/curriculum';
import { reportRangeQuery } from '../../events/reports/report-ranges';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { districtDashboard, schoolAchievement, skillProficiency, skillUsage, timeSpent } from '../reports/administrator-reports';
import { administratorScope, type AdministratorScope } from '../reports/administrator-scope';

// The administrator reports (issue 18, docs/administrator-reports.md): `GET
// /reports/{report}` with `schoolId` (optional: every school the administrator
// has), `range` (+ `from`, `to`), `grade` (view by grades). Read only: each a
// query over the school-reports read model, never a scan of the log.

const administratorFilter = z.object({
  schoolId: entityId.max(64, 'admin_reports.not_your_school').optional(),
  grade: z
    .string()
    .regex(/^\d{1,2}$/, 'reports.invalid_grade')
    .transform(Number)
    .pipe(grade)
    .optional(),
});

/** The range (events/reports/report-ranges.ts) and the administrator's filter. */
export const administratorReportQuery = z.intersection(reportRangeQuery, administratorFilter);

type AdministratorReportLog = FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'teacherReports'>;

export function administratorReportRoutes(log: AdministratorReportLog) {
  const app = new Hono<AppEnv>();
  const scopeOf = (c: Context<AppEnv>, query: z.output<typeof administratorReportQuery>): AdministratorScope =>
    administratorScope(log, requireUser(c), query, requestTime(c));
  const report = (path: string, build: (log: AdministratorReportLog, scope: AdministratorScope) => unknown) =>
    app.get(path, validated('query', administratorReportQuery, 'reports.invalid_query'), (c) => c.json(build(log, scopeOf(c, c.req.valid('query')))));

  report('/reports/district-dashboard', districtDashboard);
  report('/reports/school-achievement', schoolAchievement);
  report('/reports/time-spent', timeSpent);
  report('/reports/skill-usage', skillUsage);
  report('/reports/skill-proficiency', skillProficiency);
  return app;
}
