import { isHttpError, UNEXPECTED_ERROR_KEY } from '../http/http-error';

/**
 * The sign-in form's error states (spec §4 "Sign-in", §8): noError,
 * clientError (an empty field; no request), serverError (401 and anything
 * else the server refused) and recaptchaError (422: the bot check is required
 * and was missing or wrong). Each shows one message key.
 */
export type SignInErrorState = 'noError' | 'clientError' | 'serverError' | 'recaptchaError';

export const SIGN_IN_ERROR_KEYS = {
  clientError: 'signin_redesign.signin_form.login_error.client_error',
  serverError: 'signin_redesign.signin_form.login_error.server_error',
  recaptchaError: 'signin_redesign.signin_form.login_error.bot_check_failed',
} as const;

export interface SignInError {
  state: SignInErrorState;
  /** The i18n key shown; null for noError. */
  messageKey: string | null;
  /** Seconds to wait, on a 429. */
  retryAfterSeconds: number | null;
}

export const NO_SIGN_IN_ERROR: SignInError = { state: 'noError', messageKey: null, retryAfterSeconds: null };
export const CLIENT_SIGN_IN_ERROR: SignInError = { state: 'clientError', messageKey: SIGN_IN_ERROR_KEYS.clientError, retryAfterSeconds: null };

/** What a refused sign-in shows. */
export function signInErrorOf(error: unknown): SignInError {
  if (!isHttpError(error)) return { state: 'serverError', messageKey: UNEXPECTED_ERROR_KEY, retryAfterSeconds: null };
  if (error.status === 422) return { state: 'recaptchaError', messageKey: SIGN_IN_ERROR_KEYS.recaptchaError, retryAfterSeconds: null };
  if (error.status === 400 && error.errorKey === SIGN_IN_ERROR_KEYS.clientError) return CLIENT_SIGN_IN_ERROR;
  const retryAfterSeconds = typeof error.details.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : null;
  return { state: 'serverError', messageKey: error.errorKey, retryAfterSeconds };
}

/** An error shown from a key alone (the quick form hands its refusal to the dialog). */
export function signInErrorFromKey(key: string | null | undefined): SignInError {
  if (!key) return NO_SIGN_IN_ERROR;
  if (key === SIGN_IN_ERROR_KEYS.recaptchaError) return { state: 'recaptchaError', messageKey: key, retryAfterSeconds: null };
  if (key === SIGN_IN_ERROR_KEYS.clientError) return CLIENT_SIGN_IN_ERROR;
  return { state: 'serverError', messageKey: key, retryAfterSeconds: null };
}
