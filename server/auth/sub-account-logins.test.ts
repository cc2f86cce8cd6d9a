import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { subAccountLogins } from './sub-account-logins';

const key = Buffer.from('a sub-account login key for these tests, 32+ bytes');
const logins = subAccountLogins(key);
const now = new Date('2026-11-02T08:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const joon = { targetUserId: 'u_joon', familyUserId: 'u_park_family' };
const expiresAt = later(60 * 60 * 1000);

describe('sub-account logins (AES-256-GCM)', () => {
  it('open to the login they sealed, in the session they were sealed for, until they expire', () => {
    const token = logins.seal(joon, 's1', expiresAt);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(logins.open(token, 's1', now)).toEqual(joon);
    expect(logins.open(token, 's1', later(60 * 60 * 1000 - 1))).toEqual(joon);
    expect(logins.open(token, 's1', expiresAt)).toBeNull();
  });

  it('are opaque: neither the user ids nor the session can be read out of them, and each sealing differs', () => {
    const token = logins.seal(joon, 'session-abc', expiresAt);
    const bytes = Buffer.from(token, 'base64url').toString('latin1');
    for (const visible of ['u_joon', 'u_park_family', 'session-abc', 'joon']) expect(bytes).not.toContain(visible);
    expect(logins.seal(joon, 'session-abc', expiresAt)).not.toBe(token);
  });

  it('refuse another session', () => {
    expect(logins.open(logins.seal(joon, 's1', expiresAt), 's2', now)).toBeNull();
  });

  it('refuse every altered character (another spelling of the same bytes too), a truncated or lengthened token, and made-up ones', () => {
    const token = logins.seal(joon, 's1', expiresAt);
    for (let i = 0; i < token.length; i++) {
      const altered = `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
      expect(logins.open(altered, 's1', now), `character ${i}`).toBeNull();
    }
    for (const madeUp of ['', 'u_joon', token.slice(0, -1), `${token}A`, `${token}=`, 'A'.repeat(600), Buffer.from('{"t":"u_joon"}').toString('base64url')]) {
      expect(logins.open(madeUp, 's1', now), madeUp.slice(0, 30)).toBeNull();
    }
  });

  it('refuse a token sealed with another key', () => {
    const other = subAccountLogins(Buffer.from('another sub-account login key, also 32+ bytes'));
    expect(logins.open(other.seal(joon, 's1', expiresAt), 's1', now)).toBeNull();
  });

  it('need a key of at least 32 bytes', () => {
    expect(() => subAccountLogins(Buffer.from('short'))).toThrow(/32 bytes/);
  });
});

describe('sub-account logins: what the key alone would let one seal', () => {
  /** Seals `payload` exactly as the server does (AES-256-GCM, the purpose as additional data), bypassing its checks. */
  function sealRaw(payload: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.subarray(0, 32), iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from('live-classroom sub-account login v1'));
    const text = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, text, cipher.getAuthTag()]).toString('base64url');
  }

  it('the raw sealing is the server’s: a well-formed payload opens', () => {
    expect(logins.open(sealRaw(JSON.stringify({ t: 'u_joon', f: 'u_park_family', s: 's1', e: expiresAt.getTime() })), 's1', now)).toEqual(joon);
  });

  it('a payload without the right field types does not open', () => {
    const good = { t: 'u_joon', f: 'u_park_family', s: 's1', e: expiresAt.getTime() };
    for (const bad of [{ ...good, t: 7 }, { ...good, f: null }, { ...good, e: String(good.e) }, { s: 's1', e: good.e }]) {
      expect(logins.open(sealRaw(JSON.stringify(bad)), 's1', now), JSON.stringify(bad)).toBeNull();
    }
  });

  it('tokens up to 512 characters open; longer ones do not, however well sealed', () => {
    // 384 bytes (12 IV + 356 ciphertext + 16 tag) are 512 base64url characters; 385 are 514.
    const payloadOf = (length: number) => {
      const base = { t: '', f: 'u_park_family', s: 's1', e: expiresAt.getTime() };
      return JSON.stringify({ ...base, t: 'u'.repeat(length - JSON.stringify(base).length) });
    };
    const longest = sealRaw(payloadOf(356));
    expect(longest).toHaveLength(512);
    expect(logins.open(longest, 's1', now)).toMatchObject({ familyUserId: 'u_park_family' });
    const tooLong = sealRaw(payloadOf(357));
    expect(tooLong).toHaveLength(514);
    expect(logins.open(tooLong, 's1', now)).toBeNull();
  });

  it('need at least 32 bytes of key: 32 will do', () => {
    expect(() => subAccountLogins(Buffer.alloc(31, 1))).toThrow(/32 bytes/);
    expect(subAccountLogins(Buffer.alloc(32, 1)).open(subAccountLogins(Buffer.alloc(32, 1)).seal(joon, 's1', expiresAt), 's1', now)).toEqual(joon);
  });
});

describe('sub-account logins: spelling', () => {
  it('refuse another base64url spelling of the very same bytes', () => {
    // A token whose byte count is not a multiple of 3 ends in a character with unused bits: other
    // characters there decode to the same bytes.
    const sessionId = ['s1', 's12', 's123'].find((id) => Buffer.from(logins.seal(joon, id, expiresAt), 'base64url').length % 3 !== 0)!;
    const token = logins.seal(joon, sessionId, expiresAt);
    const bytes = Buffer.from(token, 'base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respellings = [...alphabet].map((last) => `${token.slice(0, -1)}${last}`).filter((other) => other !== token && Buffer.from(other, 'base64url').equals(bytes));
    expect(respellings.length).toBeGreaterThan(0);
    expect(logins.open(token, sessionId, now)).toEqual(joon);
    for (const other of respellings) expect(logins.open(other, sessionId, now), other.slice(-4)).toBeNull();
  });
});
