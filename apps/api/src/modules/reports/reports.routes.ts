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
  ZDayExpenseDetail,
  ZDayExpenseExportQuery,
  ZDayExpensePage,
  ZDayExpenseQuery,
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
import type { DashboardFiguresService } from './dashboard-figures.service.ts';
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

/** The advertiser's reports (ADR 10); the dashboard's widgets are served by the dashboard module's routes. */
export async function reportsRoutes(
  app: FastifyInstance,
  { reports, figures }: { reports: ReportsService; figures: DashboardFiguresService },
) {
  const report = authenticatedRoutes(app, { tags: ['reports'], errors });

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
    async (principal, request) => ({ data: await figures.adProjection(principal, request.params.id) }),
  );
}
