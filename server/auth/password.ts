import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, 2 passes (OWASP's minimum); the
// directory's PasswordSet schema refuses any hash that is not argon2id.

export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

// Verifying against this when the username is unknown keeps the response time
// the same, so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | null = null;

export async function verifySecret(storedHash: string | null, secret: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashSecret('decoy-secret-that-matches-nothing');
    await verify(await decoyHash, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}
