import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const THAI_PATH = 'สินค้า';
const ENCODED_THAI_PATH = '%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2';

/**
 * D2-1: a redirect URL beyond Latin-1 (a Thai path, `?q=中`, `#中`) was stored as typed and every click on it was
 * recorded and charged, then answered 500 (ERR_INVALID_CHAR writing the Location header).
 */
describeOnEachDatabase(
  'clicks on redirect URLs beyond ASCII',
  (client) => {
    let setup: Awaited<ReturnType<typeof deliverySetup>>;
    let ad: Awaited<ReturnType<typeof liveAd>>;
    const refresh = () => client().app.services.deliveryKeeper.rebuild();
    const temporary = async () =>
      (await client().app.services.ledger.balanceOf(client().database.db, ad.advertiserId)).temporaryMicros;
    const clicks = async () =>
      (await client().get(`/api/advertisements/${ad.adId}/clicks?page_size=100`, { token: ad.token })).json();
    /** A served, viewed ad clicked five seconds later. */
    const click = async () => {
      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      expect(served.id).toBe(ad.adId);
      expect((await visit(client(), served.view)).statusCode).toBe(200);
      await client().app.services.delivery.flushImpressions();
      advance(5000);
      return visit(client(), served.click, { ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
    };
    /** A row written before redirect URLs were kept encoded (the old contract took these as typed). */
    const storeAsTyped = async (url: string) => {
      await client().database.db.execute(
        sql`update advertisements set redirect_url = ${url} where id = ${ad.adId}`,
      );
      await refresh();
    };

    it('stores the encoded URL, redirects to it and charges the click once', async () => {
      setup = await deliverySetup(client());
      ad = await liveAd(client(), setup.operator, setup.catalogue, {
        max: '1',
        redirectUrl: `https://shop.example.co.th/${THAI_PATH}?q=中#中`,
      });
      await refresh();
      const stored = `https://shop.example.co.th/${ENCODED_THAI_PATH}?q=%E4%B8%AD#%E4%B8%AD`;
      expect(
        (await client().get(`/api/advertisements/${ad.adId}`, { token: ad.token })).json().redirect_url,
      ).toBe(stored);
      const before = await temporary();
      const response = await click();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(stored);
      expect(before - (await temporary())).toBe(500_000n);
      expect((await clicks()).data).toMatchObject([{ status: 'success' }]);
    });

    it('encodes a URL stored as typed when it answers the click', async () => {
      await storeAsTyped(`https://ร้านค้า.ไทย/${THAI_PATH}?q=中`);
      const before = await temporary();
      const response = await click();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `https://xn--42c5b3a1dc8kd.xn--o3cw4h/${ENCODED_THAI_PATH}?q=%E4%B8%AD`,
      );
      expect(before - (await temporary())).toBe(500_000n);
      expect((await clicks()).total).toBe(2);
    });

    it('neither records nor charges a click whose redirect cannot be sent', async () => {
      // The old pattern took any five-digit port.
      await storeAsTyped(`https://shop.example.co.th:99999/${THAI_PATH}`);
      const before = await temporary();
      const response = await click();
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(await temporary()).toBe(before);
      expect((await clicks()).total).toBe(2);
    });
  },
  { now: () => clock },
);
