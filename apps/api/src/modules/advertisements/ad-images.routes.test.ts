import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { imageOf, newAdvertiser, upload } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { paletteBanner, samePixels } from '../../../test/image-fixtures.ts';
import { publicImagePath } from './ad-image.ts';

describeOnEachDatabase('ad images by content address', (client) => {
  /** Uploads an image and returns its stored bytes and the digest publishers load it by. */
  async function uploaded(data: Buffer, format: 'png' | 'jpeg' | 'gif' = 'png') {
    const { token } = await newAdvertiser(client());
    const response = await upload(client(), token, data, `banner.${format}`, `image/${format}`);
    expect(response.statusCode).toBe(201);
    const stored = (await client().get(response.json().url)).rawPayload;
    const sha256 = createHash('sha256').update(stored).digest('hex');
    return { image: response.json(), stored, sha256, path: publicImagePath({ sha256, format }) };
  }

  it('stores a small palette PNG no larger than the upload, with exactly its pixels', async () => {
    const input = await paletteBanner();
    const { image, stored } = await uploaded(input);
    expect(image.bytes).toBe(stored.length);
    expect(image.bytes).toBeLessThanOrEqual(input.length);
    expect(await samePixels(stored, input)).toBe(true);
  });

  it('serves the stored bytes by their SHA-256 to any page, cached for good and revalidated with 304', async () => {
    const { stored, sha256, path } = await uploaded(await paletteBanner());
    const served = await client().get(path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.length),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
    });
    // No session or cookie is needed or set: publishers' pages load it anonymously.
    expect(served.headers['set-cookie']).toBeUndefined();

    for (const ifNoneMatch of [`"${sha256}"`, `W/"${sha256}"`, `"other", "${sha256}"`, '*']) {
      const revalidated = await client().get(path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers).toMatchObject({
        etag: `"${sha256}"`,
        'cache-control': served.headers['cache-control'],
      });
    }
    const changed = await client().get(path, { headers: { 'if-none-match': `"${'0'.repeat(64)}"` } });
    expect(changed.statusCode).toBe(200);

    const head = await client().app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.length),
      etag: `"${sha256}"`,
    });
  });

  it('serves JPEG and GIF under their own extension only', async () => {
    for (const format of ['jpeg', 'gif'] as const) {
      const { stored, sha256, path } = await uploaded(await imageOf(300, 250, format), format);
      const served = await client().get(path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.rawPayload.equals(stored)).toBe(true);
      const other = format === 'jpeg' ? 'gif' : 'jpg';
      const wrong = await client().get(`/serve/img/${sha256}.${other}`);
      expect(wrong.statusCode).toBe(404);
    }
  });

  it('answers an unknown or malformed address with an empty 404, never a 5xx', async () => {
    const { sha256 } = await uploaded(await imageOf(300, 250));
    const unknown = await client().get(`/serve/img/${randomBytes(32).toString('hex')}.png`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.rawPayload.length).toBe(0);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(
      (await client().app.inject({ method: 'HEAD', url: `/serve/img/${'f'.repeat(64)}.gif` })).statusCode,
    ).toBe(404);
    const malformed = [
      `/serve/img/${sha256}.jpg`,
      `/serve/img/${sha256.toUpperCase()}.png`,
      `/serve/img/${sha256.slice(1)}.png`,
      `/serve/img/${sha256}.svg`,
      `/serve/img/${sha256}.png.html`,
      `/serve/img/${sha256}`,
      `/serve/img/${sha256}%00.png`,
      `/serve/img/${sha256}.png%0A`,
      '/serve/img/..%2F..%2Fetc%2Fpasswd',
      '/serve/img/',
    ];
    for (const url of malformed) {
      const response = await client().get(url);
      expect.soft(response.statusCode, url).toBe(404);
      expect.soft(response.rawPayload.length, url).toBe(0);
    }
  });
});
