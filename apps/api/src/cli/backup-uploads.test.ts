import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Emulator } from '../../test/s3-emulator.ts';
import { LocalDiskStorage } from '../integrations/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import { S3Storage } from '../integrations/storage/s3-storage.ts';
import { ArchiveWriter, extractArchive } from './backup-archive.ts';
import { CliError } from './backup-target.ts';
import { archiveUploads, contentTypeOfKey, holdsUploads, restoreUploads } from './backup-uploads.ts';

describe('uploads in backups, through the storage interface', () => {
  const work = mkdtempSync(join(tmpdir(), 'adportal-backup-uploads-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('archives every stored object under uploads/ and writes them back into another storage', async () => {
    const source: ObjectStorage = new LocalDiskStorage(join(work, 'source'));
    await source.put('ad-images/ab/one.png', Buffer.from('one'), 'image/png');
    await source.put('content-images/cd/two.jpg', Buffer.from('two'), 'image/jpeg');
    const file = join(work, 'backup.tar');
    const fd = openSync(file, 'wx', 0o600);
    let uploads: { files: number; bytes: number };
    try {
      const archive = new ArchiveWriter(fd);
      uploads = await archiveUploads(source, 'the source', archive, work);
      await archive.finish();
    } finally {
      closeSync(fd);
    }
    expect(uploads).toEqual({ files: 2, bytes: 6 });
    const extracted = join(work, 'extracted');
    expect((await extractArchive(file, extracted)).sort()).toEqual([
      'uploads/ad-images/ab/one.png',
      'uploads/content-images/cd/two.jpg',
    ]);

    const target: ObjectStorage = new LocalDiskStorage(join(work, 'target'));
    expect(await holdsUploads(target, 'the target')).toBe(false);
    expect(await restoreUploads(join(extracted, 'uploads'), target, 'the target')).toBe(2);
    expect(await holdsUploads(target, 'the target')).toBe(true);
    expect(readFileSync(join(work, 'target/content-images/cd/two.jpg'), 'utf8')).toBe('two');
  });

  it('names the content type by the key', () => {
    expect(contentTypeOfKey('ad-images/ab/x.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('ad-images/ab/x.png')).toBe('image/png');
    expect(contentTypeOfKey('content-images/ab/x.gif')).toBe('image/gif');
    expect(contentTypeOfKey('other/x.bin')).toBe('application/octet-stream');
  });

  it('tells a storage it cannot reach in one line, not a stack trace', async () => {
    const emulator = await startS3Emulator();
    try {
      const settings = await emulator.newBucket();
      const missing: ObjectStorage = new S3Storage({ ...settings, bucket: 'adportal-no-such-bucket' });
      const failure = holdsUploads(missing, 'S3 bucket adportal-no-such-bucket');
      await expect(failure).rejects.toBeInstanceOf(CliError);
      await expect(failure).rejects.toThrow(
        /^The uploads in S3 bucket adportal-no-such-bucket failed: .*bucket/i,
      );
    } finally {
      await emulator.close();
    }
  });
});
