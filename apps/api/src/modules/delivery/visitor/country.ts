// The visitor's country: from a trusted proxy's header when one is configured, else from the DB-IP Lite
// country data (CC BY 4.0: pages that show or use it link to db-ip.com, see docs/adr/0009-visitor-data.md),
// shipped in the npm package @ip-location-db/dbip-country and read from disk on the first lookup of each family.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildCountryTable, type CountryTable, lookupCountry } from './country-table.ts';
import { readCachedTable, tableSourceOf, writeCachedTable } from './country-table-cache.ts';
import { parseIpv4, parseIpv6 } from './ip-address.ts';

/**
 * The data files, `<this>-ipv4.csv` and `<this>-ipv6.csv` in ip-location-db's CSV format. Any other
 * ip-location-db country package (e.g. @ip-location-db/asn-country/asn-country) is a change of this line.
 */
const DATA_FILES = '@ip-location-db/dbip-country/dbip-country';

/** Special-purpose IPv4 blocks (RFC 6890 and its updates): private, shared, loopback, documentation, multicast… */
const SPECIAL_IPV4 = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const
).map(([address, bits]) => ({ base: parseIpv4(address), mask: (0xffffffff << (32 - bits)) >>> 0 }));

interface Tables {
  ipv4?: CountryTable;
  ipv6?: CountryTable;
  /** Set when a file failed to load: lookups then answer null instead of reading it again on every request. */
  failure?: unknown;
}

const tables: Tables = {};
const words = new Uint32Array(4);

/**
 * ISO 3166-1 alpha-2 country of an IPv4 or IPv6 address (IPv4-mapped `::ffff:a.b.c.d` and NAT64 `64:ff9b::a.b.c.d`
 * are read as their IPv4 address), or null for a private, reserved or unknown address and for anything that
 * is not an address. Never throws.
 */
export function countryOfIp(ip: string): string | null {
  if (typeof ip !== 'string') return null;
  try {
    if (ip.includes(':')) {
      if (!parseIpv6(words, ip)) return null;
      const embeddedIpv4 = embeddedIpv4Of(words);
      if (embeddedIpv4 >= 0) return countryOfIpv4(embeddedIpv4);
      if (!isGlobalIpv6(words)) return null;
      return lookupCountry(tableOf('ipv6'), words);
    }
    const ipv4 = parseIpv4(ip);
    return ipv4 < 0 ? null : countryOfIpv4(ipv4);
  } catch (error) {
    tables.failure ??= error;
    return null;
  }
}

export interface RequestLike {
  /** The client's address as the server sees it (Fastify's `request.ip`, which honours its `trustProxy`). */
  ip: string;
  /** Header names in lower case, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface CountryOptions {
  /**
   * The header in which a proxy in front of the API writes the visitor's country (`cf-ipcountry` behind
   * Cloudflare). Only set it when every request passes through that proxy and the proxy overwrites the header:
   * otherwise a visitor picks their own country.
   */
  trustedHeader?: string;
}

/** The trusted header's country when it holds a real two-letter code, else the country of the request's address. */
export function countryOf(request: RequestLike, options: CountryOptions = {}): string | null {
  if (options.trustedHeader) {
    const fromHeader = countryCodeOf(request.headers[options.trustedHeader.toLowerCase()]);
    if (fromHeader) return fromHeader;
  }
  return countryOfIp(request.ip);
}

/**
 * Reads both data files now instead of on the first lookups (about a second of CPU), so a server can pay for it
 * at start-up. With `cacheDir` each built table is kept there and read back by the next start while the data
 * file is the same (milliseconds instead of the parse). Throws when the data cannot be read: the deployment is
 * broken.
 */
export function loadCountryData(options: { cacheDir?: string } = {}): {
  ipv4Ranges: number;
  ipv6Ranges: number;
  fromCache: boolean;
} {
  let fromCache = true;
  for (const family of ['ipv4', 'ipv6'] as const) {
    if (tables[family]) continue;
    if (!options.cacheDir) {
      fromCache = false;
      continue;
    }
    const source = tableSourceOf(dataFileOf(family));
    const file = join(options.cacheDir, `country-${family}.bin`);
    let table = readCachedTable(file, source);
    if (!table) {
      fromCache = false;
      table = load(family);
      try {
        writeCachedTable(file, source, table);
      } catch {
        // A folder that cannot be written costs the next start the parse again, nothing more.
      }
    }
    tables[family] = table;
  }
  return { ipv4Ranges: tableOf('ipv4').entries, ipv6Ranges: tableOf('ipv6').entries, fromCache };
}

function countryOfIpv4(ipv4: number): string | null {
  for (const { base, mask } of SPECIAL_IPV4) if ((ipv4 & mask) >>> 0 === base) return null;
  words[0] = 0;
  words[1] = 0;
  words[2] = 0;
  words[3] = ipv4;
  return lookupCountry(tableOf('ipv4'), words);
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address, else -1. */
function embeddedIpv4Of([first, second, third, last]: Uint32Array): number {
  if (second !== 0) return -1;
  if ((first === 0 && third === 0xffff) || (first === 0x0064ff9b && third === 0)) return last!;
  return -1;
}

/** Global unicast (2000::/3) less the IETF protocol block 2001::/23, documentation 2001:db8::/32 and 6to4 2002::/16. */
function isGlobalIpv6(address: Uint32Array): boolean {
  const first = address[0]!;
  if (first >>> 29 !== 1) return false;
  if (first >>> 9 === 0x20010000 >>> 9 || first === 0x20010db8 || first >>> 16 === 0x2002) return false;
  return true;
}

function tableOf(family: 'ipv4' | 'ipv6'): CountryTable {
  let table = tables[family];
  if (!table) {
    if (tables.failure) throw tables.failure;
    table = load(family);
    tables[family] = table;
  }
  return table;
}

function dataFileOf(family: 'ipv4' | 'ipv6'): string {
  return createRequire(import.meta.url).resolve(`${DATA_FILES}-${family}.csv`);
}

function load(family: 'ipv4' | 'ipv6'): CountryTable {
  return buildCountryTable(readFileSync(dataFileOf(family), 'latin1'), family === 'ipv4' ? 1 : 4);
}

// Codes a proxy sends that are no country: user-assigned (AA, QM–QZ, XA–XZ but Kosovo's XK, ZZ; Cloudflare's
// XX is "unknown") and the pseudo-countries EU and AP of some databases. Cloudflare's Tor code T1 fails the pattern.
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|AP)$/;

function countryCodeOf(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return null;
  return code;
}
