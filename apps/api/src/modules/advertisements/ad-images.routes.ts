import { ZAdImage } from '@adportal/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_LIMITS,
  readImageUpload,
  refuseDeclaredOversize,
  STORED_IMAGE_RESPONSES,
  sendStoredImage,
} from '../../lib/images/image-upload.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AdImagesService } from './ad-images.service.ts';

export async function adImagesRoutes(app: FastifyInstance, { adImages }: { adImages: AdImagesService }) {
  // Only this plugin accepts multipart bodies; the file is cut off at 5 MB while it streams in.
  await app.register(fastifyMultipart, { limits: IMAGE_UPLOAD_LIMITS });

  authenticatedRoutes(app, { tags: ['advertisements'], errors: [400, 413, 415, 422] }).post(
    '/api/ad-images',
    {
      operationId: 'uploadAdImage',
      summary:
        'Upload an ad image (multipart field "file"; JPEG, PNG or GIF under 5 MB, sniffed from its content and re-encoded)',
      consumes: ['multipart/form-data'],
      upload: IMAGE_UPLOAD_FIELD,
      response: { 201: ZAdImage },
      beforeAuthentication: [refuseDeclaredOversize],
    },
    async (principal, request, reply) => {
      adImages.authorizeUpload(principal);
      const buffer = await readImageUpload(request, reply);
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
        response: STORED_IMAGE_RESPONSES,
      },
    },
    async (request, reply) => {
      const [id, extension] = request.params.file.split('.') as [string, string];
      const image = await adImages.file(id, extension);
      return sendStoredImage(reply, image, request.params.file);
    },
  );
}
