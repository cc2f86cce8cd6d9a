import type pg from 'pg';
import type { UsedChallenges } from '../bot-check/used-challenges';

/** Expired rows are deleted after this many marks on a node. */
const SWEEP_EVERY = 1_000;

/**
 * The bot check's used challenges shared by the cluster's nodes (docs/scale-out.md):
 * a token accepted on one node is a replay on every other. One row per used challenge
 * in `bot_check_used_challenges` (made with the log's tables); a challenge is accepted
 * when its row is new or expired — one statement, so two nodes accepting the same token
 * at once accept it once. Rows are deleted once expired (after that the token's own
 * expiry refuses it). PostgreSQL unreachable: the check fails closed (the sign-in
 * answers as for any refused check), as the in-memory set does when full.
 */
export function postgresUsedChallenges(db: pg.Pool, report: (message: string) => void = () => {}): UsedChallenges {
  let marks = 0;
  return {
    async markUsed(id, expiresAt, now) {
      try {
        if (++marks % SWEEP_EVERY === 0) await db.query('DELETE FROM bot_check_used_challenges WHERE expires_at <= $1', [now]);
        const { rowCount } = await db.query(
          `INSERT INTO bot_check_used_challenges (id, expires_at) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at WHERE bot_check_used_challenges.expires_at <= $3`,
          [id, new Date(expiresAt), now],
        );
        return rowCount === 1;
      } catch (error) {
        report(`bot check: the used challenges in PostgreSQL cannot be reached (${error instanceof Error ? error.message : String(error)})`);
        return false;
      }
    },
    /** The marks this node made (the shared set's size is PostgreSQL's). */
    get size() {
      return marks;
    },
  };
}
