import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entityId } from '../../events/curriculum';
import { administratorScopeFields } from '../reports/administrator-scope-fields';
import { reportRangeQuery } from '../../events/reports/report-ranges';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { administratorScope, type AdministratorScope } from '../reports/administrator-scope';
import { quizResourceItemAnalysis, quizResourceResults } from '../reports/quiz-resource-reports';

// The administrator quiz-resource reports (issue 29 item 5; docs/administrator-reports.md
// "Quiz resource reports"): `GET /reports/quiz-resource-results` and
// `GET /reports/quiz-resource-item-analysis` with the administrator reports' query —
// `schoolId` (optional: every school of theirs; another's is 403), `range` (+ `from`,
// `to`), `grade` — plus `quizId` (the resource; default the most used in scope; one not
// shared with her schools is 403 `quiz_resource_reports.not_your_resource`; one not used
// in scope shows no figures) and `viewBy`, `grades` only like the other quiz reports (400
// `quiz_reports.view_by_grades_only`). Read only, from the quizzes read model.

const quizResourceReportFilter = z.object({
  ...administratorScopeFields,
  quizId: entityId.max(64, 'quiz_resource_reports.not_your_resource').optional(),
  viewBy: z.enum(['grades'], 'quiz_reports.view_by_grades_only').optional(),
});

export const quizResourceReportQuery = z.intersection(reportRangeQuery, quizResourceReportFilter);

type QuizResourceReportRouteLog = FeatureLog<'administratorReports' | 'directory' | 'quizzes' | 'teacherReports'>;

export function quizResourceReportRoutes(log: QuizResourceReportRouteLog) {
  const app = new Hono<AppEnv>();
  const validQuery = validated('query', quizResourceReportQuery, 'reports.invalid_query');
  const scopeOf = (c: Context<AppEnv>, query: z.output<typeof quizResourceReportQuery>): AdministratorScope => administratorScope(log, requireUser(c), query, requestTime(c));

  app.get('/reports/quiz-resource-results', validQuery, (c) => {
    const query = c.req.valid('query');
    return c.json({ ...quizResourceResults(log, scopeOf(c, query), requireUser(c), query.quizId, requestTime(c)), viewBy: 'grades', grouping: null });
  });
  app.get('/reports/quiz-resource-item-analysis', validQuery, (c) => {
    const query = c.req.valid('query');
    return c.json({ ...quizResourceItemAnalysis(log, scopeOf(c, query), requireUser(c), query.quizId, requestTime(c)), viewBy: 'grades', grouping: null });
  });
  return app;
}
