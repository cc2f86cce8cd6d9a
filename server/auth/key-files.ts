import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every secret key the server keeps in its data directory has 32 random bytes. */
export const KEY_FILE_BYTES = 32;

/**
 * The key in `<dataDir>/<fileName>`: read, or made once (32 random bytes in
 * base64url, mode 0600) and kept, so what was signed or encrypted with it before
 * a restart still opens. Throws on a damaged file (remove it to make a new key).
 * Keys: `tracking.key` (signed ids), `bot-check.key` (ALTCHA challenges),
 * `sub-account-logins.key` (encrypted sub-account logins).
 */
export function loadOrCreateKeyFile(dataDir: string, fileName: string): Buffer {
  const file = join(dataDir, fileName);
  try {
    writeFileSync(file, `${randomBytes(KEY_FILE_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  const key = Buffer.from(text, 'base64url');
  if (!/^[A-Za-z0-9_-]+$/.test(text) || key.length < KEY_FILE_BYTES) {
    throw new Error(`${file} is not a key (${KEY_FILE_BYTES} random bytes in base64url): remove it to make a new one`);
  }
  return key;
}
