import { ZActionLogPage, ZActionLogQuery, ZErrorResponse } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export async function actionLogRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/action-logs',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listActionLogs',
        tags: ['action log'],
        summary: "Every create, update and delete in the caller's advertiser account, newest first",
        security: [{ bearer: [] }],
        querystring: ZActionLogQuery,
        response: { 200: ZActionLogPage, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => services.actionLog.list(principalOf(request), request.query),
  );
}
