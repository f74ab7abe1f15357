import {
  type Advertisement,
  ZAdDisplayBody,
  ZAdIdParams,
  ZAdPage,
  ZAdStatistics,
  ZAdStatusLogList,
  ZAdsQuery,
  ZAdTarget,
  ZAdTargetList,
  ZAdTargetParams,
  ZAdvertisement,
  ZBudgetBody,
  ZBudgetLogList,
  ZCreateAdBody,
  ZCreateTargetBody,
  ZErrorResponse,
  ZExportQuery,
  ZNoContent,
  ZScheduleBody,
  ZUpdateAdBody,
  ZUpdateTargetBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_ROW_LIMIT, type ExportColumn, sendExport } from '../../lib/tabular-export.ts';
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
const tags = ['advertisements'];

const AD_COLUMNS: ExportColumn<Advertisement>[] = [
  { header: 'ID', value: (row) => row.id, width: 38 },
  { header: 'Name', value: (row) => row.name, width: 30 },
  { header: 'Type', value: (row) => row.type, width: 11 },
  { header: 'Ad size', value: (row) => `${row.ad_size.width}x${row.ad_size.height}`, width: 10 },
  { header: 'Status', value: (row) => row.status, width: 10 },
  { header: 'Display', value: (row) => row.display, width: 9 },
  { header: 'Serving', value: (row) => (row.serving ? 'yes' : row.not_serving.join(' ')), width: 24 },
  { header: 'Category', value: (row) => row.category.name, width: 18 },
  { header: 'Countries', value: (row) => (row.all_countries ? 'all' : row.countries.join(' ')), width: 18 },
  { header: 'Redirect URL', value: (row) => row.redirect_url, width: 36 },
  { header: 'Budget (USDT)', value: (row) => (row.budget ? Number(row.budget.amount) : null) },
  { header: 'Budget period', value: (row) => row.budget?.period ?? null, width: 10 },
  { header: 'Targets', value: (row) => row.targets, width: 9 },
  { header: 'Created (UTC)', value: (row) => row.created_at, width: 24 },
];

export async function advertisementsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const ads = services.advertisements;
  const targets = services.adTargets;

  api.get(
    '/api/advertisements',
    {
      ...auth,
      schema: {
        operationId: 'listAdvertisements',
        tags,
        summary: "The advertiser's ads: filters, search by name, server-side sorting and pages",
        security,
        querystring: ZAdsQuery,
        response: { 200: ZAdPage, ...errors },
      },
    },
    async (request) => ads.list(principalOf(request), request.query),
  );

  api.get(
    '/api/advertisements/export',
    {
      ...auth,
      schema: {
        operationId: 'exportAdvertisements',
        tags,
        summary: 'Every ad the filter matches, as CSV or XLSX',
        security,
        querystring: ZAdsQuery.omit({ page: true, page_size: true, sort: true, order: true }).extend(
          ZExportQuery.shape,
        ),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await ads.all(principalOf(request), filter, EXPORT_ROW_LIMIT);
      return sendExport(reply, format, 'advertisements', AD_COLUMNS, rows);
    },
  );

  api.post(
    '/api/advertisements',
    {
      ...auth,
      schema: {
        operationId: 'createAdvertisement',
        tags,
        summary: 'Create an image ad (pending review); the image must be exactly the ad size',
        security,
        body: ZCreateAdBody,
        response: { 201: ZAdvertisement, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await ads.create(principalOf(request), request.body)),
  );

  api.get(
    '/api/advertisements/:id',
    {
      ...auth,
      schema: {
        operationId: 'getAdvertisement',
        tags,
        summary: 'One ad with whether it serves now and why not',
        security,
        params: ZAdIdParams,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) => ads.get(principalOf(request), request.params.id),
  );

  api.put(
    '/api/advertisements/:id',
    {
      ...auth,
      schema: {
        operationId: 'updateAdvertisement',
        tags,
        summary: 'Edit an ad; a new image or redirect URL sends it back to review',
        security,
        params: ZAdIdParams,
        body: ZUpdateAdBody,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) => ads.update(principalOf(request), request.params.id, request.body),
  );

  api.put(
    '/api/advertisements/:id/display',
    {
      ...auth,
      schema: {
        operationId: 'setAdvertisementDisplay',
        tags,
        summary: 'Switch the ad online or offline',
        security,
        params: ZAdIdParams,
        body: ZAdDisplayBody,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) => ads.setDisplay(principalOf(request), request.params.id, request.body.display),
  );

  api.delete(
    '/api/advertisements/:id',
    {
      ...auth,
      schema: {
        operationId: 'deleteAdvertisement',
        tags,
        summary: 'Delete an ad (kept for reports; its bids stop)',
        security,
        params: ZAdIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await ads.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/advertisements/:id/status-logs',
    {
      ...auth,
      schema: {
        operationId: 'listAdvertisementStatusLogs',
        tags,
        summary: 'Every status change of the ad (from, to, reason, who, when), newest first',
        security,
        params: ZAdIdParams,
        response: { 200: ZAdStatusLogList, ...errors },
      },
    },
    async (request) => services.adModeration.statusLogs(principalOf(request), request.params.id),
  );

  api.get(
    '/api/advertisements/:id/statistics',
    {
      ...auth,
      schema: {
        operationId: 'getAdvertisementStatistics',
        tags,
        summary: "The ad's bids, spend and history in figures",
        security,
        params: ZAdIdParams,
        response: { 200: ZAdStatistics, ...errors },
      },
    },
    async (request) => ads.statistics(principalOf(request), request.params.id),
  );

  api.put(
    '/api/advertisements/:id/budget',
    {
      ...auth,
      schema: {
        operationId: 'setAdvertisementBudget',
        tags,
        summary: 'Set the budget (USDT, per day or lifetime, start and end dates); kept in the budget log',
        security,
        params: ZAdIdParams,
        body: ZBudgetBody,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) =>
      services.adBudgetSchedule.setBudget(principalOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/advertisements/:id/budget-logs',
    {
      ...auth,
      schema: {
        operationId: 'listAdvertisementBudgetLogs',
        tags,
        summary: 'Every budget the ad had, newest first',
        security,
        params: ZAdIdParams,
        response: { 200: ZBudgetLogList, ...errors },
      },
    },
    async (request) => services.adBudgetSchedule.budgetLogs(principalOf(request), request.params.id),
  );

  api.put(
    '/api/advertisements/:id/schedule',
    {
      ...auth,
      schema: {
        operationId: 'setAdvertisementSchedule',
        tags,
        summary: "Set the weekly schedule (time ranges per weekday, in the platform's time zone)",
        security,
        params: ZAdIdParams,
        body: ZScheduleBody,
        response: { 200: ZAdvertisement, ...errors },
      },
    },
    async (request) =>
      services.adBudgetSchedule.setSchedule(principalOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/advertisements/:id/targets',
    {
      ...auth,
      schema: {
        operationId: 'listAdvertisementTargets',
        tags,
        summary: "The ad's bids on keywords and websites, with the advice price of each",
        security,
        params: ZAdIdParams,
        response: { 200: ZAdTargetList, ...errors },
      },
    },
    async (request) => targets.list(principalOf(request), request.params.id),
  );

  api.post(
    '/api/advertisements/:id/targets',
    {
      ...auth,
      schema: {
        operationId: 'createAdvertisementTarget',
        tags,
        summary:
          'Bid on a keyword or website (approved, online ads; min ≥ default minimum; balance covers the max)',
        security,
        params: ZAdIdParams,
        body: ZCreateTargetBody,
        response: { 201: ZAdTarget, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await targets.create(principalOf(request), request.params.id, request.body)),
  );

  api.put(
    '/api/advertisements/:id/targets/:targetId',
    {
      ...auth,
      schema: {
        operationId: 'updateAdvertisementTarget',
        tags,
        summary: 'Change the prices of a bid or switch it on or off',
        security,
        params: ZAdTargetParams,
        body: ZUpdateTargetBody,
        response: { 200: ZAdTarget, ...errors },
      },
    },
    async (request) =>
      targets.update(principalOf(request), request.params.id, request.params.targetId, request.body),
  );

  api.delete(
    '/api/advertisements/:id/targets/:targetId',
    {
      ...auth,
      schema: {
        operationId: 'deleteAdvertisementTarget',
        tags,
        summary: 'Remove a bid',
        security,
        params: ZAdTargetParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await targets.remove(principalOf(request), request.params.id, request.params.targetId);
      return reply.code(204).send(null);
    },
  );
}
