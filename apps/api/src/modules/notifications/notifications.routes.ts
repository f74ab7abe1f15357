import { ZErrorResponse, ZNoContent, ZNotificationIdParams, ZNotificationList } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];

export async function notificationsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/notifications',
    {
      ...auth,
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: "The latest 50 notifications of the advertiser's team and the unread count",
        security,
        response: { 200: ZNotificationList, ...errors },
      },
    },
    async (request) => services.notifications.list(principalOf(request)),
  );

  api.post(
    '/api/notifications/read-all',
    {
      ...auth,
      schema: {
        operationId: 'readAllNotifications',
        tags: ['notifications'],
        summary: 'Mark every notification read',
        security,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await services.notifications.markAllRead(principalOf(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/notifications/:id/read',
    {
      ...auth,
      schema: {
        operationId: 'readNotification',
        tags: ['notifications'],
        summary: 'Mark one notification read',
        security,
        params: ZNotificationIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await services.notifications.markRead(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
