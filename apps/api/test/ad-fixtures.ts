import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestClient } from './helper.ts';

/** A real image of exactly width × height pixels, in a format sharp writes. */
export async function imageOf(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 237, g: 0, b: 0 } } });
  if (format === 'jpeg')
    return image
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return image.png().toBuffer();
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartOf(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----adportal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

export async function upload(
  client: TestClient,
  token: string,
  data: Buffer,
  filename = 'banner.png',
  type = 'image/png',
) {
  const { body, contentType } = multipartOf(data, filename, type);
  return client.request('POST', '/api/ad-images', {
    token,
    body: body as unknown as string,
    headers: { 'content-type': contentType },
  });
}

export interface Catalogue {
  size300x250: string;
  size728x90: string;
  category: string;
  keyword: string;
  keyword2: string;
  website: string;
}

/** A small catalogue made by an operator through the API. */
export async function createCatalogue(client: TestClient, operator: string): Promise<Catalogue> {
  const suffix = randomBytes(3).toString('hex');
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await client.post(path, body, { token: operator });
    if (response.statusCode !== 201 && response.statusCode !== 409)
      throw new Error(`${path}: ${response.body}`);
    return response.json();
  };
  const catalogue = (await client.get('/api/ops/catalogue', { token: operator })).json();
  const existingSize = (w: number, h: number) =>
    catalogue.ad_sizes.find(
      (size: { width: number; height: number }) => size.width === w && size.height === h,
    )?.id;
  const size300x250 =
    existingSize(300, 250) ??
    (await post('/api/ops/ad-sizes', { name: 'Medium rectangle', width: 300, height: 250, status: 'active' }))
      .id;
  const size728x90 =
    existingSize(728, 90) ??
    (await post('/api/ops/ad-sizes', { name: 'Leaderboard', width: 728, height: 90, status: 'active' })).id;
  await post('/api/ops/countries', { code: 'TH', name: 'Thailand', status: 'active' });
  await post('/api/ops/countries', { code: 'US', name: 'United States', status: 'active' });
  const category = (await post('/api/ops/ad-categories', { name: `Crypto ${suffix}`, status: 'active' })).id;
  const keyword = (
    await post('/api/ops/keywords', {
      keyword: `bitcoin ${suffix}`,
      min_cpc: '0.5',
      min_cpm: '2',
      status: 'active',
    })
  ).id;
  const keyword2 = (
    await post('/api/ops/keywords', {
      keyword: `wallet ${suffix}`,
      min_cpc: '0.2',
      min_cpm: '1',
      status: 'active',
    })
  ).id;
  const website = (
    await post('/api/ops/websites', {
      domain: `news-${suffix}.example.com`,
      name: 'Crypto News',
      min_cpc: '0.3',
      min_cpm: '1.5',
      status: 'active',
    })
  ).id;
  return { size300x250, size728x90, category, keyword, keyword2, website };
}

export async function newOperator(client: TestClient) {
  const email = `ads-op-${randomBytes(4).toString('hex')}@example.com`;
  await client.app.services.operators.create({ name: 'Ad Review Desk', email, password: 'Operator#123' });
  return (await client.login(email, 'Operator#123')).access_token;
}

export async function newAdvertiser(client: TestClient) {
  // Each from its own address: the registration limit per IP is not what these tests are about.
  const account = await client.register({ ip: `10.${randomBytes(3).join('.')}` });
  const { access_token: token } = await client.login(account.email, account.password);
  return { token, advertiserId: account.advertiser_id, email: account.email };
}

/** Credits an advertiser through the operators' balance adjustment. */
export async function credit(client: TestClient, operator: string, advertiserId: string, amount: string) {
  const response = await client.post(
    `/api/ops/advertisers/${advertiserId}/adjust`,
    { amount, reason: 'Test credit' },
    { token: operator },
  );
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`credit: ${response.body}`);
}

/** Uploads a right-sized image and creates a pending ad. */
export async function createAd(
  client: TestClient,
  token: string,
  catalogue: Catalogue,
  patch: Record<string, unknown> = {},
) {
  const image = (await upload(client, token, await imageOf(300, 250))).json();
  const response = await client.post(
    '/api/advertisements',
    {
      name: 'Spring sale',
      type: 'click',
      ad_size_id: catalogue.size300x250,
      image_id: image.id,
      redirect_url: 'shop.example.com/sale?utm=portal',
      category_id: catalogue.category,
      all_countries: false,
      countries: ['TH'],
      ...patch,
    },
    { token },
  );
  if (response.statusCode !== 201) throw new Error(`create ad: ${response.body}`);
  return response.json();
}

export async function moderate(
  client: TestClient,
  operator: string,
  adId: string,
  action: string,
  reason = '',
) {
  return client.post(`/api/ops/advertisements/${adId}/moderate`, { action, reason }, { token: operator });
}
