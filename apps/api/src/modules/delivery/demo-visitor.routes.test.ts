import { expect, it } from 'vitest';
import { deliverySetup, liveAd, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';

// The advertiser signs in from the address app.inject uses (127.0.0.1): a click from there is its own network.
const THIS_MACHINE = '127.0.0.1';

let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** The demo page's first slot, visited and clicked from this machine as the page leads to. */
async function clickThroughDemoPage(
  client: TestClient,
  setup: Awaited<ReturnType<typeof deliverySetup>>,
  query: string,
) {
  const page = await visit(client, `/serve/demo/${setup.siteKey}${query}`, { ip: THIS_MACHINE });
  expect(page.statusCode).toBe(200);
  const frame = /<iframe src="([^"]+size=300x250[^"]*)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
  const document = await visit(client, new URL(frame).pathname + new URL(frame).search, { ip: THIS_MACHINE });
  const click = /<a href="([^"]+)"/.exec(document.body)![1]!.replaceAll('&amp;', '&');
  const beacon = /<img class="px" src="([^"]+)"/.exec(document.body)![1]!.replaceAll('&amp;', '&');
  expect((await visit(client, beacon, { ip: THIS_MACHINE })).statusCode).toBe(200);
  await client.app.services.delivery.flushImpressions();
  advance(5000);
  expect((await visit(client, click, { ip: THIS_MACHINE })).statusCode).toBe(302);
  return { page: page.body, frame, click };
}

async function lastClick(client: TestClient, ad: Awaited<ReturnType<typeof liveAd>>) {
  const page = await client.get(`/api/advertisements/${ad.adId}/clicks?page_size=1`, { token: ad.token });
  return page.json().data[0];
}

// Several requests, an index rebuild and batch writes each: minutes on a loaded shared machine, never a limit.
const JOURNEY_TIMEOUT_MS = 180_000;

describeOnEachDatabase(
  'publisher demo page: a synthetic visitor from a chosen country (outside production)',
  (client) => {
    it(
      'offers the countries, carries the visitor to the slot, the beacon and the click, and charges the click',
      async () => {
        const setup = await deliverySetup(client());
        const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
        await client().app.services.deliveryKeeper.rebuild();

        const yourself = await clickThroughDemoPage(client(), setup, '');
        expect(yourself.page).toContain('<a href="?visitor=TH">Thailand (198.51.100.101)</a>');
        expect(await lastClick(client(), ad)).toMatchObject({ status: 'void', void_reason: 'self_click' });

        const thai = await clickThroughDemoPage(client(), setup, '?visitor=TH');
        expect(thai.page).toContain('aria-current="true">Thailand');
        expect(thai.frame).toContain('visitor=TH');
        expect(thai.click).toMatch(/^\/serve\/click\/[A-Za-z0-9_-]+\?visitor=TH$/);
        expect(await lastClick(client(), ad)).toMatchObject({
          status: 'success',
          void_reason: null,
          ip: '198.51.x.x',
          country: 'TH',
        });
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      'ignores an unknown visitor code',
      async () => {
        const setup = await deliverySetup(client());
        const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '5' });
        await client().app.services.deliveryKeeper.rebuild();
        await clickThroughDemoPage(client(), setup, '?visitor=XX');
        expect(await lastClick(client(), ad)).toMatchObject({ status: 'void', void_reason: 'self_click' });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
  { now: () => clock },
);

describeOnEachDatabase(
  'publisher demo page in production: no synthetic visitor',
  (client) => {
    it(
      'never reads the visitor parameter: the click from the advertiser\u2019s own address stays void',
      async () => {
        const setup = await deliverySetup(client());
        const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
        await client().app.services.deliveryKeeper.rebuild();
        const thai = await clickThroughDemoPage(client(), setup, '?visitor=TH');
        expect(thai.page).not.toContain('Visit as');
        expect(thai.frame).not.toContain('visitor=');
        // A hand-written link with the parameter changes nothing either.
        const served = (
          await visit(
            client(),
            `/serve/ad.json?site=${setup.siteKey}&size=300x250&kw=${encodeURIComponent(setup.keyword)}&visitor=TH`,
            { ip: THIS_MACHINE },
          )
        ).json().ad;
        expect(served.click_url).not.toContain('visitor=');
        const view = `${new URL(served.impression_url).pathname}?visitor=TH`;
        await visit(client(), view, { ip: THIS_MACHINE });
        await client().app.services.delivery.flushImpressions();
        advance(5000);
        await visit(client(), `${new URL(served.click_url).pathname}?visitor=TH`, { ip: THIS_MACHINE });
        expect(await lastClick(client(), ad)).toMatchObject({ status: 'void', void_reason: 'self_click' });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
  { now: () => clock, env: { NODE_ENV: 'production' } },
);
