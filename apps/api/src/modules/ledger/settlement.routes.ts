import { ZSettlementRun } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { SettlementService } from './settlement.service.ts';

/** Operators close the finished days now instead of waiting for 00:05 (docs/delivery.md, "Closing the day"). */
export async function settlementRoutes(
  app: FastifyInstance,
  { settlement }: { settlement: SettlementService },
) {
  authenticatedRoutes(app, { tags: ['ops'], errors: [] }).post(
    '/api/ops/settlement',
    {
      operationId: 'runSettlement',
      summary:
        "Close the finished days now (update OpsDeposit): the 00:05 job's void pass, settlement and report rollups over every day before the platform's today; today is never settled, and a second run books nothing twice",
      response: { 200: ZSettlementRun },
    },
    async (principal) => settlement.runNow(principal),
  );
}
