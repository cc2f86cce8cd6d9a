import { describe, expect, it } from 'vitest';
import { addressWriter, inMemoryPublicWriteLimits, PUBLIC_WRITE_LIMITS } from './public-write-limits';

const at = (iso: string) => new Date(iso);

describe('public write limits', () => {
  it('allows 60 search clicks per minute per writer, then refuses until the next minute of the app’s clock', async () => {
    const limits = inMemoryPublicWriteLimits();
    const now = at('2026-11-02T08:00:15.000Z');
    const taken = await Promise.all(Array.from({ length: 150 }, () => limits.take('searchClick', 'address:203.0.113.7', now)));
    expect(taken.filter((allowance) => allowance.allowed)).toHaveLength(PUBLIC_WRITE_LIMITS.searchClick.points);
    expect(taken.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another writer has its own count.
    expect(await limits.take('searchClick', 'user:u_ava_b', now)).toEqual({ allowed: true });
    expect(await limits.take('searchClick', 'address:203.0.113.7', at('2026-11-02T08:01:00.000Z'))).toEqual({ allowed: true });
  });

  it('counts each kind of write on its own, and a write given back can be taken again', async () => {
    const limits = inMemoryPublicWriteLimits();
    const now = at('2026-11-02T08:00:00.000Z');
    for (let i = 0; i < PUBLIC_WRITE_LIMITS.failedSignIn.points; i++) expect(await limits.take('failedSignIn', 'address:unknown', now)).toEqual({ allowed: true });
    expect(await limits.take('failedSignIn', 'address:unknown', now)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    expect(await limits.take('searchClick', 'address:unknown', now)).toEqual({ allowed: true });
    await limits.giveBack('failedSignIn', 'address:unknown', now);
    await limits.giveBack('failedSignIn', 'address:unknown', now);
    expect(await limits.take('failedSignIn', 'address:unknown', now)).toEqual({ allowed: true });
  });

  it('counts a visitor by IPv4 address, and by the /64 of an IPv6 address', () => {
    expect(addressWriter('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressWriter('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressWriter('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('address:2001:db8:85a3:42::/64');
    expect(addressWriter('2001:DB8:85a3:42::1')).toBe('address:2001:db8:85a3:42::/64');
    expect(addressWriter('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
    expect(addressWriter('::1')).toBe('address:0:0:0:0::/64');
    expect(addressWriter('fe80::1%eth0')).toBe('address:fe80:0:0:0::/64');
    expect(addressWriter('unknown')).toBe('address:unknown');
  });
});
