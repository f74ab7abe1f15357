import {
  ZDispatchIdParams,
  ZDispatchList,
  ZDispatchListQuery,
  ZNewsAudience,
  ZNewsBroadcast,
  ZNewsBroadcastBody,
  ZNewsBroadcastList,
  ZNewsListQuery,
  ZNoContent,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { NewsService } from './news.service.ts';
import type { OpsDispatchesService } from './ops-dispatches.service.ts';

/**
 * Operators' news broadcasts (OpsContent) and the sent notifications: every Telegram and email dispatch (one attempt
 * to send one notification on one channel) with its status (Ops).
 */
export async function opsNotificationsRoutes(
  app: FastifyInstance,
  { news, opsDispatches }: { news: NewsService; opsDispatches: OpsDispatchesService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors: [422] });

  ops.get(
    '/api/ops/news',
    {
      operationId: 'listNewsBroadcasts',
      summary:
        'News broadcasts, newest first, with queued, sent and failed dispatches of each (read OpsContent)',
      querystring: ZNewsListQuery,
      response: { 200: ZNewsBroadcastList },
    },
    async (principal, request) => news.list(principal, request.query),
  );

  ops.get(
    '/api/ops/news/audience',
    {
      operationId: 'newsAudience',
      summary: 'How many advertisers a broadcast to all reaches now (read OpsContent)',
      response: { 200: ZNewsAudience },
    },
    async (principal) => news.audience(principal),
  );

  ops.post(
    '/api/ops/news',
    {
      operationId: 'sendNewsBroadcast',
      summary:
        "Send news to every advertiser or chosen ones: each team's bell, and Telegram or email per each member's news setting (create OpsContent)",
      body: ZNewsBroadcastBody,
      response: { 201: ZNewsBroadcast },
    },
    async (principal, request, reply) => reply.code(201).send(await news.send(principal, request.body)),
  );

  ops.get(
    '/api/ops/notification-dispatches',
    {
      operationId: 'listNotificationDispatches',
      summary:
        'Sent notifications: every Telegram and email dispatch, newest first, by status, channel, broadcast and search (read Ops)',
      querystring: ZDispatchListQuery,
      response: { 200: ZDispatchList },
    },
    async (principal, request) => opsDispatches.list(principal, request.query),
  );

  ops.post(
    '/api/ops/notification-dispatches/:id/retry',
    {
      operationId: 'retryNotificationDispatch',
      summary: 'Put a failed notification dispatch back in the queue to be sent again (update Ops)',
      params: ZDispatchIdParams,
      response: { 204: ZNoContent },
      errors: [404, 409],
    },
    async (principal, request, reply) => {
      await opsDispatches.retry(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
