import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { SANDBOX_KEYS as KEYS, startPaymentFakes } from '../../../test/payment-fakes.ts';
import { randomTronAddress } from '../../../test/trongrid-fake.ts';
import { deposits } from '../../db/schema/index.ts';
import { signIpn } from '../../integrations/nowpayments/ipn-signature.ts';

const fakes = await startPaymentFakes();
const { sandbox, tron, appPort, env, platformAddress: PLATFORM_ADDRESS } = fakes;
afterAll(() => fakes.close());

interface Account {
  token: string;
  advertiserId: string;
}

async function signedInAdvertiser(client: TestClient, advertiserName?: string): Promise<Account> {
  // Each from its own address: the registration limit per IP is not what these tests are about.
  const account = await client.register({
    ip: `10.${randomBytes(3).join('.')}`,
    ...(advertiserName ? { advertiser_name: advertiserName } : {}),
  });
  const session = await client.login(account.email, account.password);
  return { token: session.access_token, advertiserId: account.advertiser_id };
}

async function balanceOf(client: TestClient, advertiserId: string) {
  return client.app.services.ledger.balanceOf(client.database.db, advertiserId);
}

describeOnEachDatabase(
  'deposits',
  (client) => {
    beforeAll(async () => {
      // The sandbox sends its callbacks over real HTTP.
      await client().app.listen({ host: '127.0.0.1', port: appPort });
    });

    const create = (account: Account, body: Record<string, unknown>) =>
      client().post('/api/deposits', body, { token: account.token });
    const depositOf = async (account: Account, id: string) =>
      (await client().get(`/api/deposits/${id}`, { token: account.token })).json();

    it('refuses amounts that are not > 0 with at most 2 decimals, never rounding', async () => {
      const account = await signedInAdvertiser(client());
      for (const [amount, key] of [
        ['0', 'validation.amountPositive'],
        ['1.234', 'validation.maxDecimals|max=2'],
        ['abc', 'validation.amount'],
        ['-5', 'validation.amount'],
        ['', 'validation.required'],
      ] as const) {
        const answer = await create(account, { amount, method: 'crypto' });
        expect(answer.statusCode, amount).toBe(422);
        expect(answer.json().fields[0], amount).toMatchObject({ path: 'amount', key });
      }
      const method = await create(account, { amount: '10', method: 'paypal' });
      expect(method.json().fields[0]).toMatchObject({ path: 'method' });
    });

    it('pays through the provider: signed callbacks credit the balance once, whatever is repeated', async () => {
      const account = await signedInAdvertiser(client());
      const created = await create(account, { amount: '25.50', method: 'crypto' });
      expect(created.statusCode).toBe(201);
      const deposit = created.json();
      expect(deposit).toMatchObject({
        status: 'waiting',
        method: 'crypto',
        amount: '25.50',
        network: 'TRC20',
      });
      expect(deposit.pay_address).toMatch(/^T/);
      expect(new Date(deposit.valid_until).getTime()).toBeGreaterThan(Date.now());

      sandbox.pay(deposit.provider_payment_id);
      await sandbox.flush();
      await expect
        .poll(async () => (await depositOf(account, deposit.id)).status, { timeout: 30_000 })
        .toBe('success');
      expect(await balanceOf(client(), account.advertiserId)).toEqual({
        currentMicros: 25_500_000n,
        temporaryMicros: 25_500_000n,
      });

      // The provider repeats its last callback, and ten copies arrive at once: nothing more is credited.
      await sandbox.sendIpn(deposit.provider_payment_id);
      const payment = sandbox.payments.get(String(deposit.provider_payment_id))!;
      const body = {
        payment_id: Number(deposit.provider_payment_id),
        parent_payment_id: null,
        payment_status: 'finished',
        pay_address: deposit.pay_address,
        price_amount: 25.5,
        price_currency: 'usd',
        pay_amount: 25.5,
        actually_paid: 25.5,
        pay_currency: 'usdttrc20',
        order_id: deposit.reference,
        order_description: `replayed ${payment ? 'x' : 'y'}`,
        outcome_amount: 25.5,
        outcome_currency: 'usdttrc20',
        fee: { currency: 'usdttrc20', depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
      };
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          client().post('/api/payments/nowpayments/ipn', body, {
            headers: { 'x-nowpayments-sig': signIpn(body, KEYS.ipnSecret) },
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
      expect(replies.filter((reply) => reply.json().duplicate === false)).toHaveLength(1);
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(25_500_000n);
      expect((await client().app.services.ledger.verify(client().database.db)).broken).toEqual([]);
    });

    it('refuses a callback with a wrong or missing signature and one tampered with', async () => {
      const body = { payment_id: 1, payment_status: 'finished', actually_paid: 1000 };
      const unsigned = await client().post('/api/payments/nowpayments/ipn', body);
      expect(unsigned.statusCode).toBe(403);
      const wrong = await client().post('/api/payments/nowpayments/ipn', body, {
        headers: { 'x-nowpayments-sig': signIpn(body, 'another-secret') },
      });
      expect(wrong.statusCode).toBe(403);
      const tampered = await client().post(
        '/api/payments/nowpayments/ipn',
        { ...body, actually_paid: 999_999 },
        { headers: { 'x-nowpayments-sig': signIpn(body, KEYS.ipnSecret) } },
      );
      expect(tampered.statusCode).toBe(403);
    });

    it('asks the provider to call again when it cannot confirm a callback, and processes the call that follows', async () => {
      const account = await signedInAdvertiser(client());
      const deposit = (await create(account, { amount: '12', method: 'crypto' })).json();
      // Ours, but a payment the provider does not answer for (its GET /payment/{id} is a 404 just now).
      const unknownToProvider = String(9_000_000_000 + Math.floor(Math.random() * 1_000_000));
      await client()
        .database.db.update(deposits)
        .set({ providerPaymentId: unknownToProvider })
        .where(eq(deposits.id, deposit.id));
      const body = {
        payment_id: Number(unknownToProvider),
        payment_status: 'finished',
        pay_currency: 'usdttrc20',
        price_amount: 12,
        pay_amount: 12,
        actually_paid: 12,
      };
      const call = () =>
        client().post('/api/payments/nowpayments/ipn', body, {
          headers: { 'x-nowpayments-sig': signIpn(body, KEYS.ipnSecret) },
        });
      const first = await call();
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('60');
      expect(first.json().code).toBe('SERVICE_UNAVAILABLE');
      expect((await depositOf(account, deposit.id)).status).toBe('waiting');
      // The same callback again is not taken for a repeat: it is checked again (and still cannot be confirmed).
      expect((await call()).statusCode).toBe(503);
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(0n);
    });

    it('credits what arrived on a partial payment, says so, and the rest when it comes; never goes back', async () => {
      const account = await signedInAdvertiser(client());
      const deposit = (await create(account, { amount: '40', method: 'crypto' })).json();
      sandbox.pay(deposit.provider_payment_id, '15');
      await sandbox.flush();
      await expect
        .poll(async () => (await depositOf(account, deposit.id)).credited, { timeout: 30_000 })
        .toBe('15.00');
      const partial = await depositOf(account, deposit.id);
      expect(partial).toMatchObject({ status: 'success', provider_status: 'partially_paid' });
      expect(partial.remark).toContain('partially paid');
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(15_000_000n);

      sandbox.pay(deposit.provider_payment_id);
      await sandbox.flush();
      await expect
        .poll(async () => (await depositOf(account, deposit.id)).credited, { timeout: 30_000 })
        .toBe('40.00');
      // An old 'confirming' arriving late changes nothing.
      const refreshed = await client().post('/api/deposits/refresh', {}, { token: account.token });
      expect(refreshed.statusCode).toBe(200);
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(40_000_000n);
    });

    it('credits all of an overpayment and says so in the remark', async () => {
      const account = await signedInAdvertiser(client());
      const deposit = (await create(account, { amount: '10', method: 'crypto' })).json();
      sandbox.pay(deposit.provider_payment_id, '25');
      await sandbox.flush();
      await expect
        .poll(async () => (await depositOf(account, deposit.id)).credited, { timeout: 30_000 })
        .toBe('25.00');
      const paid = await depositOf(account, deposit.id);
      expect(paid).toMatchObject({ status: 'success', provider_status: 'finished' });
      expect(paid.remark).toContain('overpaid');
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(25_000_000n);
      expect((await client().app.services.ledger.verify(client().database.db)).broken).toEqual([]);
    });

    it('times out an expired payment, cancels an unpaid one, refuses to cancel a paid one', async () => {
      const account = await signedInAdvertiser(client());
      const expiring = (await create(account, { amount: '5', method: 'crypto' })).json();
      sandbox.expire(expiring.provider_payment_id);
      await sandbox.flush();
      await expect
        .poll(async () => (await depositOf(account, expiring.id)).status, { timeout: 30_000 })
        .toBe('timeout');

      const unpaid = (await create(account, { amount: '6', method: 'crypto' })).json();
      const cancelled = await client().post(
        `/api/deposits/${unpaid.id}/cancel`,
        {},
        { token: account.token },
      );
      expect(cancelled.json().status).toBe('cancelled');
      const again = await client().post(`/api/deposits/${unpaid.id}/cancel`, {}, { token: account.token });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_TRANSITION');
    });

    it('checks a manual transfer on the chain: the USDT contract, the platform address, confirmed, unused', async () => {
      const account = await signedInAdvertiser(client());
      const manual = (await create(account, { amount: '100', method: 'manual' })).json();
      expect(manual).toMatchObject({ status: 'waiting', pay_address: PLATFORM_ADDRESS, pay_amount: '100' });
      const submit = (txHash: string) =>
        client().post(`/api/deposits/${manual.id}/tx-hash`, { tx_hash: txHash }, { token: account.token });
      const fieldKey = async (txHash: string) => (await submit(txHash)).json().fields?.[0]?.key;

      const fakeToken = tron.addTransfer({
        to: PLATFORM_ADDRESS,
        amountMicros: 100_000_000n,
        contract: randomTronAddress(),
        symbol: 'USDT',
      });
      expect(await fieldKey(fakeToken)).toBe('deposit.errors.tx_wrong_token');
      const elsewhere = tron.addTransfer({ to: randomTronAddress(), amountMicros: 100_000_000n });
      expect(await fieldKey(elsewhere)).toBe('deposit.errors.tx_wrong_recipient');
      const short = tron.addTransfer({ to: PLATFORM_ADDRESS, amountMicros: 99_990_000n });
      expect(await fieldKey(short)).toBe('deposit.errors.tx_amount_too_low');
      expect(await fieldKey('xyz')).toBe('deposit.errors.txHashFormat');

      // Not confirmed yet: the deposit waits as pending, and the sweep finishes it once the chain confirms.
      const real = tron.addTransfer({ to: PLATFORM_ADDRESS, amountMicros: 100_000_000n, confirmed: false });
      const pending = await submit(real);
      expect(pending.json()).toMatchObject({ status: 'pending', tx_hash: real });
      tron.confirm(real);
      await client().app.services.depositSweep.sweep();
      expect((await depositOf(account, manual.id)).status).toBe('success');
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(100_000_000n);

      // The same hash on another deposit is refused.
      const second = (await create(account, { amount: '100', method: 'manual' })).json();
      const reused = await client().post(
        `/api/deposits/${second.id}/tx-hash`,
        { tx_hash: real },
        { token: account.token },
      );
      expect(reused.json().fields[0].key).toBe('deposit.errors.txHashUsed');
    });

    it('credits all of a manual transfer larger than asked, with a remark', async () => {
      const account = await signedInAdvertiser(client());
      const manual = (await create(account, { amount: '10', method: 'manual' })).json();
      const txHash = tron.addTransfer({ to: PLATFORM_ADDRESS, amountMicros: 25_000_000n });
      const paid = await client().post(
        `/api/deposits/${manual.id}/tx-hash`,
        { tx_hash: txHash },
        { token: account.token },
      );
      expect(paid.json()).toMatchObject({ status: 'success', credited: '25.00' });
      expect(paid.json().remark).toContain('overpaid');
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(25_000_000n);
    });

    it('times out a manual deposit left unpaid past its deadline, and only that one', async () => {
      const account = await signedInAdvertiser(client());
      const late = (await create(account, { amount: '9', method: 'manual' })).json();
      const fresh = (await create(account, { amount: '8', method: 'manual' })).json();
      await client()
        .database.db.update(deposits)
        .set({ validUntil: new Date(Date.now() - 1_000) })
        .where(eq(deposits.id, late.id));
      const swept = await client().app.services.depositSweep.sweep();
      expect(swept.timedOut).toBeGreaterThanOrEqual(1);
      expect((await depositOf(account, late.id)).status).toBe('timeout');
      expect((await depositOf(account, fresh.id)).status).toBe('waiting');
    });

    it('matches a transfer nobody submitted a hash for to the waiting manual deposit of that exact amount', async () => {
      const account = await signedInAdvertiser(client());
      const deposit = (await create(account, { amount: '77.77', method: 'manual' })).json();
      // Noise: another amount, another token, another recipient.
      tron.addTransfer({ to: PLATFORM_ADDRESS, amountMicros: 77_000_000n });
      tron.addTransfer({
        to: PLATFORM_ADDRESS,
        amountMicros: 77_770_000n,
        contract: randomTronAddress(),
        symbol: 'USDT',
      });
      tron.addTransfer({ to: randomTronAddress(), amountMicros: 77_770_000n });
      const paid = tron.addTransfer({ to: PLATFORM_ADDRESS, amountMicros: 77_770_000n });
      await client().app.services.depositSweep.sweep();
      const after = await depositOf(account, deposit.id);
      expect(after).toMatchObject({ status: 'success', tx_hash: paid, credited: '77.77' });
      // A second sweep books nothing more.
      await client().app.services.depositSweep.sweep();
      expect((await balanceOf(client(), account.advertiserId)).currentMicros).toBe(77_770_000n);
    });

    it("hides another advertiser's deposits (404) and lets operators confirm or reject manual ones", async () => {
      const company = `Lantern Trading ${randomBytes(3).toString('hex')}`;
      const owner = await signedInAdvertiser(client(), company);
      const stranger = await signedInAdvertiser(client());
      const deposit = (await create(owner, { amount: '12', method: 'manual' })).json();
      // The advertiser's own page: no claim, and no advertiser name (that is the operators' column).
      const own = await depositOf(owner, deposit.id);
      expect(own.promotion).toBeNull();
      expect(own).not.toHaveProperty('advertiser_name');
      expect((await client().get(`/api/deposits/${deposit.id}`, { token: stranger.token })).statusCode).toBe(
        404,
      );
      expect(
        (await client().post(`/api/deposits/${deposit.id}/cancel`, {}, { token: stranger.token })).statusCode,
      ).toBe(404);
      const listed = await client().get('/api/deposits', { token: stranger.token });
      expect(listed.json().data.map((row: { id: string }) => row.id)).not.toContain(deposit.id);
      // An advertiser is not an operator.
      expect(
        (
          await client().post(
            `/api/ops/deposits/${deposit.id}/confirm`,
            { remark: 'x' },
            { token: owner.token },
          )
        ).statusCode,
      ).toBe(403);

      await client().app.services.operators.create({
        name: 'Deposit Desk',
        email: `desk-${deposit.id.slice(0, 8)}@example.com`,
        password: 'Operator#123',
      });
      const operator = (await client().login(`desk-${deposit.id.slice(0, 8)}@example.com`, 'Operator#123'))
        .access_token;
      const all = await client().get(`/api/ops/deposits?search=${deposit.reference}`, { token: operator });
      expect(all.json().data).toHaveLength(1);
      expect(all.json().data[0]).toMatchObject({ id: deposit.id, advertiser_name: company });
      // Operators find deposits by the advertiser's name too, and export them with it.
      const byName = await client().get(`/api/ops/deposits?search=${encodeURIComponent(company)}`, {
        token: operator,
      });
      expect(byName.json()).toMatchObject({ total: 1, data: [{ id: deposit.id }] });
      const exported = await client().get(
        `/api/ops/deposits/export?format=csv&search=${encodeURIComponent(company)}`,
        { token: operator },
      );
      expect(exported.statusCode).toBe(200);
      const [header, row, extra] = exported.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(header).toMatch(/^ID,Advertiser,/);
      expect(row).toContain(`${deposit.reference},${company},`);
      expect(extra).toBeUndefined();
      expect(
        (await client().get('/api/ops/deposits/export?format=csv', { token: owner.token })).statusCode,
      ).toBe(403);
      const confirmed = await client().post(
        `/api/ops/deposits/${deposit.id}/confirm`,
        { remark: 'Seen on the chain by hand' },
        { token: operator },
      );
      expect(confirmed.json()).toMatchObject({ status: 'success', remark: 'Seen on the chain by hand' });
      expect((await balanceOf(client(), owner.advertiserId)).currentMicros).toBe(12_000_000n);
      // Two deposits of one advertiser confirmed at the same moment (and each twice): both credited, once.
      const twins = [
        (await create(owner, { amount: '3', method: 'manual' })).json(),
        (await create(owner, { amount: '4', method: 'manual' })).json(),
      ];
      const confirmations = await Promise.all(
        [...twins, ...twins].map((twin) =>
          client().post(
            `/api/ops/deposits/${twin.id}/confirm`,
            { remark: 'both at once' },
            { token: operator },
          ),
        ),
      );
      expect(confirmations.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
      expect((await balanceOf(client(), owner.advertiserId)).currentMicros).toBe(19_000_000n);
      expect((await client().app.services.ledger.verify(client().database.db)).broken).toEqual([]);
      const rejectLate = await client().post(
        `/api/ops/deposits/${deposit.id}/reject`,
        { remark: 'no' },
        { token: operator },
      );
      expect(rejectLate.statusCode).toBe(409);
    });
  },
  { env },
);
