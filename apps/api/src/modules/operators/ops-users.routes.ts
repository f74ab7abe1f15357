import { ZErrorResponse, ZOpsUserPage, ZOpsUsersQuery } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export async function opsUsersRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/ops/users',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listOpsUsers',
        tags: ['ops'],
        summary:
          'Advertiser users of every advertiser: search by name, email or company; status filter; pages',
        description: "Platform operators with read on 'OpsAdvertiser'.",
        security: [{ bearer: [] }],
        querystring: ZOpsUsersQuery,
        response: { 200: ZOpsUserPage, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => services.opsUsers.list(principalOf(request), request.query),
  );
}
