import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { EditionChosen } from '../events/edition-picker';
import type { ClassCreated, StudentEnrolled } from '../events/school-directory';
import type { SiteNavCacheRefreshed } from '../events/site-navigation';
import type { Projection } from './projection';

/** Whose cached header navigation is stale: set by what changes it, cleared by a refresh. */
export const siteNavigationProjection: Projection = {
  name: 'site-navigation',
  version: 1,
  mode: 'inline',
  tables: ['site_nav_cache'],
  create(db) {
    db.exec('CREATE TABLE IF NOT EXISTS site_nav_cache (user_id TEXT PRIMARY KEY, stale INTEGER NOT NULL)');
  },
  handlers(db) {
    const mark = db.prepare(
      'INSERT INTO site_nav_cache (user_id, stale) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET stale = excluded.stale',
    );
    return {
      EditionChosen: (event) => mark.run((event.data as EventOf<typeof EditionChosen>['data']).userId, 1),
      ClassCreated: (event) => mark.run((event.data as EventOf<typeof ClassCreated>['data']).teacherUserId, 1),
      StudentEnrolled: (event) => mark.run((event.data as EventOf<typeof StudentEnrolled>['data']).studentUserId, 1),
      SiteNavCacheRefreshed: (event) => mark.run((event.data as EventOf<typeof SiteNavCacheRefreshed>['data']).userId, 0),
    };
  },
};

export function siteNavigationQueries(db: LogDatabase) {
  const stale = db.prepare('SELECT stale FROM site_nav_cache WHERE user_id = ?').pluck();
  return { isStale: (userId: string) => stale.get(userId) === 1 };
}
