import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not be sent (SSRF, ADR 33): addresses that do not reach the public internet. Checked on the
 * addresses a name resolves to at send time, and the request then connects to the very address checked.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (any textual form, a dotted IPv4 tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group || '0', 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries and is routed to: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:aabb:ccdd::/16). Undefined for any other.
 */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (bytes.length !== 16) return undefined;
  const zero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (zero(0, 12) && !zero(12, 16) && !(zero(12, 15) && bytes[15] === 1)) return v4(12);
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12))
    return v4(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return undefined;
}

/** True when the address (IPv4 or IPv6, as text) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return !NOT_PUBLIC.check(inner, 'ipv4');
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export type AddressCheck =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; error: 'address_not_allowed' | 'connection' };

export interface AddressPolicy {
  /** Local receivers (loopback, private) are allowed: development and tests (WEBHOOK_ALLOW_PRIVATE_URLS). */
  allowPrivate: boolean;
  /** Only https:// URLs (production). */
  requireHttps: boolean;
  /** Name resolution; node's dns.lookup unless given (tests answer a name with a private address). */
  resolve?: ((hostname: string) => Promise<{ address: string; family: number }[]>) | undefined;
}

const systemResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/**
 * Where a webhook URL may be sent now: the address to connect to, or why not. A name is resolved here (every
 * address it has must be public, so a name that also answers a private address is refused), and the caller
 * connects to the returned address without resolving again (no DNS rebinding between check and connect).
 */
export async function checkWebhookUrl(url: URL, policy: AddressPolicy): Promise<AddressCheck> {
  if (url.protocol !== 'https:' && (policy.requireHttps || url.protocol !== 'http:'))
    return { ok: false, error: 'address_not_allowed' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      return { ok: false, error: 'connection' };
    }
  }
  if (addresses.length === 0) return { ok: false, error: 'connection' };
  if (!policy.allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    return { ok: false, error: 'address_not_allowed' };
  const [first] = addresses as [{ address: string; family: number }];
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * What can be told when the URL is saved, without resolving anything: an IP literal or a name that never leaves
 * the machine (localhost) that the policy refuses, or http where https is required. Undefined when fine.
 */
export function refusedAtRegistration(
  url: URL,
  policy: AddressPolicy,
): 'urlHttps' | 'urlAddress' | undefined {
  if (policy.requireHttps && url.protocol !== 'https:') return 'urlHttps';
  if (policy.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return isPublicAddress(host) ? undefined : 'urlAddress';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'urlAddress';
  return undefined;
}
