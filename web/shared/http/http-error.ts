/**
 * A failed HTTP call. `errorKey` is the server's machine-readable error key
 * (spec error catalogue) or one of our own `app.error.*` keys when the server
 * gave none; `status` and `statusText` are the response's (0 and '' when the
 * request never reached the server). Spec §8 words some failures with the
 * status text (ending or checking a focus session).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly errorKey: string;
  /** The rest of the error body, e.g. `retryAfterSeconds` on a 429. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, errorKey: string, details: Record<string, unknown> = {}, statusText = '') {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}: ${errorKey}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.errorKey = errorKey;
    this.details = details;
  }
}

export const NETWORK_ERROR_KEY = 'app.error.network';
export const UNEXPECTED_ERROR_KEY = 'app.error.unexpected';
/**
 * A 2xx answer that is not JSON, or not the shape its schema describes. It has
 * no text of its own: each screen falls back to its own "failed to load" text
 * (the skill search shows spec §8's "Failed to parse JSON response.").
 */
export const UNEXPECTED_RESPONSE_KEY = 'app.error.unexpectedResponse';

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Whether the call was answered, but with something its schema does not describe. */
export function isUnexpectedResponse(error: unknown): boolean {
  return isHttpError(error) && error.errorKey === UNEXPECTED_RESPONSE_KEY;
}
