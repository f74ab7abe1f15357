import {
  ZNoContent,
  ZNotificationIdParams,
  ZNotificationList,
  ZNotificationSettings,
  ZNotificationSettingsBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { NotificationSettingsService } from './notification-settings.service.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(
  app: FastifyInstance,
  {
    notifications,
    notificationSettings,
  }: { notifications: NotificationsService; notificationSettings: NotificationSettingsService },
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

  routes.get(
    '/api/notification-settings',
    {
      operationId: 'notificationSettings',
      summary: "The user's own notification settings: channels per category, low-balance threshold, digest",
      response: { 200: ZNotificationSettings },
    },
    async (principal) => notificationSettings.get(principal),
  );

  routes.put(
    '/api/notification-settings',
    {
      operationId: 'updateNotificationSettings',
      summary: "Replace the user's own notification settings",
      body: ZNotificationSettingsBody,
      response: { 200: ZNotificationSettings },
      errors: [422],
    },
    async (principal, request) => notificationSettings.update(principal, request.body),
  );
}
