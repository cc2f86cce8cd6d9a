import { gameEvents } from '../../events/games';
import { fluencyZoneProjection, fluencyZoneQueries } from '../../projections/games/fluency-zone';
import { gameRoutes } from '../routes/games';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    fluencyZone: ReturnType<typeof fluencyZoneQueries>;
  }
}

/** Games (issue 28; docs/games.md): the game catalogue and the fluency zone. */
export const gamesFeature = defineFeature({
  name: 'games',
  events: gameEvents,
  projections: [fluencyZoneProjection],
  queries: { fluencyZone: fluencyZoneQueries },
  routes: ({ logWith, writeLimits }) => gameRoutes(logWith('fluencyZone', 'profile'), writeLimits),
});
