import { Hono } from 'hono';
import { z } from 'zod';
import { entityId } from '../../events/curriculum';
import { DomainError } from '../../events/log/domain-error';
import { reportRangeQuery } from '../../events/reports/report-ranges';
import { mayOpenProgressPages, type ProgressLearners } from '../../events/reports/administrator-reports';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { progressLearnersOf, studentProgressReport } from '../reports/progress-reports';

// A learner's progress and growth (issue 18, docs/administrator-reports.md): the
// learners a user may open on /analytics/progress and /analytics/progress-share,
// and one learner's progress over a range (in the learner's school's time zone).

const progressQuery = z.intersection(reportRangeQuery, z.object({ studentUserId: entityId.max(64, 'progress.not_your_learner') }));

export function progressReportRoutes(log: FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'progressReports' | 'teacherReports'>) {
  const app = new Hono<AppEnv>();

  app.get('/analytics/progress/learners', (c) => {
    const user = requireUser(c);
    if (!mayOpenProgressPages(user.role)) throw new DomainError('progress.no_learners', 403);
    const answer: ProgressLearners = { learners: progressLearnersOf(log, user) };
    return c.json(answer);
  });

  app.get('/analytics/progress-data', validated('query', progressQuery, 'reports.invalid_query'), (c) => {
    const user = requireUser(c);
    return c.json(studentProgressReport(log, user, c.req.valid('query'), requestTime(c)));
  });

  return app;
}
