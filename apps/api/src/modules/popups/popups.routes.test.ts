import { randomBytes } from 'node:crypto';
import { POPUP_PAGES } from '@adportal/contracts';
import { beforeAll, expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { createPopup } from '../../../test/popup-fixtures.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';

const DOMAIN = 'https://ads.example.test';
const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();

/** The ids of the popups a user is shown on a page, in the answer's order. */
async function shownIds(client: TestClient, token: string, page: string): Promise<string[]> {
  const response = await client.get(`/api/popup/page?page=${page}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((popup: { id: string }) => popup.id);
}

describeOnEachDatabase(
  'popups on the app pages (spec §7)',
  (client) => {
    let operator = '';
    let advertiser = '';
    beforeAll(async () => {
      operator = await newOperator(client());
      advertiser = (await newAdvertiser(client())).token;
    });

    it('answers exactly status, data, domain and system_url, each popup with the spec fields', async () => {
      const popup = await createPopup(client(), operator, {
        topic: 'Shape check',
        direct_to: 'page',
        system_page: 'deposit',
        not_show_again_enable: true,
        body_html: '<p>Read <strong>more</strong></p>',
      });
      const response = await client().get('/api/popup/page?page=dashboards', { token: advertiser });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(Object.keys(answer).sort()).toEqual(['data', 'domain', 'status', 'system_url']);
      expect(answer.status).toBe(true);
      expect(answer.domain).toBe(DOMAIN);
      expect(answer.system_url).toEqual(POPUP_PAGES.map(({ id, page }) => ({ id, page })));
      const shown = answer.data.find((row: { id: string }) => row.id === popup.id);
      expect(Object.keys(shown).sort()).toEqual(
        [
          'id',
          'topic',
          'to',
          'date',
          'created_at',
          'status',
          'image',
          'image_width',
          'image_height',
          'direct_to',
          'url_direct',
          'system_page',
          'not_show_again_enable',
          'position',
          'has_body',
        ].sort(),
      );
      expect(shown).toMatchObject({
        topic: 'Shape check',
        to: 'advertiser',
        status: 'active',
        image: popup.image.url,
        image_width: 600,
        image_height: 300,
        direct_to: 'page',
        url_direct: null,
        system_page: 'deposit',
        not_show_again_enable: true,
        has_body: true,
      });
      // The image is served under the domain's path, to anyone, cached for good.
      const image = await client().get(shown.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });

    it('shows a popup on its pages only, every-page popups everywhere, and refuses a malformed page', async () => {
      const depositOnly = await createPopup(client(), operator, { pages: ['deposit', 'promotion'] });
      const everywhere = await createPopup(client(), operator, { pages: [] });
      const onDeposit = await shownIds(client(), advertiser, 'deposit');
      expect(onDeposit).toEqual(expect.arrayContaining([depositOnly.id, everywhere.id]));
      const onDashboard = await shownIds(client(), advertiser, 'dashboards');
      expect(onDashboard).toContain(everywhere.id);
      expect(onDashboard).not.toContain(depositOnly.id);
      // A page the table does not know gets the every-page popups only.
      const unknown = await shownIds(client(), advertiser, 'some-new-page');
      expect(unknown).toContain(everywhere.id);
      expect(unknown).not.toContain(depositOnly.id);

      for (const bad of ['Dashboards', 'a_b', '', 'x'.repeat(65), '%3Cscript%3E']) {
        const response = await client().get(`/api/popup/page?page=${bad}`, { token: advertiser });
        expect(response.statusCode, bad).toBe(422);
        expect(response.json().fields[0]).toMatchObject({ path: 'querystring.page' });
      }
      expect((await client().get('/api/popup/page', { token: advertiser })).statusCode).toBe(422);
      expect((await client().get('/api/popup/page?page=dashboards')).statusCode).toBe(401);
    });

    it('shows only active popups within their period, first of the stack first', async () => {
      const inactive = await createPopup(client(), operator, { status: 'inactive' });
      const future = await createPopup(client(), operator, { starts_at: hours(2) });
      const ended = await createPopup(client(), operator, { starts_at: hours(-5), ends_at: hours(-1) });
      const running = await createPopup(client(), operator, { starts_at: hours(-1), ends_at: hours(1) });
      const first = await createPopup(client(), operator, { position: 0 });
      const later = await createPopup(client(), operator, { position: 5 });
      const newerAtFive = await createPopup(client(), operator, { position: 5 });
      const ids = await shownIds(client(), advertiser, 'user');
      expect(ids).not.toContain(inactive.id);
      expect(ids).not.toContain(future.id);
      expect(ids).not.toContain(ended.id);
      expect(ids).toContain(running.id);
      const order = [first.id, newerAtFive.id, later.id].map((id) => ids.indexOf(id));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      // Switched off, it is gone at once; on again, it is back.
      await client().request('PUT', `/api/ops/popups/${running.id}/status`, {
        token: operator,
        body: { status: 'inactive' },
      });
      expect(await shownIds(client(), advertiser, 'user')).not.toContain(running.id);
    });

    it('answers advertiser popups to advertisers only: never a publisher popup, nothing to operators', async () => {
      const publisher = await createPopup(client(), operator, { audience: 'publisher' });
      const forAdvertisers = await createPopup(client(), operator);
      const ids = await shownIds(client(), advertiser, 'dashboards');
      expect(ids).toContain(forAdvertisers.id);
      expect(ids).not.toContain(publisher.id);
      const asOperator = (await client().get('/api/popup/page?page=dashboards', { token: operator })).json();
      expect(asOperator.data).toEqual([]);
      expect(asOperator.status).toBe(true);
    });

    it("'Do not show this popup again' hides it for that user only, only where allowed, idempotently", async () => {
      const dismissible = await createPopup(client(), operator, { not_show_again_enable: true });
      const fixed = await createPopup(client(), operator, { not_show_again_enable: false });
      const publisher = await createPopup(client(), operator, {
        audience: 'publisher',
        not_show_again_enable: true,
      });
      const owner = await client().register({ ip: `10.${randomBytes(3).join('.')}` });
      const ownerToken = (await client().login(owner.email, owner.password)).access_token;
      const teammate = await client().register({ ip: `10.${randomBytes(3).join('.')}` });
      await joinTeamWithRole(
        client(),
        { userId: teammate.user_id, advertiserId: owner.advertiser_id },
        { name: 'Viewer', permissions: { Dashboard: { read: true } } },
      );
      const teammateToken = (await client().login(teammate.email, teammate.password)).access_token;

      for (let attempt = 0; attempt < 2; attempt++) {
        const dismissed = await client().post(`/api/popup/do-not-show-again/${dismissible.id}`, undefined, {
          token: ownerToken,
        });
        expect(dismissed.statusCode).toBe(204);
        expect(dismissed.body).toBe('');
      }
      expect(await shownIds(client(), ownerToken, 'dashboards')).not.toContain(dismissible.id);
      // The teammate of the same advertiser and another advertiser still see it.
      expect(await shownIds(client(), teammateToken, 'dashboards')).toContain(dismissible.id);
      expect(await shownIds(client(), advertiser, 'dashboards')).toContain(dismissible.id);

      const refused = [fixed.id, publisher.id, '00000000-0000-4000-8000-000000000000'];
      for (const id of refused) {
        const response = await client().post(`/api/popup/do-not-show-again/${id}`, undefined, {
          token: ownerToken,
        });
        expect(response.statusCode, id).toBe(404);
      }
      expect(await shownIds(client(), ownerToken, 'dashboards')).toContain(fixed.id);
      const asOperator = await client().post(`/api/popup/do-not-show-again/${dismissible.id}`, undefined, {
        token: operator,
      });
      expect(asOperator.statusCode).toBe(404);
      const malformed = await client().post('/api/popup/do-not-show-again/not-a-uuid', undefined, {
        token: ownerToken,
      });
      expect(malformed.statusCode).toBe(422);
      const anonymous = await client().post(`/api/popup/do-not-show-again/${dismissible.id}`);
      expect(anonymous.statusCode).toBe(401);

      const counts = (await client().get(`/api/ops/popups/${dismissible.id}`, { token: operator })).json();
      expect(counts.dismissed).toBe(1);
    });

    it('counts who saw a popup once per user, however often it is shown', async () => {
      const popup = await createPopup(client(), operator, { pages: ['statement'] });
      const other = await newAdvertiser(client());
      for (let round = 0; round < 3; round++) await shownIds(client(), advertiser, 'statement');
      await shownIds(client(), other.token, 'statement');
      // Another page, where it is not shown, counts nothing.
      const third = await newAdvertiser(client());
      await shownIds(client(), third.token, 'dashboards');
      const read = (await client().get(`/api/ops/popups/${popup.id}`, { token: operator })).json();
      expect(read).toMatchObject({ seen: 2, dismissed: 0 });
      const listed = (await client().get('/api/ops/popups?page_size=100', { token: operator })).json();
      expect(listed.data.find((row: { id: string }) => row.id === popup.id)).toMatchObject({ seen: 2 });
    });

    it('serves the public detail page of an active popup that has started, sanitized, and 404 otherwise', async () => {
      const popup = await createPopup(client(), operator, {
        topic: 'Read all about it',
        body_html:
          '<p onclick="alert(2)">Bonus <em>details</em><script>alert(1)</script><a href="javascript:alert(3)">go</a></p>',
        direct_to: 'url',
        url_direct: 'example.com/offer',
      });
      const response = await client().get(`/api/popup/detail/${popup.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(Object.keys(detail).sort()).toEqual(
        [
          'id',
          'topic',
          'date',
          'image',
          'image_width',
          'image_height',
          'body_html',
          'direct_to',
          'url_direct',
          'system_page',
        ].sort(),
      );
      expect(detail).toMatchObject({
        topic: 'Read all about it',
        image: popup.image.url,
        url_direct: 'https://example.com/offer',
      });
      expect(detail.body_html).toContain('<em>details</em>');
      expect(detail.body_html).not.toMatch(/<script|onclick|javascript:/i);

      const inactive = await createPopup(client(), operator, { status: 'inactive' });
      const future = await createPopup(client(), operator, { starts_at: hours(3) });
      for (const id of [inactive.id, future.id, '00000000-0000-4000-8000-000000000000']) {
        expect((await client().get(`/api/popup/detail/${id}`)).statusCode, id).toBe(404);
      }
      expect((await client().get('/api/popup/detail/nope')).statusCode).toBe(422);
    });
  },
  { env: { PUBLIC_URL: DOMAIN } },
);
