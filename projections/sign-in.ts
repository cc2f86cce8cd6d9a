import type { LogDatabase } from '../events/log/log-database';
import type { SignInEvent } from '../events/sign-in';
import type { Projection } from './projection';

// Sessions (looked up by token hash on every request) and recent sign-in
// failures (for throttling). Inline, so a sign-in is usable by the next request.

export const signInProjection: Projection<SignInEvent> = {
  name: 'sign-in',
  version: 1,
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
        address TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sign_in_failures_username ON sign_in_failures (username, at);
      CREATE INDEX IF NOT EXISTS sign_in_failures_address ON sign_in_failures (address, at);
    `);
  },
  handlers(db) {
    const insertSession = db.prepare(
      `INSERT INTO sessions (session_id, token_hash, user_id, remember_user, signed_in_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const endSession = db.prepare('UPDATE sessions SET ended_at = ? WHERE session_id = ?');
    const insertFailure = db.prepare('INSERT INTO sign_in_failures (position, username, address, at) VALUES (?, ?, ?, ?)');
    return {
      SignedIn: (data, metadata) =>
        insertSession.run(data.sessionId, data.tokenHash, data.userId, data.rememberUser ? 1 : 0, metadata.at, data.expiresAt),
      SignedOut: (data, metadata) => endSession.run(metadata.at, data.sessionId),
      SignInFailed: (data, metadata) => insertFailure.run(metadata.position, data.username, data.address, metadata.at),
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
  const failuresForUsername = db.prepare('SELECT at FROM sign_in_failures WHERE username = ? AND at > ? ORDER BY at');
  const failuresForAddress = db.prepare('SELECT at FROM sign_in_failures WHERE address = ? AND at > ? ORDER BY at');
  return {
    activeSession: (tokenHash: string, now: Date) => byTokenHash.get(tokenHash, now.toISOString()) as ActiveSession | undefined,
    /** Times of failures since `since`, oldest first. */
    recentFailures: (by: 'username' | 'address', key: string, since: Date) =>
      ((by === 'username' ? failuresForUsername : failuresForAddress).all(key, since.toISOString()) as { at: string }[]).map(
        (row) => row.at,
      ),
  };
}

export type SignInQueries = ReturnType<typeof signInQueries>;
