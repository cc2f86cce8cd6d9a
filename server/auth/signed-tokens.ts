import { createHmac, timingSafeEqual } from 'node:crypto';

// The one way the server signs what it hands out and takes back unaltered
// (search tracking ids, practice question keys, the visitor id cookie): an
// HMAC-SHA256 with the server's key (`$DATA_DIR/tracking.key`) over a purpose
// label and the text. The purpose is part of the signed input, so a token made
// for one purpose never verifies for another (a tracking id is not a question
// key), even though every purpose shares the one key.
//
// A token is `base64url(<text>)` followed by the 43 characters of the MAC:
// URL- and cookie-safe ([A-Za-z0-9_-] only), opaque to the client.

export const SIGNING_KEY_BYTES = 32;
const MAC_LENGTH = 43; // 32 bytes in base64url, unpadded

export interface TokenSigner {
  /** The token for `text`. */
  sign(text: string): string;
  /** The text inside a token this signer made; null for anything else (made up, altered, another purpose's or key's). */
  open(token: string): string | null;
}

/** A signer for one purpose (`'search-tracking-id'`, `'practice-question-key'`, …); `maxLength` bounds the tokens it opens. */
export function tokenSigner(key: Uint8Array, purpose: string, maxLength = 512): TokenSigner {
  if (key.byteLength < SIGNING_KEY_BYTES) throw new Error(`the signing key must have at least ${SIGNING_KEY_BYTES} bytes`);
  if (!/^[a-z][a-z0-9-]*$/.test(purpose)) throw new Error(`not a purpose label: ${purpose}`);
  const label = `${purpose}\u0000`;
  const token = new RegExp(`^[A-Za-z0-9_-]{${MAC_LENGTH + 2},${maxLength}}$`);
  const mac = (payload: string) => createHmac('sha256', key).update(label).update(payload).digest('base64url');
  return {
    sign(text) {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}${mac(payload)}`;
    },
    open(signed) {
      if (!token.test(signed)) return null;
      const payload = signed.slice(0, -MAC_LENGTH);
      // Compared as text, so no other spelling of the same bytes passes.
      if (!timingSafeEqual(Buffer.from(signed.slice(-MAC_LENGTH)), Buffer.from(mac(payload)))) return null;
      return Buffer.from(payload, 'base64url').toString();
    },
  };
}
