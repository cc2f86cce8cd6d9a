import { z } from 'zod';
import { postJson } from '../http/json-request';
import type { SignInLocation } from '../sign-in-dialogs/sign-in-dialog-requests';

/**
 * The sign-in calls (spec §3 "Sign-in payload", §7 "Sign-in submit",
 * "Sub-account sign-in"): `POST /signin` and `POST /signin/sub-account`, both
 * answering `{ debugId, userKind }`. Failures are HttpErrors (see
 * sign-in-error-state.ts). Callers reload the session afterwards.
 */

export interface SignInPayload {
  username: string;
  password: string;
  rememberUser: boolean;
  location?: SignInLocation;
  /** The district whose custom-domain page this is (`/signin/{name}`). */
  customDomain?: string;
  /** The solved bot check, when one was had. */
  botCheckToken?: string | null;
}

export const signedInSchema = z.object({ debugId: z.string().catch(''), userKind: z.string().catch('') });
export type SignedIn = z.infer<typeof signedInSchema>;

export function postSignIn(payload: SignInPayload): Promise<SignedIn> {
  return postJson(
    '/signin',
    {
      username: payload.username,
      password: payload.password,
      rememberUser: payload.rememberUser,
      ...(payload.location ? { location: payload.location } : {}),
      ...(payload.customDomain ? { customDomain: payload.customDomain } : {}),
      ...(payload.botCheckToken ? { recaptchaModel: { recaptchaToken: payload.botCheckToken } } : {}),
    },
    signedInSchema,
  );
}

export interface SubAccountSignInPayload {
  subAccountEncryptedLogin: string;
  /** A child's secret word, when the account requires one. */
  secretWord?: string;
  /** The parent's password, when a child switches to the parent. */
  password?: string;
  /** The solved bot check (the server asks for one after a few wrong guesses). */
  botCheckToken?: string | null;
}

export function postSubAccountSignIn({ botCheckToken, ...payload }: SubAccountSignInPayload): Promise<SignedIn> {
  return postJson('/signin/sub-account', { ...payload, ...(botCheckToken ? { recaptchaModel: { recaptchaToken: botCheckToken } } : {}) }, signedInSchema);
}
