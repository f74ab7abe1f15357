import { ZAccountOverview } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AccountService } from './account.service.ts';

export async function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  authenticatedRoutes(app, { tags: ['account'], errors: [] }).get(
    '/api/account/overview',
    {
      operationId: 'getAccountOverview',
      summary: "The caller's advertiser account and balance (current and temporary, in USDT)",
      response: { 200: ZAccountOverview },
    },
    async (principal) => account.overview(principal),
  );
}
