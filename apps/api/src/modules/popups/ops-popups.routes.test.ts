import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { bannerPng, createPopup, uploadContentImage } from '../../../test/popup-fixtures.ts';
import { actionLogs } from '../../db/schema/index.ts';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describeOnEachDatabase('operators’ popups and content images', (client) => {
  let operator = '';
  let advertiser = '';
  beforeAll(async () => {
    operator = await newOperator(client());
    advertiser = (await newAdvertiser(client())).token;
  });

  /** The action log rows of one subject. */
  const logOf = (subject: string, subjectId: string) =>
    client()
      .database.db.select()
      .from(actionLogs)
      .where(and(eq(actionLogs.subject, subject), eq(actionLogs.subjectId, subjectId)));

  it('takes images through the safe image path: re-encoded PNG, JPEG or GIF; never a text file or an SVG', async () => {
    const png = await uploadContentImage(client(), operator, await bannerPng(800, 400));
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ width: 800, height: 400, format: 'png' });
    expect(png.json().url).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}\.png$/);
    expect(await logOf('ContentImage', png.json().id)).toHaveLength(1);

    const refusals = [
      { data: Buffer.from('just some text, not an image'), name: 'notes.png', type: 'image/png' },
      { data: SVG, name: 'banner.svg', type: 'image/svg+xml' },
      { data: SVG, name: 'banner.png', type: 'image/png' },
    ];
    for (const { data, name, type } of refusals) {
      const response = await uploadContentImage(client(), operator, data, name, type);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().fields[0]).toMatchObject({ path: 'file', key: 'ad.errors.imageFormat' });
    }
    const asAdvertiser = await uploadContentImage(client(), advertiser, await bannerPng());
    expect(asAdvertiser.statusCode).toBe(403);
    const json = await client().post('/api/ops/content-images', { file: 'x' }, { token: operator });
    expect(json.statusCode).toBe(415);
    // Unknown or malformed addresses are not found or refused, never a server error.
    for (const path of [
      '/api/content-images/00000000-0000-4000-8000-000000000000.png',
      `${png.json().url.replace('.png', '.gif')}`,
    ])
      expect((await client().get(path)).statusCode, path).toBe(404);
    expect((await client().get(`/api/content-images/${'-'.repeat(36)}.png`)).statusCode).toBe(422);
  });

  it('creates, changes, switches off and deletes popups, each change in the action log', async () => {
    const popup = await createPopup(client(), operator, {
      topic: '  Deposit bonus this week  ',
      body_html: '<p>Up to <strong>20 USDT</strong> extra</p>',
      direct_to: 'page',
      system_page: 'deposit',
      url_direct: 'example.com/kept-out',
      pages: ['dashboards', 'dashboards', 'deposit'],
      not_show_again_enable: true,
      position: 3,
    });
    expect(popup).toMatchObject({
      topic: 'Deposit bonus this week',
      audience: 'advertiser',
      direct_to: 'page',
      system_page: 'deposit',
      // Only the target direct_to names is kept.
      url_direct: null,
      pages: ['dashboards', 'deposit'],
      starts_at: null,
      ends_at: null,
      status: 'active',
      not_show_again_enable: true,
      position: 3,
      seen: 0,
      dismissed: 0,
    });
    expect(await logOf('Popup', popup.id)).toHaveLength(1);

    const newImage = (await uploadContentImage(client(), operator, await bannerPng(640, 320))).json();
    const changed = await client().request('PUT', `/api/ops/popups/${popup.id}`, {
      token: operator,
      body: {
        topic: 'Deposit bonus, last days',
        audience: 'advertiser',
        image_id: newImage.id,
        direct_to: 'url',
        url_direct: 'https://example.com/bonus?from=popup',
        system_page: 'deposit',
        pages: [],
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2999-01-01T00:00:00+07:00',
        status: 'active',
        not_show_again_enable: false,
        position: 1,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      topic: 'Deposit bonus, last days',
      image: { id: newImage.id, width: 640 },
      direct_to: 'url',
      url_direct: 'https://example.com/bonus?from=popup',
      system_page: null,
      pages: [],
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2998-12-31T17:00:00.000Z',
    });
    // The replaced image belonged to no other popup: it is gone, file and all.
    expect((await client().get(popup.image.url)).statusCode).toBe(404);
    expect(await logOf('ContentImage', popup.image.id)).toHaveLength(2);

    const off = await client().request('PUT', `/api/ops/popups/${popup.id}/status`, {
      token: operator,
      body: { status: 'inactive' },
    });
    expect(off.json().status).toBe('inactive');
    const inactiveList = (
      await client().get('/api/ops/popups?status=inactive&search=last%20days', { token: operator })
    ).json();
    expect(inactiveList.data.map((row: { id: string }) => row.id)).toEqual([popup.id]);
    expect(inactiveList.total).toBe(1);
    expect(await logOf('Popup', popup.id)).toHaveLength(3);

    const deleted = await client().request('DELETE', `/api/ops/popups/${popup.id}`, { token: operator });
    expect(deleted.statusCode).toBe(204);
    expect((await client().get(`/api/ops/popups/${popup.id}`, { token: operator })).statusCode).toBe(404);
    expect((await client().get(newImage.url)).statusCode).toBe(404);
    const log = await logOf('Popup', popup.id);
    expect(log.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated', 'updated']);
    const again = await client().request('DELETE', `/api/ops/popups/${popup.id}`, { token: operator });
    expect(again.statusCode).toBe(404);
  });

  it('filters the list by audience and status, a page at a time', async () => {
    const publisher = await createPopup(client(), operator, {
      audience: 'publisher',
      topic: 'For publishers',
    });
    const list = (await client().get('/api/ops/popups?audience=publisher', { token: operator })).json();
    expect(list.data.map((row: { id: string }) => row.id)).toContain(publisher.id);
    expect(list.data.every((row: { audience: string }) => row.audience === 'publisher')).toBe(true);
    await createPopup(client(), operator);
    await createPopup(client(), operator);
    const firstPage = (await client().get('/api/ops/popups?page_size=2', { token: operator })).json();
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    const bad = await client().get('/api/ops/popups?status=sleeping&page_size=1000', { token: operator });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad input with field errors, and non-operators with 403', async () => {
    const image = (await uploadContentImage(client(), operator, await bannerPng())).json();
    const base = {
      topic: 'Valid',
      audience: 'advertiser',
      image_id: image.id,
      direct_to: 'none',
      status: 'active',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, topic: '   ' }, 'topic'],
      [{ ...base, topic: 'x'.repeat(121) }, 'topic'],
      [{ ...base, audience: 'everyone' }, 'audience'],
      [{ ...base, direct_to: 'url' }, 'url_direct'],
      [{ ...base, direct_to: 'url', url_direct: 'javascript:alert(1)' }, 'url_direct'],
      [{ ...base, direct_to: 'page' }, 'system_page'],
      [{ ...base, direct_to: 'page', system_page: 'ops' }, 'system_page'],
      [{ ...base, pages: ['nowhere'] }, 'pages.0'],
      [{ ...base, starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }, 'ends_at'],
      [{ ...base, starts_at: 'tomorrow' }, 'starts_at'],
      [{ ...base, position: 1.5 }, 'position'],
      [{ ...base, image_id: 'x' }, 'image_id'],
      [{ ...base, image_id: '00000000-0000-4000-8000-000000000000' }, 'image_id'],
      [{ ...base, colour: 'red' }, 'colour'],
    ];
    for (const [body, path] of cases) {
      const response = await client().post('/api/ops/popups', body, { token: operator });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        response.json().fields.map((field: { path: string }) => field.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect((await client().post('/api/ops/popups', base, { token: advertiser })).statusCode).toBe(403);
    expect((await client().get('/api/ops/popups', { token: advertiser })).statusCode).toBe(403);
    expect((await client().post('/api/ops/popups', base)).statusCode).toBe(401);
    const missing = await client().request('PUT', '/api/ops/popups/00000000-0000-4000-8000-000000000000', {
      token: operator,
      body: base,
    });
    expect(missing.statusCode).toBe(404);
  });
});
