import { NOTIFICATION_CATEGORIES } from '@adportal/contracts';
import { beforeAll } from 'vitest';
import { multipartOf } from '../test/ad-fixtures.ts';
import {
  type CallerTokens,
  fullUsersApiKey,
  type MatrixRow,
  walkMatrix,
} from '../test/authorization-matrix.ts';
import { describeOnEachDatabase, type TestClient } from '../test/helper.ts';
import { bannerPng, createPopup } from '../test/popup-fixtures.ts';
import { joinTeamWithRole } from '../test/team-fixtures.ts';
import { deposits, notificationDispatches, webhookDeliveries } from './db/schema/index.ts';

interface Context {
  advertiserId: string;
  readerUserId: string;
  fullUserSessionId: string;
  fullApiKeyId: string;
  referrerCode: string;
  depositId: string;
  statementId: string;
  popupId: string;
  popupToDeleteId: string;
  contentImageId: string;
  contentImageUrl: string;
  contentImagePng: Buffer;
  tutorialId: string;
  draftTutorialId: string;
  tutorialCategoryId: string;
  failedDispatchId: string;
  webhookId: string;
  webhookToDeleteId: string;
  webhookDeliveryId: string;
}

/**
 * Every route of the accounts issue built outside the team module, walked with a caller of each kind:
 * no token, a user of another advertiser, a read-only role of this advertiser, a full role, an operator.
 */
const ROWS: MatrixRow<Context>[] = [
  {
    route: 'read profile',
    method: 'GET',
    url: () => '/api/profile',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200, apiKey: 403 },
  },
  {
    route: 'update advertiser information',
    method: 'PUT',
    url: () => '/api/profile/advertiser',
    body: () => ({ company_name: 'Matrix Co', company_email: 'm@example.com', company_phone: '' }),
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403, apiKey: 403 },
  },
  {
    route: 'list own sessions',
    method: 'GET',
    url: () => '/api/profile/sessions',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200, apiKey: 403 },
  },
  {
    route: "sign out the full user's session",
    method: 'DELETE',
    url: (ctx) => `/api/profile/sessions/${ctx.fullUserSessionId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 404, full: 409, operator: 404, apiKey: 403 },
  },
  {
    route: 'list own API keys',
    method: 'GET',
    url: () => '/api/api-keys',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403, apiKey: 403 },
  },
  {
    route: 'create an API key for oneself',
    method: 'POST',
    url: () => '/api/api-keys',
    body: () => ({ name: 'Matrix key', scope: 'read_only', areas: ['Report'], expires_on: null }),
    expected: { none: 401, otherAdvertiser: 201, readOnly: 201, full: 201, operator: 403, apiKey: 403 },
  },
  {
    route: "revoke the full user's API key",
    method: 'DELETE',
    url: (ctx) => `/api/api-keys/${ctx.fullApiKeyId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 404, full: 200, operator: 403, apiKey: 403 },
  },
  {
    route: 'revoke every API key of the read-only user (operators)',
    method: 'POST',
    url: (ctx) => `/api/ops/users/${ctx.readerUserId}/api-keys/revoke`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'read the action log',
    method: 'GET',
    url: () => '/api/action-logs',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read the advertiser (affiliate)',
    method: 'GET',
    url: (ctx) => `/api/internal/advertisers/${ctx.advertiserId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'enter a friend code',
    method: 'PUT',
    url: (ctx) => `/api/internal/advertisers/${ctx.advertiserId}/update-affiliate`,
    body: () => ({ affiliate_code: 'ZZZZZZZZ' }),
    // The full role passes the checks and reaches the code lookup (422: no such code).
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 422, operator: 403, apiKey: 403 },
  },
  {
    route: 'skip the friend code (remembered for the caller)',
    method: 'POST',
    url: (ctx) => `/api/internal/advertisers/${ctx.advertiserId}/skip-friend-code`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read the getting-started checklist',
    method: 'GET',
    url: () => '/api/account/checklist',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dismiss the getting-started checklist',
    method: 'POST',
    url: () => '/api/account/checklist/dismiss',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: "list every advertiser's users (operators' console)",
    method: 'GET',
    url: () => '/api/ops/users?search=matrix',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'read the outbox',
    method: 'GET',
    url: () => '/api/ops/outbox',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'create a login-by-token link',
    method: 'POST',
    url: () => '/api/ops/login-bypass',
    body: () => ({ email: 'matrix-full@example.com' }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: "list the advertiser's deposits",
    method: 'GET',
    url: () => '/api/deposits',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read a deposit',
    method: 'GET',
    url: (ctx) => `/api/deposits/${ctx.depositId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: "search the layout's bar (a section the caller may not read is empty, not refused)",
    method: 'GET',
    url: () => '/api/search?q=DPMATRIX',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: 'start a deposit',
    method: 'POST',
    url: () => '/api/deposits',
    body: () => ({ amount: '5', method: 'manual' }),
    // Allowed for the full role, which then hears that manual transfers are not configured here.
    expected: { none: 401, otherAdvertiser: 422, readOnly: 403, full: 422, operator: 403 },
  },
  {
    route: 'refresh gateway data (re-poll open payments, which can credit them)',
    method: 'POST',
    url: () => '/api/deposits/refresh',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'read the statement',
    method: 'GET',
    url: () => '/api/statements',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read a statement row',
    method: 'GET',
    url: (ctx) => `/api/statements/${ctx.statementId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: deposits',
    method: 'GET',
    url: () => '/api/dashboard/deposits?period=week',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: bidding',
    method: 'GET',
    url: () => '/api/dashboard/bidding?period=today',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: top keyword bids',
    method: 'GET',
    url: () => '/api/dashboard/top-keyword-bids',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: top keywords',
    method: 'GET',
    url: () => '/api/dashboard/top-keywords?period=all',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: top ads',
    method: 'GET',
    url: () => '/api/dashboard/top-ads?period=year',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: website stats',
    method: 'GET',
    url: () => '/api/dashboard/websites',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'dashboard: projections',
    method: 'GET',
    url: () => '/api/dashboard/projections',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read the day expense report',
    method: 'GET',
    url: () => '/api/reports/day-expense',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'export the day expense report',
    method: 'GET',
    url: () => '/api/reports/day-expense/export?format=csv',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read a day of the day expense report',
    method: 'GET',
    url: () => '/api/reports/day-expense/2026-11-24',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'read the click report',
    method: 'GET',
    url: () => '/api/reports/clicks',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'export the click report',
    method: 'GET',
    url: () => '/api/reports/clicks/export?format=csv',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: "list every advertiser's deposits (operators)",
    method: 'GET',
    url: () => '/api/ops/deposits',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: "export every advertiser's deposits (operators)",
    method: 'GET',
    url: () => '/api/ops/deposits/export?format=csv',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'close the finished days now (operators)',
    method: 'POST',
    url: () => '/api/ops/settlement',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: "the operators' console overview (queues)",
    method: 'GET',
    url: () => '/api/ops/overview',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: "read an advertiser's ledger (operators)",
    method: 'GET',
    url: (ctx) => `/api/ops/advertisers/${ctx.advertiserId}/statements`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'adjust a balance (operators)',
    method: 'POST',
    url: (ctx) => `/api/ops/advertisers/${ctx.advertiserId}/adjust`,
    body: () => ({ amount: '1', reason: 'matrix' }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'cancel a deposit',
    method: 'POST',
    url: (ctx) => `/api/deposits/${ctx.depositId}/cancel`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403, apiKey: 409 },
  },
  {
    route: "an app page's popups",
    method: 'GET',
    url: () => '/api/popup/page?page=dashboards',
    // Every signed-in user may ask; operators are no popup audience and get an empty list.
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: "'Do not show this popup again'",
    method: 'POST',
    url: (ctx) => `/api/popup/do-not-show-again/${ctx.popupId}`,
    expected: { none: 401, otherAdvertiser: 204, readOnly: 204, full: 204, operator: 404 },
  },
  {
    route: "a popup's public detail",
    method: 'GET',
    url: (ctx) => `/api/popup/detail/${ctx.popupId}`,
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: 'list popups (operators)',
    method: 'GET',
    url: () => '/api/ops/popups',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'read a popup (operators)',
    method: 'GET',
    url: (ctx) => `/api/ops/popups/${ctx.popupId}`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'create a popup (operators)',
    method: 'POST',
    url: () => '/api/ops/popups',
    body: (ctx) => popupBody(ctx),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'change a popup (operators)',
    method: 'PUT',
    url: (ctx) => `/api/ops/popups/${ctx.popupId}`,
    body: (ctx) => popupBody(ctx),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'switch a popup off (operators)',
    method: 'PUT',
    url: (ctx) => `/api/ops/popups/${ctx.popupToDeleteId}/status`,
    body: () => ({ status: 'inactive' }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'delete a popup (operators)',
    method: 'DELETE',
    url: (ctx) => `/api/ops/popups/${ctx.popupToDeleteId}`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 204 },
  },
  {
    route: 'upload a content image (operators)',
    method: 'POST',
    url: () => '/api/ops/content-images',
    raw: (ctx) => multipartOf(ctx.contentImagePng, 'banner.png', 'image/png'),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'read a content image (public)',
    method: 'GET',
    url: (ctx) => ctx.contentImageUrl,
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  // Probes and metrics are public (no caller): whatever token comes is not asked. /metrics is open like this only
  // outside production without METRICS_TOKEN; its token and port rules: modules/health/metrics.test.ts.
  {
    route: 'liveness (public)',
    method: 'GET',
    url: () => '/api/health/live',
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: 'readiness (public)',
    method: 'GET',
    url: () => '/api/health/ready',
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: 'metrics (public in development and tests; token- or port-guarded in production)',
    method: 'GET',
    url: () => '/metrics',
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  // Tutorials: platform content, read with the Tutorial grant (the read-only role has none); drafts are 404.
  {
    route: "the tutorials' home",
    method: 'GET',
    url: () => '/api/tutorials',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'search the tutorials',
    method: 'GET',
    url: () => '/api/tutorials/all?search=matrix',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: "a tutorial category's articles",
    method: 'GET',
    url: (ctx) => `/api/tutorials/categories/${ctx.tutorialCategoryId}`,
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'read a published tutorial',
    method: 'GET',
    url: (ctx) => `/api/tutorials/${ctx.tutorialId}`,
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'read a draft tutorial',
    method: 'GET',
    url: (ctx) => `/api/tutorials/${ctx.draftTutorialId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 404, operator: 403 },
  },
  {
    route: 'list tutorials (operators)',
    method: 'GET',
    url: () => '/api/ops/tutorials',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'read a tutorial for the editor (operators)',
    method: 'GET',
    url: (ctx) => `/api/ops/tutorials/${ctx.draftTutorialId}`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'write a tutorial (operators)',
    method: 'POST',
    url: () => '/api/ops/tutorials',
    body: (ctx) => tutorialBody(ctx, 'published'),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'save a tutorial (operators)',
    method: 'PUT',
    url: (ctx) => `/api/ops/tutorials/${ctx.tutorialId}`,
    body: (ctx) => tutorialBody(ctx, 'published'),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'delete a tutorial (operators)',
    method: 'DELETE',
    url: (ctx) => `/api/ops/tutorials/${ctx.draftTutorialId}`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 204 },
  },
  {
    route: 'list tutorial categories (operators)',
    method: 'GET',
    url: () => '/api/ops/tutorial-categories',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'add a tutorial category (operators)',
    method: 'POST',
    url: () => '/api/ops/tutorial-categories',
    body: () => ({ names: { en: 'Matrix extras' } }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'rename a tutorial category (operators)',
    method: 'PUT',
    url: (ctx) => `/api/ops/tutorial-categories/${ctx.tutorialCategoryId}`,
    body: () => ({ names: { en: 'Matrix', th: 'เมทริกซ์' } }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'order the tutorial categories (operators)',
    method: 'PUT',
    url: () => '/api/ops/tutorial-categories/order',
    // Only one of the categories named: the operator passes the checks and hears the order is incomplete.
    body: (ctx) => ({ ids: [ctx.tutorialCategoryId] }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 422 },
  },
  {
    route: 'delete a tutorial category (operators)',
    method: 'DELETE',
    url: (ctx) => `/api/ops/tutorial-categories/${ctx.tutorialCategoryId}`,
    // It still holds the published article: only an empty category goes.
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 409 },
  },
  {
    route: 'read the Telegram connection',
    method: 'GET',
    url: () => '/api/telegram',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403, apiKey: 403 },
  },
  {
    route: 'create a Telegram deep link (no bot in this suite)',
    method: 'POST',
    url: () => '/api/telegram/link',
    expected: { none: 401, otherAdvertiser: 409, readOnly: 403, full: 409, operator: 403, apiKey: 403 },
  },
  {
    route: 'disconnect Telegram',
    method: 'DELETE',
    url: () => '/api/telegram',
    expected: { none: 401, otherAdvertiser: 204, readOnly: 403, full: 204, operator: 403, apiKey: 403 },
  },
  {
    route: 'send a Telegram test message (no bot in this suite)',
    method: 'POST',
    url: () => '/api/telegram/test',
    expected: { none: 401, otherAdvertiser: 409, readOnly: 403, full: 409, operator: 403, apiKey: 403 },
  },
  {
    route: 'press Start in the sandbox bot (none in this suite)',
    method: 'POST',
    url: () => '/api/telegram/sandbox/start',
    body: () => ({ url: 'https://t.me/bot?start=abc' }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 404, operator: 403, apiKey: 403 },
  },
  {
    route: "read the sandbox bot's messages (none in this suite)",
    method: 'GET',
    url: () => '/api/telegram/sandbox/messages',
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 404, operator: 403, apiKey: 403 },
  },
  // Telegram calls it, authenticated by X-Telegram-Bot-Api-Secret-Token alone: a session's token opens nothing.
  // Without a bot and a webhook configured (this suite) it is 404 to every caller; with them (401 without the
  // secret, 403 with a wrong one, a user's token included): modules/telegram/telegram.routes.test.ts.
  {
    route: 'Telegram webhook (no bot in this suite)',
    method: 'POST',
    url: () => '/api/telegram/webhook',
    body: () => ({ update_id: 1 }),
    expected: { none: 404, otherAdvertiser: 404, readOnly: 404, full: 404, operator: 404 },
  },
  {
    route: 'read own notification settings',
    method: 'GET',
    url: () => '/api/notification-settings',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403, apiKey: 403 },
  },
  {
    route: 'save own notification settings',
    method: 'PUT',
    url: () => '/api/notification-settings',
    body: () => ({
      categories: NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        in_app: true,
        telegram: true,
        email: category !== 'news',
      })),
      low_balance_threshold: null,
      digest: { frequency: 'off', hour: 9, weekday: 1, telegram: true, email: true },
    }),
    expected: { none: 401, otherAdvertiser: 200, readOnly: 403, full: 200, operator: 403, apiKey: 403 },
  },
  // Operators' news (OpsContent) and the log of sent notifications (Ops).
  {
    route: 'list news broadcasts (operators)',
    method: 'GET',
    url: () => '/api/ops/news',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: "a broadcast's audience (operators)",
    method: 'GET',
    url: () => '/api/ops/news/audience',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'send news (operators)',
    method: 'POST',
    url: () => '/api/ops/news',
    body: (ctx) => ({
      title: 'Matrix news',
      body: 'For the matrix.',
      audience: 'advertisers',
      advertiser_ids: [ctx.advertiserId],
    }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
  {
    route: 'read the sent notifications (operators)',
    method: 'GET',
    url: () => '/api/ops/notification-dispatches?status=failed',
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 },
  },
  {
    route: 'retry a failed notification dispatch (operators)',
    method: 'POST',
    url: (ctx) => `/api/ops/notification-dispatches/${ctx.failedDispatchId}/retry`,
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 204 },
  },
  {
    route: "list the team's webhook endpoints",
    method: 'GET',
    url: () => '/api/webhooks',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'create a webhook endpoint',
    method: 'POST',
    url: () => '/api/webhooks',
    body: () => ({ url: 'https://hooks.example.com/matrix', events: ['ad.stopped'] }),
    expected: { none: 401, otherAdvertiser: 201, readOnly: 403, full: 201, operator: 403, apiKey: 201 },
  },
  {
    route: 'read a webhook endpoint',
    method: 'GET',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'replace a webhook endpoint',
    method: 'PUT',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}`,
    body: () => ({ url: 'https://hooks.example.com/matrix-2', events: ['ad.stopped', 'deposit.credited'] }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'delete a webhook endpoint',
    method: 'DELETE',
    url: (ctx) => `/api/webhooks/${ctx.webhookToDeleteId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 204, operator: 403, apiKey: 404 },
  },
  {
    route: "rotate a webhook endpoint's secret",
    method: 'POST',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}/rotate-secret`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'send a webhook test event',
    method: 'POST',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}/test`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 202, operator: 403, apiKey: 202 },
  },
  {
    route: "list a webhook endpoint's deliveries",
    method: 'GET',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}/deliveries`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'read a webhook delivery',
    method: 'GET',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}/deliveries/${ctx.webhookDeliveryId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403, apiKey: 200 },
  },
  {
    route: 'redeliver a finished webhook delivery (then it is open: 409)',
    method: 'POST',
    url: (ctx) => `/api/webhooks/${ctx.webhookId}/deliveries/${ctx.webhookDeliveryId}/redeliver`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 202, operator: 403, apiKey: 409 },
  },
];

/** A valid tutorial in the matrix's category. */
function tutorialBody(ctx: Context, status: 'draft' | 'published') {
  return {
    category_id: ctx.tutorialCategoryId,
    status,
    translations: { en: { title: 'Matrix article', body_html: '<p>Read me.</p>' } },
  };
}

/** A valid popup body with the matrix's image. */
function popupBody(ctx: Context) {
  return {
    topic: 'Matrix popup',
    audience: 'advertiser',
    image_id: ctx.contentImageId,
    direct_to: 'none',
    status: 'active',
    not_show_again_enable: true,
  };
}

describeOnEachDatabase(
  'authorization matrix (profile, sessions, action log, affiliate, outbox, login-by-token, deposits, statements, reports, webhooks)',
  (client) => {
    const tokens = {} as CallerTokens;
    const ctx = {} as Context;

    async function signIn(c: TestClient, email: string, password: string) {
      return (await c.login(email, password)).access_token;
    }

    beforeAll(async () => {
      const c = client();
      const full = await c.register({ email: 'matrix-full@example.com' });
      ctx.advertiserId = full.advertiser_id;
      tokens.full = await signIn(c, full.email, full.password);
      tokens.apiKey = await fullUsersApiKey(c, tokens.full);
      const sessions = (await c.get('/api/profile/sessions', { token: tokens.full })).json();
      ctx.fullUserSessionId = sessions.items[0].id;
      const key = await c.post(
        '/api/api-keys',
        { name: 'Matrix', scope: 'read_write', areas: ['Advertisement'], expires_on: null },
        { token: tokens.full },
      );
      ctx.fullApiKeyId = key.json().key.id;

      const reader = await c.register({ email: 'matrix-reader@example.com' });
      ctx.readerUserId = reader.user_id;
      // Move the reader into the first advertiser's team with a role that reads every area and writes none.
      await joinTeamWithRole(
        c,
        { userId: reader.user_id, advertiserId: full.advertiser_id },
        {
          name: 'Read only',
          permissions: Object.fromEntries(
            [
              'Dashboard',
              'ActionLog',
              'User',
              'Role',
              'Setting',
              'Report',
              'Deposit',
              'Statement',
              'Webhook',
            ].map((area) => [area, { read: true }]),
          ),
        },
      );
      tokens.readOnly = await signIn(c, reader.email, reader.password);

      const [deposit] = await c.database.db
        .insert(deposits)
        .values({
          reference: 'DPMATRIX0001',
          advertiserId: full.advertiser_id,
          method: 'manual',
          status: 'waiting',
          amountMicros: 5_000_000n,
        })
        .returning();
      ctx.depositId = deposit!.id;
      const { statement } = await c.database.db.transaction((tx) =>
        c.app.services.ledger.post(tx, {
          advertiserId: full.advertiser_id,
          type: 'deposit',
          amountMicros: 9_000_000n,
          reference: 'matrix-credit',
        }),
      );
      ctx.statementId = statement.id;

      const [dispatch] = await c.database.db
        .insert(notificationDispatches)
        .values({
          userId: full.user_id,
          advertiserId: full.advertiser_id,
          channel: 'email',
          status: 'failed',
          subject: 'Matrix dispatch',
          body: '',
          lastError: 'email: the matrix refused it',
        })
        .returning();
      ctx.failedDispatchId = dispatch!.id;

      for (const key of ['webhookId', 'webhookToDeleteId'] as const) {
        const endpoint = await c.post(
          '/api/webhooks',
          { url: 'https://hooks.example.com/matrix', events: ['ad.stopped'] },
          { token: tokens.full },
        );
        ctx[key] = endpoint.json().endpoint.id;
      }
      const [delivery] = await c.database.db
        .insert(webhookDeliveries)
        .values({
          endpointId: ctx.webhookId,
          advertiserId: full.advertiser_id,
          messageId: 'msg_matrix',
          event: 'webhook.test',
          payload: { type: 'webhook.test', timestamp: new Date().toISOString(), data: {} },
          status: 'succeeded',
          attempts: 1,
        })
        .returning();
      ctx.webhookDeliveryId = delivery!.id;

      const other = await c.register({ email: 'matrix-other@example.com' });
      tokens.otherAdvertiser = await signIn(c, other.email, other.password);

      await c.app.services.operators.create({
        name: 'Matrix Op',
        email: 'matrix-op@example.com',
        password: 'Ops#12345',
      });
      tokens.operator = await signIn(c, 'matrix-op@example.com', 'Ops#12345');

      const popup = await createPopup(c, tokens.operator, { not_show_again_enable: true });
      ctx.popupId = popup.id;
      ctx.contentImageId = popup.image.id;
      ctx.contentImageUrl = popup.image.url;
      ctx.popupToDeleteId = (await createPopup(c, tokens.operator)).id;
      ctx.contentImagePng = await bannerPng(120, 60);

      const category = await c.post(
        '/api/ops/tutorial-categories',
        { names: { en: 'Matrix' } },
        { token: tokens.operator },
      );
      ctx.tutorialCategoryId = category.json().id;
      for (const status of ['published', 'draft'] as const) {
        const created = await c.post('/api/ops/tutorials', tutorialBody(ctx, status), {
          token: tokens.operator,
        });
        if (status === 'published') ctx.tutorialId = created.json().id;
        else ctx.draftTutorialId = created.json().id;
      }
    });

    walkMatrix(client, ROWS, tokens, ctx);
  },
);
