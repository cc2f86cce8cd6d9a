import { assessmentResultsProjection, assessmentResultsQueries } from '../../projections/assessment-results';
import { administratorReportsProjection, administratorReportsQueries } from '../../projections/reports/administrator-reports';
import { progressReportsProjection, progressReportsQueries } from '../../projections/reports/progress-reports';
import { standardsReportsQueries } from '../../projections/reports/standards-reports';
import { teacherReportsProjection } from '../../projections/reports/teacher-reports';
import { teacherReportsQueries } from '../../projections/reports/teacher-reports-queries';
import { administratorReportRoutes } from '../routes/administrator-reports';
import { progressReportRoutes } from '../routes/progress-reports';
import { quizReportRoutes } from '../routes/quiz-reports';
import { quizResourceReportRoutes } from '../routes/quiz-resource-reports';
import { standardsReportRoutes } from '../routes/standards-reports';
import { teacherReportRoutes } from '../routes/teacher-reports';
import { questionKeys } from '../practice/question-keys';
import { defineFeature, readsAsync } from './feature-module';

declare module './feature-log' {
  interface Queries {
    administratorReports: ReturnType<typeof administratorReportsQueries>;
    assessmentResults: ReturnType<typeof assessmentResultsQueries>;
    progressReports: ReturnType<typeof progressReportsQueries>;
    standardsReports: ReturnType<typeof standardsReportsQueries>;
    teacherReports: ReturnType<typeof teacherReportsQueries>;
  }
}

export const reportsFeature = defineFeature({
  name: 'reports',
  projections: [administratorReportsProjection, assessmentResultsProjection, progressReportsProjection, teacherReportsProjection],
  queries: {
    administratorReports: readsAsync(administratorReportsQueries),
    // Issue 30 item 5: the assessment reports' read model (inline).
    assessmentResults: assessmentResultsQueries,
    progressReports: readsAsync(progressReportsQueries),
    teacherReports: readsAsync(teacherReportsQueries),
    // Issue 29: the standards reports read the administrator-reports and progress-reports read models (docs/administrator-reports.md).
    standardsReports: readsAsync(standardsReportsQueries),
  },
  routes: ({ logWith, trackingKey }) => [
    administratorReportRoutes(logWith('administratorReports', 'assessmentResults', 'catalogue', 'diagnosticLevels', 'directory', 'skillPlans', 'standards', 'takeoff', 'teacherReports')),
    progressReportRoutes(logWith('administratorReports', 'catalogue', 'directory', 'progressReports', 'teacherReports')),
    // Trouble spots regenerates each wrong answer's question with the practice routes' key (issue 34).
    teacherReportRoutes(logWith('administratorReports', 'assessmentResults', 'catalogue', 'directory', 'progressReports', 'skillPlans', 'standards', 'takeoff', 'teacherReports'), {
      engineSeed: questionKeys(trackingKey).engineSeed,
    }),
    standardsReportRoutes(logWith('administratorReports', 'catalogue', 'directory', 'standards', 'standardsReports', 'teacherReports')),
    // Issue 29 item 5: the teacher quiz reports read the quizzes read model (docs/reports.md "Quiz reports").
    quizReportRoutes(logWith('directory', 'quizzes', 'teacherReports')),
    // Issue 29 item 5: the administrator quiz-resource reports, the same read model (docs/administrator-reports.md "Quiz resource reports").
    quizResourceReportRoutes(logWith('administratorReports', 'directory', 'quizzes', 'teacherReports')),
  ],
});
