import { takeoffEvents } from '../../events/takeoff';
import { takeoffProjection, takeoffQueries } from '../../projections/takeoff';
import { takeoffRoutes } from '../routes/takeoff';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    takeoff: ReturnType<typeof takeoffQueries>;
  }
}

/** Takeoff lesson plans (issue 31 item 2; docs/takeoff.md): plans as data, assigned to a class and moved lesson by lesson. */
export const takeoffFeature = defineFeature({
  name: 'takeoff',
  events: takeoffEvents,
  projections: [takeoffProjection],
  queries: { takeoff: takeoffQueries },
  routes: ({ logWith }) => takeoffRoutes(logWith('catalogue', 'directory', 'editionPicker', 'takeoff')),
});
