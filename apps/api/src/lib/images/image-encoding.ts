import { createHash } from 'node:crypto';
import type { AdImageFormat } from '@adportal/contracts';
import sharp, { type GifOptions, type JpegOptions, type PngOptions, type Sharp } from 'sharp';
import { indexedPng, PALETTE_COLOURS } from './indexed-png.ts';

/** Decompression bombs stop here: no ad needs more than 40 megapixels (all frames together). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A re-encoded JPEG may come out this much larger than the upload (its own Huffman tables, a header). */
const JPEG_GROWTH_MARGIN = 1.05;
/** Above this the upload's quality buys nothing a banner shows; up to it the upload's own quality is kept. */
const JPEG_MAX_QUALITY = 90;
const JPEG_MIN_QUALITY = 10;
/**
 * Our indexed PNG writer holds the pixels in memory and walks them in JavaScript, on the event loop the ad
 * server shares: banners only (the largest ad sizes are about 0.3 megapixels), libvips' palette above.
 */
const INDEXED_MAX_PIXELS = 1_000_000;

/** A stored image: the bytes and the size of one frame. */
interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

/** One way to encode the upload; `exact` when it keeps every pixel by construction, otherwise it is checked. */
interface Candidate {
  encode: () => Promise<Encoded | undefined>;
  exact: boolean;
}

function decode(input: Buffer, format: AdImageFormat) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif', failOn: 'error' });
}

async function encodeWith(image: Sharp): Promise<Encoded> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Re-encodes the upload — never returns its bytes: the re-encoding is what drops metadata and polyglot
 * payloads — as small as the upload allows. PNG and GIF: the smallest of a few encodings whose pixels are
 * exactly the upload's; JPEG: the upload's own quality (capped at 90), lowered only if the result would grow.
 */
export function reEncode(input: Buffer, format: AdImageFormat): Promise<Encoded> {
  if (format === 'jpeg') return reEncodeJpeg(input);
  return reEncodeExactly(input, format);
}

async function reEncodeExactly(input: Buffer, format: 'png' | 'gif'): Promise<Encoded> {
  const original = await pixelsOf(input, format, format === 'png' ? PALETTE_COLOURS : 0);
  const candidates = format === 'png' ? pngCandidates(input, original.colours) : gifCandidates(input);
  let fallback: Encoded | undefined;
  let smallest: Encoded | undefined;
  for (const { encode, exact } of candidates) {
    const encoded = await encode();
    if (!encoded) continue;
    // The first candidate is the plain re-encoding, kept when no candidate has exactly the upload's pixels.
    fallback ??= encoded;
    if (smallest && encoded.data.length >= smallest.data.length) continue;
    if (exact || (await pixelsOf(encoded.data, format)).digest === original.digest) smallest = encoded;
  }
  return smallest ?? fallback!;
}

/**
 * Full colour, with and without row filters (each wins on some photos); when the colours fit a palette,
 * libvips' palette and our own indexed writer instead of the filtered one: 1, 2, 4 or 8 bits per pixel
 * instead of 24 or 32 (full colour without filters stays first, as the fallback).
 */
function pngCandidates(input: Buffer, colours: number): Candidate[] {
  const png = (options: PngOptions) => () => encodeWith(decode(input, 'png').png(options));
  const plain: Candidate = { encode: png({ compressionLevel: 9, adaptiveFiltering: false }), exact: true };
  if (colours > PALETTE_COLOURS) {
    return [plain, { encode: png({ compressionLevel: 9, adaptiveFiltering: true }), exact: true }];
  }
  // As many entries as colours: libvips picks the bit depth from it.
  const palette = { palette: true, colours: Math.max(2, colours), quality: 100, dither: 0, effort: 10 };
  return [
    plain,
    { encode: png({ ...palette, compressionLevel: 9 }), exact: false },
    { encode: () => ownIndexedPng(input), exact: false },
  ];
}

async function ownIndexedPng(input: Buffer): Promise<Encoded | undefined> {
  const { width, height } = await decode(input, 'png').metadata();
  if (width * height > INDEXED_MAX_PIXELS) return undefined;
  const { data, info } = await rgbaOf(input, 'png').toBuffer({ resolveWithObject: true });
  const encoded = await indexedPng(data, info.width, info.height);
  return encoded && { data: encoded, width: info.width, height: info.height };
}

/** The upload's palette reused (the plain re-encoding), or a palette of only the colours the frames use. */
function gifCandidates(input: Buffer): Candidate[] {
  const gif = (options: GifOptions) => () => encodeWith(decode(input, 'gif').gif(options));
  return [
    { encode: gif({ reuse: true }), exact: false },
    { encode: gif({ reuse: false, effort: 10, dither: 0 }), exact: false },
  ];
}

/** Every frame as 8-bit RGBA: the one form two encodings' pixels are compared in. */
function rgbaOf(image: Buffer, format: AdImageFormat) {
  return decode(image, format).toColourspace('srgb').ensureAlpha().raw();
}

/**
 * The digest of the decoded pixels and, up to `countUpTo` + 1, how many distinct colours they hold. Streamed,
 * so a large image is never held in memory as raw pixels.
 */
async function pixelsOf(image: Buffer, format: AdImageFormat, countUpTo = 0) {
  const hash = createHash('sha256');
  const colours = new Set<number>();
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of rgbaOf(image, format) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (countUpTo === 0 || colours.size > countUpTo) continue;
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 4);
    for (let offset = 0; offset < whole && colours.size <= countUpTo; offset += 4) {
      colours.add(data.readUInt32LE(offset));
    }
    carry = data.subarray(whole);
  }
  return { digest: hash.digest('hex'), colours: colours.size };
}

async function reEncodeJpeg(input: Buffer): Promise<Encoded> {
  const estimate = estimateJpegQuality(input);
  const quality = Math.min(Math.max(estimate ?? JPEG_MAX_QUALITY, JPEG_MIN_QUALITY), JPEG_MAX_QUALITY);
  const lower = (step: number) => Math.max(quality - step, JPEG_MIN_QUALITY);
  const attempts: JpegOptions[] = [
    // At the upload's own quality, libjpeg's standard tables are the upload's tables: re-quantising loses least.
    // Above the cap they are not, and mozjpeg is smaller for the same fidelity.
    ...(estimate !== undefined && estimate <= JPEG_MAX_QUALITY ? [{ quality }] : []),
    { quality, mozjpeg: true },
    { quality: lower(5), mozjpeg: true },
    { quality: lower(10), mozjpeg: true },
  ];
  let smallest: Encoded | undefined;
  for (const options of attempts) {
    const encoded = await encodeWith(decode(input, 'jpeg').autoOrient().jpeg(options));
    if (encoded.data.length <= input.length * JPEG_GROWTH_MARGIN) return encoded;
    if (!smallest || encoded.data.length < smallest.data.length) smallest = encoded;
  }
  return smallest!;
}

/** The sum of libjpeg's (IJG) luminance quantisation table at quality 50, the scale qualities are set against. */
const IJG_LUMINANCE_SUM = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
].reduce((sum, value) => sum + value, 0);

/**
 * The quality the JPEG was saved at (sharp does not tell it), from its luminance quantisation table scaled the
 * way libjpeg scales it: the table's sum against the standard table's. Undefined when no table precedes the scan.
 */
export function estimateJpegQuality(jpeg: Buffer): number | undefined {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    if (marker === 0xda || end > jpeg.length) return undefined;
    for (let table = offset + 4; marker === 0xdb && table < end; ) {
      const wide = jpeg[table]! >> 4 === 1;
      const size = 1 + (wide ? 128 : 64);
      if (table + size > end) return undefined;
      let sum = 0;
      for (let index = 0; index < 64; index++) {
        sum += wide ? jpeg.readUInt16BE(table + 1 + 2 * index) : jpeg[table + 1 + index]!;
      }
      if ((jpeg[table]! & 0x0f) === 0) {
        const scale = (sum * 100) / IJG_LUMINANCE_SUM;
        return Math.round(scale <= 100 ? (200 - scale) / 2 : 5000 / scale);
      }
      table += size;
    }
    offset = end;
  }
  return undefined;
}
