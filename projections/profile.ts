import type { LogDatabase } from '../events/log/log-database';
import { defaultProfileValues, type ProfileOwnEvent, type ProfilePreferences, type ProfileValues } from '../events/profile';
import type { Projection } from './projection';

// Profile & Settings: each user's saved fields (one row per field, the value as
// JSON). Inline: the autosave's answer and the next page read the saved value.
// The e-mail address and secret word live in the directory (school-directory).

export const profileProjection: Projection<ProfileOwnEvent> = {
  name: 'profile',
  version: 1,
  mode: 'inline',
  tables: ['profile_fields', 'profile_secret_word_changes'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS profile_fields (
        user_id TEXT NOT NULL,
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (user_id, field)
      );
      CREATE TABLE IF NOT EXISTS profile_secret_word_changes (
        user_id TEXT NOT NULL,
        changed_by_user_id TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
    `);
  },
  handlers(db) {
    const upsert = db.prepare(
      `INSERT INTO profile_fields (user_id, field, value) VALUES (?, ?, ?)
       ON CONFLICT (user_id, field) DO UPDATE SET value = excluded.value`,
    );
    const secretWordChanged = db.prepare('INSERT INTO profile_secret_word_changes (user_id, changed_by_user_id, changed_at) VALUES (?, ?, ?)');
    return {
      ProfileFieldEdited: (data) => upsert.run(data.userId, data.edit.field, JSON.stringify(data.edit.value)),
      ProfileSecretWordChanged: (data, metadata) => secretWordChanged.run(data.userId, data.changedByUserId, metadata.at),
    };
  },
};

/** Kinds of mail the e-mail preference flags govern (spec §3). */
export type PreferenceMailKind = 'certificate' | 'summary' | 'promo' | 'weeklyBoost';
const mailFlag: Record<PreferenceMailKind, keyof ProfileValues> = {
  certificate: 'emailCertificate',
  summary: 'emailSummary',
  promo: 'emailPromo',
  weeklyBoost: 'emailWeeklyBoost',
};

export function profileQueries(db: LogDatabase) {
  const fieldsOf = db.prepare('SELECT field, value FROM profile_fields WHERE user_id = ?');
  const lastSecretWordChange = db.prepare(
    'SELECT changed_by_user_id AS changedByUserId, changed_at AS changedAt FROM profile_secret_word_changes WHERE user_id = ? ORDER BY rowid DESC LIMIT 1',
  );
  const valuesOf = (userId: string): ProfileValues => {
    const values: Record<string, unknown> = { ...defaultProfileValues };
    for (const row of fieldsOf.all(userId) as { field: string; value: string }[]) values[row.field] = JSON.parse(row.value);
    return values as ProfileValues;
  };
  return {
    /** The user's fields, defaults (spec §3) where never saved. */
    valuesOf,
    preferencesOf(userId: string): ProfilePreferences {
      const { hideTimer, hideScratchpad, hideGames, hideGradeLevels, enableAudio, editLanguage } = valuesOf(userId);
      return { hideTimer, hideScratchpad, hideGames, hideGradeLevels, enableAudio, editLanguage };
    },
    /** Whether the user's e-mail preferences let mail of this kind go out (mail that is not one of these kinds is always sent). */
    wantsMail(userId: string, kind: PreferenceMailKind): boolean {
      return valuesOf(userId)[mailFlag[kind]] === true;
    },
    lastSecretWordChange: (userId: string) => lastSecretWordChange.get(userId) as { changedByUserId: string; changedAt: string } | undefined,
  };
}
