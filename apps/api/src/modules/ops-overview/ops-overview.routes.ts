import { ZOpsOverview } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { OpsOverviewService } from './ops-overview.service.ts';

export async function opsOverviewRoutes(
  app: FastifyInstance,
  { opsOverview }: { opsOverview: OpsOverviewService },
) {
  authenticatedRoutes(app, { tags: ['ops'], errors: [] }).get(
    '/api/ops/overview',
    {
      operationId: 'getOpsOverview',
      summary:
        "The console home's queues (read Ops): ads waiting for review, manual deposits waiting for a decision, open support conversations; a queue the caller may not read is null",
      response: { 200: ZOpsOverview },
    },
    async (principal) => opsOverview.overview(principal),
  );
}
