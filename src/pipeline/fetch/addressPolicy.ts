/** Which IP addresses a feed fetch may connect to: public unicast only, unless private networks are explicitly allowed. */
import { BlockList, isIP } from 'node:net';

const blockedV4 = new BlockList();
// IPv4 special-purpose ranges (RFC 6890 and successors).
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}

const blockedV6 = new BlockList();
// IPv6 special-purpose ranges, refused whatever follows the prefix.
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form (::a.b.c.d, ::7f00:1)
  ['64:ff9b::', 96], // NAT64 well-known prefix: reaches any IPv4 address, private ones included
  ['64:ff9b:1::', 48], // NAT64 local-use prefix (RFC 8215)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/**
 * The eight 16-bit groups of an IPv6 address in any textual form (compressed, dotted-quad tail, zone id), or
 * null when it is not IPv6. Works on the parsed value, so every spelling of one address gets the same verdict.
 */
export function ipv6Groups(ip: string): number[] | null {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) !== 6) return null;
  let text = bare.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address stands for on this host: IPv4-mapped (::ffff:a.b.c.d, what dual-stack
 * lookups return) and IPv4-translated (::ffff:0:a.b.c.d, RFC 2765). Null for every other IPv6 address.
 */
function mappedIPv4(g: readonly number[]): string | null {
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(5) && g[5] === 0xffff) return v4Of(g[6] ?? 0, g[7] ?? 0);
  if (zeros(4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6] ?? 0, g[7] ?? 0);
  return null;
}

/** True when `ip` is a public unicast address a server may safely fetch from. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip.replace(/%.*$/, ''));
  if (family === 4) return !blockedV4.check(ip, 'ipv4');
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const v4 = mappedIPv4(groups);
  if (v4) return !blockedV4.check(v4, 'ipv4');
  // Checked on the expanded form, so no spelling of a blocked address slips past the list.
  return !blockedV6.check(groups.map((x) => x.toString(16)).join(':'), 'ipv6');
}

/** Name suffixes that only ever mean this host or a private network (RFC 6761, 6762, 8375, and cloud metadata names). */
const PRIVATE_NAME_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.home.arpa', '.lan', '.intranet'] as const;

/**
 * True when a URL's host may be public: a literal IP address must pass isPublicAddress; a name must not be
 * localhost, a single label (resolved through search domains to internal hosts) or under a private-use suffix.
 * Names are not resolved here: the fetcher checks the resolved address again at connect time.
 */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) return isPublicAddress(host.replace(/^\[|\]$/g, ''));
  if (host === '' || host === 'localhost' || !host.includes('.')) return false;
  return !PRIVATE_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** Thrown when a fetch would reach a non-public address. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(host: string, ip: string) {
    super(`Refused to connect to ${host} (${ip}): not a public address`);
  }
}
