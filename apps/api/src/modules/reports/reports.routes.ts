import {
  type ClickReportRow,
  type DayExpense,
  ZAdBudgetProjectionAnswer,
  ZAdDayDetail,
  ZAdDayParams,
  ZAdDayReportPage,
  ZAdDayReportQuery,
  ZClickExportQuery,
  ZClickReportPage,
  ZClickReportQuery,
  ZDashboardBidding,
  ZDashboardDeposits,
  ZDashboardProjections,
  ZDashboardTopBids,
  ZDashboardTopList,
  ZDayExpenseDetail,
  ZDayExpenseExportQuery,
  ZDayExpensePage,
  ZDayExpenseQuery,
  ZPeriodQuery,
  ZReportDayParams,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import {
  EXPORT_FILE_RESPONSE,
  type ExportColumn,
  sendExport,
  streamExport,
} from '../../lib/tabular-export.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { DashboardService } from './dashboard.service.ts';
import type { ReportsService } from './reports.service.ts';

const errors: ErrorStatus[] = [404, 422];
const ZAdIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

const DAY_COLUMNS: ExportColumn<DayExpense>[] = [
  { header: 'date', value: (row) => row.date, width: 12 },
  { header: 'ads', value: (row) => row.ads, width: 8 },
  { header: 'impressions', value: (row) => row.impressions },
  { header: 'totalClicks', value: (row) => row.total_clicks },
  { header: 'successfulClicks', value: (row) => row.successful_clicks },
  { header: 'voidClicks', value: (row) => row.void_clicks },
  { header: 'voidImpressions', value: (row) => row.void_impressions },
  {
    header: 'averageCpc',
    value: (row) => (row.average_cpc === null ? null : Number(row.average_cpc)),
  },
  { header: 'totalExpense', value: (row) => Number(row.total_expense) },
];

const CLICK_COLUMNS: ExportColumn<ClickReportRow>[] = [
  { header: 'time', value: (row, words) => words.moment(row.clicked_at), width: 24 },
  { header: 'advertisement', value: (row) => row.advertisement_name, width: 24 },
  { header: 'target', value: (row) => row.target_name, width: 22 },
  { header: 'targetType', value: (row, words) => words.of('bid.targetTypes', row.target_type), width: 10 },
  { header: 'cpc', value: (row) => Number(row.cpc) },
  { header: 'website', value: (row) => row.website, width: 22 },
  { header: 'ip', value: (row) => row.ip, width: 16 },
  { header: 'country', value: (row) => row.country, width: 8 },
  {
    header: 'device',
    value: (row, words) => (row.device_type ? words.of('clicks.devices', row.device_type) : null),
    width: 10,
  },
  { header: 'browser', value: (row) => row.browser, width: 14 },
  { header: 'os', value: (row) => row.os, width: 14 },
  { header: 'status', value: (row, words) => words.of('clicks.statuses', row.status), width: 8 },
  {
    header: 'voidReason',
    value: (row, words) => (row.void_reason ? words.of('clicks.voidReasons', row.void_reason) : null),
    width: 30,
  },
];

/** The dashboard's widgets and the advertiser's reports (ADR 10). */
export async function reportsRoutes(
  app: FastifyInstance,
  { reports, dashboard }: { reports: ReportsService; dashboard: DashboardService },
) {
  const board = authenticatedRoutes(app, { tags: ['dashboard'], errors });
  const report = authenticatedRoutes(app, { tags: ['reports'], errors });

  board.get(
    '/api/dashboard/deposits',
    {
      operationId: 'dashboardDeposits',
      summary: 'Deposits of the period by outcome, and this week against last week',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardDeposits },
    },
    (principal, request) => dashboard.deposits(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/bidding',
    {
      operationId: 'dashboardBidding',
      summary: 'Active bids and what delivery bought in the period, with its series by day (hour for today)',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardBidding },
    },
    (principal, request) => dashboard.bidding(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/top-keyword-bids',
    {
      operationId: 'dashboardTopKeywordBids',
      summary: "The advertiser's 10 highest keyword bids with the advice price, and their period's clicks",
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopBids },
    },
    (principal, request) => dashboard.topKeywordBids(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/top-keywords',
    {
      operationId: 'dashboardTopKeywords',
      summary: 'The 10 keywords with the most clicks in the period',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => dashboard.top(principal, request.query.period, 'keyword'),
  );
  board.get(
    '/api/dashboard/top-ads',
    {
      operationId: 'dashboardTopAds',
      summary: 'The 10 ads with the most clicks in the period',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => dashboard.top(principal, request.query.period, 'ad'),
  );
  board.get(
    '/api/dashboard/websites',
    {
      operationId: 'dashboardWebsites',
      summary: 'Clicks, impressions and spend per publisher website in the period (top 10 by spend)',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => dashboard.top(principal, request.query.period, 'website'),
  );
  board.get(
    '/api/dashboard/projections',
    {
      operationId: 'dashboardProjections',
      summary: 'When the balance and each ad budget run out at the last 7 days’ pace',
      response: { 200: ZDashboardProjections },
    },
    (principal) => dashboard.projections(principal),
  );

  report.get(
    '/api/reports/day-expense',
    {
      operationId: 'listDayExpense',
      summary:
        'One row per platform day with delivery: ads, clicks, void clicks, average CPC, expense; totals',
      querystring: ZDayExpenseQuery,
      response: { 200: ZDayExpensePage },
    },
    (principal, request) => reports.dayExpense(principal, request.query),
  );
  report.get(
    '/api/reports/day-expense/export',
    {
      operationId: 'exportDayExpense',
      limit: 'export',
      summary: 'The filtered days, as CSV or XLSX',
      querystring: ZDayExpenseExportQuery,
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      return sendExport(
        reply,
        format,
        'day-expense',
        DAY_COLUMNS,
        await reports.dayExpenseRows(principal, filter),
      );
    },
  );
  report.get(
    '/api/reports/day-expense/:date',
    {
      operationId: 'getDayExpense',
      summary: 'One platform day by ad and target, and the statement row that settled it',
      params: ZReportDayParams,
      response: { 200: ZDayExpenseDetail },
    },
    (principal, request) => reports.dayExpenseDetail(principal, request.params.date),
  );
  report.get(
    '/api/reports/clicks',
    {
      operationId: 'listReportClicks',
      summary: 'The click report: a keyset page of clicks, newest first (pass `next` as `after`)',
      querystring: ZClickReportQuery,
      response: { 200: ZClickReportPage },
    },
    (principal, request) => reports.clicks(principal, request.query),
  );
  report.get(
    '/api/reports/clicks/export',
    {
      operationId: 'exportReportClicks',
      limit: 'export',
      summary: 'Every filtered click, streamed as CSV or XLSX (up to 1,000,000 rows)',
      querystring: ZClickExportQuery,
      response: { 200: EXPORT_FILE_RESPONSE },
    },
    async (principal, request, reply) => {
      const { format, ...filter } = request.query;
      return streamExport(reply, format, 'clicks', CLICK_COLUMNS, reports.clickRows(principal, filter));
    },
  );

  report.get(
    '/api/advertisements/:id/day-report',
    {
      operationId: 'listAdDayReport',
      summary: "An ad's days: impressions, clicks, void clicks, CTR, spend and average price",
      params: ZAdIdParams,
      querystring: ZAdDayReportQuery,
      response: { 200: ZAdDayReportPage },
    },
    (principal, request) => reports.adDays(principal, request.params.id, request.query),
  );
  report.get(
    '/api/advertisements/:id/day-report/:date',
    {
      operationId: 'getAdDayReport',
      summary: "One of an ad's platform days, by hour and by target",
      params: ZAdDayParams,
      response: { 200: ZAdDayDetail },
    },
    (principal, request) => reports.adDay(principal, request.params.id, request.params.date),
  );
  report.get(
    '/api/advertisements/:id/budget-projection',
    {
      operationId: 'getAdBudgetProjection',
      summary: "When the ad's budget runs out at its recent pace (null without a budget)",
      params: ZAdIdParams,
      response: { 200: ZAdBudgetProjectionAnswer },
    },
    async (principal, request) => ({ data: await dashboard.adProjection(principal, request.params.id) }),
  );
}
