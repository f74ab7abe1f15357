import { ZAccountOverview, ZErrorResponse } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/account/overview',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getAccountOverview',
        tags: ['account'],
        summary: "The caller's advertiser account and balance (current and temporary, in USDT)",
        security: [{ bearer: [] }],
        response: { 200: ZAccountOverview, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => services.account.overview(principalOf(request)),
  );
}
