import { sameQuestionModeEvents, sameQuestionModePushes } from '../../events/same-question-mode';
import { sameQuestionModeProjection, sameQuestionModeQueries } from '../../projections/same-question-mode';
import { sameQuestionModeRoutes } from '../routes/same-question-mode';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    sameQuestionMode: ReturnType<typeof sameQuestionModeQueries>;
  }
}

export const sameQuestionModeFeature = defineFeature({
  name: 'same-question-mode',
  events: sameQuestionModeEvents,
  projections: [sameQuestionModeProjection],
  queries: { sameQuestionMode: sameQuestionModeQueries },
  pushes: () => [{ derive: sameQuestionModePushes }],
  routes: ({ logWith, realtime, sameQuestionRoomTimers }) => sameQuestionModeRoutes(logWith('catalogue', 'directory', 'sameQuestionMode', 'sparkStudio'), realtime, sameQuestionRoomTimers),
});
