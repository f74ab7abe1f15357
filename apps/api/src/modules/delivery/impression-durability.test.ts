import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, PERSON_UA, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';
import { slotRequestOf } from './slot-request.ts';

// IMPRESSION_DURABILITY=per_request (ADR 28): a beacon's answer waits until its impression is written. The
// flush period is far longer than the test, so only the beacon's own group commit can have written it.
describeOnEachDatabase(
  'delivery: impressions durable per request',
  (client) => {
    const services = () => client().app.services;

    it('resolves a beacon only once its impression, its count and its CPM charge are written', async () => {
      const setup = await deliverySetup(client());
      const cpm = await liveAd(client(), setup.operator, setup.catalogue, { type: 'impression', max: '5' });
      await services().deliveryKeeper.rebuild();
      const slot = slotRequestOf({ site: setup.siteKey, size: '300x250', kw: setup.keyword }, null)!;
      const served = services().delivery.serve(slot)!;
      const counted = services().delivery.view(served.viewToken, {
        ip: '192.0.2.30',
        userAgent: PERSON_UA,
        country: null,
      });
      expect(counted).toBeInstanceOf(Promise);
      expect(await counted).toBe(true);
      const [row] = await queryRows<{ beacons: string; impressions: string; spend: string }>(
        client().database.db,
        sql`select (select count(*) from impression_beacons where advertisement_id = ${cpm.adId}::uuid)::text as beacons,
              (select coalesce(sum(impressions), 0) from impression_counts where advertisement_id = ${cpm.adId}::uuid)::text
                as impressions,
              (select count(*) from spend_entries where advertisement_id = ${cpm.adId}::uuid)::text as spend`,
      );
      expect(row).toEqual({ beacons: '1', impressions: '1', spend: '1' });
    });

    it("answers the beacon's GIF only once its impression is written", async () => {
      const setup = await deliverySetup(client());
      const cpm = await liveAd(client(), setup.operator, setup.catalogue, { type: 'impression', max: '5' });
      await services().deliveryKeeper.rebuild();
      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const answer = await visit(client(), served.view, { ip: '192.0.2.31' });
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'image/gif']);
      const [row] = await queryRows<{ beacons: string }>(
        client().database.db,
        sql`select count(*)::text as beacons from impression_beacons where advertisement_id = ${cpm.adId}::uuid`,
      );
      expect(row).toEqual({ beacons: '1' });
    });
  },
  { env: { IMPRESSION_DURABILITY: 'per_request', IMPRESSION_FLUSH_MS: '10000' } },
);
