import { ZOpsUserPage, ZOpsUsersQuery } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { OpsUsersService } from './ops-users.service.ts';

export async function opsOperatorsRoutes(app: FastifyInstance, { opsUsers }: { opsUsers: OpsUsersService }) {
  authenticatedRoutes(app, { tags: ['ops'], errors: [422] }).get(
    '/api/ops/users',
    {
      operationId: 'listOpsUsers',
      summary: 'Advertiser users of every advertiser: search by name, email or company; status filter; pages',
      description: "Platform operators with read on 'OpsAdvertiser'.",
      querystring: ZOpsUsersQuery,
      response: { 200: ZOpsUserPage },
    },
    async (principal, request) => opsUsers.list(principal, request.query),
  );
}
