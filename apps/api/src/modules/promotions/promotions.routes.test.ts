import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { startPaymentFakes } from '../../../test/payment-fakes.ts';

const fakes = await startPaymentFakes();
afterAll(() => fakes.close());

async function advertiser(client: TestClient) {
  const account = await client.register();
  const { access_token: token } = await client.login(account.email, account.password);
  return { token, advertiserId: account.advertiser_id };
}

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const promotion = (code: string, patch: Record<string, unknown> = {}) => ({
  code,
  title: `Bonus ${code}`,
  description: 'More reach for your first campaigns',
  type: 'percentage',
  value: '10',
  starts_at: hourAgo(),
  ends_at: nextWeek(),
  min_deposit: '20',
  max_amount: '15',
  claim_condition: 'per_campaign',
  limit_per_user: 1,
  limit_total: 100,
  target_page: 'deposit',
  status: 'active',
  ...patch,
});

describeOnEachDatabase(
  'promotions',
  (client) => {
    let operator = '';
    beforeAll(async () => {
      await client().app.listen({ host: '127.0.0.1', port: fakes.appPort });
      const email = `promo-op-${Math.random().toString(16).slice(2, 8)}@example.com`;
      await client().app.services.operators.create({ name: 'Promo Desk', email, password: 'Operator#123' });
      operator = (await client().login(email, 'Operator#123')).access_token;
    });

    const code = () => `P${Math.random().toString(36).slice(2, 9).toUpperCase()}`;

    it('lets operators create promotions with every rule validated, and refuses a code twice', async () => {
      const bad = await client().post(
        '/api/ops/promotions',
        promotion('x!', { value: '150', ends_at: hourAgo(), starts_at: nextWeek() }),
        { token: operator },
      );
      expect(bad.statusCode).toBe(422);
      const paths = bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort();
      expect(paths).toEqual(expect.arrayContaining(['code']));
      const first = code();
      const created = await client().post('/api/ops/promotions', promotion(first), { token: operator });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ code: first, value: '10.00', type: 'percentage', claims: 0 });
      const reread = (await client().get('/api/ops/promotions', { token: operator })).json();
      expect(reread.data.find((row: { code: string }) => row.code === first).value).toBe('10.00');
      const again = await client().post('/api/ops/promotions', promotion(first.toLowerCase()), {
        token: operator,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().fields[0]).toMatchObject({ path: 'code', key: 'promotion.errors.codeTaken' });
      const advertiserTry = await client().post('/api/ops/promotions', promotion(code()), {
        token: (await advertiser(client())).token,
      });
      expect(advertiserTry.statusCode).toBe(403);
    });

    it('claims on a deposit, enforces the rules at claim time, and credits the bonus when the deposit succeeds', async () => {
      const promo = (
        await client().post('/api/ops/promotions', promotion(code()), { token: operator })
      ).json();
      const account = await advertiser(client());
      const listed = await client().get('/api/promotions', { token: account.token });
      expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(promo.id);

      const tooSmall = await client().post(
        '/api/deposits',
        { amount: '19.99', method: 'crypto', promotion_code: promo.code },
        { token: account.token },
      );
      expect(tooSmall.json().fields[0]).toMatchObject({
        path: 'promotion_code',
        key: 'promotion.errors.minDeposit|min=20.00',
      });
      const unknown = await client().post(
        '/api/deposits',
        { amount: '50', method: 'crypto', promotion_code: 'NOPE123' },
        { token: account.token },
      );
      expect(unknown.json().fields[0]).toMatchObject({
        path: 'promotion_code',
        key: 'deposit.errors.promotionUnknown',
      });

      const deposit = (
        await client().post(
          '/api/deposits',
          { amount: '120', method: 'crypto', promotion_code: promo.code.toLowerCase() },
          { token: account.token },
        )
      ).json();
      expect(deposit.promotion_code).toBe(promo.code);
      // Once per campaign: a second claim by the same advertiser is refused.
      const second = await client().post(
        '/api/deposits',
        { amount: '200', method: 'crypto', promotion_code: promo.code },
        { token: account.token },
      );
      expect(second.json().fields[0].key).toBe('promotion.errors.perCampaign');
      // The deposit's page shows the claim before any bonus is booked.
      const before = await client().get(`/api/deposits/${deposit.id}`, { token: account.token });
      expect(before.json().promotion).toEqual({
        code: promo.code,
        status: 'claimed',
        bonus: '0.00',
        reason: null,
      });

      fakes.sandbox.pay(deposit.provider_payment_id);
      await fakes.sandbox.flush();
      await expect
        .poll(
          async () =>
            (await client().get(`/api/deposits/${deposit.id}`, { token: account.token })).json().status,
          {
            timeout: 30_000,
          },
        )
        .toBe('success');
      // 10% of 120 is 12, under the maximum of 15.
      const balance = await client().app.services.ledger.balanceOf(
        client().database.db,
        account.advertiserId,
      );
      expect(balance.currentMicros).toBe(132_000_000n);
      // The deposit's page and the payment page (by reference) both show the bonus credited.
      for (const path of [`/api/deposits/${deposit.id}`, `/api/deposits/by-reference/${deposit.reference}`]) {
        const shown = (await client().get(path, { token: account.token })).json();
        expect(shown.promotion, path).toEqual({
          code: promo.code,
          status: 'used',
          bonus: '12.00',
          reason: null,
        });
      }
      const claims = (await client().get('/api/promotion-claims', { token: account.token })).json();
      expect(claims.data[0]).toMatchObject({
        status: 'used',
        bonus: '12.00',
        deposit_reference: deposit.reference,
      });
      const statement = (
        await client().get('/api/statements?type=promotion', { token: account.token })
      ).json();
      expect(statement.data[0]).toMatchObject({ amount: '12.00', source_type: 'promotion_claim' });
    });

    it('gives the slot back when the deposit is cancelled, and lets only one of two racing claims take the last slot', async () => {
      const promo = (
        await client().post(
          '/api/ops/promotions',
          promotion(code(), { limit_total: 1, claim_condition: 'unlimited', limit_per_user: 5 }),
          {
            token: operator,
          },
        )
      ).json();
      const first = await advertiser(client());
      const held = (
        await client().post(
          '/api/deposits',
          { amount: '30', method: 'crypto', promotion_code: promo.code },
          { token: first.token },
        )
      ).json();
      await client().post(`/api/deposits/${held.id}/cancel`, {}, { token: first.token });

      const racers = [await advertiser(client()), await advertiser(client())];
      const answers = await Promise.all(
        racers.map((racer) =>
          client().post(
            '/api/deposits',
            { amount: '30', method: 'crypto', promotion_code: promo.code },
            { token: racer.token },
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json().fields[0].key).toBe(
        'promotion.errors.limitTotal',
      );
      const all = (
        await client().get(`/api/ops/promotion-claims?promotion_id=${promo.id}`, { token: operator })
      ).json();
      expect(all.data.map((claim: { status: string }) => claim.status).sort()).toEqual([
        'cancelled',
        'claimed',
      ]);
    });
  },
  { env: fakes.env },
);
