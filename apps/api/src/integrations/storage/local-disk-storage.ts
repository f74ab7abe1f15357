import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, isSafeKey, type ObjectStorage } from './object-storage.ts';

/** Files under one folder (DATA_DIR/uploads by default); written to a temporary name, then renamed. */
export class LocalDiskStorage implements ObjectStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, data, { mode: 0o640 });
    await rename(temporary, path);
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing uploaded yet
      throw error;
    }
    // Folders and partial writes (<key>.<pid>.tmp) are no keys; the separator is '/' on every platform.
    const keys = entries.map((entry) => entry.split(sep).join('/')).filter((key) => isSafeKey(key));
    for (const key of keys.filter((key) => key.startsWith(prefix)).sort()) {
      if ((await stat(join(this.root, key)).catch(() => null))?.isFile()) yield key;
    }
  }
}
