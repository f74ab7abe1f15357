import {
  ZAccountChecklist,
  ZAccountOverview,
  ZDashboardBidding,
  ZDashboardDeposits,
  ZDashboardProjections,
  ZDashboardTopBids,
  ZDashboardTopList,
  ZPeriodQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { DashboardFiguresService } from '../reports/dashboard-figures.service.ts';
import type { DashboardService } from './dashboard.service.ts';

/**
 * Everything the dashboard (`/dashboards`) asks: the account and balance, the getting-started checklist (this
 * module's), and the widgets, whose figures the reports module computes over the ad server's tables (its read
 * model, ADR 10). The account paths stay under /api/account.
 */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard, figures }: { dashboard: DashboardService; figures: DashboardFiguresService },
) {
  const routes = authenticatedRoutes(app, { tags: ['dashboard'], errors: [] });
  const board = authenticatedRoutes(app, { tags: ['dashboard'], errors: [404, 422] });
  routes.get(
    '/api/account/overview',
    {
      operationId: 'getAccountOverview',
      summary: "The caller's advertiser account and balance (current and temporary, in USDT)",
      response: { 200: ZAccountOverview },
    },
    async (principal) => dashboard.overview(principal),
  );

  routes.get(
    '/api/account/checklist',
    {
      operationId: 'getAccountChecklist',
      summary:
        "The dashboard's getting-started checklist: email confirmed, a deposit credited, an ad, a bid, and " +
        'whether the caller dismissed it',
      response: { 200: ZAccountChecklist },
    },
    async (principal) => dashboard.checklist(principal),
  );

  routes.post(
    '/api/account/checklist/dismiss',
    {
      operationId: 'dismissAccountChecklist',
      summary: 'Hide the getting-started checklist for the caller, remembered on the server',
      description: '403 IMPERSONATION_FORBIDDEN in a session an operator opened as the user.',
      response: { 200: ZAccountChecklist },
    },
    async (principal) => dashboard.dismissChecklist(principal),
  );

  board.get(
    '/api/dashboard/deposits',
    {
      operationId: 'dashboardDeposits',
      summary: 'Deposits of the period by outcome, and this week against last week',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardDeposits },
    },
    (principal, request) => figures.deposits(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/bidding',
    {
      operationId: 'dashboardBidding',
      summary: 'Active bids and what delivery bought in the period, with its series by day (hour for today)',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardBidding },
    },
    (principal, request) => figures.bidding(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/top-keyword-bids',
    {
      operationId: 'dashboardTopKeywordBids',
      summary: "The advertiser's 10 highest keyword bids with the advice price, and their period's clicks",
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopBids },
    },
    (principal, request) => figures.topKeywordBids(principal, request.query.period),
  );
  board.get(
    '/api/dashboard/top-keywords',
    {
      operationId: 'dashboardTopKeywords',
      summary: 'The 10 keywords with the most clicks in the period',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => figures.top(principal, request.query.period, 'keyword'),
  );
  board.get(
    '/api/dashboard/top-ads',
    {
      operationId: 'dashboardTopAds',
      summary: 'The 10 ads with the most clicks in the period',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => figures.top(principal, request.query.period, 'ad'),
  );
  board.get(
    '/api/dashboard/websites',
    {
      operationId: 'dashboardWebsites',
      summary: 'Clicks, impressions and spend per publisher website in the period (top 10 by spend)',
      querystring: ZPeriodQuery,
      response: { 200: ZDashboardTopList },
    },
    (principal, request) => figures.top(principal, request.query.period, 'website'),
  );
  board.get(
    '/api/dashboard/projections',
    {
      operationId: 'dashboardProjections',
      summary: 'When the balance and each ad budget run out at the last 7 days’ pace',
      response: { 200: ZDashboardProjections },
    },
    (principal) => figures.projections(principal),
  );
}
