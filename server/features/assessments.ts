import { assessmentEvents, assessmentPushes } from '../../events/assessments';
import { assessmentsProjection, assessmentsQueries } from '../../projections/assessments';
import { diagnosticLevelsProjection, diagnosticLevelsQueries } from '../../projections/diagnostic-levels';
import { assessmentRoutes } from '../routes/assessments';
import { commonAssessmentRoutes } from '../routes/common-assessments';
import { diagnosticLevelRoutes } from '../routes/diagnostic-levels';
import { questionKeys } from '../practice/question-keys';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    assessments: ReturnType<typeof assessmentsQueries>;
    diagnosticLevels: ReturnType<typeof diagnosticLevelsQueries>;
  }
}

/** Assessments (issue 30 items 1–4; docs/diagnostics.md): which a student has, taking them, progress (ASSESSMENT_PROGRESS), levels and recommendations, common assessments. */
export const assessmentsFeature = defineFeature({
  name: 'assessments',
  // AssessmentResultRecorded is appended by this feature's decider; the reports read it (projections/assessment-results.ts).
  events: assessmentEvents,
  projections: [assessmentsProjection, diagnosticLevelsProjection],
  queries: { assessments: assessmentsQueries, diagnosticLevels: diagnosticLevelsQueries },
  pushes: () => [{ derive: assessmentPushes }],
  // Questions are seeded with practice's server-keyed engine seed, as quizzes' are.
  routes: ({ logWith, trackingKey }) => [
    assessmentRoutes(logWith('assessments', 'assessmentWindows', 'catalogue', 'diagnosticLevels', 'directory'), { engineSeed: questionKeys(trackingKey).engineSeed }),
    diagnosticLevelRoutes(logWith('catalogue', 'diagnosticLevels', 'directory')),
    // Common assessments: an administrator's Spark Studio set assigned to schools or classes.
    commonAssessmentRoutes(logWith('assessments', 'assessmentWindows', 'directory', 'sparkStudio')),
  ],
});
