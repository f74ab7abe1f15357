import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  createAd,
  createCatalogue,
  credit,
  imageOf,
  moderate,
  multipartOf,
  newAdvertiser,
  newOperator,
  upload,
} from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('advertisements', (client) => {
  let operator = '';
  let catalogue: Catalogue;
  beforeAll(async () => {
    operator = await newOperator(client());
    catalogue = await createCatalogue(client(), operator);
  });

  it('offers the active catalogue to advertisers and keeps catalogues for operators only', async () => {
    const { token } = await newAdvertiser(client());
    const offered = (await client().get('/api/ad-catalogue', { token })).json();
    expect(offered.ad_sizes.map((size: { width: number }) => size.width)).toEqual(
      expect.arrayContaining([300, 728]),
    );
    expect(offered.countries.map((country: { code: string }) => country.code)).toEqual(
      expect.arrayContaining(['TH', 'US']),
    );
    expect(
      (
        await client().post(
          '/api/ops/keywords',
          { keyword: 'x', min_cpc: '1', min_cpm: '1', status: 'active' },
          { token },
        )
      ).statusCode,
    ).toBe(403);
    const duplicate = await client().post(
      '/api/ops/ad-sizes',
      { name: 'Again', width: 300, height: 250, status: 'active' },
      { token: operator },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields[0].key).toBe('catalogue.errors.duplicate');
    const badPrice = await client().post(
      '/api/ops/keywords',
      { keyword: 'cheap', min_cpc: '0.15', min_cpm: '0', status: 'active' },
      { token: operator },
    );
    expect(badPrice.statusCode).toBe(422);
    expect(
      badPrice
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['min_cpc', 'min_cpm']);
    // Switching a category off hides it from the ad form.
    const category = (
      await client().post(
        '/api/ops/ad-categories',
        { name: `Hidden ${Date.now()}`, status: 'active' },
        { token: operator },
      )
    ).json();
    await client().request('PUT', `/api/ops/ad-categories/${category.id}`, {
      token: operator,
      body: { name: category.name, status: 'inactive' },
    });
    const after = (await client().get('/api/ad-catalogue', { token })).json();
    expect(after.categories.some((row: { id: string }) => row.id === category.id)).toBe(false);
  });

  it('accepts real JPEG, PNG and GIF images, re-encoded without metadata, served only as images', async () => {
    const { token } = await newAdvertiser(client());
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const response = await upload(
        client(),
        token,
        await imageOf(300, 250, format),
        `a.${format}`,
        `image/${format}`,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ width: 300, height: 250, format });
      const served = await client().get(response.json().url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(format === 'jpeg' ? 'image/jpeg' : `image/${format}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual([format, 300]);
      expect(metadata.exif).toBeUndefined();
    }
    expect((await client().get('/api/ad-images/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(
      404,
    );
    expect((await client().get('/api/ad-images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('refuses a renamed non-image, an SVG and a broken polyglot, and strips what a valid polyglot carries', async () => {
    const { token } = await newAdvertiser(client());
    const text = await upload(
      client(),
      token,
      Buffer.from('just some text, not a picture'),
      'banner.png',
      'image/png',
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().fields[0]).toMatchObject({ path: 'file', key: 'ad.errors.imageFormat' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><script>alert(1)</script></svg>',
    );
    expect((await upload(client(), token, svg, 'banner.png', 'image/png')).statusCode).toBe(422);
    const gifar = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('=1;alert(document.cookie)//<html><script>alert(1)</script>'),
    ]);
    expect((await upload(client(), token, gifar, 'x.gif', 'image/gif')).statusCode).toBe(422);
    // A real PNG with HTML and script appended: accepted as the PNG it is, stored without the payload.
    const polyglot = Buffer.concat([
      await imageOf(300, 250),
      Buffer.from('<html><script>alert("xss")</script></html>'),
    ]);
    const accepted = await upload(client(), token, polyglot, 'page.html', 'text/html');
    expect(accepted.statusCode).toBe(201);
    const served = await client().get(accepted.json().url);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.headers['content-type']).toBe('image/png');

    // The image comes in the field "file" only; one cut off before its closing boundary is refused, not awaited.
    const elsewhere = multipartOf(await imageOf(300, 250), 'banner.png', 'image/png', 'avatar');
    const misnamed = await client().request('POST', '/api/ad-images', {
      token,
      body: elsewhere.body as unknown as string,
      headers: { 'content-type': elsewhere.contentType },
    });
    expect(misnamed.statusCode).toBe(422);
    expect(misnamed.json().fields[0]).toMatchObject({ path: 'file', key: 'ad.errors.imageRequired' });
    const whole = multipartOf(await imageOf(300, 250), 'banner.png', 'image/png');
    const cut = await client().request('POST', '/api/ad-images', {
      token,
      body: whole.body.subarray(0, whole.body.length - 12) as unknown as string,
      headers: { 'content-type': whole.contentType },
    });
    expect(cut.statusCode).toBe(400);
  });

  it('cuts an oversized upload off while it streams (declared or chunked) and answers 413', async () => {
    const { token } = await newAdvertiser(client());
    const declared = multipartOf(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    const refused = await client().request('POST', '/api/ad-images', {
      token,
      body: declared.body as unknown as string,
      headers: { 'content-type': declared.contentType },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().fields[0].key).toBe('ad.errors.imageTooLarge|max=5');

    // 50 MB sent chunked (no length) over a real socket: the answer comes long before the upload would end.
    const app = client().app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'bigboundary';
    const result = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/ad-images',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, sentBytes });
          request.destroy();
        },
      );
      // The server lingers before it closes (plugins/oversized-body.ts): the answer is read, never a reset.
      request.on('error', reject);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const chunk = Buffer.alloc(256 * 1024, 7);
      const pump = () => {
        while (sentBytes < 50 * 1024 * 1024) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.sentBytes).toBeLessThan(50 * 1024 * 1024);
    await app.server.close();
  });

  it('creates a pending ad only when the image is exactly the chosen ad size, with every field validated', async () => {
    const { token } = await newAdvertiser(client());
    const wrong = (await upload(client(), token, await imageOf(320, 250))).json();
    const base = {
      name: 'Launch',
      type: 'click',
      ad_size_id: catalogue.size300x250,
      image_id: wrong.id,
      redirect_url: 'example.com',
      category_id: catalogue.category,
      all_countries: true,
      countries: [],
    };
    const mismatch = await client().post('/api/advertisements', base, { token });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields[0]).toMatchObject({
      path: 'image_id',
      key: 'ad.errors.imageSize|actual=320×250&expected=300×250',
    });
    const invalid = await client().post(
      '/api/advertisements',
      { ...base, name: '', type: 'video', redirect_url: 'not a url', all_countries: false, countries: [] },
      { token },
    );
    expect(invalid.statusCode).toBe(422);
    expect(
      invalid
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['name', 'redirect_url', 'type']);
    const noCountries = await client().post(
      '/api/advertisements',
      { ...base, all_countries: false, countries: [] },
      { token },
    );
    expect(noCountries.json().fields[0]).toMatchObject({
      path: 'countries',
      key: 'ad.errors.countriesRequired',
    });
    for (const url of ['localhost', 'http://nodot', 'example', 'ftp://example.com']) {
      const response = await client().post('/api/advertisements', { ...base, redirect_url: url }, { token });
      expect(response.json().fields?.[0]?.path, url).toBe('redirect_url');
    }
    // D2-3: an impossible port and hosts no public website has, each a translated field error.
    for (const [url, key, thai] of [
      ['example.com:99999', 'ad.errors.redirectUrlPort', 'พอร์ต'],
      ['metadata.google.internal', 'ad.errors.redirectUrlHost', 'เว็บไซต์สาธารณะ'],
      ['169.254.169.254.nip.io', 'ad.errors.redirectUrlHost', 'เว็บไซต์สาธารณะ'],
      ['http://[::1]/', 'ad.errors.redirectUrlHost', 'เว็บไซต์สาธารณะ'],
    ] as const) {
      const response = await client().request('POST', '/api/advertisements', {
        token,
        body: { ...base, redirect_url: url },
        headers: { 'accept-language': 'th' },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().fields, url).toMatchObject([
        { path: 'redirect_url', key, message: expect.stringContaining(thai) },
      ]);
    }
    const right = (await upload(client(), token, await imageOf(300, 250))).json();
    const unknownCountry = await client().post(
      '/api/advertisements',
      { ...base, image_id: right.id, all_countries: false, countries: ['ZZ'] },
      { token },
    );
    expect(unknownCountry.json().fields[0].key).toBe('ad.errors.countryNotFound|code=ZZ');
    // Another advertiser's image cannot be borrowed.
    const other = await newAdvertiser(client());
    const theirs = (await upload(client(), other.token, await imageOf(300, 250))).json();
    expect(
      (await client().post('/api/advertisements', { ...base, image_id: theirs.id }, { token })).statusCode,
    ).toBe(422);

    const ad = await createAd(client(), token, catalogue);
    expect(ad).toMatchObject({
      status: 'pending',
      display: 'online',
      serving: false,
      redirect_url: 'https://shop.example.com/sale?utm=portal',
      countries: ['TH'],
      ad_size: { width: 300, height: 250 },
    });
    expect(ad.not_serving).toEqual(
      expect.arrayContaining(['not_approved', 'no_active_targets', 'balance_low']),
    );
    const logs = (await client().get(`/api/advertisements/${ad.id}/status-logs`, { token })).json();
    expect(logs.data).toMatchObject([{ from: null, to: 'pending', action: 'create', by_operator: false }]);
  });

  it('moves status only along the allowed transitions, logs each with its reason and notifies the advertiser', async () => {
    const advertiser = await newAdvertiser(client());
    const { token } = advertiser;
    const ad = await createAd(client(), token, catalogue);
    expect((await moderate(client(), operator, ad.id, 'ban', 'spam')).statusCode).toBe(409);
    expect((await moderate(client(), operator, ad.id, 'unban')).statusCode).toBe(409);
    const noReason = await moderate(client(), operator, ad.id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect((await moderate(client(), operator, ad.id, 'reject', 'Misleading claim')).json()).toMatchObject({
      status: 'rejected',
      status_reason: 'Misleading claim',
    });
    expect((await moderate(client(), operator, ad.id, 'approve')).statusCode).toBe(409);
    // An edit of the image sends a rejected ad back to review.
    const newImage = (await upload(client(), token, await imageOf(300, 250, 'jpeg'))).json();
    const edited = await client().request('PUT', `/api/advertisements/${ad.id}`, {
      token,
      body: {
        name: 'Spring sale v2',
        image_id: newImage.id,
        redirect_url: ad.redirect_url,
        category_id: catalogue.category,
        all_countries: true,
        countries: [],
      },
    });
    expect(edited.json()).toMatchObject({ status: 'pending', status_reason: null, name: 'Spring sale v2' });
    expect((await moderate(client(), operator, ad.id, 'approve')).json().status).toBe('approved');
    // A name-only edit keeps an approved ad approved.
    const renamed = await client().request('PUT', `/api/advertisements/${ad.id}`, {
      token,
      body: {
        name: 'Spring sale v3',
        image_id: newImage.id,
        redirect_url: ad.redirect_url,
        category_id: catalogue.category,
        all_countries: true,
        countries: [],
      },
    });
    expect(renamed.json().status).toBe('approved');
    expect((await moderate(client(), operator, ad.id, 'ban', 'Malware landing page')).json().status).toBe(
      'banned',
    );
    const refused = await moderate(client(), operator, ad.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This cannot be done in the current status (Banned → Approved)');
    const bannedEdit = await client().request('PUT', `/api/advertisements/${ad.id}`, {
      token,
      body: {
        name: 'Sneaky',
        image_id: newImage.id,
        redirect_url: ad.redirect_url,
        category_id: catalogue.category,
        all_countries: true,
        countries: [],
      },
    });
    expect(bannedEdit.statusCode).toBe(409);
    expect((await moderate(client(), operator, ad.id, 'unban', 'Landing page cleaned')).json().status).toBe(
      'approved',
    );

    const logs = (await client().get(`/api/advertisements/${ad.id}/status-logs`, { token })).json().data;
    expect(logs.map((log: { action: string }) => log.action).reverse()).toEqual([
      'create',
      'reject',
      'submit',
      'approve',
      'ban',
      'unban',
    ]);
    expect(logs.find((log: { action: string }) => log.action === 'ban')).toMatchObject({
      from: 'approved',
      to: 'banned',
      reason: 'Malware landing page',
      by: 'Ad Review Desk',
      by_operator: true,
    });

    const notifications = (await client().get('/api/notifications', { token })).json();
    expect(notifications.unread).toBe(4);
    expect(notifications.data.map((row: { message_key: string }) => row.message_key)).toEqual([
      'notifications.messages.adUnbanned',
      'notifications.messages.adBanned',
      'notifications.messages.adApproved',
      'notifications.messages.adRejected',
    ]);
    expect(notifications.data[1].params).toEqual({ name: 'Spring sale v3', reason: 'Malware landing page' });
    await client().post(`/api/notifications/${notifications.data[0].id}/read`, {}, { token });
    expect((await client().get('/api/notifications', { token })).json().unread).toBe(3);
    await client().post('/api/notifications/read-all', {}, { token });
    expect((await client().get('/api/notifications', { token })).json().unread).toBe(0);

    expect((await client().request('DELETE', `/api/advertisements/${ad.id}`, { token })).statusCode).toBe(
      204,
    );
    expect((await client().get(`/api/advertisements/${ad.id}`, { token })).statusCode).toBe(404);
    expect((await moderate(client(), operator, ad.id, 'ban', 'late')).statusCode).toBe(404);
  });

  it("scopes every ad route to the caller's advertiser (another advertiser's ad is 404) and checks roles", async () => {
    const owner = await newAdvertiser(client());
    const ad = await createAd(client(), owner.token, catalogue);
    const stranger = await newAdvertiser(client());
    const paths = ['', '/status-logs', '/statistics', '/budget-logs', '/targets'];
    for (const path of paths)
      expect(
        (await client().get(`/api/advertisements/${ad.id}${path}`, { token: stranger.token })).statusCode,
        path,
      ).toBe(404);
    expect(
      (
        await client().request('PUT', `/api/advertisements/${ad.id}/display`, {
          token: stranger.token,
          body: { display: 'offline' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await client().request('DELETE', `/api/advertisements/${ad.id}`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect((await client().get('/api/advertisements', { token: stranger.token })).json().total).toBe(0);
    // Operators read the review queue but not the advertiser area; advertisers never reach the queue.
    expect((await client().get('/api/advertisements', { token: operator })).statusCode).toBe(403);
    expect((await client().get('/api/ops/advertisements', { token: owner.token })).statusCode).toBe(403);
    expect((await moderate(client(), owner.token, ad.id, 'approve')).statusCode).toBe(403);
    const queue = (
      await client().get('/api/ops/advertisements?status=pending&page_size=100', { token: operator })
    ).json();
    expect(queue.data.find((row: { id: string }) => row.id === ad.id)).toMatchObject({
      advertiser_name: 'Acme Ads',
    });
  });

  it('validates bids with the boundary cases and refuses what the spec refuses', async () => {
    const { token, advertiserId } = await newAdvertiser(client());
    const ad = await createAd(client(), token, catalogue);
    const bid = (body: Record<string, unknown>) =>
      client().post(
        `/api/advertisements/${ad.id}/targets`,
        { target_type: 'keyword', target_id: catalogue.keyword, ...body },
        { token },
      );
    expect((await bid({ min_bid: '0.5', max_bid: '1' })).json().code).toBe('AD_NOT_APPROVED');
    await moderate(client(), operator, ad.id, 'approve');
    await client().request('PUT', `/api/advertisements/${ad.id}/display`, {
      token,
      body: { display: 'offline' },
    });
    expect((await bid({ min_bid: '0.5', max_bid: '1' })).json().code).toBe('AD_NOT_ACTIVE');
    await client().request('PUT', `/api/advertisements/${ad.id}/display`, {
      token,
      body: { display: 'online' },
    });

    const fieldsOf = async (body: Record<string, unknown>) =>
      (await bid(body))
        .json()
        .fields?.map((field: { path: string; key: string }) => `${field.path}:${field.key}`);
    expect(await fieldsOf({ min_bid: '0', max_bid: '1' })).toEqual(['min_bid:bid.errors.positive']);
    expect(await fieldsOf({ min_bid: '0.15', max_bid: '1' })).toEqual([
      'min_bid:validation.maxDecimals|max=1',
    ]);
    expect(await fieldsOf({ min_bid: '1', max_bid: '1' })).toEqual(['max_bid:bid.errors.minBelowMax']);
    expect(await fieldsOf({ min_bid: '0.4', max_bid: '1' })).toEqual([
      'min_bid:bid.errors.minCpcBelowDefault|min=0.5',
    ]);
    // 0.1 is a valid price format; here it is below the keyword's default minimum of 0.5.
    expect(await fieldsOf({ min_bid: '0.1', max_bid: '0.2' })).toEqual([
      'min_bid:bid.errors.minCpcBelowDefault|min=0.5',
    ]);

    const broke = await bid({ min_bid: '0.5', max_bid: '1' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().code).toBe('BID_BALANCE');
    await credit(client(), operator, advertiserId, '25');

    const created = await bid({ min_bid: '0.5', max_bid: '1.2' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      target_type: 'keyword',
      min_bid: '0.5',
      max_bid: '1.2',
      default_min: '0.5',
      advice_price: '0.5',
      enabled: true,
    });
    const again = await bid({ min_bid: '0.6', max_bid: '1.3' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE_TARGET',
      message: 'You have already bid this keyword on this ad',
    });

    const site = await client().post(
      `/api/advertisements/${ad.id}/targets`,
      { target_type: 'website', target_id: catalogue.website, min_bid: '0.3', max_bid: '0.9' },
      { token },
    );
    expect(site.statusCode).toBe(201);
    const targetId = created.json().id;
    const off = await client().request('PUT', `/api/advertisements/${ad.id}/targets/${targetId}`, {
      token,
      body: { min_bid: '0.5', max_bid: '1.5', enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, max_bid: '1.5' });
    const list = (await client().get(`/api/advertisements/${ad.id}/targets`, { token })).json().data;
    expect(list.map((row: { target_name: string }) => row.target_name)).toHaveLength(2);
    expect(
      (await client().request('DELETE', `/api/advertisements/${ad.id}/targets/${site.json().id}`, { token }))
        .statusCode,
    ).toBe(204);
    const stats = (await client().get(`/api/advertisements/${ad.id}/statistics`, { token })).json();
    expect(stats).toMatchObject({
      targets: 1,
      active_targets: 0,
      keyword_targets: 1,
      website_targets: 0,
      highest_max_bid: '1.5',
      status_changes: 2,
    });
  });

  it('keeps budgets with their history and schedules, and derives serving from them', async () => {
    const { token, advertiserId } = await newAdvertiser(client());
    await credit(client(), operator, advertiserId, '30');
    const ad = await createAd(client(), token, catalogue);
    await moderate(client(), operator, ad.id, 'approve');
    await client().post(
      `/api/advertisements/${ad.id}/targets`,
      { target_type: 'keyword', target_id: catalogue.keyword2, min_bid: '0.2', max_bid: '0.4' },
      { token },
    );
    // Eligible and alone on its keyword, but no impression yet: not "Serving" (docs/advertisements.md).
    expect((await client().get(`/api/advertisements/${ad.id}`, { token })).json()).toMatchObject({
      serving: false,
      not_serving: [],
      delivery: 'no_traffic',
      bid_to_win: null,
    });

    const badBudget = await client().request('PUT', `/api/advertisements/${ad.id}/budget`, {
      token,
      body: { amount: '10.555', period: 'weekly', start_date: '2026-12-10', end_date: '2026-12-01' },
    });
    expect(
      badBudget
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['amount', 'period']);
    const backwards = await client().request('PUT', `/api/advertisements/${ad.id}/budget`, {
      token,
      body: { amount: '10', period: 'daily', start_date: '2026-12-10', end_date: '2026-12-01' },
    });
    expect(backwards.json().fields[0]).toMatchObject({ path: 'end_date', key: 'validation.dateRange' });
    const future = await client().request('PUT', `/api/advertisements/${ad.id}/budget`, {
      token,
      body: { amount: '10', period: 'daily', start_date: '2099-01-01', end_date: null },
    });
    expect(future.json()).toMatchObject({
      budget: { amount: '10.00', period: 'daily', spent: '0.00' },
      not_serving: ['budget_not_started'],
    });
    const today = client().app.services.ledger.today();
    const current = await client().request('PUT', `/api/advertisements/${ad.id}/budget`, {
      token,
      body: { amount: '0.50', period: 'lifetime', start_date: today, end_date: today },
    });
    expect(current.json()).toMatchObject({ not_serving: [], delivery: 'no_traffic' });
    // Spend recorded against the ad reaches the lifetime budget: the ad closes by itself.
    const services = client().app.services;
    await client().database.db.transaction((tx) =>
      services.ledger.recordSpend(tx, {
        advertiserId,
        amountMicros: 500_000n,
        reference: `click-${ad.id}`,
        advertisementId: ad.id,
      }),
    );
    expect((await client().get(`/api/advertisements/${ad.id}`, { token })).json()).toMatchObject({
      not_serving: ['budget_spent'],
      budget: { spent: '0.50' },
    });
    const logs = (await client().get(`/api/advertisements/${ad.id}/budget-logs`, { token })).json().data;
    expect(logs.map((log: { amount: string; period: string }) => `${log.amount}/${log.period}`)).toEqual([
      '0.50/lifetime',
      '10.00/daily',
    ]);

    const overlapping = await client().request('PUT', `/api/advertisements/${ad.id}/schedule`, {
      token,
      body: {
        enabled: true,
        week: [
          [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
          [],
          [],
          [],
          [],
          [],
          [],
        ],
      },
    });
    expect(overlapping.json().fields[0]).toMatchObject({ path: 'week.0', key: 'schedule.errors.overlap' });
    const empty = await client().request('PUT', `/api/advertisements/${ad.id}/schedule`, {
      token,
      body: { enabled: true, week: [[], [], [], [], [], [], []] },
    });
    expect(empty.json().fields[0].key).toBe('schedule.errors.empty');
    const week = Array.from({ length: 7 }, () => [
      { start: '13:00', end: '24:00' },
      { start: '00:00', end: '08:30' },
    ]);
    const saved = await client().request('PUT', `/api/advertisements/${ad.id}/schedule`, {
      token,
      body: { enabled: true, week },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().schedule).toMatchObject({ enabled: true, time_zone: 'Asia/Bangkok' });
    expect(saved.json().schedule.week[0]).toEqual([
      { start: '00:00', end: '08:30' },
      { start: '13:00', end: '24:00' },
    ]);
  });

  it('lists with filters, sorting and pages, and exports exactly the filtered rows as CSV and XLSX', async () => {
    const { token } = await newAdvertiser(client());
    const names = ['Alpha banner', 'Beta banner', 'Gamma promo'];
    const ads = [];
    for (const name of names) ads.push(await createAd(client(), token, catalogue, { name }));
    await moderate(client(), operator, ads[0].id, 'approve');
    await moderate(client(), operator, ads[2].id, 'reject', 'Blurry');
    const page = (
      await client().get('/api/advertisements?sort=name&order=asc&page_size=2', { token })
    ).json();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Alpha banner', 'Beta banner']);
    const second = (
      await client().get('/api/advertisements?sort=name&order=asc&page_size=2&page=2', { token })
    ).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Gamma promo']);
    expect(
      (await client().get('/api/advertisements?search=banner&status=approved', { token }))
        .json()
        .data.map((row: { name: string }) => row.name),
    ).toEqual(['Alpha banner']);
    expect((await client().get('/api/advertisements?type=impression', { token })).json().total).toBe(0);
    expect((await client().get('/api/advertisements?sort=password', { token })).statusCode).toBe(422);

    const csv = await client().get('/api/advertisements/export?format=csv&search=banner', { token });
    expect(csv.headers['content-disposition']).toContain('advertisements.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('Alpha banner');
    expect(csv.body).not.toContain('Gamma promo');
    const xlsx = await client().get('/api/advertisements/export?format=xlsx&status=rejected', { token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Gamma promo');
  });

  it('plans from the live bid landscape of other advertisers and explains what holds each ad back', async () => {
    const rival = await newAdvertiser(client());
    await credit(client(), operator, rival.advertiserId, '50');
    const rivalAds = [];
    for (const max of ['0.8', '1.0', '1.4', '2.0']) {
      const ad = await createAd(client(), rival.token, catalogue, { name: `Rival ${max}` });
      await moderate(client(), operator, ad.id, 'approve');
      const response = await client().post(
        `/api/advertisements/${ad.id}/targets`,
        { target_type: 'keyword', target_id: catalogue.keyword, min_bid: '0.5', max_bid: max },
        { token: rival.token },
      );
      expect(response.statusCode).toBe(201);
      rivalAds.push(ad);
    }
    const me = await newAdvertiser(client());
    const plan = (
      await client().get(
        `/api/planner/plan?target_type=keyword&target_id=${catalogue.keyword}&type=click&ad_size_id=${catalogue.size300x250}&budget=100`,
        { token: me.token },
      )
    ).json();
    // One rival advertiser (max bids 0.8, 1.0, 1.4, 2.0): it enters with its best, 2.0, worth 10 per thousand
    // requests at the prior CTR, as a new ad is. The advice is the lowest bid that outranks it, 2.1; the auction
    // would charge 2.0 per click (the least that keeps the rank), so 100 USDT buys 50 clicks.
    expect(plan).toMatchObject({
      competitors: 1,
      min_bid: '2.0',
      max_bid: '2.0',
      advice_price: '2.1',
      advice_beats_share: 1,
      estimated_units: 50,
      estimated_cost: '100.00',
      unit: 'click',
    });
    // The default minimum enters the auction but wins nothing while the rival stays.
    expect(plan.landscape).toEqual([
      { bid: '0.5', beats_share: 0, estimated_units: 0 },
      { bid: '2.1', beats_share: 1, estimated_units: 50 },
    ]);
    // Another size or type has no competition yet: the advice is the default minimum.
    const other = (
      await client().get(
        `/api/planner/plan?target_type=keyword&target_id=${catalogue.keyword}&type=impression&ad_size_id=${catalogue.size728x90}&budget=10`,
        { token: me.token },
      )
    ).json();
    expect(other).toMatchObject({
      competitors: 0,
      advice_price: '2.0',
      estimated_units: 5000,
      unit: 'impression',
    });
    // A rival going offline leaves the landscape at once.
    await client().request('PUT', `/api/advertisements/${rivalAds[3].id}/display`, {
      token: rival.token,
      body: { display: 'offline' },
    });
    const after = (
      await client().get(
        `/api/planner/plan?target_type=keyword&target_id=${catalogue.keyword}&type=click&ad_size_id=${catalogue.size300x250}&budget=100`,
        { token: me.token },
      )
    ).json();
    expect(after).toMatchObject({ competitors: 1, max_bid: '1.4', advice_price: '1.5' });
    const list = (
      await client().get(
        `/api/planner/targets?target_type=keyword&type=click&search=${encodeURIComponent('bitcoin')}`,
        { token: me.token },
      )
    ).json();
    expect(list.data.find((row: { id: string }) => row.id === catalogue.keyword)).toMatchObject({
      competitors: 1,
      default_min: '0.5',
      highest_bid: '1.4',
    });
    // An ad's bid dialog asks for its size: the same count, advice and share as the plan of that size.
    const sized = async (sizeId: string) =>
      (
        await client().get(
          `/api/planner/targets?target_type=keyword&type=click&search=bitcoin&ad_size_id=${sizeId}`,
          { token: me.token },
        )
      )
        .json()
        .data.find((row: { id: string }) => row.id === catalogue.keyword);
    expect(await sized(catalogue.size300x250)).toMatchObject({
      competitors: after.competitors,
      advice_price: after.advice_price,
      advice_beats_share: after.advice_beats_share,
    });
    expect(await sized(catalogue.size728x90)).toMatchObject({ competitors: 0, advice_beats_share: 1 });
    const invalid = await client().get(
      `/api/planner/plan?target_type=keyword&target_id=${catalogue.keyword}&type=click&ad_size_id=${catalogue.size300x250}&budget=0`,
      { token: me.token },
    );
    expect(invalid.statusCode).toBe(422);

    // The helper: my approved ad bids below the advice, another is offline, a third is pending.
    await credit(client(), operator, me.advertiserId, '5');
    const mine = await createAd(client(), me.token, catalogue, { name: 'Mine' });
    await moderate(client(), operator, mine.id, 'approve');
    const target = (
      await client().post(
        `/api/advertisements/${mine.id}/targets`,
        { target_type: 'keyword', target_id: catalogue.keyword, min_bid: '0.5', max_bid: '0.9' },
        { token: me.token },
      )
    ).json();
    const paused = await createAd(client(), me.token, catalogue, { name: 'Paused' });
    await moderate(client(), operator, paused.id, 'approve');
    await client().request('PUT', `/api/advertisements/${paused.id}/display`, {
      token: me.token,
      body: { display: 'offline' },
    });
    await createAd(client(), me.token, catalogue, { name: 'Waiting' });
    const helper = (await client().get('/api/advertisements/opportunities', { token: me.token })).json();
    const byName = (name: string) => helper.data.find((row: { name: string }) => row.name === name);
    // Eligible, but its 0.9 loses every auction to the rival's 1.4: limited by ad rank, not "Serving".
    expect(byName('Mine')).toMatchObject({
      serving: false,
      delivery: 'limited_by_rank',
      bid_to_win: '1.5',
      opportunities: [
        { reason: 'limited_by_rank', fix: 'raise_bid', target_id: target.id, current: '0.9', advice: '1.5' },
      ],
    });
    expect((await client().get(`/api/advertisements/${mine.id}`, { token: me.token })).json()).toMatchObject({
      serving: false,
      not_serving: [],
      delivery: 'limited_by_rank',
      bid_to_win: '1.5',
    });
    expect(
      byName('Paused').opportunities.map(
        (row: { reason: string; fix: string }) => `${row.reason}:${row.fix}`,
      ),
    ).toEqual(['offline:go_online', 'no_active_targets:null']);
    // Bids need an approved, online ad: no "add a bid" fix before that.
    expect(
      byName('Waiting').opportunities.map(
        (row: { reason: string; fix: string }) => `${row.reason}:${row.fix}`,
      ),
    ).toEqual(['not_approved:null', 'no_active_targets:null']);
    expect(helper.balance).toBe('5.00');

    // Raised to the bid to win, it wins its slot: eligible, waiting for a visitor's page to ask for it.
    const raised = await client().request('PUT', `/api/advertisements/${mine.id}/targets/${target.id}`, {
      token: me.token,
      body: { min_bid: '0.5', max_bid: '1.5' },
    });
    expect(raised.json()).toMatchObject({ max_bid: '1.5', advice_price: '1.5' });
    expect((await client().get(`/api/advertisements/${mine.id}`, { token: me.token })).json()).toMatchObject({
      serving: false,
      delivery: 'no_traffic',
      bid_to_win: null,
    });
    const helperAfter = (await client().get('/api/advertisements/opportunities', { token: me.token })).json();
    expect(helperAfter.data.find((row: { name: string }) => row.name === 'Mine')).toMatchObject({
      delivery: 'no_traffic',
      opportunities: [],
    });
  });
});
