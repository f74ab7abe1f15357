import { createHash } from 'node:crypto';
import { beforeAll } from 'vitest';
import {
  type Catalogue,
  createAd,
  createCatalogue,
  credit,
  imageOf,
  moderate,
  multipartOf,
  upload,
} from '../test/ad-fixtures.ts';
import {
  type CallerTokens,
  fullUsersApiKey,
  type MatrixRow,
  walkMatrix,
} from '../test/authorization-matrix.ts';
import { serveJson, visit } from '../test/delivery-fixtures.ts';
import type { TestClient } from '../test/helper.ts';
import { describeOnEachDatabase } from '../test/helper.ts';
import { joinTeamWithRole } from '../test/team-fixtures.ts';
import { publicImagePath } from './modules/advertisements/ad-image.ts';

interface Context {
  catalogue: Catalogue;
  adId: string;
  targetId: string;
  deletableAdId: string;
  pendingAdId: string;
  imageId: string;
  adImageId: string;
  png: Buffer;
  imageFile: string;
  notificationId: string;
  clickId: string;
  publicImage: string;
}

const adBody = (ctx: Context) => ({
  name: 'Matrix banner',
  type: 'click',
  ad_size_id: ctx.catalogue.size300x250,
  image_id: ctx.imageId,
  redirect_url: 'shop.example.com/matrix',
  category_id: ctx.catalogue.category,
  all_countries: true,
  countries: [],
});
const WEEK_OF_BUSINESS_HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day < 5 ? [{ start: '09:00', end: '18:00' }] : [],
);

/** A real click on the matrix ad: served on the catalogue's website, its beacon fired, clicked. */
async function recordedClick(client: TestClient, operator: string, ctx: Context): Promise<string> {
  const tag = (
    await client.get(`/api/ops/websites/${ctx.catalogue.website}/tag?size=300x250`, { token: operator })
  ).json();
  const catalogue = (await client.get('/api/ops/catalogue', { token: operator })).json();
  const keyword = catalogue.keywords.find(
    (entry: { id: string }) => entry.id === ctx.catalogue.keyword,
  ).keyword;
  await client.app.services.deliveryKeeper.rebuild();
  // The ad targets Thailand: a visitor from a Thai address.
  const visitor = { ip: '1.46.0.1' };
  const served = await serveJson(client, tag.site_key, keyword, visitor);
  if (!served) throw new Error('the matrix ad was not served');
  await visit(client, served.view, visitor);
  await client.app.services.delivery.flushImpressions();
  await visit(client, served.click, visitor);
  const page = (await client.get(`/api/ops/advertisements/${ctx.adId}/clicks`, { token: operator })).json();
  return page.data[0].id;
}

/** Advertiser routes: signed-in callers of this advertiser only; another advertiser's ad is a 404. */
const ADVERTISER_READ = { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 };
/** Lists answer every advertiser with its own rows. */
const ADVERTISER_LIST = { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 };
const OPERATORS_ONLY = { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 200 };

/**
 * Every route of the campaigns issue walked with each kind of caller. The read-only role reads the
 * Advertisement area and writes nothing; operators hold OpsReview and no advertiser area.
 */
const ROWS: MatrixRow<Context>[] = [
  { route: 'list ads', method: 'GET', url: () => '/api/advertisements', expected: ADVERTISER_LIST },
  {
    route: 'export ads',
    method: 'GET',
    url: () => '/api/advertisements/export?format=csv',
    expected: ADVERTISER_LIST,
  },
  {
    route: 'read an ad',
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}`,
    expected: ADVERTISER_READ,
  },
  {
    route: 'create an ad',
    method: 'POST',
    url: () => '/api/advertisements',
    body: adBody,
    // Another advertiser cannot use this advertiser's uploaded image: it does not exist for them.
    expected: { none: 401, otherAdvertiser: 422, readOnly: 403, full: 201, operator: 403 },
  },
  {
    route: 'edit an ad',
    method: 'PUT',
    url: (ctx) => `/api/advertisements/${ctx.adId}`,
    // The ad keeps its image and redirect URL, so it stays approved for the bid rows below.
    body: (ctx) => {
      const { type: _type, ad_size_id: _size, ...fields } = adBody(ctx);
      return {
        ...fields,
        image_id: ctx.adImageId,
        redirect_url: 'shop.example.com/sale?utm=portal',
        name: 'Spring sale, edited',
      };
    },
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'switch an ad online',
    method: 'PUT',
    url: (ctx) => `/api/advertisements/${ctx.adId}/display`,
    body: () => ({ display: 'online' }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'pause or resume several ads',
    method: 'POST',
    url: () => '/api/advertisements/bulk',
    body: (ctx) => ({ action: 'resume', ids: [ctx.adId] }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'read the status log',
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/status-logs`,
    expected: ADVERTISER_READ,
  },
  {
    route: 'read the statistics',
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/statistics`,
    expected: ADVERTISER_READ,
  },
  {
    route: 'set the budget',
    method: 'PUT',
    url: (ctx) => `/api/advertisements/${ctx.adId}/budget`,
    body: () => ({ amount: '12', period: 'daily', start_date: '2026-01-01', end_date: null }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'read the budget log',
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/budget-logs`,
    expected: ADVERTISER_READ,
  },
  {
    route: 'set the schedule',
    method: 'PUT',
    url: (ctx) => `/api/advertisements/${ctx.adId}/schedule`,
    body: () => ({ enabled: true, week: WEEK_OF_BUSINESS_HOURS }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'list the bids',
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/targets`,
    expected: ADVERTISER_READ,
  },
  {
    route: 'bid on a keyword',
    method: 'POST',
    url: (ctx) => `/api/advertisements/${ctx.adId}/targets`,
    body: (ctx) => ({
      target_type: 'keyword',
      target_id: ctx.catalogue.keyword2,
      min_bid: '0.2',
      max_bid: '0.4',
    }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 201, operator: 403, apiKey: 409 },
  },
  {
    route: 'change a bid',
    method: 'PUT',
    url: (ctx) => `/api/advertisements/${ctx.adId}/targets/${ctx.targetId}`,
    body: () => ({ min_bid: '0.5', max_bid: '0.9' }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  {
    route: 'remove a bid',
    method: 'DELETE',
    url: (ctx) => `/api/advertisements/${ctx.adId}/targets/${ctx.targetId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 204, operator: 403, apiKey: 404 },
  },
  {
    route: 'delete an ad',
    method: 'DELETE',
    url: (ctx) => `/api/advertisements/${ctx.deletableAdId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 204, operator: 403, apiKey: 404 },
  },
  {
    route: 'upload an image',
    method: 'POST',
    url: () => '/api/ad-images',
    raw: (ctx) => {
      const { body, contentType } = multipartOf(ctx.png, 'banner.png', 'image/png');
      return { body, contentType };
    },
    // Refused before the file is read for callers who may not create ads.
    expected: { none: 401, otherAdvertiser: 201, readOnly: 403, full: 201, operator: 403 },
  },
  {
    route: 'read an uploaded image',
    method: 'GET',
    url: (ctx) => `/api/ad-images/${ctx.imageFile}`,
    // Images are served to whoever shows the ad: publishers' pages load them without a session.
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  { route: 'read the catalogue', method: 'GET', url: () => '/api/ad-catalogue', expected: ADVERTISER_LIST },
  {
    route: 'plan a keyword',
    method: 'GET',
    url: (ctx) =>
      `/api/planner/plan?type=click&ad_size_id=${ctx.catalogue.size300x250}&target_type=keyword&target_id=${ctx.catalogue.keyword}&budget=10`,
    expected: ADVERTISER_LIST,
  },
  {
    route: 'list planner targets',
    method: 'GET',
    url: () => '/api/planner/targets?type=click&target_type=keyword',
    expected: ADVERTISER_LIST,
  },
  {
    route: 'read the ads helper',
    method: 'GET',
    url: () => '/api/advertisements/opportunities',
    expected: ADVERTISER_LIST,
  },
  {
    route: 'read notifications',
    method: 'GET',
    url: () => '/api/notifications',
    expected: ADVERTISER_LIST,
  },
  {
    route: 'mark a notification read',
    method: 'POST',
    url: (ctx) => `/api/notifications/${ctx.notificationId}/read`,
    // Notifications are the advertiser's (the whole team sees the bell); a read mark is the reader's own, so
    // a read-only member may keep theirs. Operators have none.
    expected: { none: 401, otherAdvertiser: 404, readOnly: 204, full: 204, operator: 403 },
  },
  {
    route: "read an ad's clicks",
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/clicks`,
    expected: ADVERTISER_READ,
  },
  {
    route: "read an ad's delivery",
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/delivery`,
    expected: ADVERTISER_READ,
  },
  {
    route: "read an ad's day report",
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/day-report`,
    expected: ADVERTISER_READ,
  },
  {
    route: "read one of an ad's days by hour and target",
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/day-report/2026-11-24`,
    expected: ADVERTISER_READ,
  },
  {
    route: "read an ad's budget projection",
    method: 'GET',
    url: (ctx) => `/api/advertisements/${ctx.adId}/budget-projection`,
    expected: ADVERTISER_READ,
  },
  {
    route: "read an ad's clicks (operators)",
    method: 'GET',
    url: (ctx) => `/api/ops/advertisements/${ctx.adId}/clicks`,
    expected: OPERATORS_ONLY,
  },
  {
    route: 'void a click (operators)',
    method: 'POST',
    url: (ctx) => `/api/ops/clicks/${ctx.clickId}/void`,
    body: () => ({ reason: 'Matrix check' }),
    expected: OPERATORS_ONLY,
  },
  {
    route: "read a website's ad tag (operators)",
    method: 'GET',
    url: (ctx) => `/api/ops/websites/${ctx.catalogue.website}/tag?size=300x250&keywords=bitcoin`,
    expected: OPERATORS_ONLY,
  },
  {
    route: 'read an ad image by its content address (public)',
    method: 'GET',
    url: (ctx) => ctx.publicImage,
    expected: { none: 200, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 200 },
  },
  {
    route: 'review queue (operators)',
    method: 'GET',
    url: () => '/api/ops/advertisements?status=pending',
    expected: OPERATORS_ONLY,
  },
  {
    route: "read an ad's status log (operators)",
    method: 'GET',
    url: (ctx) => `/api/ops/advertisements/${ctx.adId}/status-logs`,
    expected: OPERATORS_ONLY,
  },
  {
    route: 'approve an ad (operators)',
    method: 'POST',
    url: (ctx) => `/api/ops/advertisements/${ctx.pendingAdId}/moderate`,
    body: () => ({ action: 'approve', reason: '' }),
    expected: OPERATORS_ONLY,
  },
  {
    route: 'read the catalogues (operators)',
    method: 'GET',
    url: () => '/api/ops/catalogue',
    expected: OPERATORS_ONLY,
  },
  {
    route: 'add a keyword (operators)',
    method: 'POST',
    url: () => '/api/ops/keywords',
    body: () => ({ keyword: 'matrix keyword', min_cpc: '0.3', min_cpm: '1', status: 'active' }),
    expected: { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 201 },
  },
];

describeOnEachDatabase(
  'authorization matrix (ads, bids, budgets, schedules, planner, review, catalogues)',
  (client) => {
    const tokens = {} as CallerTokens;
    const ctx = {} as Context;

    beforeAll(async () => {
      const c = client();
      await c.app.services.operators.create({
        name: 'Matrix Desk',
        email: 'ads-matrix-op@example.com',
        password: 'Ops#12345',
      });
      tokens.operator = (await c.login('ads-matrix-op@example.com', 'Ops#12345')).access_token;
      ctx.catalogue = await createCatalogue(c, tokens.operator);

      const full = await c.register({ email: 'ads-matrix-full@example.com', ip: '10.9.0.1' });
      tokens.full = (await c.login(full.email, full.password)).access_token;
      tokens.apiKey = await fullUsersApiKey(c, tokens.full);
      await credit(c, tokens.operator, full.advertiser_id, '50');

      const ad = await createAd(c, tokens.full, ctx.catalogue);
      ctx.adId = ad.id;
      ctx.adImageId = ad.image.id;
      await moderate(c, tokens.operator, ad.id, 'approve');
      const target = await c.post(
        `/api/advertisements/${ad.id}/targets`,
        { target_type: 'keyword', target_id: ctx.catalogue.keyword, min_bid: '0.5', max_bid: '0.8' },
        { token: tokens.full },
      );
      ctx.targetId = target.json().id;
      ctx.deletableAdId = (await createAd(c, tokens.full, ctx.catalogue, { name: 'To delete' })).id;
      ctx.pendingAdId = (await createAd(c, tokens.full, ctx.catalogue, { name: 'Awaiting review' })).id;
      ctx.png = await imageOf(300, 250);
      const image = (await upload(c, tokens.full, ctx.png)).json();
      ctx.imageId = image.id;
      ctx.imageFile = image.url.split('/').pop();
      const notifications = (await c.get('/api/notifications', { token: tokens.full })).json();
      ctx.notificationId = notifications.data[0].id;
      ctx.clickId = await recordedClick(c, tokens.operator, ctx);
      // Publishers' pages address the stored bytes by their digest.
      const stored = (await c.get(image.url)).rawPayload;
      ctx.publicImage = publicImagePath({
        sha256: createHash('sha256').update(stored).digest('hex'),
        format: 'png',
      });

      const reader = await c.register({ email: 'ads-matrix-reader@example.com', ip: '10.9.0.2' });
      await joinTeamWithRole(
        c,
        { userId: reader.user_id, advertiserId: full.advertiser_id },
        { name: 'Ads read only', permissions: { Advertisement: { read: true } } },
      );
      tokens.readOnly = (await c.login(reader.email, reader.password)).access_token;

      const other = await c.register({ email: 'ads-matrix-other@example.com', ip: '10.9.0.3' });
      tokens.otherAdvertiser = (await c.login(other.email, other.password)).access_token;
    });

    walkMatrix(client, ROWS, tokens, ctx);
  },
  // The matrix's click is made at once after its impression: no person's delay to wait for.
  { env: { CLICK_MIN_DELAY_MS: '0' } },
);
