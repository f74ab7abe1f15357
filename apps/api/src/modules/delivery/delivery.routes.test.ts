import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

// A clock the suite moves: clicks need time after their impression, links expire, days end.
let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describeOnEachDatabase(
  'delivery: serve, count, click, charge, settle',
  (client) => {
    let setup: Awaited<ReturnType<typeof deliverySetup>>;
    let winner: Awaited<ReturnType<typeof liveAd>>;
    const refresh = () => client().app.services.deliveryKeeper.rebuild();
    const temporary = async (advertiserId: string) =>
      (await client().app.services.ledger.balanceOf(client().database.db, advertiserId)).temporaryMicros;
    const clicksOf = async (adId: string, token: string) =>
      (await client().get(`/api/advertisements/${adId}/clicks?page_size=100`, { token })).json();
    const viewed = async (path: string, ip?: string) => {
      expect((await visit(client(), path, { ip })).statusCode).toBe(200);
      await client().app.services.delivery.flushImpressions();
    };

    it('serves the highest expected value at the second price, as HTML and JSON', async () => {
      setup = await deliverySetup(client());
      winner = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      // A rival bidding 0.8 on the same keyword sets the winner's second price.
      await liveAd(client(), setup.operator, setup.catalogue, { max: '0.8' });
      await refresh();
      const html = await visit(
        client(),
        `/serve/ad?site=${setup.siteKey}&size=300x250&kw=${encodeURIComponent(setup.keyword)}`,
      );
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.headers['x-frame-options']).toBeUndefined();
      expect(html.headers['content-security-policy']).toContain("default-src 'none'");
      expect(html.body).toMatch(
        /<a href="\/serve\/click\/[A-Za-z0-9_-]+" target="_blank" rel="noopener sponsored"/,
      );
      expect(html.body).toMatch(
        /<img src="\/serve\/img\/[0-9a-f]{64}\.png" width="300" height="250" alt="Spring sale">/,
      );
      const served = await serveJson(client(), setup.siteKey, setup.keyword.toUpperCase());
      expect(served?.id).toBe(winner.adId);
    });

    it('counts the impression, charges the click at the second price and redirects to the stored URL', async () => {
      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      await viewed(served.view);
      advance(5000);
      const before = await temporary(winner.advertiserId);
      const response = await visit(client(), served.click);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.example.com/sale?utm=portal');
      // Second price: the rival's 0.8 at the same estimated CTR.
      expect(before - (await temporary(winner.advertiserId))).toBe(800_000n);
      const page = await clicksOf(winner.adId, winner.token);
      expect(page.data[0]).toMatchObject({
        status: 'success',
        void_reason: null,
        price: '0.80',
        ip: '203.0.x.x',
        browser: 'Chrome',
        os: 'Windows',
        device_type: 'desktop',
        target_type: 'keyword',
        target_name: setup.keyword,
      });
      // The same link again: redirected, recorded void duplicate, charged nothing.
      advance(1000);
      const again = await visit(client(), served.click, { ip: '198.51.100.9' });
      expect(again.statusCode).toBe(302);
      expect(before - (await temporary(winner.advertiserId))).toBe(800_000n);
      expect((await clicksOf(winner.adId, winner.token)).data[0]).toMatchObject({
        status: 'void',
        void_reason: 'duplicate',
      });
    });

    it('refuses a forged or altered link and charges nothing', async () => {
      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const token = served.click.split('/').pop()!;
      const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
      const before = await temporary(winner.advertiserId);
      for (const path of [`/serve/click/${altered}`, '/serve/click/not-a-token', `/serve/click/${token}x`]) {
        const response = await visit(client(), path);
        expect(response.statusCode).toBe(404);
        expect(response.headers.location).toBeUndefined();
      }
      // A view token is not a click token.
      expect((await visit(client(), `/serve/click/${served.view.split('/').pop()}`)).statusCode).toBe(404);
      expect(await temporary(winner.advertiserId)).toBe(before);
    });

    it('voids clicks that break a rule, each with its reason', async () => {
      const reasons: Record<string, string> = {};
      const clickOnce = async (
        label: string,
        options: { view?: boolean; wait?: number; ua?: string; ip?: string },
      ) => {
        const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
        if (options.view !== false) await viewed(served.view, options.ip);
        advance(options.wait ?? 5000);
        const response = await visit(client(), served.click, {
          ua: options.ua,
          ip: options.ip ?? '192.0.2.44',
        });
        expect(response.statusCode).toBe(302);
        reasons[label] = (await clicksOf(winner.adId, winner.token)).data[0].void_reason ?? 'success';
      };
      await clickOnce('no impression', { view: false });
      await clickOnce('too fast', { wait: 200 });
      await clickOnce('bot', {
        ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      await clickOnce('expired', { wait: 3 * 3_600_000 });
      await clickOnce('own team', { ip: '127.0.0.1' });
      for (let n = 1; n <= 4; n += 1) await clickOnce(`same ip ${n}`, { ip: '192.0.2.200' });
      expect(reasons).toEqual({
        'no impression': 'no_impression',
        'too fast': 'too_fast',
        bot: 'bot',
        expired: 'expired',
        'own team': 'self_click',
        'same ip 1': 'success',
        'same ip 2': 'success',
        'same ip 3': 'success',
        'same ip 4': 'ip_rate',
      });
    });

    it('gives an unknown site, a bad size or a bot an empty slot, never an error', async () => {
      for (const query of [
        'site=nope&size=300x250',
        `site=${setup.siteKey}&size=huge`,
        'size=300x250',
        'kw=%00',
      ]) {
        const response = await visit(client(), `/serve/ad.json?${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ad: null });
      }
      const html = await visit(client(), '/serve/ad?site=unknown');
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain('<body></body>');
    });

    it('settles after midnight only the valid spend, then the statement shows it', async () => {
      const charged = (await clicksOf(winner.adId, winner.token)).data.filter(
        (click: { status: string }) => click.status === 'success',
      );
      advance(24 * 3_600_000);
      await client().app.services.dayClose.run();
      const settled = await client().app.services.ledger.settle(client().database.db);
      expect(settled.booked).toBeGreaterThanOrEqual(1);
      // A day later the morning's session has expired: sign in again.
      const { access_token: token } = await client().login(winner.email, 'Secret#123');
      const statements = (await client().get('/api/statements?type=expense', { token })).json();
      const expected = charged.length * 800_000;
      expect(statements.data[0].amount).toBe(`-${(expected / 1_000_000).toFixed(2)}`);
    });
  },
  { now: () => clock },
);
