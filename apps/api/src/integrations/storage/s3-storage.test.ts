import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Emulator, startS3Emulator } from '../../../test/s3-emulator.ts';
import { type S3Settings, S3Storage } from './s3-storage.ts';

async function chunksOf(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
}

describe('S3 storage (against a local S3 emulator)', () => {
  let emulator: S3Emulator;
  let settings: S3Settings;
  let storage: S3Storage;
  beforeAll(async () => {
    emulator = await startS3Emulator();
    settings = await emulator.newBucket();
    storage = new S3Storage(settings);
  });
  afterAll(() => emulator.close());

  it('stores, reads and deletes an object, keeping its content type', async () => {
    const data = randomBytes(2048);
    await storage.put('ad-images/ab/first.png', data, 'image/png');
    const stream = await storage.get('ad-images/ab/first.png');
    expect(stream).not.toBeNull();
    expect(Buffer.concat(await chunksOf(stream!)).equals(data)).toBe(true);

    expect(await emulator.contentTypeOf(settings.bucket, 'ad-images/ab/first.png')).toBe('image/png');

    await storage.delete('ad-images/ab/first.png');
    expect(await storage.get('ad-images/ab/first.png')).toBeNull();
    await storage.delete('ad-images/ab/first.png'); // deleting what is gone is no error
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.get('ad-images/zz/never.png')).toBeNull();
  });

  it('streams a large object in many chunks, byte for byte', async () => {
    const data = randomBytes(6 * 1024 * 1024);
    await storage.put('content-images/large.gif', data, 'image/gif');
    const chunks = await chunksOf((await storage.get('content-images/large.gif'))!);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('lists the keys under a prefix in key order, across pages', async () => {
    const bucket = new S3Storage(await emulator.newBucket());
    // Past one page of 1000 keys.
    const keys = Array.from(
      { length: 1001 },
      (_, index) => `ad-images/${String(index).padStart(4, '0')}.png`,
    );
    for (let start = 0; start < keys.length; start += 25) {
      await Promise.all(
        keys.slice(start, start + 25).map((key) => bucket.put(key, Buffer.from(key), 'image/png')),
      );
    }
    await bucket.put('content-images/other.jpg', Buffer.from('x'), 'image/jpeg');
    const listed: string[] = [];
    for await (const key of bucket.list('ad-images/')) listed.push(key);
    expect(listed).toEqual(keys);
    const all: string[] = [];
    for await (const key of bucket.list('')) all.push(key);
    expect(all).toHaveLength(1002);
  });

  it('refuses a key that could climb out of its place', async () => {
    await expect(storage.put('../etc/passwd.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage.get('ad-images/../../x.png')).rejects.toThrow('Unsafe storage key');
  });
});
