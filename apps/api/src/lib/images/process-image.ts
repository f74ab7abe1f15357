import type { AdImageFormat } from '@adportal/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../app-error.ts';
import { MAX_INPUT_PIXELS, reEncode } from './image-encoding.ts';

// Shared by ad images and content images (popups): one safe path for every image the platform stores.

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
 * The re-encoding is no larger than the upload needs: PNG and GIF keep exactly the upload's pixels in the
 * smallest encoding tried (a palette when the colours fit one), JPEG keeps the upload's quality.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: true }).metadata();
  } catch {
    throw formatError();
  }
  if (!isAccepted(metadata.format)) throw formatError();
  const format = metadata.format;
  try {
    const { data, width, height } = await reEncode(input, format);
    return { format, width, height, data, contentType: CONTENT_TYPES[format] };
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
