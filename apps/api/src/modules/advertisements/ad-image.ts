import type { AdImageFormat } from '@adportal/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** Decompression bombs stop here: no ad needs more than 40 megapixels (all frames together). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  format: AdImageFormat;
  width: number;
  height: number;
  data: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<AdImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

function isAccepted(format: string | undefined): format is AdImageFormat {
  return format === 'jpeg' || format === 'png' || format === 'gif';
}

const formatError = () =>
  new AppError('VALIDATION_FAILED', { fields: [{ path: 'file', key: 'ad.errors.imageFormat' }] });

/**
 * Reads what the bytes really are (never the name or the browser's MIME type), accepts JPEG, PNG and GIF
 * only, and re-encodes them: metadata (EXIF, GPS, comments) and anything appended to the image (a polyglot's
 * HTML or script) do not survive. JPEG orientation is applied first, so the stored pixels are what people see.
 */
export async function processAdImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: true }).metadata();
  } catch {
    throw formatError();
  }
  if (!isAccepted(metadata.format)) throw formatError();
  const format = metadata.format;
  try {
    const image = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: format === 'gif',
      failOn: 'error',
    });
    const encoded =
      format === 'jpeg'
        ? image.autoOrient().jpeg({ quality: 90 })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const height = format === 'gif' && info.pageHeight ? info.pageHeight : info.height;
    return { format, width: info.width, height, data, contentType: CONTENT_TYPES[format] };
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'file', key: 'ad.errors.imageCorrupt' }] });
  }
}

export function extensionOf(format: AdImageFormat): string {
  return format === 'jpeg' ? 'jpg' : format;
}

export function contentTypeOf(format: AdImageFormat): string {
  return CONTENT_TYPES[format];
}
