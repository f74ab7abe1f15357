import type { Readable } from 'node:stream';
import { AD_IMAGE_MAX_BYTES } from '@adportal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import { errorResponses } from '../error-responses.ts';
import type { ResponseHeader, UploadField } from '../openapi-description.ts';

// The multipart side of an image upload, shared by the routes that take one (ad images, content images).

/** @fastify/multipart limits of an image upload: one file, cut off at 5 MB while it streams in. */
export const IMAGE_UPLOAD_LIMITS = {
  fileSize: AD_IMAGE_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  headerPairs: 100,
};

/** The upload's form field, as the description declares it (the route's `upload`). */
export const IMAGE_UPLOAD_FIELD: UploadField = {
  field: 'file',
  description: 'The image: JPEG, PNG or GIF under 5 MB (sniffed from its content, never from its name)',
};

const binary = { schema: z.string().meta({ format: 'binary' }) };
const headerOf = (description: string): ResponseHeader => ({ type: 'string', description });

/** The answers of a stored image's route (sendStoredImage), for the description: the image, or a JSON error. */
export const STORED_IMAGE_RESPONSES = {
  200: {
    description: 'The image as stored',
    content: { 'image/jpeg': binary, 'image/png': binary, 'image/gif': binary },
    headers: {
      'Content-Disposition': headerOf('`inline; filename="<file>"`'),
      'Cache-Control': headerOf('`public, max-age=31536000, immutable`: a stored image never changes'),
      ETag: headerOf("The start of the image's SHA-256"),
    },
  },
  ...errorResponses(404, 422),
};

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    fields: [{ path: 'file', key: `ad.errors.imageTooLarge|max=${AD_IMAGE_MAX_BYTES / 1024 / 1024}` }],
  });

/** How long the file may take to end once the whole request body has arrived. */
const FORM_END_GRACE_MS = 500;

/**
 * The file's bytes, refused past the size limit (the moment it is crossed, not when the upload ends). A form
 * cut off before its closing boundary never ends its file stream (the parser's error does not reach it): once
 * the request body has fully arrived and the file has still not ended, the upload is refused instead of
 * waiting forever.
 */
function readWithinLimit(stream: Readable & { truncated?: boolean }, body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const cutOff = () => {
      timer = setTimeout(() => reject(new AppError('BAD_REQUEST')), FORM_END_GRACE_MS);
      timer.unref();
    };
    if (body.readableEnded) cutOff();
    else body.once('end', cutOff);
    stream.once('end', () => clearTimeout(timer));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => {
      chunks.length = 0;
      stream.pause();
      reject(tooLarge());
    });
    stream.once('error', () => reject(new AppError('BAD_REQUEST')));
    stream.once('end', () => {
      if (!stream.truncated) resolve(Buffer.concat(chunks));
    });
  });
}

/** Stop reading: the rest of an oversized upload is never received. */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** A declared size over the limit is refused before anything else, even before the caller is identified. */
export async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > AD_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
    closeAfterReply(reply);
    throw tooLarge();
  }
}

/**
 * The uploaded file of a multipart request (the field named "file"), read within the size limit. Needs
 * @fastify/multipart registered with IMAGE_UPLOAD_LIMITS in the calling plugin.
 */
export async function readImageUpload(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file().catch(() => {
    throw new AppError('BAD_REQUEST');
  });
  // The image comes in the field named "file"; a file under another name is not the image.
  if (file?.fieldname !== 'file') {
    file?.file.resume();
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'file', key: 'ad.errors.imageRequired' }],
    });
  }
  try {
    return await readWithinLimit(file.file, request.raw);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') closeAfterReply(reply);
    throw error;
  }
}

/**
 * A stored image as it is, to anyone (ids are random): never sniffed, never a document that runs anything,
 * cached for good (a stored image never changes).
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: { stream: Readable; contentType: string; bytes: number; sha256: string },
  filename: string,
) {
  return reply
    .type(image.contentType)
    .header('content-length', image.bytes)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${image.sha256.slice(0, 32)}"`)
    .send(image.stream);
}
