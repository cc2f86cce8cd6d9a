import { createAccount, fromPublic } from '@nats-io/nkeys';
import { describe, expect, it } from 'vitest';
import { nativeSigningKeyPair, newUserPublicKey } from './fast-nkeys';

describe('native nkeys', () => {
  it('signs exactly as nkeys does, with the same public and private key', () => {
    const account = createAccount();
    const native = nativeSigningKeyPair(account);
    const data = new TextEncoder().encode('a claim to sign');
    expect(native.getPublicKey()).toBe(account.getPublicKey());
    expect(native.getPrivateKey()).toEqual(account.getPrivateKey());
    expect(native.sign(data)).toEqual(account.sign(data));
    expect(fromPublic(account.getPublicKey()).verify(data, native.sign(data))).toBe(true);
  });

  it('makes valid, distinct user public keys', () => {
    const first = newUserPublicKey();
    const second = newUserPublicKey();
    expect(first).toMatch(/^U[A-Z2-7]{55}$/);
    expect(second).not.toBe(first);
    expect(fromPublic(first).getPublicKey()).toBe(first);
  });
});
