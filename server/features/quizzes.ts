import { quizEvents, quizPushes } from '../../events/quizzes';
import { quizzesProjection, quizzesQueries } from '../../projections/quizzes';
import { questionKeys } from '../practice/question-keys';
import { quizRoutes } from '../routes/quizzes';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    quizzes: ReturnType<typeof quizzesQueries>;
  }
}

/** Quizzes (issue 29 item 4; docs/quizzes.md): building, assigning, taking once, release, quiz resources, QUIZ_SUBMITTED. */
export const quizzesFeature = defineFeature({
  name: 'quizzes',
  events: quizEvents,
  projections: [quizzesProjection],
  queries: { quizzes: quizzesQueries },
  pushes: () => [{ derive: quizPushes }],
  // A quiz's skill questions are seeded with practice's server-keyed engine seed (the tracking key, its own purpose).
  routes: ({ logWith, trackingKey }) => quizRoutes(logWith('catalogue', 'directory', 'quizzes', 'roster', 'sparkStudio'), { engineSeed: questionKeys(trackingKey).engineSeed }),
});
