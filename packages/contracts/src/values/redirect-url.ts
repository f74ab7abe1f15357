import { hostToUnicode } from './punycode.ts';

/**
 * Redirect URLs (an ad's, a popup's): what a person may type, the one form stored and sent, and how it is shown.
 *
 * Stored and sent as the WHATWG URL serialisation (what browsers and Node's `URL` give): lower-case scheme and
 * host, an internationalised host in Punycode, path, query and fragment percent-encoded — so the click's
 * `Location` header only ever holds ASCII. Shown to people decoded (`redirectUrlForPeople`).
 */

export type RedirectUrlProblem = 'format' | 'port' | 'host';

export type RedirectUrlResult = { url: string } | { problem: RedirectUrlProblem };

/** The i18n key of each problem. */
export const REDIRECT_URL_PROBLEM_KEYS: Record<RedirectUrlProblem, string> = {
  format: 'ad.errors.redirectUrl',
  port: 'ad.errors.redirectUrlPort',
  host: 'ad.errors.redirectUrlHost',
};

/**
 * Names that never reach a public website: special-use and reserved top-level names (RFC 2606, 6761, 6762, 7686,
 * 8375, 9476) and the suffixes companies and home routers use inside their networks.
 */
const RESERVED_TOP_LEVEL = new Set([
  'alt',
  'arpa',
  'corp',
  'example',
  'home',
  'internal',
  'intranet',
  'invalid',
  'lan',
  'local',
  'localdomain',
  'localhost',
  'onion',
  'private',
  'test',
]);

/**
 * Public wildcard DNS services whose names answer with an address written in the name (`10.0.0.1.nip.io`,
 * `10-0-0-1.sslip.io`, `7f000001.nip.io`, `--1.sslip.io` for ::1), or always with the loopback address: no ad
 * leads there, and they reach whatever the name says.
 */
const ADDRESS_ECHO_DOMAINS = [
  'nip.io',
  'sslip.io',
  'xip.io',
  'traefik.me',
  'localtest.me',
  'lvh.me',
  'vcap.me',
  'localhost.direct',
];

const EXPLICIT_SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const PORT_OF_AUTHORITY = /^[a-z]+:\/\/[^/\\?#]*?:(\d+)(?=[/\\?#]|$)/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})$/;

/**
 * The stored form of a typed redirect URL (https:// added when no scheme is given), or why it is refused:
 * `format` — not an http(s) address of a host with an optional path, query or fragment (credentials included);
 * `port` — a port outside 1–65535; `host` — not a public domain name (one label, a reserved or internal suffix,
 * an IP address, or a name that stands for a private address).
 */
export function parseRedirectUrl(input: string): RedirectUrlResult {
  const typed = input.trim();
  const scheme = EXPLICIT_SCHEME.exec(typed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { problem: 'format' };
  const candidate = scheme ? typed : `https://${typed}`;
  const port = PORT_OF_AUTHORITY.exec(candidate)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return { problem: 'port' };
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { problem: 'format' };
  }
  if (url.username || url.password || /\s/.test(typed)) return { problem: 'format' };
  const problem = hostProblem(url.hostname);
  return problem ? { problem } : { url: url.href };
}

function hostProblem(hostname: string): RedirectUrlProblem | undefined {
  if (hostname.startsWith('[') || /^\d+(?:\.\d+){3}$/.test(hostname)) return 'host';
  if (ADDRESS_ECHO_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`)))
    return 'host';
  const labels = hostname.split('.');
  if (!labels.every((label) => LABEL.test(label))) return 'format';
  const topLevel = labels.at(-1)!;
  if (labels.length < 2 || !TOP_LEVEL.test(topLevel) || RESERVED_TOP_LEVEL.has(topLevel)) return 'host';
  return embedsPrivateAddress(labels) ? 'host' : undefined;
}

/** Whether the name carries a non-public IPv4 address, dotted over four labels or dashed in one. */
function embedsPrivateAddress(labels: string[]): boolean {
  const candidates = [
    ...labels,
    ...labels.slice(0, -3).map((_, index) => labels.slice(index, index + 4).join('.')),
  ];
  return candidates.some((candidate) => {
    const octets = IPV4.exec(candidate)?.slice(1).map(Number);
    if (!octets?.every((octet) => octet <= 255)) return false;
    return !isPublicIpv4(octets);
  });
}

/** Outside the unspecified, private, shared, loopback, link-local, documentation, benchmark and multicast ranges. */
function isPublicIpv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a! >= 224) return false;
  if (a === 100 && b! >= 64 && b! <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b! >= 16 && b! <= 31) return false;
  if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)))) return false;
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
  return !(a === 203 && b === 0 && c === 113);
}

/** Percent-encoded UTF-8 of one character beyond ASCII. */
const ENCODED_CHARACTER =
  /%[cd][0-9a-f]%[89ab][0-9a-f]|%e[0-9a-f](?:%[89ab][0-9a-f]){2}|%f[0-4](?:%[89ab][0-9a-f]){3}/gi;

/** Characters shown encoded all the same: controls, invisible formatting (bidirectional overrides) and spaces. */
const SHOWN_ENCODED = /[\p{C}\p{Z}]/u;

/**
 * A stored URL as people read it: the host's Punycode decoded and the percent-encoded characters beyond ASCII
 * shown as themselves (`https://ไทย.example.com/สินค้า?q=中`). ASCII escapes (`%20`, `%2F`…), invisible and
 * control characters stay encoded, so what is shown types back into the same stored URL.
 */
export function redirectUrlForPeople(stored: string): string {
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return stored;
  }
  const prefix = `${url.protocol}//`;
  const host = url.hostname;
  const withHost =
    host.includes('xn--') && stored.startsWith(`${prefix}${host}`)
      ? `${prefix}${hostToUnicode(host)}${stored.slice(prefix.length + host.length)}`
      : stored;
  return withHost.replace(ENCODED_CHARACTER, (encoded) => {
    const character = decodedOrNull(encoded);
    return character === null || SHOWN_ENCODED.test(character) ? encoded : character;
  });
}

/** Null for an overlong form or half a surrogate pair, which are not characters. */
function decodedOrNull(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
