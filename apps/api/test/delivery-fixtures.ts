import {
  type Catalogue,
  createAd,
  createCatalogue,
  credit,
  moderate,
  newAdvertiser,
  newOperator,
} from './ad-fixtures.ts';
import type { TestClient } from './helper.ts';

export const PERSON_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A keyword the catalogue has, by id. */
async function keywordText(client: TestClient, operator: string, keywordId: string): Promise<string> {
  const catalogue = (await client.get('/api/ops/catalogue', { token: operator })).json();
  return catalogue.keywords.find((keyword: { id: string }) => keyword.id === keywordId).keyword;
}

/** An approved, online ad of a credited advertiser, bidding on a keyword (and optionally the site). */
export async function liveAd(
  client: TestClient,
  operator: string,
  catalogue: Catalogue,
  options: {
    balance?: string;
    min?: string;
    max: string;
    type?: 'click' | 'impression';
    budget?: object;
    redirectUrl?: string;
  },
) {
  const advertiser = await newAdvertiser(client);
  await credit(client, operator, advertiser.advertiserId, options.balance ?? '20');
  const ad = await createAd(client, advertiser.token, catalogue, {
    type: options.type ?? 'click',
    all_countries: true,
    countries: [],
    ...(options.redirectUrl ? { redirect_url: options.redirectUrl } : {}),
  });
  const approved = await moderate(client, operator, ad.id, 'approve');
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  const target = await client.post(
    `/api/advertisements/${ad.id}/targets`,
    {
      target_type: 'keyword',
      target_id: catalogue.keyword,
      min_bid: options.min ?? (options.type === 'impression' ? '2' : '0.5'),
      max_bid: options.max,
    },
    { token: advertiser.token },
  );
  if (target.statusCode !== 201) throw new Error(`bid: ${target.body}`);
  if (options.budget) {
    const budget = await client.request('PUT', `/api/advertisements/${ad.id}/budget`, {
      token: advertiser.token,
      body: options.budget as never,
    });
    if (budget.statusCode !== 200) throw new Error(`budget: ${budget.body}`);
  }
  return { ...advertiser, adId: ad.id as string, targetId: target.json().id as string };
}

/** An operator, a catalogue and the site key of its website, with the keyword's text for the tag. */
export async function deliverySetup(client: TestClient) {
  const operator = await newOperator(client);
  const catalogue = await createCatalogue(client, operator);
  const tag = (
    await client.get(`/api/ops/websites/${catalogue.website}/tag?size=300x250`, { token: operator })
  ).json();
  return {
    operator,
    catalogue,
    siteKey: tag.site_key as string,
    keyword: await keywordText(client, operator, catalogue.keyword),
  };
}

/** A visitor's request to the ad server (its own IP and a browser's user agent unless told otherwise). */
export function visit(
  client: TestClient,
  url: string,
  visitor: { ip?: string; ua?: string; headers?: Record<string, string> } = {},
) {
  return client.app.inject({
    method: 'GET',
    url,
    remoteAddress: visitor.ip ?? '203.0.113.7',
    headers: { 'user-agent': visitor.ua ?? PERSON_UA, ...visitor.headers },
  });
}

/** Serves one slot as JSON and returns the served ad's tracking paths (or null). */
export async function serveJson(
  client: TestClient,
  siteKey: string,
  keyword: string,
  visitor: Parameters<typeof visit>[2] = {},
) {
  const response = await visit(
    client,
    `/serve/ad.json?site=${siteKey}&size=300x250&kw=${encodeURIComponent(keyword)}`,
    visitor,
  );
  const ad = response.json().ad;
  if (!ad) return null;
  return {
    id: ad.id as string,
    click: new URL(ad.click_url).pathname,
    view: new URL(ad.impression_url).pathname,
  };
}
