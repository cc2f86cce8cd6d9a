import type { LogDatabase } from '../events/log/log-database';
import { addressNetwork, type SignInEvent } from '../events/sign-in';
import type { Projection } from './projection';

// Sessions (looked up by token hash on every request) and recent sign-in
// failures (for throttling). Inline, so a sign-in is usable by the next request.

export const signInProjection: Projection<SignInEvent> = {
  name: 'sign-in',
  // v2: failures are counted by the address's network (an IPv6 address by its /64).
  version: 2,
  mode: 'inline',
  tables: ['sessions', 'sign_in_failures'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS sessions (
        session_id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL,
        remember_user INTEGER NOT NULL,
        signed_in_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        ended_at TEXT
      );
      CREATE TABLE IF NOT EXISTS sign_in_failures (
        position INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        network TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sign_in_failures_username ON sign_in_failures (username, at);
      CREATE INDEX IF NOT EXISTS sign_in_failures_network ON sign_in_failures (network, at);
    `);
  },
  handlers(db) {
    const insertSession = db.prepare(
      `INSERT INTO sessions (session_id, token_hash, user_id, remember_user, signed_in_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const endSession = db.prepare('UPDATE sessions SET ended_at = ? WHERE session_id = ?');
    const insertFailure = db.prepare('INSERT INTO sign_in_failures (position, username, network, at) VALUES (?, ?, ?, ?)');
    return {
      SignedIn: (data, metadata) =>
        insertSession.run(data.sessionId, data.tokenHash, data.userId, data.rememberUser ? 1 : 0, metadata.at, data.expiresAt),
      SignedOut: (data, metadata) => endSession.run(metadata.at, data.sessionId),
      SignInFailed: (data, metadata) => insertFailure.run(metadata.position, data.username, addressNetwork(data.address), metadata.at),
    };
  },
};

export interface ActiveSession {
  sessionId: string;
  userId: string;
  expiresAt: string;
}

export function signInQueries(db: LogDatabase) {
  const byTokenHash = db.prepare(
    `SELECT session_id AS sessionId, user_id AS userId, expires_at AS expiresAt
     FROM sessions WHERE token_hash = ? AND ended_at IS NULL AND expires_at > ?`,
  );
  const rememberUser = db.prepare('SELECT remember_user AS rememberUser FROM sessions WHERE session_id = ?');
  const sessionsOfUser = db.prepare('SELECT session_id AS sessionId FROM sessions WHERE user_id = ? AND ended_at IS NULL AND expires_at > ? ORDER BY session_id');
  const failures = {
    username: {
      count: db.prepare('SELECT COUNT(*) AS n FROM sign_in_failures WHERE username = ? AND at > ?'),
      nth: db.prepare('SELECT at FROM sign_in_failures WHERE username = ? AND at > ? ORDER BY at DESC, position DESC LIMIT 1 OFFSET ?'),
    },
    network: {
      count: db.prepare('SELECT COUNT(*) AS n FROM sign_in_failures WHERE network = ? AND at > ?'),
      nth: db.prepare('SELECT at FROM sign_in_failures WHERE network = ? AND at > ? ORDER BY at DESC, position DESC LIMIT 1 OFFSET ?'),
    },
  };
  return {
    activeSession: (tokenHash: string, now: Date) => byTokenHash.get(tokenHash, now.toISOString()) as ActiveSession | undefined,
    /** The ids of a user's sessions that have not ended or expired (issue 14: a password reset ends them). */
    activeSessionIdsOf: (userId: string, now: Date) => (sessionsOfUser.all(userId, now.toISOString()) as { sessionId: string }[]).map((row) => row.sessionId),
    /** Whether the session was started with "remember me" (a family switch keeps its kind). */
    rememberedSession: (sessionId: string) => (rememberUser.get(sessionId) as { rememberUser: number } | undefined)?.rememberUser === 1,
    /** Failures after `since` for a username, or for an address's network (`addressNetwork`). */
    failureCount: (by: 'username' | 'network', key: string, since: Date) => (failures[by].count.get(key, since.toISOString()) as { n: number }).n,
    /** The time of the `n`-th most recent failure after `since` (1 = the latest), if there are that many. */
    nthLatestFailure: (by: 'username' | 'network', key: string, since: Date, n: number) =>
      (failures[by].nth.get(key, since.toISOString(), n - 1) as { at: string } | undefined)?.at,
  };
}

export type SignInQueries = ReturnType<typeof signInQueries>;
