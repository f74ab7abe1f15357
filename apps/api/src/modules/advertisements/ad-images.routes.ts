import type { Readable } from 'node:stream';
import { AD_IMAGE_MAX_BYTES, ZAdImage, ZImageDigestParams } from '@adportal/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AdImagesService } from './ad-images.service.ts';

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    fields: [{ path: 'file', key: `ad.errors.imageTooLarge|max=${AD_IMAGE_MAX_BYTES / 1024 / 1024}` }],
  });

/**
 * The file's bytes, refused the moment the 5 MB limit is crossed (not when the upload ends): the rest of the
 * request is never read, and the connection is closed after the 413.
 */
/** How long the file may take to end once the whole request body has arrived. */
const FORM_END_GRACE_MS = 500;

/**
 * The file's bytes, refused past the size limit. A form cut off before its closing boundary never ends its
 * file stream (the parser's error does not reach it): once the request body has fully arrived and the file
 * has still not ended, the upload is refused instead of waiting forever.
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

/** Content-addressed: the bytes at an address never change, so anyone may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BINARY = { schema: z.string().meta({ format: 'binary' }) };
/** An answer without a body, described in the OpenAPI description without a content type. */
const noBody = (description: string) => z.undefined().describe(description);

/** If-None-Match names this entity tag (weak comparison, as RFC 9110 asks for it), or is `*`. */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Publishers' pages embed the image from any site; it is only ever an image (never sniffed, never a document
 * that runs anything). Set on every answer of the route, the 404 included.
 */
function asEmbeddableImage(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** The stored bytes as they are (the route's typed reply knows the body only as the OpenAPI string). */
function sendImage(reply: FastifyReply, contentType: string, bytes: number, stream: Readable) {
  return reply
    .type(contentType)
    .header('content-length', bytes)
    .header('content-disposition', 'inline')
    .send(stream);
}

/** An unknown, malformed or mis-extended address: an empty 404, which no cache keeps (the bytes may come later). */
function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send();
}

/** A declared size over the limit is refused before anything else, even before the caller is identified. */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > AD_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
    closeAfterReply(reply);
    throw tooLarge();
  }
}

export async function adImagesRoutes(app: FastifyInstance, { adImages }: { adImages: AdImagesService }) {
  // Only this plugin accepts multipart bodies; the file is cut off at 5 MB while it streams in.
  await app.register(fastifyMultipart, {
    limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  authenticatedRoutes(app, { tags: ['advertisements'], errors: [413, 415, 422] }).post(
    '/api/ad-images',
    {
      operationId: 'uploadAdImage',
      summary:
        'Upload an ad image (multipart field "file"; JPEG, PNG or GIF under 5 MB, sniffed from its content and re-encoded)',
      consumes: ['multipart/form-data'],
      response: { 201: ZAdImage },
      beforeAuthentication: [refuseDeclaredOversize],
    },
    async (principal, request, reply) => {
      adImages.authorizeUpload(principal);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file().catch(() => {
        throw new AppError('BAD_REQUEST');
      });
      // The image comes in the field named "file"; a file under another name is not the ad's image.
      if (file?.fieldname !== 'file') {
        file?.file.resume();
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'file', key: 'ad.errors.imageRequired' }],
        });
      }
      let buffer: Buffer;
      try {
        buffer = await readWithinLimit(file.file, request.raw);
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') closeAfterReply(reply);
        throw error;
      }
      return reply.code(201).send(await adImages.upload(principal, buffer));
    },
  );

  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  publicRoutes.get(
    '/api/ad-images/:file',
    {
      schema: {
        operationId: 'getAdImage',
        tags: ['advertisements'],
        summary:
          'An ad image as stored (public: ads are shown to anyone; never served as anything but an image)',
        params: z.strictObject({ file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/) }),
      },
    },
    async (request, reply) => {
      const [id, extension] = request.params.file.split('.') as [string, string];
      const image = await adImages.file(id, extension);
      return reply
        .type(image.contentType)
        .header('content-length', image.bytes)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${request.params.file}"`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${image.sha256.slice(0, 32)}"`)
        .send(image.stream);
    },
  );

  // Publishers' pages load ad images by content address (docs/advertisements.md, Images). Thousands a second:
  // no request log, errors are still logged. A malformed address is a 404 like an unknown one, not a 422.
  publicRoutes.get(
    '/serve/img/:digest',
    {
      logLevel: 'warn',
      attachValidation: true,
      schema: {
        operationId: 'serveAdImage',
        tags: ['delivery'],
        summary:
          "An ad image by the SHA-256 of its bytes, for publishers' pages (public, immutable; 304 on If-None-Match; 404 with no body when unknown)",
        params: ZImageDigestParams,
        response: {
          200: {
            description: 'The image as stored',
            content: { 'image/png': BINARY, 'image/jpeg': BINARY, 'image/gif': BINARY },
          },
          304: noBody('Not modified: If-None-Match names the digest'),
          404: noBody('No image has this digest in this format, or the address is malformed'),
        },
      },
    },
    async (request, reply) => {
      asEmbeddableImage(reply);
      if (request.validationError) return notFound(reply);
      const [digest, extension] = request.params.digest.split('.') as [string, string];
      const image = await adImages.fileByDigest(digest, extension);
      if (!image) return notFound(reply);
      const etag = `"${image.sha256}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const stream = await image.open();
      if (!stream) return notFound(reply);
      return sendImage(reply, image.contentType, image.bytes, stream);
    },
  );
}
