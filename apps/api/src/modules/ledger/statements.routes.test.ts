import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';

async function advertiserWithLedger(client: TestClient) {
  const account = await client.register();
  const { access_token: token } = await client.login(account.email, account.password);
  const { ledger } = client.app.services;
  const { db } = client.database;
  const advertiserId = account.advertiser_id;
  await db.transaction((tx) =>
    ledger.post(tx, {
      advertiserId,
      type: 'deposit',
      amountMicros: 50_000_000n,
      reference: `s1-${advertiserId}`,
      note: 'DP1',
    }),
  );
  await db.transaction((tx) =>
    ledger.post(tx, {
      advertiserId,
      type: 'adjust',
      amountMicros: -1_250_000n,
      reference: `s2-${advertiserId}`,
      note: 'fee',
    }),
  );
  await db.transaction((tx) =>
    ledger.recordSpend(tx, { advertiserId, amountMicros: 750_000n, reference: `s3-${advertiserId}` }),
  );
  return { token, advertiserId };
}

describeOnEachDatabase('statements', (client) => {
  it('lists the ledger newest first with both balances, filters by type and date, exports CSV and XLSX', async () => {
    const { token } = await advertiserWithLedger(client());
    const page = await client().get('/api/statements', { token });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.balance).toEqual({ current: '48.75', temporary: '48.00', currency: 'USDT' });
    expect(body.data.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual([
      ['adjust', '-1.25'],
      ['deposit', '50.00'],
    ]);
    expect(body.data[0]).toMatchObject({ before: '50.00', after: '48.75', currency: 'USDT' });

    const deposits = await client().get('/api/statements?type=deposit', { token });
    expect(deposits.json().total).toBe(1);
    const future = await client().get('/api/statements?from=2999-01-01', { token });
    expect(future.json().total).toBe(0);
    const bad = await client().get('/api/statements?type=gift&from=yesterday', { token });
    expect(bad.statusCode).toBe(422);

    const csv = await client().get('/api/statements/export?format=csv&type=adjust', { token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('statement.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    // Moments on the platform's clock, as the screens show them, the zone named in the header (Bangkok: UTC+7).
    expect(lines[0]!.split(',')[0]).toBe('Date and time (Asia/Bangkok)');
    const bangkok = new Date(Date.parse(body.data[0].created_at) + 7 * 3_600_000);
    expect(lines[1]!.split(',')[0]).toBe(bangkok.toISOString().slice(0, 19).replace('T', ' '));
    // A type reads as the screens say it, in the language of the request (the web sends its own).
    expect(lines[1]).toContain(',Adjustment,50,-1.25,48.75,fee');
    const thai = await client().get('/api/statements/export?format=csv&type=adjust', {
      token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body).toContain(',ปรับยอด,50,-1.25,48.75,fee');
    expect(thai.body).not.toContain(',adjust,');

    const xlsx = await client().get('/api/statements/export?format=xlsx', { token });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("keeps each advertiser's ledger to itself and lets operators read and adjust any", async () => {
    const owner = await advertiserWithLedger(client());
    const other = await advertiserWithLedger(client());
    const ownRow = (await client().get('/api/statements', { token: owner.token })).json().data[0];
    expect((await client().get(`/api/statements/${ownRow.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await client().get(`/api/statements/${ownRow.id}`, { token: owner.token })).statusCode).toBe(200);
    expect(
      (await client().get(`/api/ops/advertisers/${owner.advertiserId}/statements`, { token: owner.token }))
        .statusCode,
    ).toBe(403);

    const email = `ledger-op-${owner.advertiserId.slice(0, 8)}@example.com`;
    await client().app.services.operators.create({ name: 'Ledger Desk', email, password: 'Operator#123' });
    const operator = (await client().login(email, 'Operator#123')).access_token;
    const adjusted = await client().post(
      `/api/ops/advertisers/${owner.advertiserId}/adjust`,
      { amount: '10.5', reason: 'Compensation for an outage' },
      { token: operator },
    );
    expect(adjusted.statusCode).toBe(201);
    expect(adjusted.json()).toMatchObject({
      type: 'adjust',
      amount: '10.50',
      after: '59.25',
      note: 'Compensation for an outage',
    });
    // A debit may not overdraw the temporary balance.
    const overdraw = await client().post(
      `/api/ops/advertisers/${owner.advertiserId}/adjust`,
      { amount: '-59', reason: 'too much' },
      { token: operator },
    );
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json().code).toBe('INSUFFICIENT_BALANCE');
    const seen = await client().get(`/api/ops/advertisers/${owner.advertiserId}/statements`, {
      token: operator,
    });
    expect(seen.json().balance.current).toBe('59.25');
    const logged = await client().get('/api/action-logs?subject=Statement', { token: owner.token });
    expect(logged.json().items.length).toBeGreaterThanOrEqual(1);
  });
});
