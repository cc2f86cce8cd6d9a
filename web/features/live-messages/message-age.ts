/**
 * A message's age on the server's clock (spec §4, §9): a message is expired
 * when its age exceeds the server-given expiration interval. The browser's
 * clock may be off, so ages use `now + offset`, where the offset was measured
 * from the `serverTime` of the last answer.
 */

/** serverTime − local time at the moment the answer arrived. */
export function clockOffset(serverTime: number, localNow: number): number {
  return serverTime - localNow;
}

export function messageAge(creationDate: number, serverNow: number): number {
  return Math.max(0, serverNow - creationDate);
}

export function isExpired(creationDate: number, serverNow: number, expirationIntervalMs: number): boolean {
  return serverNow - creationDate > expirationIntervalMs;
}

/** How far the age pie is filled, 0…1. */
export function ageFraction(creationDate: number, serverNow: number, expirationIntervalMs: number): number {
  if (expirationIntervalMs <= 0) return 1;
  return Math.min(1, messageAge(creationDate, serverNow) / expirationIntervalMs);
}

/** Whole minutes, rounded down (for "5 minutes ago"). */
export function wholeMinutes(ms: number): number {
  return Math.floor(Math.max(0, ms) / 60_000);
}
