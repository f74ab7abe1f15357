// IP ranges to countries, held as sorted typed arrays and searched by bisection. Built from the
// `ip_range_start,ip_range_end,country_code` CSV of the ip-location-db packages (inclusive ranges, sorted, not
// overlapping). Addresses between two ranges get an entry of their own with no country, so a lookup only
// needs the last entry starting at or before the address: no end array, half the memory.
import { parseIpv4, parseIpv6 } from './ip-address.ts';

/** 1 word per address for IPv4, 4 (most significant first) for IPv6. */
type Width = 1 | 4;

export interface CountryTable {
  readonly width: Width;
  /** Entry i starts at words `[i * width, (i + 1) * width)`. */
  readonly starts: Uint32Array;
  /** Index into `countries` per entry; 0 is "no country". */
  readonly codes: Uint16Array;
  readonly countries: readonly (string | null)[];
  readonly entries: number;
}

/** Throws on a malformed row or ranges out of order: a broken data file must stop the server, not be guessed at. */
export function buildCountryTable(csv: string, width: Width): CountryTable {
  let lines = 1;
  for (let i = csv.indexOf('\n'); i >= 0; i = csv.indexOf('\n', i + 1)) lines++;
  // At most one gap before each range and one after the last.
  const capacity = 2 * lines + 1;
  const starts = new Uint32Array(capacity * width);
  const codes = new Uint16Array(capacity);
  const countries: (string | null)[] = [null];
  const indexOf = new Map<string, number>();
  const start = new Uint32Array(4);
  const end = new Uint32Array(4);
  // The first address not yet covered; `covered` is false once a range reached the last address.
  const next = new Uint32Array(4);
  let covered = true;
  let entries = 0;

  const push = (address: Uint32Array, code: number) => {
    for (let w = 0; w < width; w++) starts[entries * width + w] = address[4 - width + w]!;
    codes[entries++] = code;
  };

  let row = 0;
  for (let lineStart = 0; lineStart < csv.length; ) {
    let lineEnd = csv.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = csv.length;
    row++;
    const first = csv.indexOf(',', lineStart);
    const second = first < 0 ? -1 : csv.indexOf(',', first + 1);
    const textEnd = csv.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    if (lineEnd > lineStart && textEnd > lineStart) {
      if (first < 0 || second < 0 || second > lineEnd)
        throw new Error(`country data row ${row}: not three fields`);
      if (
        !readAddress(csv, lineStart, first, width, start) ||
        !readAddress(csv, first + 1, second, width, end)
      ) {
        throw new Error(`country data row ${row}: not an IPv${width === 1 ? 4 : 6} range`);
      }
      if (!covered || compare(start, next) < 0 || compare(end, start) < 0) {
        throw new Error(`country data row ${row}: ranges out of order or overlapping`);
      }
      if (compare(start, next) > 0) push(next, 0);
      push(start, codeIndex(csv.slice(second + 1, textEnd), countries, indexOf));
      next.set(end);
      covered = increment(next, width);
    }
    lineStart = lineEnd + 1;
  }
  if (covered) push(next, 0);
  return {
    width,
    starts: starts.slice(0, entries * width),
    codes: codes.slice(0, entries),
    countries,
    entries,
  };
}

/** The country of `address` (its last `width` words are read), or null. */
export function lookupCountry(table: CountryTable, address: Uint32Array): string | null {
  const { starts, width } = table;
  const offset = 4 - width;
  let low = 0;
  let high = table.entries - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (startsAtOrBefore(starts, middle * width, address, offset, width)) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found < 0 ? null : table.countries[table.codes[found]!]!;
}

function startsAtOrBefore(
  starts: Uint32Array,
  at: number,
  address: Uint32Array,
  offset: number,
  width: Width,
) {
  for (let w = 0; w < width; w++) {
    const a = starts[at + w]!;
    const b = address[offset + w]!;
    if (a !== b) return a < b;
  }
  return true;
}

/** Reads an address into the last `width` words of `out`, zeroing the others. */
function readAddress(csv: string, from: number, to: number, width: Width, out: Uint32Array): boolean {
  if (width === 4) return parseIpv6(out, csv, from, to);
  const ipv4 = parseIpv4(csv, from, to);
  out.fill(0);
  out[3] = ipv4;
  return ipv4 >= 0;
}

function compare(a: Uint32Array, b: Uint32Array): number {
  for (let w = 0; w < 4; w++) if (a[w] !== b[w]) return a[w]! < b[w]! ? -1 : 1;
  return 0;
}

/** Adds one to the address in the last `width` words; false when it was the last address. */
function increment(address: Uint32Array, width: Width): boolean {
  for (let w = 3; w >= 4 - width; w--) {
    if (address[w] !== 0xffffffff) {
      address[w] = address[w]! + 1;
      return true;
    }
    address[w] = 0;
  }
  return false;
}

function codeIndex(code: string, countries: (string | null)[], indexOf: Map<string, number>): number {
  let index = indexOf.get(code);
  if (index === undefined) {
    if (!/^[A-Z]{2}$/.test(code)) return 0;
    index = countries.length;
    countries.push(code);
    indexOf.set(code, index);
  }
  return index;
}
