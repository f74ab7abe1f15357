// The uploads' part of `npm run backup` and `npm run restore`, through the storage interface: the same for the
// local disk and an S3-compatible bucket (STORAGE_DRIVER). The archive format itself is backup-archive.ts's.

import { createWriteStream, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AdImageFormat } from '@adportal/contracts';
import { LocalDiskStorage } from '../integrations/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import { contentTypeOf } from '../lib/images/process-image.ts';
import { type ArchiveWriter, UPLOADS_PREFIX } from './backup-archive.ts';
import { CliError } from './backup-target.ts';

/** A storage that cannot be read or written (a bucket that does not exist, refused keys): one line, no stack. */
async function told<T>(where: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new CliError(`The uploads in ${where} failed: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Copies every stored object into the archive as uploads/<key>, each through a file in `work` (the archive takes
 * files; an object is never held in memory whole). Returns how many and their bytes.
 */
export async function archiveUploads(
  storage: ObjectStorage,
  where: string,
  archive: ArchiveWriter,
  work: string,
): Promise<{ files: number; bytes: number }> {
  const uploads = { files: 0, bytes: 0 };
  const copy = join(work, 'upload');
  try {
    const keys = await told(where, async () => {
      const listed: string[] = [];
      for await (const key of storage.list('')) listed.push(key);
      return listed;
    });
    for (const key of keys) {
      const stream = await told(where, () => storage.get(key));
      if (!stream) continue; // deleted since it was listed (a replaced image): nothing to keep
      await told(where, () => pipeline(stream, createWriteStream(copy, { mode: 0o600 })));
      uploads.bytes += await archive.addFile(`${UPLOADS_PREFIX}${key}`, copy);
      uploads.files += 1;
    }
  } finally {
    rmSync(copy, { force: true });
  }
  return uploads;
}

export function holdsUploads(storage: ObjectStorage, where: string): Promise<boolean> {
  return told(where, async () => {
    for await (const _key of storage.list('')) return true;
    return false;
  });
}

const FORMAT_OF_EXTENSION: Record<string, AdImageFormat> = { jpg: 'jpeg', png: 'png', gif: 'gif' };

/** The content type the platform stored a key with, told by its extension (keys end in the image's format). */
export function contentTypeOfKey(key: string): string {
  const format = FORMAT_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
  return format ? contentTypeOf(format) : 'application/octet-stream';
}

/** Writes every file of an extracted uploads folder into the storage under its key; returns how many. */
export async function restoreUploads(
  extracted: string,
  storage: ObjectStorage,
  where: string,
): Promise<number> {
  let files = 0;
  for await (const key of new LocalDiskStorage(extracted).list('')) {
    const data = await readFile(join(extracted, key));
    await told(where, () => storage.put(key, data, contentTypeOfKey(key)));
    files += 1;
  }
  return files;
}
