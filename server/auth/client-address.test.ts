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
