import type { Readable } from 'node:stream';
import { AD_IMAGE_MAX_BYTES, ZAdImage } from '@adportal/contracts';
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
}
