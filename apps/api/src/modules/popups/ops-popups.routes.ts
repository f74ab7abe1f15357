import {
  ZContentImage,
  ZNoContent,
  ZOpsPopup,
  ZOpsPopupPage,
  ZOpsPopupsQuery,
  ZPopupBody,
  ZPopupIdParams,
  ZPopupStatusBody,
} from '@adportal/contracts';
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
import type { ContentImagesService } from './content-images.service.ts';
import type { OpsPopupsService } from './ops-popups.service.ts';

/** Operators' popups (OpsContent) and the content images they upload for them. */
export async function opsPopupsRoutes(
  app: FastifyInstance,
  { opsPopups, contentImages }: { opsPopups: OpsPopupsService; contentImages: ContentImagesService },
) {
  // Only this plugin (and the ad images') accepts multipart bodies; the file is cut off at 5 MB.
  await app.register(fastifyMultipart, { limits: IMAGE_UPLOAD_LIMITS });
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors: [404, 422] });

  ops.get(
    '/api/ops/popups',
    {
      operationId: 'listOpsPopups',
      summary: 'Every popup, newest first, with how many users saw and dismissed each (read on OpsContent)',
      querystring: ZOpsPopupsQuery,
      response: { 200: ZOpsPopupPage },
    },
    async (principal, request) => opsPopups.list(principal, request.query),
  );

  ops.get(
    '/api/ops/popups/:id',
    {
      operationId: 'getOpsPopup',
      summary: 'One popup with every field (read on OpsContent)',
      params: ZPopupIdParams,
      response: { 200: ZOpsPopup },
    },
    async (principal, request) => opsPopups.get(principal, request.params.id),
  );

  ops.post(
    '/api/ops/popups',
    {
      operationId: 'createPopup',
      summary:
        'Create a popup: topic, audience, uploaded image, optional text, where a click leads, pages, period, status, do-not-show-again, position',
      body: ZPopupBody,
      response: { 201: ZOpsPopup },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await opsPopups.create(principal, request.body)),
  );

  ops.put(
    '/api/ops/popups/:id',
    {
      operationId: 'updatePopup',
      summary: 'Change a popup (a replaced image no other popup uses is deleted)',
      params: ZPopupIdParams,
      body: ZPopupBody,
      response: { 200: ZOpsPopup },
    },
    async (principal, request) => opsPopups.update(principal, request.params.id, request.body),
  );

  ops.put(
    '/api/ops/popups/:id/status',
    {
      operationId: 'setPopupStatus',
      summary: 'Switch a popup on (active) or off (inactive)',
      params: ZPopupIdParams,
      body: ZPopupStatusBody,
      response: { 200: ZOpsPopup },
    },
    async (principal, request) => opsPopups.setStatus(principal, request.params.id, request.body.status),
  );

  ops.delete(
    '/api/ops/popups/:id',
    {
      operationId: 'deletePopup',
      summary: 'Delete a popup with its views and dismissals (and its image when no other popup uses it)',
      params: ZPopupIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await opsPopups.delete(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  authenticatedRoutes(app, { tags: ['ops'], errors: [400, 413, 415, 422] }).post(
    '/api/ops/content-images',
    {
      operationId: 'uploadContentImage',
      summary:
        'Upload a content image for a popup (multipart field "file"; JPEG, PNG or GIF under 5 MB, sniffed from its content and re-encoded; create on OpsContent)',
      consumes: ['multipart/form-data'],
      upload: IMAGE_UPLOAD_FIELD,
      response: { 201: ZContentImage },
      beforeAuthentication: [refuseDeclaredOversize],
    },
    async (principal, request, reply) => {
      contentImages.authorizeUpload(principal);
      const buffer = await readImageUpload(request, reply);
      return reply.code(201).send(await contentImages.upload(principal, buffer));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content-images/:file',
    {
      schema: {
        operationId: 'getContentImage',
        tags: ['popups'],
        summary: 'A content image as stored (public, immutable; never served as anything but an image)',
        params: z.strictObject({
          file: z
            .string()
            .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/),
        }),
        response: STORED_IMAGE_RESPONSES,
      },
    },
    async (request, reply) => {
      const [id, extension] = request.params.file.split('.') as [string, string];
      const image = await contentImages.file(id, extension);
      return sendStoredImage(reply, image, request.params.file);
    },
  );
}
