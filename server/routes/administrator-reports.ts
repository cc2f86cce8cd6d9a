import { Hono } from 'hono';
import { z } from 'zod';
import { administratorScopeFields } from '../reports/administrator-scope-fields';
import { reportRangeQuery } from '../../events/reports/report-ranges';
import { reportViewByField } from '../../events/reports/report-view-by';
import type { DirectoryUser } from '../../projections/school-directory';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { districtDashboard, schoolAchievement, skillProficiency, skillUsage, timeSpent } from '../reports/administrator-reports';
import { administratorScope, type AdministratorScope } from '../reports/administrator-scope';
import { benchmarkGrowthReport, flexDiagnosticResults, flexDiagnosticStrands, flexDiagnosticTierAnalysis, levelUpDiagnosticResults, universalScreenerResults } from '../reports/assessment-reports';
import { commonAssessmentItemAnalysis, commonAssessmentResults, schoolCheckpointPerformance } from '../reports/scored-assessment-reports';
import { inView, type PlanUnitOf, type TakeoffLessonOf } from '../reports/report-grouping';
import { takeoffLessonsOfClasses } from '../takeoff/takeoff-report-lessons';

// The administrator reports (issue 18, docs/administrator-reports.md): `GET
// /reports/{report}` with `schoolId` (optional: every school the administrator
// has), `range` (+ `from`, `to`), `grade` (view by grades), `viewBy` (grades,
// standards, skill-plan: report-grouping.ts). Read only: each a query over the
// school-reports read model, never a scan of the log.

const administratorFilter = z.object({
  ...administratorScopeFields,
  ...reportViewByField,
});

/** The range (events/reports/report-ranges.ts) and the administrator's filter. */
export const administratorReportQuery = z.intersection(reportRangeQuery, administratorFilter);

type AdministratorReportLog = FeatureLog<'administratorReports' | 'assessmentResults' | 'catalogue' | 'diagnosticLevels' | 'directory' | 'skillPlans' | 'standards' | 'takeoff' | 'teacherReports'>;

/**
 * View by skill plan on an administrator report: the units of the plans of the
 * classes in scope (the chosen schools' classes the administrator reaches, of the
 * grade when one is chosen), by school, then class, each unit in its plan's order,
 * named with its class; null when none of those classes has a plan.
 */
export function planUnitsInScope(log: AdministratorReportLog, user: DirectoryUser, scope: AdministratorScope): PlanUnitOf[] | null {
  const { skillPlans, directory } = log.queries;
  const classes = new Map(directory.classesReachableBy(user).map((summary) => [summary.classId, summary]));
  const units: PlanUnitOf[] = [];
  let plans = 0;
  const schools = [...scope.scopes].sort((a, b) => (scope.schoolNames.get(a.schoolId) ?? '').localeCompare(scope.schoolNames.get(b.schoolId) ?? ''));
  for (const { schoolId } of schools) {
    const inScope = skillPlans
      .plansOfSchool(schoolId)
      .map((plan) => ({ plan, summary: classes.get(plan.classId) }))
      .filter(({ summary }) => summary !== undefined && (scope.frame.grade === null || summary.grade === scope.frame.grade))
      .sort((a, b) => a.summary!.name.localeCompare(b.summary!.name));
    plans += inScope.length;
    for (const { plan, summary } of inScope) for (const unit of plan.units) units.push({ unit, className: summary!.name });
  }
  return plans === 0 ? null : units;
}

/**
 * View by takeoff on an administrator report: the lessons of the active takeoff assignments of the
 * classes in scope (as for skill plans: the chosen schools' classes the administrator reaches, of the
 * grade when one is chosen), by school, then class, named with their class; null when none follows a plan.
 */
export function takeoffLessonsInScope(log: AdministratorReportLog, user: DirectoryUser, scope: AdministratorScope): TakeoffLessonOf[] | null {
  const schoolIds = new Set(scope.scopes.map((each) => each.schoolId));
  const schoolName = (schoolId: string) => scope.schoolNames.get(schoolId) ?? '';
  const classes = log.queries.directory
    .classesReachableBy(user)
    .map((summary) => ({ ...summary, schoolId: log.queries.takeoff.classOf(summary.classId)?.schoolId ?? '' }))
    .filter((summary) => schoolIds.has(summary.schoolId) && (scope.frame.grade === null || summary.grade === scope.frame.grade))
    .sort((a, b) => schoolName(a.schoolId).localeCompare(schoolName(b.schoolId)) || a.name.localeCompare(b.name));
  return takeoffLessonsOfClasses(log, classes.map((summary) => ({ classId: summary.classId, className: summary.name })));
}

export function administratorReportRoutes(log: AdministratorReportLog) {
  const app = new Hono<AppEnv>();
  const { standards } = log.queries;
  const report = (path: string, build: (log: AdministratorReportLog, scope: AdministratorScope) => object) =>
    app.get(path, validated('query', administratorReportQuery, 'reports.invalid_query'), (c) => {
      const query = c.req.valid('query');
      const user = requireUser(c);
      const scope = administratorScope(log, user, query, requestTime(c));
      const groupers = {
        standardsOf: (permacode: string) => standards.standardsOf(permacode),
        planUnits: () => planUnitsInScope(log, user, scope),
        takeoffLessons: () => takeoffLessonsInScope(log, user, scope),
      };
      return c.json(inView(path.slice('/reports/'.length), build(log, scope), query.viewBy, groupers));
    });

  report('/reports/district-dashboard', districtDashboard);
  report('/reports/school-achievement', schoolAchievement);
  report('/reports/time-spent', timeSpent);
  report('/reports/skill-usage', skillUsage);
  report('/reports/skill-proficiency', skillProficiency);
  // Issue 30 item 5: the assessment results read model (docs/assessment-reports.md); no skills, so every view but grades is "not grouped".
  report('/reports/universal-screener-results', universalScreenerResults);
  report('/reports/benchmark-growth', benchmarkGrowthReport);
  report('/reports/levelup-diagnostic-results', levelUpDiagnosticResults);
  report('/reports/flex-diagnostic-results', flexDiagnosticResults);
  report('/reports/flex-diagnostic-tier-analysis', flexDiagnosticTierAnalysis);
  report('/reports/flex-diagnostic-strands', flexDiagnosticStrands);
  report('/reports/school-checkpoint-performance', schoolCheckpointPerformance);
  report('/reports/common-assessment-results', commonAssessmentResults);
  report('/reports/common-assessment-item-analysis', commonAssessmentItemAnalysis);
  return app;
}
