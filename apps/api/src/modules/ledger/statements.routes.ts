import {
  type Statement,
  ZExportQuery,
  ZStatement,
  ZStatementPage,
  ZStatementsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { EXPORT_FILE_RESPONSE, type ExportColumn, sendExport } from '../../lib/tabular-export.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { StatementsService } from './statements.service.ts';

const errors: ErrorStatus[] = [404, 409, 422];
const ZStatementExportQuery = ZStatementsQuery.omit({ page: true, page_size: true }).extend(
  ZExportQuery.shape,
);

/** The export's columns: the list's, amounts as plain decimal numbers of USDT. */
const COLUMNS: ExportColumn<Statement>[] = [
  { header: 'dateTime', value: (row, words) => words.moment(row.created_at), width: 24 },
  { header: 'statementDate', value: (row) => row.statement_date, width: 14 },
  { header: 'type', value: (row, words) => words.of('statement.types', row.type), width: 12 },
  { header: 'before', value: (row) => Number(row.before) },
  { header: 'amount', value: (row) => Number(row.amount) },
  { header: 'after', value: (row) => Number(row.after) },
  { header: 'reference', value: (row) => row.note ?? row.source_id, width: 28 },
];

/** The advertiser's statements (spec: /report/statement); the operators' side is in ops-ledger.routes.ts. */
export async function statementsRoutes(
  app: FastifyInstance,
  { statements }: { statements: StatementsService },
) {
  const advertiser = authenticatedRoutes(app, { tags: ['statements'], errors });

  advertiser.get(
    '/api/statements',
    {
      operationId: 'listStatements',
      summary: "The advertiser's ledger, newest first, with the current and temporary balance",
      querystring: ZStatementsQuery,
      response: { 200: ZStatementPage },
    },
    async (principal, request) => statements.list(principal, request.query),
  );

  advertiser.get(
    '/api/statements/export',
    {
      operationId: 'exportStatements',
      limit: 'export',
      summary: 'Every statement row the filter matches, as CSV or XLSX',
      querystring: ZStatementExportQuery,
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await statements.all(principal, filter);
      return sendExport(reply, format, 'statement', COLUMNS, rows);
    },
  );

  advertiser.get(
    '/api/statements/:id',
    {
      operationId: 'getStatement',
      summary: 'One ledger row of the advertiser',
      params: z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) }),
      response: { 200: ZStatement },
    },
    async (principal, request) => statements.get(principal, request.params.id),
  );
}
