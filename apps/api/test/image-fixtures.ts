import sharp from 'sharp';

/** A 300×250 banner of flat shapes with anti-aliased edges, as a design tool draws one. */
const BANNER_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250">
  <rect width="300" height="250" fill="#ed0000"/><rect x="20" y="20" width="260" height="70" rx="12" fill="#fff"/>
  <circle cx="80" cy="160" r="45" fill="#0a3d91"/><circle cx="220" cy="160" r="30" fill="#ffd400"/>
  <path d="M20 230 L280 200" stroke="#fff" stroke-width="6"/></svg>`,
);

/** The banner as a palette PNG of about 1 kB (16 colours, 4 bits per pixel), as an optimiser would save it. */
export function paletteBanner(): Promise<Buffer> {
  return sharp(BANNER_SVG).png({ palette: true, colours: 8, compressionLevel: 9 }).toBuffer();
}

/** The banner with a few colours, saved as full-colour RGBA (what most tools write by default). */
export function fullColourBanner(): Promise<Buffer> {
  return sharp(BANNER_SVG)
    .png({ palette: true, colours: 8 })
    .toBuffer()
    .then((png) => sharp(png).ensureAlpha().png().toBuffer());
}

/** Smooth random texture: thousands of colours, no flat areas, like a photo. */
function photoPixels(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    pixels[index] = (seed >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3)
    .linear(1.8, -100);
}

/** A photo-like JPEG as a camera or an editor saves it. */
export async function photoJpeg(
  quality: number,
  options: { mozjpeg?: boolean; chromaSubsampling?: string } = {},
) {
  const raw = await photoPixels(300, 250).raw().toBuffer();
  return sharp(raw, { raw: { width: 300, height: 250, channels: 3 } })
    .jpeg({ quality, ...options })
    .toBuffer();
}

/** A photo-like PNG: too many colours for a palette. */
export async function photoPng() {
  const raw = await photoPixels(300, 250).raw().toBuffer();
  return sharp(raw, { raw: { width: 300, height: 250, channels: 3 } })
    .png()
    .toBuffer();
}

/** The decoded pixels (8-bit RGBA, every frame): what two encodings of one image must agree on. */
function pixelsOf(image: Buffer): Promise<Buffer> {
  return sharp(image, { animated: true }).toColourspace('srgb').ensureAlpha().raw().toBuffer();
}

/** Whether two encodings hold exactly the same pixels (compared as bytes: toEqual on a buffer is slow). */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [left, right] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
  return left.equals(right);
}
