import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildCountryTable, type CountryTable, lookupCountry } from './country-table.ts';
import { parseIpv4, parseIpv6 } from './ip-address.ts';

function countryOfIpv4(table: CountryTable, text: string) {
  return lookupCountry(table, Uint32Array.of(0, 0, 0, parseIpv4(text)));
}

function countryOfIpv6(table: CountryTable, text: string) {
  const words = new Uint32Array(4);
  expect(parseIpv6(words, text)).toBe(true);
  return lookupCountry(table, words);
}

describe('buildCountryTable', () => {
  const ipv4 = buildCountryTable('1.0.0.0,1.0.0.255,AU\n1.0.1.0,1.0.3.255,CN\n1.0.8.0,1.0.15.255,JP\n', 1);

  it('finds the range holding an address, ends included', () => {
    expect(countryOfIpv4(ipv4, '1.0.0.0')).toBe('AU');
    expect(countryOfIpv4(ipv4, '1.0.0.255')).toBe('AU');
    expect(countryOfIpv4(ipv4, '1.0.1.0')).toBe('CN');
    expect(countryOfIpv4(ipv4, '1.0.3.255')).toBe('CN');
    expect(countryOfIpv4(ipv4, '1.0.12.34')).toBe('JP');
  });

  it('knows no country before, between and after the ranges', () => {
    expect(countryOfIpv4(ipv4, '0.255.255.255')).toBeNull();
    expect(countryOfIpv4(ipv4, '1.0.4.0')).toBeNull();
    expect(countryOfIpv4(ipv4, '1.0.7.255')).toBeNull();
    expect(countryOfIpv4(ipv4, '1.0.16.0')).toBeNull();
    expect(countryOfIpv4(ipv4, '255.255.255.255')).toBeNull();
  });

  it('stores one entry per range plus one per gap', () => {
    // gap before, AU, CN, gap, JP, gap after
    expect(ipv4.entries).toBe(6);
    expect(ipv4.starts.length).toBe(6);
  });

  it('reads a range up to the last address, CRLF line ends, and a code that is no country', () => {
    const table = buildCountryTable('0.0.0.0,9.255.255.255,US\r\n10.0.0.0,255.255.255.255,??\r\n', 1);
    expect(table.entries).toBe(2);
    expect(countryOfIpv4(table, '0.0.0.0')).toBe('US');
    expect(countryOfIpv4(table, '255.255.255.255')).toBeNull();
  });

  it('reads IPv6 ranges, whose boundaries can fall inside a /64', () => {
    const table = buildCountryTable(
      '2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP\n' +
        '2001:550::1000:0:0:9a18:1074,2001:550::1000:0:0:9a36:a553,AU\n' +
        '2001:550::1000:0:0:9a36:a554,2001:550:2:2::5d:ffff,US\n',
      4,
    );
    expect(countryOfIpv6(table, '2001:200::1')).toBe('JP');
    expect(countryOfIpv6(table, '2001:201::')).toBeNull();
    expect(countryOfIpv6(table, '2001:550::1000:0:0:9a18:1073')).toBeNull();
    expect(countryOfIpv6(table, '2001:550::1000:0:0:9a18:1074')).toBe('AU');
    expect(countryOfIpv6(table, '2001:550::1000:0:0:9a36:a553')).toBe('AU');
    expect(countryOfIpv6(table, '2001:550::1000:0:0:9a36:a554')).toBe('US');
    expect(countryOfIpv6(table, '2001:550:2:2::5e:0')).toBeNull();
    expect(countryOfIpv6(table, '::')).toBeNull();
  });

  it('refuses a broken file instead of guessing', () => {
    expect(() => buildCountryTable('1.0.1.0,1.0.3.255,CN\n1.0.0.0,1.0.0.255,AU\n', 1)).toThrow(
      /row 2: .*order/,
    );
    expect(() => buildCountryTable('1.0.0.0,1.0.1.255,AU\n1.0.1.0,1.0.3.255,CN\n', 1)).toThrow(/overlapping/);
    expect(() => buildCountryTable('1.0.0.9,1.0.0.0,AU\n', 1)).toThrow(/row 1/);
    expect(() => buildCountryTable('1.0.0.0,AU\n', 1)).toThrow(/three fields/);
    expect(() => buildCountryTable('1.0.0.0,1.0.0.x,AU\n', 1)).toThrow(/not an IPv4 range/);
    expect(() => buildCountryTable('1.0.0.0,1.0.0.255,AU\n', 4)).toThrow(/not an IPv6 range/);
  });
});

describe('the shipped DB-IP data', () => {
  // The package ships each family twice, as address text (what the server reads) and as numbers. Every 50th
  // range of the numeric files, at its first, middle and last address, must give the same country.
  const require = createRequire(import.meta.url);
  const read = (file: string) =>
    readFileSync(require.resolve(`@ip-location-db/dbip-country/${file}`), 'latin1');

  function checkSampledRanges(family: 'ipv4' | 'ipv6') {
    const width = family === 'ipv4' ? 1 : 4;
    const table = buildCountryTable(read(`dbip-country-${family}.csv`), width);
    const rows = read(`dbip-country-${family}-num.csv`).split('\n');
    let checked = 0;
    for (let row = 0; row < rows.length; row += 50) {
      const [start, end, country] = rows[row]!.split(',');
      if (!country) continue;
      const first = BigInt(start!);
      const last = BigInt(end!);
      for (const address of [first, (first + last) / 2n, last]) {
        const words = Uint32Array.of(
          Number((address >> 96n) & 0xffffffffn),
          Number((address >> 64n) & 0xffffffffn),
          Number((address >> 32n) & 0xffffffffn),
          Number(address & 0xffffffffn),
        );
        expect(lookupCountry(table, words), `${family} row ${row + 1}`).toBe(country.trim());
      }
      checked++;
    }
    return { table, rows: rows.filter(Boolean).length, checked };
  }

  it('reads every IPv4 range as the numeric file has it', () => {
    const { table, rows, checked } = checkSampledRanges('ipv4');
    expect(rows).toBeGreaterThan(300_000);
    expect(table.entries).toBeGreaterThanOrEqual(rows);
    expect(checked).toBeGreaterThan(6000);
  });

  it('reads every IPv6 range as the numeric file has it', () => {
    const { table, rows, checked } = checkSampledRanges('ipv6');
    expect(rows).toBeGreaterThan(300_000);
    expect(table.entries).toBeGreaterThanOrEqual(rows);
    expect(checked).toBeGreaterThan(6000);
  });
});
