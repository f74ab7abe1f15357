import {
  ZAdjustBalanceBody,
  ZAdvertiserIdParams,
  ZSettlementRun,
  ZStatement,
  ZStatementPage,
  ZStatementsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { SettlementService } from './settlement.service.ts';
import type { StatementsService } from './statements.service.ts';

/**
 * The ledger's operator routes: any advertiser's statements, adjusting a balance, and closing the finished days
 * now instead of waiting for 00:05 (docs/delivery.md, "Closing the day").
 */
export async function opsLedgerRoutes(
  app: FastifyInstance,
  { settlement, statements }: { settlement: SettlementService; statements: StatementsService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors: [404, 409, 422] });
  ops.get(
    '/api/ops/advertisers/:advertiser_id/statements',
    {
      operationId: 'listAdvertiserStatements',
      summary: "Any advertiser's ledger (read on OpsAdvertiser)",
      params: ZAdvertiserIdParams,
      querystring: ZStatementsQuery,
      response: { 200: ZStatementPage },
    },
    async (principal, request) => statements.list(principal, request.query, request.params.advertiser_id),
  );

  ops.post(
    '/api/ops/advertisers/:advertiser_id/adjust',
    {
      operationId: 'adjustBalance',
      summary: 'Adjust a balance with a reason: an adjust statement row, recorded in the action log',
      params: ZAdvertiserIdParams,
      body: ZAdjustBalanceBody,
      response: { 201: ZStatement },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await statements.adjust(principal, request.params.advertiser_id, request.body)),
  );

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
