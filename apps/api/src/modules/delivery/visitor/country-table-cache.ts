// A built country table kept on disk beside the server's data: parsing the 30 MB of CSV costs a second of CPU at
// every start (more on a busy machine), reading the table back costs milliseconds. The file names its source
// (path, size, modification time) and the format; anything that does not match is built again and rewritten.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { dirname } from 'node:path';
import type { CountryTable } from './country-table.ts';

const FORMAT = 1;

/** What a cached table was built from: a change of the data file (a new package version) rebuilds it. */
export interface TableSource {
  path: string;
  size: number;
  mtimeMs: number;
}

interface Header {
  format: number;
  endianness: string;
  source: TableSource;
  width: CountryTable['width'];
  entries: number;
  countries: (string | null)[];
}

export function tableSourceOf(path: string): TableSource {
  const stat = statSync(path);
  return { path, size: stat.size, mtimeMs: stat.mtimeMs };
}

/** The table cached in `file` when it was built from `source` in this format, else null (never throws). */
export function readCachedTable(file: string, source: TableSource): CountryTable | null {
  try {
    const bytes = readFileSync(file);
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as Header;
    if (
      header.format !== FORMAT ||
      header.endianness !== endianness() ||
      header.source.path !== source.path ||
      header.source.size !== source.size ||
      header.source.mtimeMs !== source.mtimeMs
    ) {
      return null;
    }
    const startsBytes = header.entries * header.width * 4;
    const codesBytes = header.entries * 2;
    const at = 4 + headerLength;
    if (bytes.length !== at + startsBytes + codesBytes) return null;
    // Copied out of the file's buffer: typed arrays need their own aligned memory.
    const starts = new Uint32Array(startsBytes / 4);
    new Uint8Array(starts.buffer).set(bytes.subarray(at, at + startsBytes));
    const codes = new Uint16Array(header.entries);
    new Uint8Array(codes.buffer).set(bytes.subarray(at + startsBytes));
    return { width: header.width, starts, codes, countries: header.countries, entries: header.entries };
  } catch {
    return null;
  }
}

/** Writes the table (to a temporary name, then renamed: a killed write never leaves half a file under `file`). */
export function writeCachedTable(file: string, source: TableSource, table: CountryTable): void {
  const header: Header = {
    format: FORMAT,
    endianness: endianness(),
    source,
    width: table.width,
    entries: table.entries,
    countries: [...table.countries],
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length, 0);
  const starts = Buffer.from(table.starts.buffer, table.starts.byteOffset, table.starts.byteLength);
  const codes = Buffer.from(table.codes.buffer, table.codes.byteOffset, table.codes.byteLength);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([length, headerBytes, starts, codes]));
  renameSync(temporary, file);
}
