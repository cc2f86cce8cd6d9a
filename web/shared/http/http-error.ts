/**
 * A failed HTTP call. `errorKey` is the server's machine-readable error key
 * (spec error catalogue) or one of our own `app.error.*` keys when the server
 * gave none; `status` is 0 when the request never reached the server.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errorKey: string;
  /** The rest of the error body, e.g. `retryAfterSeconds` on a 429. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, errorKey: string, details: Record<string, unknown> = {}) {
    super(`HTTP ${status}: ${errorKey}`);
    this.name = 'HttpError';
    this.status = status;
    this.errorKey = errorKey;
    this.details = details;
  }
}

export const NETWORK_ERROR_KEY = 'app.error.network';
export const UNEXPECTED_ERROR_KEY = 'app.error.unexpected';

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
