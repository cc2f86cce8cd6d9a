import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateTrackingKey, signedTrackingIds, TRACKING_ID_LIFETIME_MS, TRACKING_KEY_FILE_NAME } from './signed-tracking-ids';
import { tokenSigner } from './signed-tokens';

const key = Buffer.from('a tracking key for these tests, 32 bytes or more');
const ids = signedTrackingIds(key);
const now = new Date('2026-11-02T08:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('signed tracking ids', () => {
  it('gives back the id inside a tracking id it issued, until it expires 30 minutes later', () => {
    const trackingId = ids.issue('7d0c2f3e-8a1b-4c5d-9e6f-0a1b2c3d4e5f', now);
    expect(trackingId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(trackingId).not.toContain('7d0c2f3e');
    expect(ids.verify(trackingId, now)).toBe('7d0c2f3e-8a1b-4c5d-9e6f-0a1b2c3d4e5f');
    expect(ids.verify(trackingId, later(TRACKING_ID_LIFETIME_MS - 1))).toBe('7d0c2f3e-8a1b-4c5d-9e6f-0a1b2c3d4e5f');
    expect(ids.verify(trackingId, later(TRACKING_ID_LIFETIME_MS))).toBeNull();
  });

  it('refuses made-up, altered and differently signed ids', () => {
    const trackingId = ids.issue('search-1', now);
    for (const madeUp of ['', 'abc123', 'search-1', 'x'.repeat(103), trackingId.slice(1), `${trackingId}A`]) expect(ids.verify(madeUp, now), madeUp).toBeNull();
    for (let i = 0; i < trackingId.length; i++) {
      const altered = `${trackingId.slice(0, i)}${trackingId[i] === 'A' ? 'B' : 'A'}${trackingId.slice(i + 1)}`;
      expect(ids.verify(altered, now), `character ${i} altered`).toBeNull();
    }
    expect(signedTrackingIds(Buffer.from('another key, also 32 bytes or more')).verify(trackingId, now)).toBeNull();
  });

  it('cannot be stretched: a later expiry with the old signature is refused', () => {
    const trackingId = ids.issue('search-1', now);
    const mac = trackingId.slice(-43);
    const stretched = `${Buffer.from(`search-1.${later(10 * TRACKING_ID_LIFETIME_MS).getTime().toString(36)}`).toString('base64url')}${mac}`;
    expect(ids.verify(stretched, now)).toBeNull();
  });

  it('needs a key of at least 32 bytes', () => {
    expect(() => signedTrackingIds(Buffer.from('short'))).toThrow(/32 bytes/);
    expect(() => signedTrackingIds(Buffer.alloc(31, 1))).toThrow(/32 bytes/);
    const exactly32 = signedTrackingIds(Buffer.alloc(32, 1));
    expect(exactly32.verify(exactly32.issue('search-1', now), now)).toBe('search-1');
  });

  it('are issued only for ids of 1 to 64 URL-safe characters', () => {
    for (const id of ['', 'a b', 'search.1', 'x'.repeat(65), 'ünï']) expect(() => ids.issue(id, now), id).toThrow(/not a trackable id/);
    expect(ids.verify(ids.issue('x'.repeat(64), now), now)).toBe('x'.repeat(64));
  });

  it('refuses a text the key signed that is not <id>.<expiry in base 36, at most 11 digits>', () => {
    // Signed as the server signs (same key, same purpose), so only the shape of the text can refuse them.
    const signer = tokenSigner(key, 'search-tracking-id', 200);
    const expiry = later(TRACKING_ID_LIFETIME_MS).getTime().toString(36);
    expect(ids.verify(signer.sign(`search-1.${expiry}`), now)).toBe('search-1');
    for (const text of ['search-1', `search-1.${expiry}!`, `search 1.${expiry}`, `.${expiry}`, `search-1.${'z'.repeat(12)}`, `search-1.${expiry.toUpperCase()}`]) {
      expect(ids.verify(signer.sign(text), now), text).toBeNull();
    }
  });
});

describe('the data directory’s tracking key', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tracking-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is made once (mode 0600) and read back the same after a restart', () => {
    const dir = newDir();
    const first = loadOrCreateTrackingKey(dir);
    expect(first.length).toBe(32);
    expect(statSync(join(dir, TRACKING_KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateTrackingKey(dir).equals(first)).toBe(true);
  });

  it('refuses a damaged file', () => {
    const dir = newDir();
    writeFileSync(join(dir, TRACKING_KEY_FILE_NAME), 'not a key\n');
    expect(() => loadOrCreateTrackingKey(dir)).toThrow(/is not a key/);
  });

  it('refuses a file with characters outside base64url, or fewer than 32 bytes', () => {
    const valid = Buffer.alloc(32, 7).toString('base64url');
    for (const text of [`!${valid}`, `${valid}!`, `${valid.slice(0, 20)}=${valid.slice(20)}`, Buffer.alloc(31, 7).toString('base64url')]) {
      const dir = newDir();
      writeFileSync(join(dir, TRACKING_KEY_FILE_NAME), `${text}\n`);
      expect(() => loadOrCreateTrackingKey(dir), text).toThrow(/is not a key/);
    }
    const dir = newDir();
    writeFileSync(join(dir, TRACKING_KEY_FILE_NAME), `${valid}\n`);
    expect(loadOrCreateTrackingKey(dir).equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
