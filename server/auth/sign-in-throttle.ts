import { addressNetwork } from '../../events/sign-in';
import type { SignInQueries } from '../../projections/sign-in';

/**
 * Throttling made for classrooms (issue 13; the numbers and why in
 * docs/sign-in.md "Throttling"). Failures never lock anybody out by username
 * alone: past a few failures for a username, or many for an address, a sign-in
 * to that username (from that address) needs a solved bot check; only sustained
 * abuse far beyond any school — a thousand failures from one address in 15
 * minutes — is refused outright, for that address only. Counted from the log
 * (SignInFailed, read model `sign_in_failures`), so a restart resets nothing.
 * Secret-word and parent-password guesses of a family switch count the same way.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** From this many failures for a username (from anywhere), its sign-ins need the bot check. */
  botCheckFromUsernameFailures: 3,
  /** From this many failures from one address (an IPv6 /64), its sign-ins need the bot check. */
  botCheckFromAddressFailures: 40,
  /** From this many failures from one address, its sign-ins are refused (429) until the oldest counted is 15 minutes old. */
  refusedFromAddressFailures: 1_000,
} as const;

export type SignInThrottle = typeof SIGN_IN_THROTTLE;

export type SignInGate =
  | { kind: 'open' }
  | { kind: 'botCheck'; because: 'username' | 'address' }
  | { kind: 'refused'; retryAfterSeconds: number };

/** What a sign-in attempt to `username` from `address` must get past now. */
export function signInGate(
  queries: Pick<SignInQueries, 'failureCount' | 'nthLatestFailure'>,
  attempt: { username: string; address: string },
  now: Date,
  rules: SignInThrottle = SIGN_IN_THROTTLE,
): SignInGate {
  const since = new Date(now.getTime() - rules.windowMs);
  const network = addressNetwork(attempt.address);
  const fromAddress = queries.failureCount('network', network, since);
  if (fromAddress >= rules.refusedFromAddressFailures) {
    // Open again when the oldest failure that keeps the count at the limit leaves the window.
    const oldestCounted = queries.nthLatestFailure('network', network, since, rules.refusedFromAddressFailures);
    const opensAt = oldestCounted ? Date.parse(oldestCounted) + rules.windowMs : now.getTime() + rules.windowMs;
    return { kind: 'refused', retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)) };
  }
  if (fromAddress >= rules.botCheckFromAddressFailures) return { kind: 'botCheck', because: 'address' };
  if (queries.failureCount('username', attempt.username, since) >= rules.botCheckFromUsernameFailures) return { kind: 'botCheck', because: 'username' };
  return { kind: 'open' };
}
