import { practiceEvents } from '../../events/practice';
import { practiceProjection, practiceQueries } from '../../projections/practice';
import { questionKeys } from '../practice/question-keys';
import { visitorIds } from '../practice/visitor-ids';
import { liveClassroomPush } from '../practice/live-classroom-push';
import { practiceRoutes } from '../routes/practice';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    practice: ReturnType<typeof practiceQueries>;
  }
}

export const practiceFeature = defineFeature({
  name: 'practice',
  events: practiceEvents,
  projections: [practiceProjection],
  queries: { practice: practiceQueries },
  // The live classroom's teacher-channel pushes, coalesced per watcher and class.
  pushes: ({ logWith }) => [liveClassroomPush(logWith('catalogue', 'directory', 'practice'))],
  routes: ({ logWith, trackingKey, writeLimits }) =>
    // Question keys and visitor ids are signed with the same key as tracking ids, each under its own purpose.
    practiceRoutes(logWith('catalogue', 'diagnosticLevels', 'directory', 'editionPicker', 'focusSessions', 'practice', 'scratchpad'), { keys: questionKeys(trackingKey), visitors: visitorIds(trackingKey), writeLimits }),
});
