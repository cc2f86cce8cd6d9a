import type { LogDatabase } from '../events/log/log-database';
import type { EditionPickerEvent } from '../events/edition-picker';
import type { Projection } from './projection';

/** The edition each signed-in user last chose. */
export const editionPickerProjection: Projection<EditionPickerEvent> = {
  name: 'edition-picker',
  version: 1,
  mode: 'inline',
  tables: ['edition_choices'],
  create(db) {
    db.exec('CREATE TABLE IF NOT EXISTS edition_choices (user_id TEXT PRIMARY KEY, edition TEXT NOT NULL, chosen_at TEXT NOT NULL)');
  },
  handlers(db) {
    const upsert = db.prepare(
      `INSERT INTO edition_choices (user_id, edition, chosen_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET edition = excluded.edition, chosen_at = excluded.chosen_at`,
    );
    return {
      EditionChosen: (data, metadata) => upsert.run(data.userId, data.edition, metadata.at),
    };
  },
};

export function editionPickerQueries(db: LogDatabase) {
  const chosen = db.prepare('SELECT edition FROM edition_choices WHERE user_id = ?');
  return {
    chosenEdition: (userId: string) => (chosen.get(userId) as { edition: string } | undefined)?.edition ?? null,
  };
}
