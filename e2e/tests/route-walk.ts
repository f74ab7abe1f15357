import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn } from '../../apps/api/test/smtp-fake.ts';
import type { RouteDef, RouteName } from '../../apps/web/src/app/route-types.ts';
import { ROUTES } from '../../apps/web/src/app/routes.ts';
import { PLATFORM_AREAS } from '../../packages/permissions/src/areas.ts';
import { apiSession, DEMO, expect, type Mailbox, OPERATOR } from './fixtures.ts';

/**
 * Walking the route table (apps/web/src/app/routes.ts): who may open each route, real ids for its
 * parameters from the demo data, moving inside the app without reloading, and waiting until a screen has its
 * data. Read from the table, so a new screen is walked without anyone adding it to a spec.
 */

export type Who = 'guest' | 'demo' | 'operator';
export type Ids = Partial<Record<RouteName, Record<string, string>>>;

const PLATFORM: readonly string[] = PLATFORM_AREAS;

export function whoWalks(route: RouteDef): Who {
  if (route.access !== 'auth') return 'guest';
  return route.ability && PLATFORM.includes(route.ability.subject) ? 'operator' : 'demo';
}

export const routesOf = (who: Who) => ROUTES.filter((route) => whoWalks(route) === who);

/** The path of a route with its parameters filled in (a catch-all route gets a path nothing matches). */
export function pathOf(route: RouteDef, ids: Ids): string {
  if (route.path === '*') return '/no-such-page-walk';
  const params = ids[route.name] ?? {};
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value)
      throw new Error(`route walk: no id for :${name} of route ${route.name} — add one to findIds()`);
    return encodeURIComponent(value);
  });
}

/** The first row's field of a demo list endpoint (lists answer `{ data: [...] }`). */
async function first(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  pick: (row: Record<string, unknown>) => unknown = (row) => row.id,
): Promise<string> {
  const response = await request.get(path, { headers });
  expect(response.status(), `GET ${path}`).toBe(200);
  const body = (await response.json()) as { data?: Record<string, unknown>[] };
  const row = body.data?.find((item) => pick(item) !== undefined && pick(item) !== null);
  if (!row) throw new Error(`route walk: the demo data has no row at ${path}`);
  return String(pick(row));
}

/**
 * The demo's first webhook endpoint, added by the walk when there is none (the demo data has none, and a team may
 * have only ten, so each walk reuses the one it finds). Nothing is sent to it unless an event it hears happens.
 */
async function webhookEndpoint(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const listed = await request.get('/api/webhooks', { headers });
  expect(listed.status(), 'GET /api/webhooks').toBe(200);
  const found = ((await listed.json()) as { items: { id: string }[] }).items[0];
  if (found) return found.id;
  const added = await request.post('/api/webhooks', {
    headers,
    data: { url: 'https://route-walk.example/hook', description: 'Route walk', events: ['message.answered'] },
  });
  expect(added.status(), 'POST /api/webhooks').toBe(201);
  return ((await added.json()) as { endpoint: { id: string } }).endpoint.id;
}

/**
 * Real ids for every route with a parameter, read from the demo data through the API. Links that check a
 * token: a real reset link (so its form is walked), made-up tokens elsewhere (their invalid-link screens).
 */
export async function findIds(request: APIRequestContext, mailbox: Mailbox): Promise<Ids> {
  const demo = await apiSession(request, DEMO);
  const ops = await apiSession(request, OPERATOR);
  const me = (await (await request.get('/api/me', { headers: demo })).json()) as {
    user_data: { id: string; advertiser_id: string };
  };
  // An ad with a day of traffic, so its day report has lines.
  const ads = (await (await request.get('/api/advertisements', { headers: demo })).json()) as {
    data: { id: string }[];
  };
  let adId = '';
  let dayReport = '';
  for (const ad of ads.data) {
    const days = (await (
      await request.get(`/api/advertisements/${ad.id}/day-report`, { headers: demo })
    ).json()) as {
      data: { date: string }[];
    };
    if (days.data[0]) {
      adId = ad.id;
      dayReport = days.data[0].date;
      break;
    }
  }
  if (!adId) throw new Error('route walk: no demo ad has a day of traffic');
  const promotion = await first(request, demo, '/api/promotions');
  const tutorials = (await (await request.get('/api/tutorials', { headers: demo })).json()) as {
    featured: { id: string; category_id: string }[];
  };
  const tutorial = tutorials.featured[0];
  if (!tutorial) throw new Error('route walk: the demo has no featured tutorial');
  const forgot = await request.post('/api/auth/forgot-password', {
    data: { email: DEMO.email },
  });
  expect(forgot.status()).toBe(202);
  // Other specs' mail to the demo (news, support answers) may still be unread: the reset email is the one.
  let resetMail = await mailbox.next(DEMO.email);
  for (let skipped = 0; resetMail.subject !== 'Reset your AdPortal password' && skipped < 20; skipped++)
    resetMail = await mailbox.next(DEMO.email);
  const resetToken = new URL(linkIn(resetMail)).pathname.split('/').pop() ?? '';
  // A conversation of the walk's own: opening the demo's seeded one would mark its unread answer read, which the
  // messages spec counts on.
  const composed = await request.post('/api/messages', {
    headers: demo,
    data: { subject: 'Route walk', category: 'other', message: '<p>Opened by the route walks.</p>' },
  });
  expect(composed.status()).toBe(201);
  const conversation = ((await composed.json()) as { id: string }).id;
  const webhook = await webhookEndpoint(request, demo);
  return {
    'register-confirm': { token: 'route-walk-unknown-token' },
    'reset-password': { id: resetToken },
    'change-password': { id: 'route-walk-unknown-token' },
    'login-bypass': { token: 'route-walk-unknown-token' },
    'user-profile': { id: me.user_data.id },
    'ops-advertiser-ledger': { id: me.user_data.advertiser_id },
    'popup-detail': { id: await first(request, ops, '/api/ops/popups') },
    'deposit-detail': { id: await first(request, demo, '/api/deposits') },
    payment: { ref: await first(request, demo, '/api/deposits', (row) => row.reference) },
    'statement-detail': { id: await first(request, demo, '/api/statements') },
    'report-day-expense-detail': {
      id: await first(request, demo, '/api/reports/day-expense', (row) => row.date),
    },
    'promotion-detail': { id: promotion },
    'report-promotion-transaction': { id: promotion },
    'report-promotions-transaction': { id: promotion },
    'ads-planner-keyword': { id: await first(request, demo, '/api/planner/targets?target_type=keyword') },
    'ads-planner-website': { id: await first(request, demo, '/api/planner/targets?target_type=website') },
    'advertisement-detail': { id: adId },
    'advertisement-day-report': { id: adId },
    'advertisement-day-report-date': { id: adId, date: dayReport },
    'tutorial-category': { id: tutorial.category_id },
    'tutorial-detail': { id: tutorial.id },
    'ops-tutorial-edit': { id: await first(request, ops, '/api/ops/tutorials') },
    'message-conversation': { id: conversation },
    'webhook-detail': { id: webhook },
    'ops-message': { id: conversation },
  };
}

/**
 * Waits until the screen has its data: no request in flight for a moment and no skeleton or progress bar left
 * in the page's content (a screen still loading would be measured half drawn). Gives up after a while and
 * measures what is there.
 */
export function quietWatcher(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async function settled() {
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange > 300) {
        const loading = await page
          .locator(
            '#main-content .MuiSkeleton-root, #main-content [role="progressbar"]:not([aria-valuenow]), #main-content [aria-busy="true"]',
          )
          .count();
        if (loading === 0) return;
      }
      await page.waitForTimeout(100);
    }
  };
}

/** Moves to a path inside the app as its links do (the router follows history), without reloading the page. */
export async function moveTo(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `walk${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
