import { ZNoContent, ZNotificationIdParams, ZNotificationList } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const routes = authenticatedRoutes(app, { tags: ['notifications'], errors: [404] });

  routes.get(
    '/api/notifications',
    {
      operationId: 'listNotifications',
      summary: "The latest 50 notifications of the advertiser's team and the unread count",
      response: { 200: ZNotificationList },
    },
    async (principal) => notifications.list(principal),
  );

  routes.post(
    '/api/notifications/read-all',
    {
      operationId: 'readAllNotifications',
      summary: 'Mark every notification read',
      response: { 204: ZNoContent },
    },
    async (principal, _request, reply) => {
      await notifications.markAllRead(principal);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      operationId: 'readNotification',
      summary: 'Mark one notification read',
      params: ZNotificationIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await notifications.markRead(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
