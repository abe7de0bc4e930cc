/**
 * Which addresses the server may call out to (docs/security.md, "Outbound requests (SSRF policy)"): never its own
 * machine or network. Refused in every mode: loopback, RFC 1918 private, link-local, CGNAT, 0/8, reserved,
 * documentation and benchmarking ranges, multicast and broadcast; in IPv6 the unspecified and loopback addresses,
 * unique-local, link-local, site-local, multicast, discard and documentation prefixes, and every form that embeds
 * an IPv4 address (mapped, compatible, NAT64, 6to4) when the embedded address is refused. Teredo and NAT64's
 * local-use prefix are refused whole (what they reach cannot be told from the address).
 *
 * The one exception is the operator's allow-list (OUTBOUND_ALLOW_HOSTS): exact host names, IP addresses or CIDR
 * ranges, for on-premise hooks.
 */
import net from 'node:net';

const REFUSED_V4 = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) included
] as const)
  REFUSED_V4.addSubnet(addr, prefix, 'ipv4');

/** IPv6 prefixes refused whatever follows them (checked on the 16 bytes, not through BlockList's v4 mapping). */
const REFUSED_V6: readonly [string, number][] = [
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 32], // Teredo
  ['64:ff9b:1::', 48], // NAT64 local use
];

/** The 4 bytes of a dotted IPv4 address. */
function v4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (a zone such as `%eth0` ignored); null when it does not parse. */
export function v6Bytes(raw: string): number[] | null {
  const ip = raw.replace(/%.*$/, '');
  if (!net.isIPv6(ip)) return null;
  let text = ip;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes its two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const b = v4Bytes(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const all = rest === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  if (all.length !== 8) return null;
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

function inPrefix(bytes: number[], prefixIp: string, bits: number): boolean {
  const p = v6Bytes(prefixIp);
  if (!p) return false;
  for (let i = 0; i < 16 && bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i] & mask) !== (p[i] & mask)) return false;
  }
  return true;
}

const dottedOf = (b: number[]): string => b.join('.');
const allZero = (b: number[]) => b.every((x) => x === 0);

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64 well-known prefix, 6to4), if any. */
function embeddedV4(b: number[]): string | null {
  if (allZero(b.slice(0, 10)) && b[10] === 0xff && b[11] === 0xff) return dottedOf(b.slice(12)); // ::ffff:a.b.c.d
  if (allZero(b.slice(0, 12))) return dottedOf(b.slice(12)); // ::a.b.c.d (compatible; :: and ::1 land here too)
  if (inPrefix(b, '64:ff9b::', 96)) return dottedOf(b.slice(12)); // NAT64
  if (b[0] === 0x20 && b[1] === 0x02) return dottedOf(b.slice(2, 6)); // 6to4: 2002:AABB:CCDD::
  return null;
}

/** True when the server must not call this address (see the file comment); unparsable input is refused too. */
export function isRefusedAddress(ip: string): boolean {
  if (net.isIPv4(ip)) return REFUSED_V4.check(ip, 'ipv4');
  const b = v6Bytes(ip);
  if (!b) return true;
  const v4 = embeddedV4(b);
  if (v4 !== null) return REFUSED_V4.check(v4, 'ipv4');
  return REFUSED_V6.some(([prefix, bits]) => inPrefix(b, prefix, bits));
}

/** The operator's exceptions (OUTBOUND_ALLOW_HOSTS): host names matched exactly, addresses and ranges by address. */
export interface OutboundAllowList {
  readonly entries: readonly string[];
  /** The URL's host (lower-case, no brackets) or one of its resolved addresses is allowed. */
  allowsHost(host: string): boolean;
  allowsAddress(ip: string): boolean;
}

export class AllowListError extends Error {}

/**
 * Parses a comma or space separated list of host names, IP addresses and CIDR ranges (`hooks.corp`, `10.2.0.5`,
 * `10.2.0.0/16`, `fd00::/8`). An entry that is neither is an error (a typo must not pass silently).
 */
export function parseAllowList(raw: string): OutboundAllowList {
  const entries = raw
    .split(/[\s,]+/)
    .map((e) =>
      e
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
  const hosts = new Set<string>();
  const ranges = new net.BlockList();
  for (const entry of entries) {
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
    const addr = cidr ? cidr[1] : entry;
    const family = net.isIPv4(addr) ? 'ipv4' : net.isIPv6(addr) ? 'ipv6' : null;
    if (family) {
      const bits = cidr ? Number(cidr[2]) : family === 'ipv4' ? 32 : 128;
      if (bits > (family === 'ipv4' ? 32 : 128)) throw new AllowListError(`OUTBOUND_ALLOW_HOSTS: bad prefix length in "${entry}"`);
      ranges.addSubnet(addr, bits, family);
    } else if (!cidr && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) {
      hosts.add(entry);
    } else {
      throw new AllowListError(`OUTBOUND_ALLOW_HOSTS: "${entry}" is not a host name, an IP address or a CIDR range`);
    }
  }
  const check = (ip: string) => {
    if (net.isIPv4(ip)) return ranges.check(ip, 'ipv4');
    if (net.isIPv6(ip)) return ranges.check(ip.replace(/%.*$/, ''), 'ipv6');
    return false;
  };
  return {
    entries,
    allowsHost: (host) => hosts.has(host.toLowerCase()) || check(host),
    allowsAddress: check,
  };
}

export const EMPTY_ALLOW_LIST: OutboundAllowList = parseAllowList('');
