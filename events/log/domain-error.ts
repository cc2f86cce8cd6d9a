/**
 * A broken business rule. `key` is a machine-readable error key from the spec's
 * catalogue (spec §8); `status` is the HTTP status a route answers with.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly key: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 = 400,
    message?: string,
  ) {
    super(message ?? key);
  }
}
