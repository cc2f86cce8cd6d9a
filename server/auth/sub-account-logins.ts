import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KEY_FILE_BYTES } from './key-files';

// Spec §3 sub-account `subAccountEncryptedLogin`: what a family member's avatar
// sends back to switch to that member (POST /signin/sub-account). It is opaque
// and unforgeable: AES-256-GCM over {target user, family, session, expiry} with
// the server's key (`$DATA_DIR/sub-account-logins.key`), a random 96-bit IV per
// token and the purpose as additional data. The client cannot read the user id
// out of it, cannot alter a byte without the tag failing, and cannot use it from
// another session: the session id inside must be the caller's.
//
// Token: base64url(IV 12 bytes ‖ ciphertext ‖ tag 16 bytes).

export const SUB_ACCOUNT_LOGIN_KEY_FILE_NAME = 'sub-account-logins.key';
const PURPOSE = Buffer.from('live-classroom sub-account login v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_LENGTH = 512;

export interface SubAccountLogin {
  /** The family member to switch to. */
  targetUserId: string;
  /** The family's parent, whose family the target must still belong to. */
  familyUserId: string;
}

export interface SubAccountLogins {
  /** A token for switching to `login.targetUserId`, valid in `sessionId` until `expiresAt`. */
  seal(login: SubAccountLogin, sessionId: string, expiresAt: Date): string;
  /** The login inside a token this server sealed for `sessionId`, unexpired at `now`; null for anything else. */
  open(token: string, sessionId: string, now: Date): SubAccountLogin | null;
}

interface Sealed {
  t: string;
  f: string;
  s: string;
  e: number;
}

export function subAccountLogins(key: Uint8Array): SubAccountLogins {
  if (key.byteLength < KEY_FILE_BYTES) throw new Error(`the sub-account login key must have at least ${KEY_FILE_BYTES} bytes`);
  const aesKey = Buffer.from(key).subarray(0, 32);
  return {
    seal({ targetUserId, familyUserId }, sessionId, expiresAt) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(PURPOSE);
      const sealed: Sealed = { t: targetUserId, f: familyUserId, s: sessionId, e: expiresAt.getTime() };
      const text = Buffer.concat([cipher.update(JSON.stringify(sealed), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, text, cipher.getAuthTag()]).toString('base64url');
    },
    open(token, sessionId, now) {
      if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      // Only the canonical spelling: another base64url text of the same bytes is not this token.
      if (bytes.toString('base64url') !== token || bytes.length <= IV_BYTES + TAG_BYTES) return null;
      let sealed: Sealed;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(PURPOSE);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        sealed = JSON.parse(text) as Sealed;
      } catch {
        return null;
      }
      if (typeof sealed.t !== 'string' || typeof sealed.f !== 'string' || typeof sealed.e !== 'number') return null;
      if (sealed.s !== sessionId || sealed.e <= now.getTime()) return null;
      return { targetUserId: sealed.t, familyUserId: sealed.f };
    },
  };
}
