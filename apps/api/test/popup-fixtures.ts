import sharp from 'sharp';
import { multipartOf } from './ad-fixtures.ts';
import type { TestClient } from './helper.ts';

/** A small announcement banner as an operator would upload it. */
export function bannerPng(width = 600, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 237, g: 0, b: 0 } } })
    .png()
    .toBuffer();
}

/** POST /api/ops/content-images with one file, as a browser's form sends it. */
export function uploadContentImage(
  client: TestClient,
  token: string,
  data: Buffer,
  filename = 'banner.png',
  type = 'image/png',
) {
  const { body, contentType } = multipartOf(data, filename, type);
  return client.request('POST', '/api/ops/content-images', {
    token,
    body: body as unknown as string,
    headers: { 'content-type': contentType },
  });
}

/** A popup body with an uploaded image; `patch` changes any field. */
export async function createPopup(
  client: TestClient,
  operator: string,
  patch: Record<string, unknown> = {},
): Promise<{ id: string; image: { id: string; url: string } } & Record<string, unknown>> {
  const image = (await uploadContentImage(client, operator, await bannerPng())).json();
  const response = await client.post(
    '/api/ops/popups',
    {
      topic: 'Deposit bonus this week',
      audience: 'advertiser',
      image_id: image.id,
      direct_to: 'none',
      status: 'active',
      ...patch,
    },
    { token: operator },
  );
  if (response.statusCode !== 201) throw new Error(`popup not created: ${response.body}`);
  return response.json();
}
