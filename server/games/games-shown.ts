import type { Context } from 'hono';
import { gamesHiddenBy } from '../../events/games';
import { DomainError } from '../../events/log/domain-error';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';

/**
 * hideGames (spec §3 profile field; issue 28 item 6, docs/games.md): whoever has it on — a
 * student who turned it on, or a child whose parent did — sees no game; every game route
 * answers them 403 `games.hidden`, and search and the subject pages leave games out.
 */
export function gamesHiddenFor(c: Context<AppEnv>, log: FeatureLog<'profile'>): boolean {
  const user = c.get('user');
  return user !== null && gamesHiddenBy(log.queries.profile.valuesOf(user.userId));
}

/** Refuses a game route to a user with hideGames on: 403 `games.hidden`. */
export function requireGamesShown(c: Context<AppEnv>, log: FeatureLog<'profile'>): void {
  if (gamesHiddenFor(c, log)) throw new DomainError('games.hidden', 403);
}
