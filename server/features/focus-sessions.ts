import { focusSessionEvents, focusSessionPushes } from '../../events/focus-sessions';
import { focusSessionsProjection, focusSessionsQueries } from '../../projections/focus-sessions';
import { focusSessionRoutes } from '../routes/focus-sessions';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    focusSessions: ReturnType<typeof focusSessionsQueries>;
  }
}

export const focusSessionsFeature = defineFeature({
  name: 'focus-sessions',
  events: focusSessionEvents,
  projections: [focusSessionsProjection],
  queries: { focusSessions: focusSessionsQueries },
  pushes: () => [{ derive: focusSessionPushes }],
  routes: ({ logWith, realtime, focusSessionTimers }) => focusSessionRoutes(logWith('directory', 'focusSessions'), realtime, focusSessionTimers),
});
