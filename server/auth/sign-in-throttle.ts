import type { SignInQueries } from '../../projections/sign-in';

/**
 * Repeated failures are throttled: 5 for one username, or 20 from one address,
 * within 15 minutes lock further attempts until the oldest of them is 15 minutes
 * old. Counted from the log (SignInFailed), so a restart does not reset it.
 */
export const SIGN_IN_THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perAddress: 20 } as const;

export function signInRetryAfterSeconds(queries: SignInQueries, username: string, address: string, now: Date): number | null {
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs);
  let unlockAt = 0;
  for (const [by, key, limit] of [
    ['username', username, SIGN_IN_THROTTLE.perUsername],
    ['address', address, SIGN_IN_THROTTLE.perAddress],
  ] as const) {
    const failures = queries.recentFailures(by, key, since);
    if (failures.length >= limit) {
      const oldestCounted = failures[failures.length - limit]!;
      unlockAt = Math.max(unlockAt, Date.parse(oldestCounted) + SIGN_IN_THROTTLE.windowMs);
    }
  }
  return unlockAt > now.getTime() ? Math.ceil((unlockAt - now.getTime()) / 1000) : null;
}
