import { describe, expect, it } from 'vitest';
import { clientAddress, NO_TRUSTED_PROXIES, normalizeAddress, parseTrustedProxies } from './client-address';

const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.10 fd00::/8');

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges, IPv4 and IPv6, separated by commas or spaces', () => {
    expect(proxies.entries).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    expect(proxies.has('10.200.3.4')).toBe(true);
    expect(proxies.has('::ffff:10.200.3.4')).toBe(true);
    expect(proxies.has('192.168.1.10')).toBe(true);
    expect(proxies.has('192.168.1.11')).toBe(false);
    expect(proxies.has('fd12:3456::1')).toBe(true);
    expect(proxies.has('2001:db8::1')).toBe(false);
    expect(proxies.has('unknown')).toBe(false);
  });

  it('is empty when unset', () => {
    expect(parseTrustedProxies(undefined).entries).toEqual([]);
    expect(parseTrustedProxies('').has('127.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', '10.0.0/8', 'proxy.example', '10.0.0.0/8/8', '10.0.0.0/', '10.0.0.0/x', 'fd00::/129', '*'])('refuses %s, so a typo stops the server', (entry) => {
    expect(() => parseTrustedProxies(entry)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the client address', () => {
  it('is the socket’s when it is not a trusted proxy, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('10.0.0.1');
    expect(clientAddress('::ffff:203.0.113.7', undefined, proxies)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '198.51.100.1', proxies)).toBe('unknown');
  });

  it('is the rightmost forwarded hop that is not a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // The client wrote 1.2.3.4 itself; our proxy appended what it saw.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1', proxies)).toBe('198.51.100.1');
    // Two of our proxies in a row.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', proxies)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', ' [2001:db8::7] ', proxies)).toBe('2001:db8::7');
  });

  it('stops at a hop that is not an address: the proxy that reported it', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1, not-an-address', proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '198.51.100.1, garbage, 10.0.0.2', proxies)).toBe('10.0.0.2');
  });

  it('is the first hop when every hop is a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '10.0.0.3, 10.0.0.2', proxies)).toBe('10.0.0.3');
  });

  it('normalizes IPv4-mapped addresses, brackets, zones and case', () => {
    expect(normalizeAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });
});

describe('TRUSTED_PROXIES, parsed while the test runs', () => {
  it('takes a lone address as itself only (/32, /128)', () => {
    const lone = parseTrustedProxies('192.168.1.10 fd00::1');
    expect(lone.has('192.168.1.10')).toBe(true);
    expect(lone.has('192.168.1.11')).toBe(false);
    expect(lone.has('fd00::1')).toBe(true);
    expect(lone.has('fd00::2')).toBe(false);
    expect(lone.has('fd00:0:1::1')).toBe(false);
  });

  it('takes prefixes from 0 to 32 (IPv4) and to 128 (IPv6), in plain digits', () => {
    expect(parseTrustedProxies('0.0.0.0/0').has('203.0.113.7')).toBe(true);
    expect(parseTrustedProxies('10.0.0.0/8').has('10.255.255.255')).toBe(true);
    expect(parseTrustedProxies('10.0.0.0/8').has('11.0.0.0')).toBe(false);
    expect(parseTrustedProxies('10.1.2.3/32').has('10.1.2.3')).toBe(true);
    expect(parseTrustedProxies('10.1.2.3/32').has('10.1.2.4')).toBe(false);
    expect(parseTrustedProxies('fd00::/64').has('fd00::abcd')).toBe(true);
    expect(parseTrustedProxies('fd00::/64').has('fd00:0:0:1::1')).toBe(false);
    expect(parseTrustedProxies('fd00::1/128').has('fd00::1')).toBe(true);
    expect(parseTrustedProxies('fd00::1/128').has('fd00::2')).toBe(false);
    expect(parseTrustedProxies('10.0.0.0/16,10.1.0.0/16').entries).toEqual(['10.0.0.0/16', '10.1.0.0/16']);
  });

  it.each(['10.0.0.0/-1', '10.0.0.0/+8', '10.0.0.0/8e0', '10.0.0.0/8.0', '10.0.0.0/0x8', 'fd00::/-0', '10.0.0.1/1.5'])('refuses the prefix of %s', (entry) => {
    expect(() => parseTrustedProxies(entry)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the client address, further', () => {
  it('walks at most the last 32 hops', () => {
    const ours = Array.from({ length: 32 }, (_, i) => `10.0.0.${i + 1}`);
    expect(clientAddress('10.0.0.100', ['198.51.100.1', ...ours].join(', '), proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.100', ['198.51.100.1', ...ours.slice(1)].join(', '), proxies)).toBe('198.51.100.1');
  });

  it('keeps an unbalanced bracket, and takes ::ffff: only before a whole dotted IPv4 address', () => {
    expect(normalizeAddress('[2001:db8::1')).toBe('[2001:db8::1');
    expect(normalizeAddress('2001:db8::1]')).toBe('2001:db8::1]');
    expect(normalizeAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeAddress('::ffff:10.20.30.40')).toBe('10.20.30.40');
    expect(normalizeAddress('x::ffff:10.0.0.1')).toBe('x::ffff:10.0.0.1');
    expect(normalizeAddress('::ffff:10.0.0.1.5')).toBe('::ffff:10.0.0.1.5');
    expect(normalizeAddress('::ffff:a00:1')).toBe('::ffff:a00:1');
  });
});
