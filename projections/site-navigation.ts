import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { EditionPickerEvent } from '../events/edition-picker';
import type { ClassCreated, StudentEnrolled } from '../events/school-directory';
import type { SiteNavigationEvent } from '../events/site-navigation';
import type { Projection } from './projection';

type SiteNavigationChange = EditionPickerEvent | EventOf<typeof ClassCreated> | EventOf<typeof StudentEnrolled> | SiteNavigationEvent;

/** Whose cached header navigation is stale: set by what changes it, cleared by a refresh. */
export const siteNavigationProjection: Projection<SiteNavigationChange> = {
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
      EditionChosen: (data) => mark.run(data.userId, 1),
      ClassCreated: (data) => mark.run(data.teacherUserId, 1),
      StudentEnrolled: (data) => mark.run(data.studentUserId, 1),
      SiteNavCacheRefreshed: (data) => mark.run(data.userId, 0),
    };
  },
};

export function siteNavigationQueries(db: LogDatabase) {
  const stale = db.prepare('SELECT stale FROM site_nav_cache WHERE user_id = ?').pluck();
  return { isStale: (userId: string) => stale.get(userId) === 1 };
}
