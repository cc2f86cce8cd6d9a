import type { KeyPair } from '@nats-io/nkeys';
import { encodeUser } from '@nats-io/jwt';
import { SUBJECT_SAFE_ID, userSubscribePermissions } from '../../events/log/push';
import { newUserPublicKey } from './fast-nkeys';

/** A browser's NATS credential: a bearer user JWT, good until `expiresAt`. */
export interface UserToken {
  jwt: string;
  expiresAt: Date;
}

export interface MintUserTokenOptions {
  now: Date;
  /** Lifetime in seconds; at most (and by default) one hour. */
  ttlSeconds?: number;
}

export const MAX_USER_TOKEN_TTL_SECONDS = 3600;

/**
 * Mints a short-lived **bearer** user JWT for one signed-in user (DESIGN §1.5):
 * publishing is denied everywhere and subscribing is allowed only on the user's
 * own push subjects, so NATS itself enforces who hears what.
 *
 * `accountKeyPair` signs: either the APP account's own key or one of its signing
 * keys (then the JWT names `accountPublicKey` as its issuer account).
 */
export async function mintUserToken(
  accountKeyPair: KeyPair,
  accountPublicKey: string,
  userId: string,
  { now, ttlSeconds = MAX_USER_TOKEN_TTL_SECONDS }: MintUserTokenOptions,
): Promise<UserToken> {
  if (!SUBJECT_SAFE_ID.test(userId)) throw new Error(`user id ${JSON.stringify(userId)} is not subject-safe`);
  if (!Number.isFinite(ttlSeconds) || ttlSeconds < 1) throw new Error(`ttlSeconds ${ttlSeconds} must be at least 1`);
  const lifetime = Math.min(Math.floor(ttlSeconds), MAX_USER_TOKEN_TTL_SECONDS);
  const exp = Math.floor(now.getTime() / 1000) + lifetime;
  const signedByAccount = accountKeyPair.getPublicKey() === accountPublicKey;
  const jwt = await encodeUser(
    userId,
    newUserPublicKey(),
    signedByAccount ? accountKeyPair : accountPublicKey,
    {
      bearer_token: true,
      pub: { allow: [], deny: ['>'] },
      sub: { allow: userSubscribePermissions(userId), deny: [] },
    },
    signedByAccount ? { exp } : { exp, signer: accountKeyPair },
  );
  return { jwt, expiresAt: new Date(exp * 1000) };
}
