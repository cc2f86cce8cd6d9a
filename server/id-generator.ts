import { createHash, randomInt, randomUUID } from 'node:crypto';

/**
 * Where new ids come from: injected into the app (AppDependencies.ids) like the
 * clock, so tests can name what they create. Never an id computed from a read
 * model (MAX + 1 breaks with two writers).
 */
export interface IdGenerator {
  /** A new opaque id (a UUID). */
  id(): string;
  /** A new positive integer id, for ids the spec makes numbers (`focusSessionID`): 48 random bits, safe in JSON. */
  numericId(): number;
}

export const randomIds: IdGenerator = { id: randomUUID, numericId: () => randomInt(1, 2 ** 48) };

/** Ids numbered in order (`<prefix>1`, `<prefix>2`, … and 1, 2, …): for tests. */
export function sequentialIds(prefix = 'id'): IdGenerator {
  let next = 0;
  let nextNumber = 0;
  return { id: () => `${prefix}${++next}`, numericId: () => ++nextNumber };
}

/**
 * Ids derived from a seed: the same seed gives the same ids in the same order.
 * A request retried with the same Idempotency-Key names the same batch or
 * session, so its answer is the first answer.
 */
export function derivedIds(seed: string): IdGenerator {
  let n = 0;
  const digest = () => createHash('sha256').update(`${seed}\u0000${n++}`).digest('hex');
  return {
    id() {
      const hex = digest();
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    numericId: () => parseInt(digest().slice(0, 12), 16) || 1,
  };
}
