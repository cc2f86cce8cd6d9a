import { z } from 'zod';
import { isHttpError } from '../../../shared/http/http-error';
import { postJson } from '../../../shared/http/json-request';

/**
 * The credential request (spec §3 "Credential request payload", §7, §8; docs/account-recovery.md):
 * `POST /credential-request` `{ type, email?, username?, customDomain?, targetEncryptedLogin? }`
 * answering `{ supportEmail, familyEmail }` (and `askParent` for a child asking about its
 * secret word). A refusal's body names its `type`, rendered as
 * `credential_request_dialog.form.error.{type}`; SSO_ONLY adds the district's
 * `ssoCustomDomain` and `ssoCustomDomainUrl`.
 */

export type CredentialKind = 'USERNAME' | 'PASSWORD' | 'SECRET_WORD';

export const CREDENTIAL_REQUEST_ERROR_TYPES = [
  'MISSING_EMAIL',
  'MISSING_USERNAME',
  'INVALID_EMAIL',
  'NO_ACCOUNT',
  'WRONG_CUSTOM_DOMAIN',
  'USERNAME_NOT_FOUND',
  'MISMATCHED_USERNAME_AND_EMAIL',
  'SSO_ONLY',
] as const;
export type CredentialRequestErrorType = (typeof CREDENTIAL_REQUEST_ERROR_TYPES)[number];

export interface CredentialRequestPayload {
  type: CredentialKind;
  email?: string;
  username?: string;
  customDomain?: string;
  targetEncryptedLogin?: string;
}

export const credentialResponseSchema = z.object({
  supportEmail: z.string().catch(''),
  familyEmail: z.string().nullable().catch(null),
  askParent: z.boolean().optional().catch(undefined),
});
export type CredentialResponse = z.infer<typeof credentialResponseSchema>;

export type PostCredentialRequest = (payload: CredentialRequestPayload) => Promise<CredentialResponse>;

export const postCredentialRequest: PostCredentialRequest = (payload) => postJson('/credential-request', payload, credentialResponseSchema);

/** What a refused request shows: a typed error of the catalogue, or any other key (429, network, …). */
export type CredentialRequestError =
  | { type: CredentialRequestErrorType; key: string; ssoCustomDomain?: string; ssoCustomDomainUrl?: string }
  | { type: null; key: string; retryAfterSeconds?: number };

export function credentialErrorOfType(type: CredentialRequestErrorType): CredentialRequestError {
  return { type, key: `credential_request_dialog.form.error.${type}` };
}

function isErrorType(value: unknown): value is CredentialRequestErrorType {
  return typeof value === 'string' && (CREDENTIAL_REQUEST_ERROR_TYPES as readonly string[]).includes(value);
}

/** Reads a refusal: `{ error, type, ssoCustomDomain?, ssoCustomDomainUrl? }`, else the error's own key. */
export function credentialRequestErrorOf(error: unknown): CredentialRequestError {
  if (!isHttpError(error)) return { type: null, key: 'app.error.unexpected' };
  const { type, ssoCustomDomain, ssoCustomDomainUrl, retryAfterSeconds } = error.details;
  if (isErrorType(type)) {
    return {
      ...credentialErrorOfType(type),
      ...(typeof ssoCustomDomain === 'string' ? { ssoCustomDomain } : {}),
      // Only a link on this site: the server gives `/signin/<name>`.
      ...(typeof ssoCustomDomainUrl === 'string' && ssoCustomDomainUrl.startsWith('/') && !ssoCustomDomainUrl.startsWith('//') ? { ssoCustomDomainUrl } : {}),
    };
  }
  return { type: null, key: error.errorKey, ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) };
}
