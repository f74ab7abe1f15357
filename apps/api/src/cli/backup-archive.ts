// The file of `npm run backup`: one tar archive (POSIX ustar, readable by `tar -tvf`) holding a manifest, the
// database (PGlite's data folder tarball or a pg_dump custom archive), the generated app secret when there is
// one, and every uploaded file. Written and read here without a dependency: files only, no links.
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { CliError } from './backup-target.ts';

export const MANIFEST = 'backup.json';
export const APP_SECRET_ENTRY = 'app-secret';
export const UPLOADS_PREFIX = 'uploads/';

export interface BackupManifest {
  adportal_backup: 1;
  created_at: string;
  database: 'pglite' | 'postgres';
  /** The database's entry: database.tar.gz (PGlite) or database.pgdump (PostgreSQL). */
  database_entry: string;
  /**
   * `included`: DATA_DIR/app-secret is in the archive; `environment`: the server used APP_SECRET, which the
   * archive never holds (keep it with the backups); `none`: there was no secret to back up.
   */
  app_secret: 'included' | 'environment' | 'none';
  uploads: { files: number; bytes: number };
}

const BLOCK = 512;
const CHUNK = 1 << 20;

/** An archive being written into an open file (mode 600, opened by the caller). */
export class ArchiveWriter {
  private readonly buffer = Buffer.alloc(CHUNK);
  constructor(private readonly fd: number) {}

  addBuffer(name: string, data: Buffer): void {
    writeSync(this.fd, header(name, data.length));
    writeSync(this.fd, data);
    this.pad(data.length);
  }

  /** Copies the file at `path` in; its size is read once, so a file still growing is cut where it stood. */
  addFile(name: string, path: string): number {
    const source = openSync(path, 'r');
    try {
      const size = fstatSync(source).size;
      writeSync(this.fd, header(name, size));
      let done = 0;
      while (done < size) {
        const read = readSync(source, this.buffer, 0, Math.min(CHUNK, size - done), done);
        if (read === 0) throw new Error(`${path} became shorter while it was copied`);
        writeSync(this.fd, this.buffer, 0, read);
        done += read;
      }
      this.pad(size);
      return size;
    } finally {
      closeSync(source);
    }
  }

  /** The two empty blocks that end a tar archive: a file without them was cut. */
  finish(): void {
    writeSync(this.fd, Buffer.alloc(2 * BLOCK));
  }

  private pad(size: number): void {
    const rest = size % BLOCK;
    if (rest) writeSync(this.fd, Buffer.alloc(BLOCK - rest));
  }
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let short = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    short = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(short) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`Name too long for the archive: ${name}`);
  }
  block.write(short, 0, 100, 'utf8');
  block.write('0000600\0', 100, 'latin1');
  block.write('0000000\0', 108, 'latin1');
  block.write('0000000\0', 116, 'latin1');
  if (size < 8 ** 11) block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  else {
    // GNU tar's base-256 size for files of 8 GiB and more (a large pg_dump).
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'latin1',
  );
  block.write('0', 156, 'latin1');
  block.write('ustar\0' + '00', 257, 'latin1');
  block.write(prefix, 345, 155, 'utf8');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** The sum of the header's bytes with its checksum field counted as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  return sum;
}

const text = (block: Buffer, start: number, length: number) =>
  block.toString('utf8', start, start + length).replace(/\0.*$/s, '');

function sizeOf(block: Buffer): number {
  if (block[124]! & 0x80) return Number(block.readBigUInt64BE(128));
  return Number.parseInt(text(block, 124, 12).trim() || '0', 8);
}

/** Whether the file starts like a tar archive (the ustar magic of its first header). */
export function isArchive(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(BLOCK);
    return readSync(fd, head, 0, BLOCK, 0) === BLOCK && head.toString('latin1', 257, 262) === 'ustar';
  } finally {
    closeSync(fd);
  }
}

/**
 * Extracts every file of the archive under `dir` (mode 600, folders 700) and returns their names. A damaged or
 * cut archive (a bad header checksum, an entry or the end marker missing) is a CliError: the caller has then
 * changed nothing but `dir`.
 */
export function extractArchive(file: string, dir: string): string[] {
  const fd = openSync(file, 'r');
  const names: string[] = [];
  const damaged = (why: string) => new CliError(`${file} is damaged (${why}): nothing changed.`);
  try {
    const size = fstatSync(fd).size;
    const block = Buffer.alloc(BLOCK);
    const buffer = Buffer.alloc(CHUNK);
    let offset = 0;
    for (;;) {
      if (readSync(fd, block, 0, BLOCK, offset) < BLOCK) throw damaged('it ends before its end marker');
      if (block.every((byte) => byte === 0)) {
        if (readSync(fd, block, 0, BLOCK, offset + BLOCK) < BLOCK) throw damaged('its end marker is cut');
        return names;
      }
      if (Number.parseInt(text(block, 148, 8).trim(), 8) !== checksum(block)) throw damaged('a bad header');
      const prefix = text(block, 345, 155);
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
      const length = sizeOf(block);
      offset += BLOCK;
      if (offset + length > size) throw damaged(`${name} is cut`);
      const type = String.fromCharCode(block[156]!);
      if (type === '0' || type === '\0') {
        const target = join(dir, safeName(name, file));
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        const out = openSync(target, 'wx', 0o600);
        try {
          for (let done = 0; done < length; ) {
            const read = readSync(fd, buffer, 0, Math.min(CHUNK, length - done), offset + done);
            writeSync(out, buffer, 0, read);
            done += read;
          }
        } finally {
          closeSync(out);
        }
        names.push(name);
      }
      offset += Math.ceil(length / BLOCK) * BLOCK;
    }
  } finally {
    closeSync(fd);
  }
}

/** A relative path that stays inside the extraction folder. */
function safeName(name: string, file: string): string {
  const path = normalize(name);
  if (path.startsWith('..') || path.startsWith(sep) || path.includes(`${sep}..${sep}`) || name.includes('\0'))
    throw new CliError(`${file} holds an entry outside its folder (${name}): refused.`);
  return path;
}
