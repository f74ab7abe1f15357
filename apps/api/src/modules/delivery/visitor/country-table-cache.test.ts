import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCountryTable, lookupCountry } from './country-table.ts';
import { readCachedTable, type TableSource, tableSourceOf, writeCachedTable } from './country-table-cache.ts';
import { parseIpv4, parseIpv6 } from './ip-address.ts';

const work = mkdtempSync(join(tmpdir(), 'country-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const IPV4_CSV =
  '1.0.0.0,1.0.0.255,AU\n1.0.4.0,1.0.7.255,AU\n1.1.1.0,1.1.1.255,US\n203.144.144.0,203.144.144.255,TH\n';
const IPV6_CSV =
  '2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP\n2400:cb00::,2400:cb00:ffff:ffff:ffff:ffff:ffff:ffff,US\n';

function sourceFile(name: string, csv: string): TableSource {
  const path = join(work, name);
  writeFileSync(path, csv);
  return tableSourceOf(path);
}

function v4(address: string): Uint32Array {
  return Uint32Array.of(0, 0, 0, parseIpv4(address));
}

function v6(address: string): Uint32Array {
  const words = new Uint32Array(4);
  parseIpv6(words, address);
  return words;
}

describe('the country table kept on disk', () => {
  it('reads back the same table it wrote, for both widths', () => {
    for (const [name, csv, width, probes] of [
      ['v4.csv', IPV4_CSV, 1, [v4('1.0.5.9'), v4('1.1.1.1'), v4('203.144.144.164'), v4('1.0.2.0')]],
      ['v6.csv', IPV6_CSV, 4, [v6('2001:200::1'), v6('2400:cb00::9'), v6('2001:300::1')]],
    ] as const) {
      const source = sourceFile(name, csv);
      const built = buildCountryTable(csv, width);
      const file = join(work, `${name}.bin`);
      writeCachedTable(file, source, built);
      const read = readCachedTable(file, source);
      expect(read).toEqual(built);
      for (const probe of probes) expect(lookupCountry(read!, probe)).toBe(lookupCountry(built, probe));
    }
  });

  it('is not used once the data file changed, is of another format, or is cut short or missing', () => {
    const source = sourceFile('changed.csv', IPV4_CSV);
    const file = join(work, 'changed.bin');
    writeCachedTable(file, source, buildCountryTable(IPV4_CSV, 1));
    expect(readCachedTable(file, source)).not.toBeNull();

    expect(readCachedTable(file, { ...source, size: source.size + 1 })).toBeNull();
    expect(readCachedTable(file, { ...source, mtimeMs: source.mtimeMs + 1 })).toBeNull();
    expect(readCachedTable(file, { ...source, path: join(work, 'other.csv') })).toBeNull();

    const bytes = readFileSync(file);
    const otherFormat = Buffer.from(bytes.toString('latin1').replace('"format":1', '"format":9'), 'latin1');
    writeFileSync(join(work, 'format.bin'), otherFormat);
    expect(readCachedTable(join(work, 'format.bin'), source)).toBeNull();

    truncateSync(file, bytes.length - 3);
    expect(readCachedTable(file, source)).toBeNull();
    writeFileSync(file, 'not a table');
    expect(readCachedTable(file, source)).toBeNull();
    expect(readCachedTable(join(work, 'absent.bin'), source)).toBeNull();
  });
});
