import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

/** A palette holds at most this many colours (8 bits per pixel). */
export const PALETTE_COLOURS = 256;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_INDEXED = 3;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(data.length, 0);
  framing.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
}

/**
 * An indexed PNG of exactly these pixels (8-bit RGBA, row after row), or undefined past 256 colours. Written
 * here rather than by libvips because libvips quantises even when the colours already fit a palette: its
 * palette order and zlib-ng make small banners a little larger than the upload. Only the image chunks are
 * written (IHDR, PLTE, tRNS, IDAT, IEND); transparent entries come first so tRNS stays short.
 */
export async function indexedPng(pixels: Buffer, width: number, height: number): Promise<Buffer | undefined> {
  // Entries in order of first appearance; each pixel's entry remembered (flat areas repeat the last one).
  const entryOf = new Map<number, number>();
  const entries = new Uint8Array(width * height);
  let last = -1;
  let lastEntry = 0;
  for (let pixel = 0; pixel < entries.length; pixel++) {
    const colour = pixels.readUInt32LE(pixel * 4);
    if (colour !== last) {
      let entry = entryOf.get(colour);
      if (entry === undefined) {
        if (entryOf.size === PALETTE_COLOURS) return undefined;
        entry = entryOf.size;
        entryOf.set(colour, entry);
      }
      last = colour;
      lastEntry = entry;
    }
    entries[pixel] = lastEntry;
  }
  const alphaOf = (colour: number) => colour >>> 24;
  const colours = [...entryOf.keys()].sort(
    (a, b) => Number(alphaOf(a) === 255) - Number(alphaOf(b) === 255) || entryOf.get(a)! - entryOf.get(b)!,
  );
  const indexOfEntry = new Uint8Array(colours.length);
  colours.forEach((colour, index) => {
    indexOfEntry[entryOf.get(colour)!] = index;
  });
  const depth = colours.length <= 2 ? 1 : colours.length <= 4 ? 2 : colours.length <= 16 ? 4 : 8;
  const stride = Math.ceil((width * depth) / 8);
  // Each row starts with its filter byte, 0 (none): the best filter for indexed images.
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    for (let x = 0; x < width; x++) {
      const bit = x * depth;
      const at = row + (bit >> 3);
      rows[at] = rows[at]! | (indexOfEntry[entries[y * width + x]!]! << (8 - depth - (bit & 7)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = COLOUR_TYPE_INDEXED;
  const palette = Buffer.from(
    colours.flatMap((colour) => [colour & 0xff, (colour >>> 8) & 0xff, (colour >>> 16) & 0xff]),
  );
  const alphas = colours.map(alphaOf).filter((alpha) => alpha !== 255);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    ...(alphas.length ? [chunk('tRNS', Buffer.from(alphas))] : []),
    chunk('IDAT', await deflateAsync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
