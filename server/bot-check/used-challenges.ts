// The challenges whose solutions were already accepted, so a token is accepted
// once. Kept in memory until the challenge expires (after that the expiry alone
// refuses it), not in the log: a used challenge is not a fact of the product
// (it names no one, decides nothing later), and recording one per sign-in would
// grow the log with every solved check. A restart forgets them, which replays
// nothing that matters: a token only lets its bearer *try* a password, and it
// expires 10 minutes after it was issued (docs/sign-in.md "Bot check").

/** Far above the solved checks of 10 minutes on one node; past it the check fails closed until some expire. */
export const MAX_REMEMBERED_CHALLENGES = 200_000;

export interface UsedChallenges {
  /**
   * Marks the challenge used until `expiresAt`; false if it already was (a replay), or if the memory is full.
   * A Promise for the cluster's set shared in PostgreSQL (server/cluster/postgres-used-challenges.ts).
   */
  markUsed(id: string, expiresAt: number, now: Date): boolean | Promise<boolean>;
  readonly size: number;
}

export function usedChallenges(max = MAX_REMEMBERED_CHALLENGES): UsedChallenges {
  const used = new Map<string, number>();
  const forgetExpired = (now: number) => {
    for (const [id, expiresAt] of used) if (expiresAt <= now) used.delete(id);
  };
  let sinceSweep = 0;
  return {
    markUsed(id, expiresAt, now) {
      const time = now.getTime();
      const known = used.get(id);
      if (known !== undefined && known > time) return false;
      // Sweep now and then (and whenever full), so the map holds only unexpired challenges.
      if (++sinceSweep >= 1_000 || used.size >= max) {
        sinceSweep = 0;
        forgetExpired(time);
      }
      if (used.size >= max) return false;
      used.set(id, expiresAt);
      return true;
    },
    get size() {
      return used.size;
    },
  };
}
