import { homeProjection, homeQueries } from '../../projections/home';
import { visitorIds } from '../practice/visitor-ids';
import { homeRoutes } from '../routes/home';
import { defineFeature, readsAsync } from './feature-module';

declare module './feature-log' {
  interface Queries {
    home: ReturnType<typeof homeQueries>;
  }
}

/**
 * The homes that carry the day (issue 32; docs/home.md): `GET /home/summary`, read from other
 * features' read models and its own (popular skills per week, asynchronous).
 */
export const homeFeature = defineFeature({
  name: 'home',
  projections: [homeProjection],
  queries: { home: readsAsync(homeQueries) },
  routes: ({ logWith, trackingKey }) =>
    homeRoutes(
      logWith(
        'administratorReports',
        'assessmentWindows',
        'catalogue',
        'directory',
        'editionPicker',
        'home',
        'instantReview',
        'liveMessages',
        'practice',
        'profile',
        'progressMail',
        'quizzes',
        'sameQuestionMode',
        'skillPlans',
        'takeoff',
        'teacherReports',
      ),
      { visitors: visitorIds(trackingKey) },
    ),
});
