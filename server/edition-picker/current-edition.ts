import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { EDITIONS, type Edition } from '../../events/curriculum';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';

export const EDITION_COOKIE = 'lc_edition';

/** The edition a request is seen in: a user's last choice (or registration), a visitor's cookie, else US. */
export function currentEdition(c: Context<AppEnv>, log: FeatureLog<'editionPicker'>): Edition {
  const user = c.get('user');
  const chosen = user ? (log.queries.editionPicker.chosenEdition(user.userId) ?? user.edition) : getCookie(c, EDITION_COOKIE);
  return (EDITIONS as readonly string[]).includes(chosen ?? '') ? (chosen as Edition) : 'US';
}
