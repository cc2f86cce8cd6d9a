import type { AccountRecoveryEvent } from '../events/account-recovery';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// Reset links by their token's hash (the log never holds the token), and the
// accounts that sign in only through their district's single sign-on. Inline:
// a link mailed by one request works on the next.

export const accountRecoveryProjection: Projection<AccountRecoveryEvent> = {
  name: 'account-recovery',
  version: 1,
  mode: 'inline',
  tables: ['credential_reset_links', 'single_sign_on_accounts'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS credential_reset_links (
        token_hash TEXT PRIMARY KEY,
        request_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        completed_at TEXT
      );
      CREATE INDEX IF NOT EXISTS credential_reset_links_request ON credential_reset_links (request_id, user_id);
      CREATE TABLE IF NOT EXISTS single_sign_on_accounts (user_id TEXT PRIMARY KEY, district_id TEXT NOT NULL);
    `);
  },
  handlers(db) {
    const insertLink = db.prepare(
      'INSERT OR IGNORE INTO credential_reset_links (token_hash, request_id, user_id, kind, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    const complete = db.prepare('UPDATE credential_reset_links SET completed_at = ? WHERE request_id = ? AND user_id = ?');
    const insertSingleSignOn = db.prepare('INSERT OR REPLACE INTO single_sign_on_accounts (user_id, district_id) VALUES (?, ?)');
    return {
      CredentialRequested: (data) => {
        if (data.type === 'USERNAME' || data.expiresAt === null) return;
        for (const reset of data.resets) insertLink.run(reset.tokenHash, data.requestId, reset.userId, data.type, data.expiresAt);
      },
      PasswordResetCompleted: (data, metadata) => complete.run(metadata.at, data.requestId, data.userId),
      SecretWordResetCompleted: (data, metadata) => complete.run(metadata.at, data.requestId, data.userId),
      SingleSignOnRequired: (data) => insertSingleSignOn.run(data.userId, data.districtId),
    };
  },
};

export interface ResetLink {
  requestId: string;
  userId: string;
  kind: 'PASSWORD' | 'SECRET_WORD';
  expiresAt: string;
  completedAt: string | null;
}

export function accountRecoveryQueries(db: LogDatabase) {
  const linkByTokenHash = db.prepare(
    `SELECT request_id AS requestId, user_id AS userId, kind, expires_at AS expiresAt, completed_at AS completedAt
     FROM credential_reset_links WHERE token_hash = ?`,
  );
  const singleSignOn = db.prepare('SELECT district_id AS districtId FROM single_sign_on_accounts WHERE user_id = ?');
  return {
    /** The reset link whose token hashes to `tokenHash`, used or not, expired or not (the decider judges). */
    resetLinkByTokenHash: (tokenHash: string) => linkByTokenHash.get(tokenHash) as ResetLink | undefined,
    /** The district whose single sign-on is the account's only way in, or null. */
    singleSignOnDistrictOf: (userId: string) => (singleSignOn.get(userId) as { districtId: string } | undefined)?.districtId ?? null,
  };
}

export type AccountRecoveryQueries = ReturnType<typeof accountRecoveryQueries>;
