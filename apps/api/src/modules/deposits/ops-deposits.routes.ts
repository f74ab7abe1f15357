import {
  ZDeposit,
  ZDepositIdParams,
  ZDepositPage,
  ZDepositRemarkBody,
  ZDepositsQuery,
  ZExportQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { EXPORT_FILE_RESPONSE, sendExport } from '../../lib/tabular-export.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import { OPS_DEPOSIT_COLUMNS } from './deposit-export-columns.ts';
import type { OpsDepositsService } from './ops-deposits.service.ts';

const errors: ErrorStatus[] = [404, 409, 422, 503];

/** Operators' deposits (areas OpsDeposit): every advertiser's list and export, manual deposits' decisions. */
export async function opsDepositsRoutes(
  app: FastifyInstance,
  { opsDeposits }: { opsDeposits: OpsDepositsService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors });

  ops.get(
    '/api/ops/deposits',
    {
      operationId: 'listAllDeposits',
      summary: "Every advertiser's deposits (read on OpsDeposit)",
      querystring: ZDepositsQuery,
      response: { 200: ZDepositPage },
    },
    async (principal, request) => opsDeposits.list(principal, request.query),
  );

  ops.get(
    '/api/ops/deposits/export',
    {
      operationId: 'exportAllDeposits',
      limit: 'export',
      summary: "Every advertiser's deposits the filter matches, with the advertiser, as CSV or XLSX",
      querystring: ZDepositsQuery.omit({ page: true, page_size: true }).extend(ZExportQuery.shape),
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await opsDeposits.all(principal, filter);
      return sendExport(reply, format, 'deposits', OPS_DEPOSIT_COLUMNS, rows);
    },
  );

  for (const action of ['confirm', 'reject'] as const) {
    ops.post(
      `/api/ops/deposits/:id/${action}`,
      {
        operationId: `${action}ManualDeposit`,
        summary: `${action === 'confirm' ? 'Confirm (and credit)' : 'Reject'} a manual deposit with a remark`,
        params: ZDepositIdParams,
        body: ZDepositRemarkBody,
        response: { 200: ZDeposit },
      },
      async (principal, request) =>
        action === 'confirm'
          ? opsDeposits.confirmManual(principal, request.params.id, request.body.remark)
          : opsDeposits.rejectManual(principal, request.params.id, request.body.remark),
    );
  }
}
