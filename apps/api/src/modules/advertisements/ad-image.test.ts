import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  fullColourBanner,
  paletteBanner,
  photoJpeg,
  photoPng,
  samePixels,
} from '../../../test/image-fixtures.ts';
import { estimateJpegQuality } from '../../lib/images/image-encoding.ts';
import { processImage } from '../../lib/images/process-image.ts';
import { publicImagePath } from './ad-image.ts';

const SCRIPT = Buffer.from('<html><script>alert("xss")</script></html>');

describe('re-encoding PNG', () => {
  it('keeps a small palette PNG no larger than the upload, with exactly its pixels', async () => {
    const input = await paletteBanner();
    expect(input.length).toBeGreaterThan(900);
    expect(input.length).toBeLessThan(2048);
    const output = await processImage(input);
    // Before: 1,028 bytes in, 1,907 out (full colour). Now a 4-bit palette of 997 bytes.
    expect(output.data.length).toBeLessThanOrEqual(input.length);
    expect(await samePixels(output.data, input)).toBe(true);
    expect(await sharp(output.data).metadata()).toMatchObject({ isPalette: true, width: 300, height: 250 });
  });

  it('writes a full-colour PNG of few colours as a palette, pixel for pixel', async () => {
    const input = await fullColourBanner();
    const output = await processImage(input);
    expect(output.data.length).toBeLessThan(input.length / 2);
    expect(await samePixels(output.data, input)).toBe(true);
  });

  it('keeps transparency exactly in a palette', async () => {
    const input = await sharp({
      create: { width: 120, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="120" height="60"><circle cx="30" cy="30" r="25" fill="#0a3d91" fill-opacity="0.5"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const output = await processImage(input);
    expect(output.data.length).toBeLessThanOrEqual(input.length);
    expect(await samePixels(output.data, input)).toBe(true);
  });

  it('keeps a photo-like PNG in full colour with exactly its pixels', async () => {
    const input = await photoPng();
    const output = await processImage(input);
    expect(await samePixels(output.data, input)).toBe(true);
    expect(output.data.length).toBeLessThanOrEqual(input.length * 1.05);
  });

  it('drops what a polyglot carries and the metadata, in the palette encoding too', async () => {
    for (const image of [await paletteBanner(), await photoPng()]) {
      const withExif = await sharp(image)
        .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
        .png({ palette: true })
        .toBuffer();
      const output = await processImage(Buffer.concat([withExif, SCRIPT]));
      expect(output.data.includes(Buffer.from('<script'))).toBe(false);
      expect(output.data.includes(Buffer.from('secret-gps-owner'))).toBe(false);
      expect((await sharp(output.data).metadata()).exif).toBeUndefined();
    }
  });
});

describe('re-encoding JPEG', () => {
  it('reads the quality a JPEG was saved at', async () => {
    for (const quality of [50, 75, 90]) {
      const estimate = estimateJpegQuality(await photoJpeg(quality));
      expect(Math.abs(estimate! - quality)).toBeLessThanOrEqual(1);
    }
    expect(estimateJpegQuality(Buffer.from('not a jpeg'))).toBeUndefined();
  });

  it('does not make a photo noticeably larger than the upload', async () => {
    for (const input of [await photoJpeg(75), await photoJpeg(90), await photoJpeg(60, { mozjpeg: true })]) {
      const output = await processImage(input);
      expect(output.data.length).toBeLessThanOrEqual(input.length * 1.1);
      expect(await sharp(output.data).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 250 });
    }
  });

  it('brings a near-lossless upload down to quality 90', async () => {
    const input = await photoJpeg(98, { chromaSubsampling: '4:4:4' });
    const output = await processImage(input);
    expect(output.data.length).toBeLessThan(input.length * 0.7);
  });

  it('drops EXIF and an appended payload', async () => {
    const input = await sharp(await photoJpeg(80))
      .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const output = await processImage(Buffer.concat([input, SCRIPT]));
    expect(output.data.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(output.data).metadata()).exif).toBeUndefined();
  });
});

describe('re-encoding GIF', () => {
  it('keeps every frame pixel for pixel and no larger than the upload', async () => {
    const frame = (left: number) =>
      sharp({ create: { width: 300, height: 250, channels: 3, background: '#ed0000' } })
        .composite([
          { input: { create: { width: 80, height: 80, channels: 3, background: '#ffffff' } }, left, top: 60 },
        ])
        .png()
        .toBuffer();
    const animated = await sharp(await Promise.all([0, 60, 120].map(frame)), { join: { animated: true } })
      .gif({ delay: [500, 500, 500] })
      .toBuffer();
    const still = await sharp(await paletteBanner())
      .gif()
      .toBuffer();
    for (const input of [animated, still]) {
      const output = await processImage(Buffer.concat([input, SCRIPT]));
      expect(output).toMatchObject({ format: 'gif', width: 300, height: 250 });
      expect(output.data.length).toBeLessThanOrEqual(input.length);
      expect(await samePixels(output.data, input)).toBe(true);
      expect(output.data.includes(Buffer.from('<script'))).toBe(false);
    }
  });
});

describe('publicImagePath', () => {
  it('is the content address publishers load the image from', () => {
    const sha256 = 'a'.repeat(64);
    expect(publicImagePath({ sha256, format: 'jpeg' })).toBe(`/serve/img/${sha256}.jpg`);
    expect(publicImagePath({ sha256, format: 'png' })).toBe(`/serve/img/${sha256}.png`);
  });
});
