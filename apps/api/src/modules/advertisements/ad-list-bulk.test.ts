import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  createAd,
  createCatalogue,
  credit,
  moderate,
  newAdvertiser,
  newOperator,
} from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';

// 10:00 in Bangkok on Tuesday 24 November 2026: "this month" is 1–24 November, "today" the 24th.
const NOW = new Date('2026-11-24T03:00:00Z');

interface DayFigures {
  day: string;
  impressions: number;
  clicks: number;
  voids: number;
  spendMicros: number;
}

/** What the rollup holds for an ad's day (the triggers write it from clicks; the list only reads it). */
async function rollup(client: TestClient, advertiserId: string, adId: string, figures: DayFigures) {
  const charged = figures.clicks - figures.voids;
  await client.database.db.execute(sql`insert into report_days (advertiser_id, day, advertisement_id, target_id,
      site_id, target_type, impressions, clicks, void_clicks, charged_clicks, paid_impressions, click_spend_micros,
      impression_spend_micros)
    values (${advertiserId}::uuid, ${figures.day}::date, ${adId}::uuid, gen_random_uuid(), gen_random_uuid(),
      'keyword', ${figures.impressions}, ${figures.clicks}, ${figures.voids}, ${charged}, 0, ${figures.spendMicros}, 0)`);
}

describeOnEachDatabase(
  'the ad list: figures of a period, sorted by them; actions on several ads',
  (client) => {
    let operator = '';
    let catalogue: Catalogue;
    beforeAll(async () => {
      operator = await newOperator(client());
      catalogue = await createCatalogue(client(), operator);
    });

    /** An advertiser with a 20 USDT balance and ads named as given, approved unless said otherwise. */
    async function advertiserWithAds(names: string[], pending: string[] = []) {
      const advertiser = await newAdvertiser(client());
      await credit(client(), operator, advertiser.advertiserId, '20');
      const ids: Record<string, string> = {};
      for (const name of names) {
        const ad = await createAd(client(), advertiser.token, catalogue, { name });
        ids[name] = ad.id;
        if (!pending.includes(name)) await moderate(client(), operator, ad.id, 'approve');
      }
      return { ...advertiser, ids };
    }

    const bid = async (token: string, adId: string, min: string, max: string, target = catalogue.keyword) => {
      const response = await client().post(
        `/api/advertisements/${adId}/targets`,
        { target_type: 'keyword', target_id: target, min_bid: min, max_bid: max },
        { token },
      );
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };

    it("shows each ad's impressions, clicks, CTR, spend and average CPC for the period, and sorts by each", async () => {
      const { token, advertiserId, ids } = await advertiserWithAds(['Alpha', 'Bravo', 'Charlie']);
      // Alpha: many impressions, few clicks, 5 of them void. Bravo: fewer impressions, the best CTR and the
      // highest spend. Charlie: nothing this month, but a busy day last month.
      await rollup(client(), advertiserId, ids.Alpha!, {
        day: '2026-11-20',
        impressions: 1000,
        clicks: 15,
        voids: 5,
        spendMicros: 5_000_000,
      });
      await rollup(client(), advertiserId, ids.Alpha!, {
        day: '2026-11-24',
        impressions: 1000,
        clicks: 10,
        voids: 0,
        spendMicros: 5_000_000,
      });
      await rollup(client(), advertiserId, ids.Bravo!, {
        day: '2026-11-23',
        impressions: 500,
        clicks: 25,
        voids: 0,
        spendMicros: 20_000_000,
      });
      await rollup(client(), advertiserId, ids.Charlie!, {
        day: '2026-10-30',
        impressions: 9000,
        clicks: 90,
        voids: 0,
        spendMicros: 45_000_000,
      });

      const list = async (query: string) => {
        const response = await client().get(`/api/advertisements?${query}`, { token });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      const month = await list('sort=name&order=asc');
      expect(month.range).toEqual({ period: 'month', from: '2026-11-01', to: '2026-11-24' });
      const byName = Object.fromEntries(
        month.data.map((ad: { name: string; figures: object }) => [ad.name, ad.figures]),
      );
      expect(byName.Alpha).toMatchObject({
        impressions: 2000,
        clicks: 25,
        successful_clicks: 20,
        void_clicks: 5,
        ctr: 0.01,
        spend: '10.00',
        average_cpc: '0.50',
      });
      expect(byName.Bravo).toMatchObject({
        impressions: 500,
        successful_clicks: 25,
        ctr: 0.05,
        spend: '20.00',
      });
      expect(byName.Bravo.average_cpc).toBe('0.80');
      expect(byName.Charlie).toMatchObject({ impressions: 0, clicks: 0, spend: '0.00', average_cpc: null });

      const names = (page: { data: { name: string }[] }) => page.data.map((ad) => ad.name);
      expect(names(await list('sort=impressions&order=desc'))).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(names(await list('sort=impressions&order=asc'))).toEqual(['Charlie', 'Bravo', 'Alpha']);
      expect(names(await list('sort=clicks&order=desc'))).toEqual(['Bravo', 'Alpha', 'Charlie']);
      expect(names(await list('sort=ctr&order=desc'))).toEqual(['Bravo', 'Alpha', 'Charlie']);
      // An ad without a CTR or a CPC is last whichever way the column is sorted.
      expect(names(await list('sort=ctr&order=asc'))).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(names(await list('sort=spend&order=desc'))).toEqual(['Bravo', 'Alpha', 'Charlie']);
      expect(names(await list('sort=average_cpc&order=asc'))).toEqual(['Alpha', 'Bravo', 'Charlie']);
      // Sorting keeps paging: the second page of one continues the first.
      const first = await list('sort=spend&order=desc&page_size=2');
      const second = await list('sort=spend&order=desc&page_size=2&page=2');
      expect([...names(first), ...names(second)]).toEqual(['Bravo', 'Alpha', 'Charlie']);
      expect(first.total).toBe(3);

      // Other periods: today holds Alpha's day only; all time holds Charlie's October too.
      const today = await list('period=today&sort=spend&order=desc');
      expect(today.range).toEqual({ period: 'today', from: '2026-11-24', to: '2026-11-24' });
      expect(today.data[0]).toMatchObject({ name: 'Alpha', figures: { impressions: 1000, spend: '5.00' } });
      expect(names(await list('period=all&sort=spend&order=desc'))).toEqual(['Charlie', 'Bravo', 'Alpha']);
      expect((await client().get('/api/advertisements?period=decade', { token })).statusCode).toBe(422);
    });

    it('pauses and resumes several ads at once, and refuses another advertiser’s ad as unknown', async () => {
      const { token, ids } = await advertiserWithAds(['One', 'Two']);
      const both = [ids.One!, ids.Two!];
      const pause = await client().post(
        '/api/advertisements/bulk',
        { action: 'pause', ids: both },
        { token },
      );
      expect(pause.statusCode).toBe(200);
      expect(pause.json()).toEqual({ ads: 2, bids: 0, skipped: [] });
      for (const id of both) {
        const ad = (await client().get(`/api/advertisements/${id}`, { token })).json();
        expect(ad.display).toBe('offline');
      }
      // Again: nothing left to change.
      expect(
        (await client().post('/api/advertisements/bulk', { action: 'pause', ids: both }, { token })).json()
          .ads,
      ).toBe(0);
      const resume = await client().post(
        '/api/advertisements/bulk',
        { action: 'resume', ids: [ids.One] },
        { token },
      );
      expect(resume.json().ads).toBe(1);
      expect((await client().get(`/api/advertisements/${ids.One}`, { token })).json().display).toBe('online');

      // All or nothing: one ad of someone else's and nothing changes.
      const rival = await advertiserWithAds(['Theirs']);
      const mixed = await client().post(
        '/api/advertisements/bulk',
        { action: 'resume', ids: [ids.Two, rival.ids.Theirs] },
        { token },
      );
      expect(mixed.statusCode).toBe(404);
      expect((await client().get(`/api/advertisements/${ids.Two}`, { token })).json().display).toBe(
        'offline',
      );
      expect(
        (await client().get(`/api/advertisements/${rival.ids.Theirs}`, { token: rival.token })).json()
          .display,
      ).toBe('online');
      // The action log names each ad's change.
      const log = (await client().get('/api/action-logs?subject=Advertisement', { token })).json();
      expect(log.total ?? log.data.length).toBeGreaterThanOrEqual(3);
    });

    it("changes the max bid of several ads' bids, keeping each within its minimum and the balance", async () => {
      const { token, ids } = await advertiserWithAds(['Keen', 'Calm', 'Waiting'], ['Waiting']);
      const keen = await bid(token, ids.Keen!, '0.5', '1');
      const keenWallet = await bid(token, ids.Keen!, '0.3', '0.6', catalogue.keyword2);
      const calm = await bid(token, ids.Calm!, '0.8', '1.5');
      const bids = async (adId: string) =>
        Object.fromEntries(
          (await client().get(`/api/advertisements/${adId}/targets`, { token }))
            .json()
            .data.map((row: { id: string; min_bid: string; max_bid: string }) => [
              row.id,
              `${row.min_bid}-${row.max_bid}`,
            ]),
        );

      // +20 %: 1 → 1.2, 0.6 → 0.7 (0.72 to the tenth), 1.5 → 1.8. The pending ad cannot bid.
      const raise = await client().post(
        '/api/advertisements/bulk',
        { action: 'adjust_max_bid', ids: [ids.Keen, ids.Calm, ids.Waiting], percent: 20 },
        { token },
      );
      expect(raise.statusCode).toBe(200);
      expect(raise.json()).toEqual({
        ads: 2,
        bids: 3,
        skipped: [{ id: ids.Waiting, name: 'Waiting', reason: 'cannot_bid' }],
      });
      expect(await bids(ids.Keen!)).toEqual({ [keen]: '0.5-1.2', [keenWallet]: '0.3-0.7' });
      expect(await bids(ids.Calm!)).toEqual({ [calm]: '0.8-1.8' });

      // One price for all: 0.4 is under the "bitcoin" keyword's minimum (0.5), so that bid stays; the
      // wallet bid takes it, its min following the max down.
      const set = await client().post(
        '/api/advertisements/bulk',
        { action: 'set_max_bid', ids: [ids.Keen], max_bid: '0.4' },
        { token },
      );
      expect(set.json()).toEqual({
        ads: 1,
        bids: 1,
        skipped: [{ id: ids.Keen, name: 'Keen', reason: 'below_minimum' }],
      });
      expect(await bids(ids.Keen!)).toEqual({ [keen]: '0.5-1.2', [keenWallet]: '0.3-0.4' });

      // More than the balance (20 USDT) would be a click nobody can pay for.
      const rich = await client().post(
        '/api/advertisements/bulk',
        { action: 'set_max_bid', ids: [ids.Calm], max_bid: '25' },
        { token },
      );
      expect(rich.json().skipped).toEqual([{ id: ids.Calm, name: 'Calm', reason: 'balance_low' }]);
      expect(await bids(ids.Calm!)).toEqual({ [calm]: '0.8-1.8' });
    });

    it('refuses a bulk action it cannot read, field by field', async () => {
      const { token, ids } = await advertiserWithAds(['Solo']);
      const refuse = async (body: Record<string, unknown>) => {
        const response = await client().post('/api/advertisements/bulk', body, { token });
        expect(response.statusCode).toBe(422);
        return response
          .json()
          .fields.map((field: { path: string; key: string }) => `${field.path}:${field.key}`);
      };
      expect(await refuse({ action: 'set_max_bid', ids: [ids.Solo] })).toEqual([
        'max_bid:validation.required',
      ]);
      expect(await refuse({ action: 'adjust_max_bid', ids: [ids.Solo] })).toEqual([
        'percent:validation.required',
      ]);
      expect(await refuse({ action: 'adjust_max_bid', ids: [ids.Solo], percent: 0 })).toEqual([
        'percent:ad.bulk.errors.percentZero',
      ]);
      expect(await refuse({ action: 'adjust_max_bid', ids: [ids.Solo], percent: -95 })).toEqual([
        'percent:validation.between|min=-90&max=500',
      ]);
      expect(await refuse({ action: 'pause', ids: [] })).toEqual(['ids:validation.required']);
      const many = Array.from({ length: 101 }, () => ids.Solo);
      expect(await refuse({ action: 'pause', ids: many })).toEqual(['ids:ad.bulk.errors.tooMany|max=100']);
    });
  },
  { now: () => NOW },
);
