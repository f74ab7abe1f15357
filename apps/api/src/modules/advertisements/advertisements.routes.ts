import {
  type Advertisement,
  ZAdBulkBody,
  ZAdBulkResult,
  ZAdDisplayBody,
  ZAdIdParams,
  ZAdListPage,
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
  ZExportQuery,
  ZNoContent,
  ZScheduleBody,
  ZUpdateAdBody,
  ZUpdateTargetBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import {
  EXPORT_FILE_RESPONSE,
  EXPORT_ROW_LIMIT,
  type ExportColumn,
  sendExport,
} from '../../lib/tabular-export.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AdBudgetScheduleService } from './ad-budget-schedule.service.ts';
import type { AdBulkService } from './ad-bulk.service.ts';
import type { AdModerationService } from './ad-moderation.service.ts';
import type { AdTargetsService } from './ad-targets.service.ts';
import type { AdvertisementsService } from './advertisements.service.ts';

interface AdvertisementsRoutesServices {
  ads: AdvertisementsService;
  bulk: AdBulkService;
  targets: AdTargetsService;
  budgetSchedule: AdBudgetScheduleService;
  moderation: AdModerationService;
}

const AD_COLUMNS: ExportColumn<Advertisement>[] = [
  { header: 'id', value: (row) => row.id, width: 38 },
  { header: 'name', value: (row) => row.name, width: 30 },
  { header: 'type', value: (row, words) => words.of('ad.types', row.type), width: 16 },
  { header: 'adSize', value: (row) => `${row.ad_size.width}x${row.ad_size.height}`, width: 10 },
  { header: 'status', value: (row, words) => words.of('ad.statuses', row.status), width: 10 },
  { header: 'display', value: (row, words) => words.of('ad.display', row.display), width: 9 },
  {
    header: 'serving',
    // As the screens say it: serving, limited by ad rank, no visitors lately — or why it cannot serve.
    value: (row, words) =>
      row.delivery === 'not_eligible'
        ? row.not_serving.map((reason) => words.of('ad.notServing', reason)).join(', ')
        : words.of('ad.auction', row.delivery),
    width: 28,
  },
  {
    header: 'category',
    value: (row, words) => words.catalogueName('categories', row.category.name),
    width: 18,
  },
  {
    header: 'countries',
    value: (row, words) =>
      row.all_countries ? words.of('opsReview', 'allCountries') : row.countries.join(' '),
    width: 18,
  },
  { header: 'redirectUrl', value: (row) => row.redirect_url, width: 36 },
  { header: 'budget', value: (row) => (row.budget ? Number(row.budget.amount) : null) },
  {
    header: 'budgetPeriod',
    value: (row, words) => (row.budget ? words.of('budget.periods', row.budget.period) : null),
    width: 10,
  },
  { header: 'targets', value: (row) => row.targets, width: 9 },
  { header: 'created', value: (row, words) => words.moment(row.created_at), width: 24 },
];

export async function advertisementsRoutes(
  app: FastifyInstance,
  { ads, bulk, targets, budgetSchedule, moderation }: AdvertisementsRoutesServices,
) {
  const routes = authenticatedRoutes(app, { tags: ['advertisements'], errors: [404, 409, 422] });

  routes.get(
    '/api/advertisements',
    {
      operationId: 'listAdvertisements',
      summary: "The advertiser's ads: filters, search by name, server-side sorting and pages",
      querystring: ZAdsQuery,
      response: { 200: ZAdListPage },
    },
    async (principal, request) => ads.list(principal, request.query),
  );

  routes.post(
    '/api/advertisements/bulk',
    {
      operationId: 'bulkUpdateAdvertisements',
      summary: 'Pause or resume several ads, or change the max price of their bids, in one step',
      body: ZAdBulkBody,
      response: { 200: ZAdBulkResult },
    },
    async (principal, request) => bulk.apply(principal, request.body),
  );

  routes.get(
    '/api/advertisements/export',
    {
      operationId: 'exportAdvertisements',
      limit: 'export',
      summary: 'Every ad the filter matches, as CSV or XLSX',
      querystring: ZAdsQuery.omit({
        page: true,
        page_size: true,
        sort: true,
        order: true,
        period: true,
      }).extend(ZExportQuery.shape),
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await ads.all(principal, filter, EXPORT_ROW_LIMIT);
      return sendExport(reply, format, 'advertisements', AD_COLUMNS, rows);
    },
  );

  routes.post(
    '/api/advertisements',
    {
      operationId: 'createAdvertisement',
      summary: 'Create an image ad (pending review); the image must be exactly the ad size',
      body: ZCreateAdBody,
      response: { 201: ZAdvertisement },
    },
    async (principal, request, reply) => reply.code(201).send(await ads.create(principal, request.body)),
  );

  routes.get(
    '/api/advertisements/:id',
    {
      operationId: 'getAdvertisement',
      summary: 'One ad with whether it serves now and why not',
      params: ZAdIdParams,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => ads.get(principal, request.params.id),
  );

  routes.put(
    '/api/advertisements/:id',
    {
      operationId: 'updateAdvertisement',
      summary: 'Edit an ad; a new image or redirect URL sends it back to review',
      params: ZAdIdParams,
      body: ZUpdateAdBody,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => ads.update(principal, request.params.id, request.body),
  );

  routes.put(
    '/api/advertisements/:id/display',
    {
      operationId: 'setAdvertisementDisplay',
      summary: 'Switch the ad online or offline',
      params: ZAdIdParams,
      body: ZAdDisplayBody,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => ads.setDisplay(principal, request.params.id, request.body.display),
  );

  routes.delete(
    '/api/advertisements/:id',
    {
      operationId: 'deleteAdvertisement',
      summary: 'Delete an ad (kept for reports; its bids stop)',
      params: ZAdIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await ads.remove(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/advertisements/:id/status-logs',
    {
      operationId: 'listAdvertisementStatusLogs',
      summary: 'Every status change of the ad (from, to, reason, who, when), newest first',
      params: ZAdIdParams,
      response: { 200: ZAdStatusLogList },
    },
    async (principal, request) => moderation.statusLogs(principal, request.params.id),
  );

  routes.get(
    '/api/advertisements/:id/statistics',
    {
      operationId: 'getAdvertisementStatistics',
      summary: "The ad's bids, spend and history in figures",
      params: ZAdIdParams,
      response: { 200: ZAdStatistics },
    },
    async (principal, request) => ads.statistics(principal, request.params.id),
  );

  routes.put(
    '/api/advertisements/:id/budget',
    {
      operationId: 'setAdvertisementBudget',
      summary: 'Set the budget (USDT, per day or lifetime, start and end dates); kept in the budget log',
      params: ZAdIdParams,
      body: ZBudgetBody,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => budgetSchedule.setBudget(principal, request.params.id, request.body),
  );

  routes.get(
    '/api/advertisements/:id/budget-logs',
    {
      operationId: 'listAdvertisementBudgetLogs',
      summary: 'Every budget the ad had, newest first',
      params: ZAdIdParams,
      response: { 200: ZBudgetLogList },
    },
    async (principal, request) => budgetSchedule.budgetLogs(principal, request.params.id),
  );

  routes.put(
    '/api/advertisements/:id/schedule',
    {
      operationId: 'setAdvertisementSchedule',
      summary: "Set the weekly schedule (time ranges per weekday, in the platform's time zone)",
      params: ZAdIdParams,
      body: ZScheduleBody,
      response: { 200: ZAdvertisement },
    },
    async (principal, request) => budgetSchedule.setSchedule(principal, request.params.id, request.body),
  );

  routes.get(
    '/api/advertisements/:id/targets',
    {
      operationId: 'listAdvertisementTargets',
      summary: "The ad's bids on keywords and websites, with the advice price of each",
      params: ZAdIdParams,
      response: { 200: ZAdTargetList },
    },
    async (principal, request) => targets.list(principal, request.params.id),
  );

  routes.post(
    '/api/advertisements/:id/targets',
    {
      operationId: 'createAdvertisementTarget',
      summary:
        'Bid on a keyword or website (approved, online ads; min ≥ default minimum; balance covers the max)',
      params: ZAdIdParams,
      body: ZCreateTargetBody,
      response: { 201: ZAdTarget },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await targets.create(principal, request.params.id, request.body)),
  );

  routes.put(
    '/api/advertisements/:id/targets/:targetId',
    {
      operationId: 'updateAdvertisementTarget',
      summary: 'Change the prices of a bid or switch it on or off',
      params: ZAdTargetParams,
      body: ZUpdateTargetBody,
      response: { 200: ZAdTarget },
    },
    async (principal, request) =>
      targets.update(principal, request.params.id, request.params.targetId, request.body),
  );

  routes.delete(
    '/api/advertisements/:id/targets/:targetId',
    {
      operationId: 'deleteAdvertisementTarget',
      summary: 'Remove a bid',
      params: ZAdTargetParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await targets.remove(principal, request.params.id, request.params.targetId);
      return reply.code(204).send(null);
    },
  );
}
