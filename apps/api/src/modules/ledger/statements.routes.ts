import {
  type Statement,
  ZAdjustBalanceBody,
  ZAdvertiserIdParams,
  ZErrorResponse,
  ZExportQuery,
  ZStatement,
  ZStatementPage,
  ZStatementsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, sendExport } from '../../lib/tabular-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const security = [{ bearer: [] }];
const ZStatementExportQuery = ZStatementsQuery.omit({ page: true, page_size: true }).extend(
  ZExportQuery.shape,
);

/** The export's columns: the list's, amounts as plain decimal numbers of USDT. */
const COLUMNS: ExportColumn<Statement>[] = [
  { header: 'Date and time (UTC)', value: (row) => row.created_at, width: 24 },
  { header: 'Statement date', value: (row) => row.statement_date, width: 14 },
  { header: 'Type', value: (row) => row.type, width: 12 },
  { header: 'Before (USDT)', value: (row) => Number(row.before) },
  { header: 'Amount (USDT)', value: (row) => Number(row.amount) },
  { header: 'After (USDT)', value: (row) => Number(row.after) },
  { header: 'Reference', value: (row) => row.note ?? row.source_id, width: 28 },
];

export async function statementsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/statements',
    {
      ...auth,
      schema: {
        operationId: 'listStatements',
        tags: ['statements'],
        summary: "The advertiser's ledger, newest first, with the current and temporary balance",
        security,
        querystring: ZStatementsQuery,
        response: { 200: ZStatementPage, ...errors },
      },
    },
    async (request) => services.statements.list(principalOf(request), request.query),
  );

  api.get(
    '/api/statements/export',
    {
      ...auth,
      schema: {
        operationId: 'exportStatements',
        tags: ['statements'],
        summary: 'Every statement row the filter matches, as CSV or XLSX',
        security,
        querystring: ZStatementExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await services.statements.all(principalOf(request), filter);
      return sendExport(reply, format, 'statement', COLUMNS, rows);
    },
  );

  api.get(
    '/api/statements/:id',
    {
      ...auth,
      schema: {
        operationId: 'getStatement',
        tags: ['statements'],
        summary: 'One ledger row of the advertiser',
        security,
        params: z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) }),
        response: { 200: ZStatement, ...errors },
      },
    },
    async (request) => services.statements.get(principalOf(request), request.params.id),
  );

  api.get(
    '/api/ops/advertisers/:advertiser_id/statements',
    {
      ...auth,
      schema: {
        operationId: 'listAdvertiserStatements',
        tags: ['ops'],
        summary: "Any advertiser's ledger (read on OpsAdvertiser)",
        security,
        params: ZAdvertiserIdParams,
        querystring: ZStatementsQuery,
        response: { 200: ZStatementPage, ...errors },
      },
    },
    async (request) =>
      services.statements.list(principalOf(request), request.query, request.params.advertiser_id),
  );

  api.post(
    '/api/ops/advertisers/:advertiser_id/adjust',
    {
      ...auth,
      schema: {
        operationId: 'adjustBalance',
        tags: ['ops'],
        summary: 'Adjust a balance with a reason: an adjust statement row, recorded in the action log',
        security,
        params: ZAdvertiserIdParams,
        body: ZAdjustBalanceBody,
        response: { 201: ZStatement, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await services.statements.adjust(principalOf(request), request.params.advertiser_id, request.body),
        ),
  );
}
