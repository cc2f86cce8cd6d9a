import { z } from 'zod';
import { postJson } from '../../shared/http/json-request';

/**
 * The reset links' calls (docs/account-recovery.md "Reset links"):
 * `POST /credential-request/reset-token` `{ token }` → `{ kind, username }` (is the link still good?),
 * `POST /credential-request/reset-password` `{ token, newPassword }` → `{ username }`,
 * `POST /credential-request/reset-secret-word` `{ token, newSecretWord }` → `{ username }`.
 * A used, expired, altered or unknown token is 400 `credential_request.reset.invalid_token`.
 */

export const INVALID_TOKEN_KEY = 'credential_request.reset.invalid_token';

export type ResetKind = 'PASSWORD' | 'SECRET_WORD';

export const resetLinkSchema = z.object({ kind: z.enum(['PASSWORD', 'SECRET_WORD']), username: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

const resetDoneSchema = z.object({ username: z.string() });
export type ResetDone = z.infer<typeof resetDoneSchema>;

export interface ResetApi {
  checkLink(token: string): Promise<ResetLink>;
  /** Sets the new password or secret word (`value`) for the link's account. */
  reset(kind: ResetKind, token: string, value: string): Promise<ResetDone>;
}

export const httpResetApi: ResetApi = {
  checkLink: (token) => postJson('/credential-request/reset-token', { token }, resetLinkSchema),
  reset: (kind, token, value) =>
    kind === 'PASSWORD'
      ? postJson('/credential-request/reset-password', { token, newPassword: value }, resetDoneSchema)
      : postJson('/credential-request/reset-secret-word', { token, newSecretWord: value }, resetDoneSchema),
};
