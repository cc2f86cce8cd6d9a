import { instantReviewEvents } from '../../events/instant-review';
import { instantReviewPushes } from '../../events/instant-review/review-pushes';
import { instantReviewProjection, instantReviewQueries } from '../../projections/instant-review';
import { instantReviewRoutes } from '../routes/instant-review';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    instantReview: ReturnType<typeof instantReviewQueries>;
  }
}

export const instantReviewFeature = defineFeature({
  name: 'instant-review',
  events: instantReviewEvents,
  projections: [instantReviewProjection],
  queries: { instantReview: instantReviewQueries },
  pushes: () => [{ derive: instantReviewPushes }],
  routes: ({ logWith, realtime, sameQuestionRoomTimers }) =>
    // Its group jams start through same-question mode's one start path.
    instantReviewRoutes(logWith('catalogue', 'directory', 'instantReview'), { log: logWith('catalogue', 'directory', 'sameQuestionMode', 'sparkStudio'), realtime, timers: sameQuestionRoomTimers }),
});
