import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { Prefix, type KeyPair } from '@nats-io/nkeys';
// nkeys' own encoder (base32 + CRC-16), not re-exported from the package root.
import { Codec } from '@nats-io/nkeys/lib/codec';

// nkeys signs with tweetnacl in plain JavaScript and re-derives the key from the
// seed on every call (~10 ms each), so minting a browser token cost ~40 ms of
// blocking CPU. These keep the same keys and encodings but let Node's native
// Ed25519 do the work.

const PKCS8_ED25519_SEED_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function privateKeyFromSeed(rawSeed: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_SEED_PREFIX, rawSeed]), format: 'der', type: 'pkcs8' });
}

/** The same key pair, signing natively and computing its public and private key once. */
export function nativeSigningKeyPair(keyPair: KeyPair): KeyPair {
  const rawSeed = (keyPair as KeyPair & { getRawSeed(): Uint8Array }).getRawSeed();
  const key = privateKeyFromSeed(rawSeed);
  const publicKey = keyPair.getPublicKey();
  const privateKey = keyPair.getPrivateKey();
  return {
    getPublicKey: () => publicKey,
    getPrivateKey: () => privateKey,
    getSeed: () => keyPair.getSeed(),
    sign: (input) => new Uint8Array(sign(null, input, key)),
    verify: (input, signature) => keyPair.verify(input, signature),
    clear: () => keyPair.clear(),
    seal: (input, recipient, nonce) => keyPair.seal(input, recipient, nonce),
    open: (message, sender) => keyPair.open(message, sender),
  };
}

/** A fresh user nkey's public key (`U…`): a bearer token's identity, whose private half is never used. */
export function newUserPublicKey(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return new TextDecoder().decode(Codec.encode(Prefix.User, raw));
}
