// Secrets never shown (issue 18): event data holds no password, secret word or
// token (DESIGN §3), only their argon2id or SHA-256 hashes — and a hash is still
// material for offline guessing. Every field whose name ends in `Hash`
// (`passwordHash`, `secretWordHash`, `tokenHash`, …), at any depth, is shown as
// `[hash]` wherever the explorer or the replay CLI prints event data.

export const REDACTED_HASH = '[hash]';

/** A field that holds a credential hash, by its name. */
export function isHashField(name: string): boolean {
  return /hash$/i.test(name);
}

/** A deep copy of `data` with every non-null value of a hash field replaced by `[hash]`. */
export function redactedData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redactedData);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, isHashField(key) && value !== null && value !== undefined ? REDACTED_HASH : redactedData(value)]),
  );
}
