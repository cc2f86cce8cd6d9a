import { liveMessageEvents, liveMessagePushes } from '../../events/live-messages';
import { liveMessagesProjection, liveMessagesQueries } from '../../projections/live-messages';
import { liveMessageRoutes } from '../routes/live-messages';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    liveMessages: ReturnType<typeof liveMessagesQueries>;
  }
}

export const liveMessagesFeature = defineFeature({
  name: 'live-messages',
  events: liveMessageEvents,
  projections: [liveMessagesProjection],
  queries: { liveMessages: liveMessagesQueries },
  pushes: () => [{ derive: liveMessagePushes }],
  routes: ({ logWith }) => liveMessageRoutes(logWith('directory', 'liveMessages')),
});
