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
