// With STORAGE_DRIVER=s3 the images are stored in the bucket and still served through the API, streamed from
// it, with the same immutable cache headers; an object gone from the bucket is a 404, never a 5xx.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf, newAdvertiser, upload } from '../../../test/ad-fixtures.ts';
import { startTestApp, type TestClient } from '../../../test/helper.ts';
import { type S3Emulator, startS3Emulator } from '../../../test/s3-emulator.ts';
import { type S3Settings, S3Storage } from '../../integrations/storage/s3-storage.ts';
import { publicImagePath } from './ad-image.ts';

describe('ad images in S3-compatible storage', () => {
  let emulator: S3Emulator;
  let settings: S3Settings;
  let client: TestClient;
  beforeAll(async () => {
    emulator = await startS3Emulator();
    settings = await emulator.newBucket();
    client = await startTestApp('pglite', { env: emulator.envOf(settings) });
  });
  afterAll(async () => {
    await client?.close();
    await emulator?.close();
  });

  it('stores an upload in the bucket and serves it through the API with immutable cache headers', async () => {
    const { token } = await newAdvertiser(client);
    const uploaded = await upload(client, token, await imageOf(300, 250));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<{ id: string; url: string; bytes: number }>();

    const served = await client.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(image.bytes);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(image.bytes),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });

    const sha256 = createHash('sha256').update(served.rawPayload).digest('hex');
    const byDigest = await client.get(publicImagePath({ sha256, format: 'png' }));
    expect(byDigest.statusCode).toBe(200);
    expect(byDigest.rawPayload.equals(served.rawPayload)).toBe(true);
    expect(byDigest.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256}"`,
    });

    const bucket = new S3Storage(settings);
    const keys: string[] = [];
    for await (const key of bucket.list('ad-images/')) keys.push(key);
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^ad-images/[0-9a-f]{2}/${image.id}\\.png$`))]);
    expect(await emulator.contentTypeOf(settings.bucket, keys[0]!)).toBe('image/png');

    // The object removed behind the app's back: an empty 404 (which no cache keeps), not an error.
    await bucket.delete(keys[0]!);
    const gone = await client.get(publicImagePath({ sha256, format: 'png' }));
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await client.get(image.url)).statusCode).toBe(404);
  });
});
