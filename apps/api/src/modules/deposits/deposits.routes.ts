import {
  compareUsdt,
  DEPOSIT_MAX_USDT,
  type Deposit,
  ZCreateDepositBody,
  ZDeposit,
  ZDepositIdParams,
  ZDepositPage,
  ZDepositRefParams,
  ZDepositRemarkBody,
  ZDepositSettings,
  ZDepositsQuery,
  ZErrorResponse,
  ZExportQuery,
  ZSubmitTxHashBody,
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
  503: ZErrorResponse,
};
const security = [{ bearer: [] }];
const ZSimulateBody = z
  .strictObject({
    amount: z
      .string()
      .regex(/^\d+(\.\d{1,6})?$/, { error: 'validation.amount' })
      .refine((value) => compareUsdt(value, String(DEPOSIT_MAX_USDT)) <= 0, {
        error: `validation.amountMax|max=${DEPOSIT_MAX_USDT}`,
      })
      .optional(),
  })
  .meta({ id: 'SimulatePaymentBody' });

const DEPOSIT_COLUMNS: ExportColumn<Deposit>[] = [
  { header: 'ID', value: (row) => row.reference, width: 16 },
  { header: 'Method', value: (row) => row.method, width: 10 },
  { header: 'Status', value: (row) => row.status, width: 11 },
  { header: 'Amount (USDT)', value: (row) => Number(row.amount) },
  { header: 'Credited (USDT)', value: (row) => Number(row.credited) },
  { header: 'Network', value: (row) => row.network, width: 9 },
  { header: 'Initiated (UTC)', value: (row) => row.created_at, width: 24 },
  { header: 'Gateway reference', value: (row) => row.provider_payment_id ?? row.tx_hash, width: 30 },
  { header: 'Remark', value: (row) => row.remark, width: 30 },
];

export async function depositsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/deposits/settings',
    {
      ...auth,
      schema: {
        operationId: 'depositSettings',
        tags: ['deposits'],
        summary: "The methods on offer and the platform's TRC20 address for manual transfers",
        security,
        response: { 200: ZDepositSettings, ...errors },
      },
    },
    async (request) => services.deposits.settings(principalOf(request)),
  );

  api.get(
    '/api/deposits',
    {
      ...auth,
      schema: {
        operationId: 'listDeposits',
        tags: ['deposits'],
        summary:
          "The advertiser's deposits: search by reference, payment id or hash; status, method and date filters",
        security,
        querystring: ZDepositsQuery,
        response: { 200: ZDepositPage, ...errors },
      },
    },
    async (request) => services.deposits.list(principalOf(request), request.query),
  );

  api.post(
    '/api/deposits',
    {
      ...auth,
      schema: {
        operationId: 'createDeposit',
        tags: ['deposits'],
        summary: 'Start a deposit: manual TRC20 transfer, or a payment through the crypto provider',
        description:
          'Amount > 0 with at most 2 decimals. A provider refusal answers 503 and fails the deposit.',
        security,
        body: ZCreateDepositBody,
        response: { 201: ZDeposit, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.deposits.create(principalOf(request), request.body)),
  );

  api.post(
    '/api/deposits/refresh',
    {
      ...auth,
      schema: {
        operationId: 'refreshDeposits',
        tags: ['deposits'],
        summary: "Re-poll the provider for the advertiser's open payments (refresh gateway data)",
        security,
        response: { 200: z.object({ checked: z.number().int() }), ...errors },
      },
    },
    async (request) => services.deposits.refreshGateway(principalOf(request)),
  );

  api.get(
    '/api/deposits/export',
    {
      ...auth,
      schema: {
        operationId: 'exportDeposits',
        tags: ['deposits'],
        summary: 'Every deposit the filter matches, as CSV or XLSX',
        security,
        querystring: ZDepositsQuery.omit({ page: true, page_size: true }).extend(ZExportQuery.shape),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await services.deposits.all(principalOf(request), filter);
      return sendExport(reply, format, 'deposits', DEPOSIT_COLUMNS, rows);
    },
  );

  api.get(
    '/api/deposits/by-reference/:ref',
    {
      ...auth,
      schema: {
        operationId: 'getDepositByReference',
        tags: ['deposits'],
        summary: 'One deposit by its reference (the payment page /payment/{ref})',
        security,
        params: ZDepositRefParams,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) => services.deposits.get(principalOf(request), { reference: request.params.ref }),
  );

  api.get(
    '/api/deposits/:id',
    {
      ...auth,
      schema: {
        operationId: 'getDeposit',
        tags: ['deposits'],
        summary: 'One deposit of the advertiser',
        security,
        params: ZDepositIdParams,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) => services.deposits.get(principalOf(request), { id: request.params.id }),
  );

  api.post(
    '/api/deposits/:id/cancel',
    {
      ...auth,
      schema: {
        operationId: 'cancelDeposit',
        tags: ['deposits'],
        summary: 'Cancel a deposit that has not been paid',
        security,
        params: ZDepositIdParams,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) => services.deposits.cancel(principalOf(request), request.params.id),
  );

  api.post(
    '/api/deposits/:id/tx-hash',
    {
      ...auth,
      schema: {
        operationId: 'submitDepositTxHash',
        tags: ['deposits'],
        summary: "A manual deposit's TRC20 transaction hash: checked on TronGrid and credited once",
        security,
        params: ZDepositIdParams,
        body: ZSubmitTxHashBody,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) =>
      services.deposits.submitTxHash(principalOf(request), request.params.id, request.body.tx_hash),
  );

  api.post(
    '/api/deposits/:id/simulate-payment',
    {
      ...auth,
      schema: {
        operationId: 'simulateDepositPayment',
        tags: ['deposits'],
        summary: 'Sandbox provider only: pay the payment as a wallet would (all of it, or `amount`)',
        security,
        params: ZDepositIdParams,
        body: ZSimulateBody,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) =>
      services.deposits.simulatePayment(principalOf(request), request.params.id, request.body.amount),
  );

  api.post(
    '/api/payments/nowpayments/ipn',
    {
      schema: {
        operationId: 'paymentProviderCallback',
        tags: ['deposits'],
        summary:
          'Payment provider callback (IPN), signed with x-nowpayments-sig; repeats are acknowledged once',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const signature = request.headers['x-nowpayments-sig'];
      return services.providerPayments.handleIpn(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );

  api.get(
    '/api/ops/deposits',
    {
      ...auth,
      schema: {
        operationId: 'listAllDeposits',
        tags: ['ops'],
        summary: "Every advertiser's deposits (read on OpsDeposit)",
        security,
        querystring: ZDepositsQuery,
        response: { 200: ZDepositPage, ...errors },
      },
    },
    async (request) => services.opsDeposits.list(principalOf(request), request.query),
  );

  for (const action of ['confirm', 'reject'] as const) {
    api.post(
      `/api/ops/deposits/:id/${action}`,
      {
        ...auth,
        schema: {
          operationId: `${action}ManualDeposit`,
          tags: ['ops'],
          summary: `${action === 'confirm' ? 'Confirm (and credit)' : 'Reject'} a manual deposit with a remark`,
          security,
          params: ZDepositIdParams,
          body: ZDepositRemarkBody,
          response: { 200: ZDeposit, ...errors },
        },
      },
      async (request) =>
        action === 'confirm'
          ? services.opsDeposits.confirmManual(principalOf(request), request.params.id, request.body.remark)
          : services.opsDeposits.rejectManual(principalOf(request), request.params.id, request.body.remark),
    );
  }
}
