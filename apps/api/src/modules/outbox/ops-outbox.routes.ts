import { ZOutboxPage, ZOutboxQuery } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { OutboxService } from './outbox.service.ts';

export async function opsOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxService }) {
  authenticatedRoutes(app, { tags: ['operators'], errors: [422] }).get(
    '/api/ops/outbox',
    {
      operationId: 'listOutbox',
      summary: 'Emails kept in the outbox (SMTP_URL unset), newest first',
      querystring: ZOutboxQuery,
      response: { 200: ZOutboxPage },
    },
    async (principal, request) => outbox.list(principal, request.query.page, request.query.page_size),
  );
}
