import type { Readable } from 'node:stream';
import { IMAGE_DIGEST_FILE, ZImageDigestParams } from '@adportal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AdImagesService } from './ad-images.service.ts';

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
function asEmbeddableImage(reply: FastifyReply, always: Readonly<Record<string, string>>): FastifyReply {
  return reply
    .headers(always)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** The stored bytes as they are. */
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

/**
 * Publishers' pages load ad images by content address (docs/advertisements.md, Images), thousands a second: the
 * route runs in the ad server's lean context (ad-server.ts, ADR 29), its address read by hand (the schema only
 * describes it), no request log, errors still logged. A malformed address is a 404 like an unknown one.
 */
export async function serveAdImageRoutes(
  app: FastifyInstance,
  {
    adImages,
    headers,
  }: {
    adImages: Pick<AdImagesService, 'fileByDigest'>;
    /** The ad server's headers of every answer (nosniff, HSTS in production: serve-headers.ts). */
    headers: Readonly<Record<string, string>>;
  },
) {
  app.get(
    '/serve/img/:digest',
    {
      logLevel: 'warn',
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
      asEmbeddableImage(reply, headers);
      const file = (request.params as { digest: string }).digest;
      if (!IMAGE_DIGEST_FILE.test(file)) return notFound(reply);
      const [digest, extension] = file.split('.') as [string, string];
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
