import { loadOrCreateKeyFile } from './key-files';
import { SIGNING_KEY_BYTES, tokenSigner } from './signed-tokens';

// Tracking ids the server hands out with a search (`trackingId` of
// /search/quickbarSearch and /search/results) and takes back with the click
// (/search/logSearchResult). Only an id this server issued, unaltered and not
// expired, may be recorded: a made-up one is refused before anything is
// appended (docs/security.md).
//
// A tracking id is `base64url(<id>.<expiry, ms in base 36>)` followed by the 43
// characters of an HMAC-SHA256 over that text with the server's key: URL-safe
// ([A-Za-z0-9_-] only), so clients pass it through as an opaque string. The key
// never leaves the server; events hold only the inner id. Signed by
// signed-tokens.ts under the purpose `search-tracking-id`, so no other token the
// server signs with the same key (a question key, a visitor id) passes as one.

/** How long a search's tracking id may be clicked with. */
export const TRACKING_ID_LIFETIME_MS = 30 * 60 * 1000;

/** The key's file in the data directory (created once, mode 0600). */
export const TRACKING_KEY_FILE_NAME = 'tracking.key';

const KEY_BYTES = SIGNING_KEY_BYTES;
const INNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface SignedTrackingIds {
  /** A tracking id for the search named `id`, valid until `now` + the lifetime. */
  issue(id: string, now: Date): string;
  /** The inner id of a tracking id this server issued that is still valid at `now`; null for anything else. */
  verify(trackingId: string, now: Date): string | null;
}

export function signedTrackingIds(key: Uint8Array, lifetimeMs = TRACKING_ID_LIFETIME_MS): SignedTrackingIds {
  if (key.byteLength < KEY_BYTES) throw new Error(`the tracking key must have at least ${KEY_BYTES} bytes`);
  const signer = tokenSigner(key, 'search-tracking-id', 200);
  return {
    issue(id, now) {
      if (!INNER_ID.test(id)) throw new Error(`not a trackable id: ${id}`);
      return signer.sign(`${id}.${(now.getTime() + lifetimeMs).toString(36)}`);
    },
    verify(trackingId, now) {
      const text = signer.open(trackingId);
      if (text === null) return null;
      const match = /^(.+)\.([0-9a-z]{1,11})$/.exec(text);
      if (!match || !INNER_ID.test(match[1]!)) return null;
      return now.getTime() < parseInt(match[2]!, 36) ? match[1]! : null;
    },
  };
}

/**
 * The data directory's tracking key: read from `<dir>/tracking.key`, or made
 * once (32 random bytes, base64url, mode 0600) and kept, so tracking ids issued
 * before a restart still verify. Throws on a damaged file.
 */
export function loadOrCreateTrackingKey(dataDir: string): Buffer {
  return loadOrCreateKeyFile(dataDir, TRACKING_KEY_FILE_NAME);
}
