import { gameEvents } from '../../events/games';
import { fluencyZoneProjection, fluencyZoneQueries } from '../../projections/games/fluency-zone';
import { racewayProjection, racewayQueries } from '../../projections/games/raceway';
import { racewayPushes } from '../games/raceway-push';
import { visitorIds } from '../practice/visitor-ids';
import { gameRoutes } from '../routes/games';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    fluencyZone: ReturnType<typeof fluencyZoneQueries>;
    raceway: ReturnType<typeof racewayQueries>;
  }
}

/** Games (issue 28; docs/games.md): the game catalogue, the fluency zone and the raceway. */
export const gamesFeature = defineFeature({
  name: 'games',
  events: gameEvents,
  projections: [fluencyZoneProjection, racewayProjection],
  queries: { fluencyZone: fluencyZoneQueries, raceway: racewayQueries },
  pushes: ({ logWith }) => racewayPushes(logWith('raceway')),
  routes: ({ logWith, writeLimits, trackingKey }) =>
    gameRoutes(logWith('catalogue', 'directory', 'fluencyZone', 'profile', 'raceway', 'teacherReports'), { writeLimits, visitors: visitorIds(trackingKey) }),
});
