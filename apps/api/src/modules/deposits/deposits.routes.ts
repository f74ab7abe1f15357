import {
  compareUsdt,
  DEPOSIT_MAX_USDT,
  ZCreateDepositBody,
  ZDeposit,
  ZDepositDetail,
  ZDepositIdParams,
  ZDepositPage,
  ZDepositRefParams,
  ZDepositSettings,
  ZDepositsQuery,
  ZExportQuery,
  ZSubmitTxHashBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorStatus, errorResponses } from '../../lib/error-responses.ts';
import { EXPORT_FILE_RESPONSE, sendExport } from '../../lib/tabular-export.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import { DEPOSIT_COLUMNS } from './deposit-export-columns.ts';
import type { DepositsService } from './deposits.service.ts';
import type { ProviderPaymentsService } from './provider-payments.service.ts';

const errors: ErrorStatus[] = [404, 409, 422, 503];
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

export async function depositsRoutes(
  app: FastifyInstance,
  {
    deposits,
    providerPayments,
  }: {
    deposits: DepositsService;
    providerPayments: ProviderPaymentsService;
  },
) {
  const advertiser = authenticatedRoutes(app, { tags: ['deposits'], errors });

  advertiser.get(
    '/api/deposits/settings',
    {
      operationId: 'depositSettings',
      summary: "The methods on offer and the platform's TRC20 address for manual transfers",
      response: { 200: ZDepositSettings },
    },
    async (principal) => deposits.settings(principal),
  );

  advertiser.get(
    '/api/deposits',
    {
      operationId: 'listDeposits',
      summary:
        "The advertiser's deposits: search by reference, payment id or hash; status, method and date filters",
      querystring: ZDepositsQuery,
      response: { 200: ZDepositPage },
    },
    async (principal, request) => deposits.list(principal, request.query),
  );

  advertiser.post(
    '/api/deposits',
    {
      operationId: 'createDeposit',
      limit: 'depositCreate',
      summary: 'Start a deposit: manual TRC20 transfer, or a payment through the crypto provider',
      description:
        'Amount > 0 with at most 2 decimals. A provider refusal answers 503 and fails the deposit.',
      body: ZCreateDepositBody,
      response: { 201: ZDeposit },
    },
    async (principal, request, reply) => reply.code(201).send(await deposits.create(principal, request.body)),
  );

  advertiser.post(
    '/api/deposits/refresh',
    {
      operationId: 'refreshDeposits',
      summary: "Re-poll the provider for the advertiser's open payments (refresh gateway data)",
      response: { 200: z.object({ checked: z.number().int() }) },
    },
    async (principal) => deposits.refreshGateway(principal),
  );

  advertiser.get(
    '/api/deposits/export',
    {
      operationId: 'exportDeposits',
      limit: 'export',
      summary: 'Every deposit the filter matches, as CSV or XLSX',
      querystring: ZDepositsQuery.omit({ page: true, page_size: true }).extend(ZExportQuery.shape),
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await deposits.all(principal, filter);
      return sendExport(reply, format, 'deposits', DEPOSIT_COLUMNS, rows);
    },
  );

  advertiser.get(
    '/api/deposits/by-reference/:ref',
    {
      operationId: 'getDepositByReference',
      summary: 'One deposit by its reference (the payment page /payment/{ref}), with its promotion claim',
      params: ZDepositRefParams,
      response: { 200: ZDepositDetail },
    },
    async (principal, request) => deposits.get(principal, { reference: request.params.ref }),
  );

  advertiser.get(
    '/api/deposits/:id',
    {
      operationId: 'getDeposit',
      summary: 'One deposit of the advertiser, with its promotion claim (code, status, bonus)',
      params: ZDepositIdParams,
      response: { 200: ZDepositDetail },
    },
    async (principal, request) => deposits.get(principal, { id: request.params.id }),
  );

  advertiser.post(
    '/api/deposits/:id/cancel',
    {
      operationId: 'cancelDeposit',
      summary: 'Cancel a deposit that has not been paid',
      params: ZDepositIdParams,
      response: { 200: ZDeposit },
    },
    async (principal, request) => deposits.cancel(principal, request.params.id),
  );

  advertiser.post(
    '/api/deposits/:id/tx-hash',
    {
      operationId: 'submitDepositTxHash',
      summary: "A manual deposit's TRC20 transaction hash: checked on TronGrid and credited once",
      params: ZDepositIdParams,
      body: ZSubmitTxHashBody,
      response: { 200: ZDeposit },
    },
    async (principal, request) => deposits.submitTxHash(principal, request.params.id, request.body.tx_hash),
  );

  advertiser.post(
    '/api/deposits/:id/simulate-payment',
    {
      operationId: 'simulateDepositPayment',
      summary: 'Sandbox provider only: pay the payment as a wallet would (all of it, or `amount`)',
      params: ZDepositIdParams,
      body: ZSimulateBody,
      response: { 200: ZDeposit },
    },
    async (principal, request) => deposits.simulatePayment(principal, request.params.id, request.body.amount),
  );

  // Public: the payment provider calls it, and its signature is the authentication.
  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  publicRoutes.post(
    '/api/payments/nowpayments/ipn',
    {
      schema: {
        operationId: 'paymentProviderCallback',
        tags: ['deposits'],
        summary:
          'Payment provider callback (IPN), signed with x-nowpayments-sig; repeats are acknowledged once',
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ ok: z.literal(true), duplicate: z.boolean() }),
          ...errorResponses(401, 403, ...errors),
        },
      },
    },
    async (request) => {
      const signature = request.headers['x-nowpayments-sig'];
      return providerPayments.handleIpn(request.body, typeof signature === 'string' ? signature : undefined);
    },
  );
}
