import { ZAccountChecklist, ZAccountOverview } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AccountService } from './account.service.ts';

export async function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  const routes = authenticatedRoutes(app, { tags: ['account'], errors: [] });
  routes.get(
    '/api/account/overview',
    {
      operationId: 'getAccountOverview',
      summary: "The caller's advertiser account and balance (current and temporary, in USDT)",
      response: { 200: ZAccountOverview },
    },
    async (principal) => account.overview(principal),
  );

  routes.get(
    '/api/account/checklist',
    {
      operationId: 'getAccountChecklist',
      summary:
        "The dashboard's getting-started checklist: email confirmed, a deposit credited, an ad, a bid, and " +
        'whether the caller dismissed it',
      response: { 200: ZAccountChecklist },
    },
    async (principal) => account.checklist(principal),
  );

  routes.post(
    '/api/account/checklist/dismiss',
    {
      operationId: 'dismissAccountChecklist',
      summary: 'Hide the getting-started checklist for the caller, remembered on the server',
      description: '403 IMPERSONATION_FORBIDDEN in a session an operator opened as the user.',
      response: { 200: ZAccountChecklist },
    },
    async (principal) => account.dismissChecklist(principal),
  );
}
