import { BlockList, isIP } from 'node:net';

// The client's address, which the sign-in throttle and the public-write limits
// count by. It is the socket's remote address — unless that is a reverse proxy
// we were told to trust (TRUSTED_PROXIES: addresses and CIDR ranges), in which
// case it is the first address in X-Forwarded-For, read from the right, that is
// not one of our proxies. Only our own proxies' additions are believed: whatever
// a client wrote into the header itself sits to the left of the address our
// first proxy saw, and is never reached while an untrusted hop comes first.

export interface TrustedProxies {
  /** Whether `address` (as the socket or a forwarded hop names it) is one of our proxies. */
  has(address: string): boolean;
  /** The ranges as configured, for messages. */
  readonly entries: readonly string[];
}

/** `::ffff:203.0.113.7` → `203.0.113.7`; surrounding spaces, brackets and an IPv6 zone are dropped. */
export function normalizeAddress(address: string): string {
  let text = address.trim();
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'));
  text = text.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return (mapped ? mapped[1]! : text).toLowerCase();
}

/**
 * Parses TRUSTED_PROXIES: a comma- or space-separated list of addresses and CIDR
 * ranges (`10.0.0.0/8, 192.168.1.10, fd00::/8`). Throws on anything else, so a
 * typo stops the server instead of trusting nothing (or everything).
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const entries = (text ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
    const maxPrefix = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range (e.g. 10.0.0.0/8, 192.168.1.10, fd00::/8)`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    entries,
    has(address) {
      const normalized = normalizeAddress(address);
      const family = isIP(normalized);
      if (family === 0) return false;
      return list.check(normalized, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

export const NO_TRUSTED_PROXIES = parseTrustedProxies('');

/**
 * The client's address: the socket's, or — when the socket is a trusted proxy —
 * the rightmost X-Forwarded-For hop that is not a trusted proxy. A hop that is
 * not an address ends the walk at the proxy that reported it. At most 64
 * characters (the events' limit).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let address = socketAddress ? normalizeAddress(socketAddress) : 'unknown';
  if (forwardedFor && trusted.has(address)) {
    const hops = forwardedFor.split(',').slice(-32).reverse();
    for (const hop of hops) {
      const candidate = normalizeAddress(hop);
      if (isIP(candidate) === 0) break;
      address = candidate;
      if (!trusted.has(candidate)) break;
    }
  }
  return address.slice(0, 64);
}
