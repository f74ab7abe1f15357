import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

async function listed(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'adportal-local-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the stored keys under a prefix in key order, without partial writes or stray files', async () => {
    const storage: ObjectStorage = new LocalDiskStorage(join(root, 'uploads'));
    expect(await listed(storage, '')).toEqual([]); // no folder yet
    await storage.put('content-images/c.gif', Buffer.from('c'), 'image/gif');
    await storage.put('ad-images/ff/b.png', Buffer.from('b'), 'image/png');
    await storage.put('ad-images/0a/a.jpg', Buffer.from('a'), 'image/jpeg');
    writeFileSync(join(root, 'uploads/ad-images/0a/a.jpg.1234.tmp'), 'half'); // a write cut short
    writeFileSync(join(root, 'uploads/.DS_Store'), 'x');
    mkdirSync(join(root, 'uploads/ad-images/empty.d'));

    expect(await listed(storage, '')).toEqual([
      'ad-images/0a/a.jpg',
      'ad-images/ff/b.png',
      'content-images/c.gif',
    ]);
    expect(await listed(storage, 'ad-images/')).toEqual(['ad-images/0a/a.jpg', 'ad-images/ff/b.png']);

    await storage.delete('ad-images/ff/b.png');
    expect(await listed(storage, 'ad-images/')).toEqual(['ad-images/0a/a.jpg']);
    expect(await storage.get('ad-images/ff/b.png')).toBeNull();
  });
});
