import { ZErrorResponse, ZOutboxPage, ZOutboxQuery } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export async function outboxRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ops/outbox',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listOutbox',
        tags: ['operators'],
        summary: 'Emails kept in the outbox (SMTP_URL unset), newest first',
        security: [{ bearer: [] }],
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxPage, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) =>
      services.outbox.list(principalOf(request), request.query.page, request.query.page_size),
  );
}
