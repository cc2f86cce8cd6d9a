import type { FamilyMembershipEvent } from '../events/membership';
import type { LogDatabase } from '../events/log/log-database';
import type { Projection } from './projection';

// Join requests by their link's token hash (and the usernames they hold until
// they expire), and each family's membership: its end date and when the renewal
// reminder was put off. Inline: the link mailed by one request works on the next.

export const membershipProjection: Projection<FamilyMembershipEvent> = {
  name: 'membership',
  version: 1,
  mode: 'inline',
  tables: ['family_join_requests', 'family_memberships'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS family_join_requests (
        request_id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        username TEXT NOT NULL COLLATE NOCASE,
        display_name TEXT NOT NULL,
        email TEXT NOT NULL,
        edition TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        parent_user_id TEXT
      );
      CREATE INDEX IF NOT EXISTS family_join_requests_username ON family_join_requests (username, expires_at);
      CREATE TABLE IF NOT EXISTS family_memberships (
        parent_user_id TEXT PRIMARY KEY,
        ends_on TEXT NOT NULL,
        reminder_postponed_until TEXT
      );
    `);
  },
  handlers(db) {
    const insertRequest = db.prepare(
      `INSERT INTO family_join_requests (request_id, token_hash, username, display_name, email, edition, password_hash, expires_at)
       VALUES (@requestId, @tokenHash, @username, @displayName, @email, @edition, @passwordHash, @expiresAt)`,
    );
    const confirm = db.prepare('UPDATE family_join_requests SET parent_user_id = ? WHERE request_id = ?');
    const start = db.prepare('INSERT OR REPLACE INTO family_memberships (parent_user_id, ends_on) VALUES (?, ?)');
    const renew = db.prepare('UPDATE family_memberships SET ends_on = ?, reminder_postponed_until = NULL WHERE parent_user_id = ?');
    const postpone = db.prepare('UPDATE family_memberships SET reminder_postponed_until = ? WHERE parent_user_id = ?');
    return {
      FamilyJoinRequested: (data) => insertRequest.run(data),
      FamilyJoinConfirmed: (data) => confirm.run(data.parentUserId, data.requestId),
      FamilyMembershipStarted: (data) => start.run(data.parentUserId, data.endsOn),
      FamilyChildAdded: () => {},
      FamilyMembershipRenewed: (data) => renew.run(data.endsOn, data.parentUserId),
      RenewalReminderPostponed: (data) => postpone.run(data.until, data.parentUserId),
    };
  },
};

export interface FamilyJoinRequest {
  requestId: string;
  username: string;
  displayName: string;
  email: string;
  edition: string;
  passwordHash: string;
  expiresAt: string;
  parentUserId: string | null;
}

export interface FamilyMembershipRow {
  parentUserId: string;
  endsOn: string;
  postponedUntil: string | null;
}

export function membershipQueries(db: LogDatabase) {
  const byTokenHash = db.prepare(
    `SELECT request_id AS requestId, username, display_name AS displayName, email, edition, password_hash AS passwordHash,
            expires_at AS expiresAt, parent_user_id AS parentUserId
     FROM family_join_requests WHERE token_hash = ?`,
  );
  const held = db.prepare('SELECT 1 FROM family_join_requests WHERE username = ? AND parent_user_id IS NULL AND expires_at > ? LIMIT 1');
  const membership = db.prepare(
    'SELECT parent_user_id AS parentUserId, ends_on AS endsOn, reminder_postponed_until AS postponedUntil FROM family_memberships WHERE parent_user_id = ?',
  );
  return {
    /** The join request whose link's token hashes to `tokenHash`, confirmed or not, expired or not (the decider judges). */
    joinRequestByTokenHash: (tokenHash: string) => byTokenHash.get(tokenHash) as FamilyJoinRequest | undefined,
    /** Whether an unconfirmed join request that has not expired holds `username`. */
    usernameHeld: (username: string, now: Date) => held.get(username, now.toISOString()) !== undefined,
    membershipOf: (parentUserId: string) => membership.get(parentUserId) as FamilyMembershipRow | undefined,
  };
}

export type MembershipQueries = ReturnType<typeof membershipQueries>;
