import { describe, expect, it } from 'vitest';
import { createAccount } from '@nats-io/nkeys';
import { decode, type User } from '@nats-io/jwt';
import { mintUserToken } from './user-token';

const now = new Date('2030-01-01T08:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('mintUserToken', () => {
  it('mints a bearer JWT that may only subscribe to the user’s own push subjects', async () => {
    const account = createAccount();
    const { jwt, expiresAt } = await mintUserToken(account, account.getPublicKey(), 'u_42', { now });
    const claims = decode<User>(jwt);
    expect(claims.iss).toBe(account.getPublicKey());
    expect(claims.nats.bearer_token).toBe(true);
    expect(claims.nats.pub).toEqual({ allow: [], deny: ['>'] });
    expect(claims.nats.sub?.allow).toEqual(['push.user.u_42', 'push.user.u_42.>']);
    expect(claims.exp).toBe(nowSeconds + 3600);
    expect(expiresAt).toEqual(new Date((nowSeconds + 3600) * 1000));
  });

  it('never lives longer than an hour', async () => {
    const account = createAccount();
    const long = await mintUserToken(account, account.getPublicKey(), 'a', { now, ttlSeconds: 86_400 });
    expect(decode(long.jwt).exp).toBe(nowSeconds + 3600);
    const short = await mintUserToken(account, account.getPublicKey(), 'a', { now, ttlSeconds: 60 });
    expect(decode(short.jwt).exp).toBe(nowSeconds + 60);
  });

  it('names the account as issuer account when signed with a signing key', async () => {
    const account = createAccount();
    const signingKey = createAccount();
    const { jwt } = await mintUserToken(signingKey, account.getPublicKey(), 'a', { now });
    const claims = decode<User>(jwt);
    expect(claims.iss).toBe(signingKey.getPublicKey());
    expect(claims.nats.issuer_account).toBe(account.getPublicKey());
  });

  it('refuses a user id that is not subject-safe', async () => {
    const account = createAccount();
    for (const userId of ['a.b', 'a*', '>', 'a b', '']) {
      await expect(mintUserToken(account, account.getPublicKey(), userId, { now })).rejects.toThrow(/subject-safe/);
    }
  });
});
