// The file of `npm run backup`: one tar archive (POSIX ustar, readable by `tar -tvf`) holding a manifest, the
// database (PGlite's data folder tarball or a pg_dump custom archive), the generated app secret when there is
// one, and every uploaded file. Written and read by tar-stream (ADR 25), a stream at a time: files only, no
// links, every entry mode 600.
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract, type Pack, pack } from 'tar-stream';
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

/** An archive being written into an open file (mode 600, opened by the caller, who closes it). */
export class ArchiveWriter {
  private readonly pack: Pack = pack();
  private readonly written: Promise<void>;
  constructor(fd: number) {
    this.written = pipeline(this.pack, createWriteStream('', { fd, autoClose: false }));
    // A failure is thrown by the add or finish that meets it; this keeps it from being unhandled meanwhile.
    this.written.catch(() => {});
  }

  addBuffer(name: string, data: Buffer): Promise<void> {
    return new Promise((resolve, reject) =>
      this.pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  /** Copies the file at `path` in; its size is read once, so a file still growing is cut where it stood. */
  async addFile(name: string, path: string): Promise<number> {
    const source = await open(path, 'r');
    try {
      const { size } = await source.stat();
      if (size === 0) {
        await this.addBuffer(name, Buffer.alloc(0));
        return 0;
      }
      const entry = this.pack.entry({ name, size, mode: 0o600 });
      // tar-stream refuses an entry whose bytes fall short of its size (a file that shrank while it was copied).
      await pipeline(source.createReadStream({ start: 0, end: size - 1, autoClose: false }), entry);
      return size;
    } finally {
      await source.close();
    }
  }

  /** Writes the two empty blocks that end a tar archive (a file without them was cut) and waits for the file. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }
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

/** Whether the file ends with the tar end marker (two empty blocks): an archive cut between entries has none. */
function endsWithEndMarker(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size < 2 * BLOCK) return false;
    const tail = Buffer.alloc(2 * BLOCK);
    readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.every((byte) => byte === 0);
  } finally {
    closeSync(fd);
  }
}

/**
 * Extracts every file of the archive under `dir` (mode 600, folders 700) and returns their names. A damaged or
 * cut archive (a bad header, an entry or the end marker missing) is a CliError: the caller has then changed
 * nothing but `dir`.
 */
export async function extractArchive(file: string, dir: string): Promise<string[]> {
  const damaged = (why: string) => new CliError(`${file} is damaged (${why}): nothing changed.`);
  if (!endsWithEndMarker(file)) throw damaged('it ends before its end marker');
  const names: string[] = [];
  const entries = extract();
  const reading = pipeline(createReadStream(file), entries);
  reading.catch(() => {}); // met by the loop below, which reads the same stream
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      if (type !== 'file') {
        entry.resume();
        continue;
      }
      const target = join(dir, safeName(name, file));
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      names.push(name);
    }
    await reading;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw damaged((error as Error).message.replace(/\.$/, '').toLowerCase());
  }
  return names;
}

/** A relative path that stays inside the extraction folder. */
function safeName(name: string, file: string): string {
  const path = normalize(name);
  if (path.startsWith('..') || path.startsWith(sep) || path.includes(`${sep}..${sep}`) || name.includes('\0'))
    throw new CliError(`${file} holds an entry outside its folder (${name}): refused.`);
  return path;
}
