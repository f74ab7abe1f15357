import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, verifyIpnSignature } from './ipn-signature.ts';
import { NowPaymentsClient, NowPaymentsError } from './nowpayments-client.ts';
import { type SandboxProvider, startSandboxProvider } from './sandbox-provider.ts';
import type { NowPaymentsIpnBody } from './types.ts';

const API_KEY = 'sandbox-api-key';
const IPN_SECRET = 'sandbox-ipn-secret';
const PAY_ADDRESS = 'TXYZ1111111111111111111111111111ab';

interface ReceivedIpn {
  raw: string;
  signature: string | undefined;
  body: NowPaymentsIpnBody;
}

/** A local merchant endpoint receiving IPNs; `failFirst` answers 500 to the first attempt for each status. */
async function startIpnReceiver() {
  const received: ReceivedIpn[] = [];
  const failedOnce = new Set<string>();
  let failFirst = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw) as NowPaymentsIpnBody;
      const key = `${body.payment_id}:${body.payment_status}:${body.actually_paid}`;
      if (failFirst && !failedOnce.has(key)) {
        failedOnce.add(key);
        res.writeHead(500).end();
        return;
      }
      const header = req.headers['x-nowpayments-sig'];
      received.push({ raw, signature: typeof header === 'string' ? header : undefined, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ipn`,
    received,
    setFailFirst(value: boolean) {
      failFirst = value;
    },
    forPayment: (id: number | string) => received.filter((ipn) => String(ipn.body.payment_id) === String(id)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('NOWPayments client against the sandbox provider (real HTTP)', () => {
  let clock = new Date('2025-01-02T03:04:05.000Z');
  let sandbox: SandboxProvider;
  let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;
  let client: NowPaymentsClient;

  beforeAll(async () => {
    receiver = await startIpnReceiver();
    sandbox = await startSandboxProvider({
      apiKey: API_KEY,
      ipnSecret: IPN_SECRET,
      payAddress: PAY_ADDRESS,
      now: () => clock,
      ipnRetry: { attempts: 4, backoffMs: 5 },
      expirySweepMs: 0,
    });
    client = new NowPaymentsClient({ baseUrl: sandbox.url, apiKey: API_KEY });
  });
  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  const create = (priceAmount: string, orderId = 'ORD-1') =>
    client.createPayment({
      priceAmount,
      priceCurrency: 'usd',
      orderId,
      orderDescription: 'Top-up a/b ชำระเงิน 支付',
      ipnCallbackUrl: receiver.url,
    });

  it('creates a waiting usdttrc20 payment', async () => {
    const payment = await create('12.50');
    expect(typeof payment.payment_id).toBe('number');
    expect(payment).toMatchObject({
      payment_status: 'waiting',
      pay_address: PAY_ADDRESS,
      pay_amount: 12.5,
      pay_currency: 'usdttrc20',
      price_amount: 12.5,
      price_currency: 'usd',
      order_id: 'ORD-1',
      network: 'trx',
      created_at: '2025-01-02T03:04:05.000Z',
      valid_until: '2025-01-02T03:24:05.000Z',
    });
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('reads a payment by numeric or string id', async () => {
    const { payment_id } = await create('3');
    const byNumber = await client.getPayment(payment_id);
    const byString = await client.getPayment(String(payment_id));
    expect(byNumber).toEqual(byString);
    expect(byNumber).toMatchObject({ payment_id, payment_status: 'waiting', actually_paid: 0 });
    await expect(client.getPayment('1/../x')).rejects.toThrow(RangeError);
  });

  it('throws NowPaymentsError 401 on a wrong API key, without the key in the message', async () => {
    const wrong = new NowPaymentsClient({ baseUrl: sandbox.url, apiKey: 'wrong-key-123' });
    const error = await wrong.getPayment(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NowPaymentsError);
    expect(error).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
    expect(String((error as Error).message)).not.toContain('wrong-key-123');
    await expect(wrong.createPayment({ priceAmount: 1, priceCurrency: 'usd' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('throws NowPaymentsError 404 for an unknown payment and 400 for a bad request', async () => {
    await expect(client.getPayment(12345)).rejects.toMatchObject({ name: 'NowPaymentsError', status: 404 });
    await expect(
      client.createPayment({ priceAmount: 5, priceCurrency: 'usd', payCurrency: 'btc' }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST_PARAMS' } });
  });

  it('refuses an amount a JSON number cannot carry exactly', async () => {
    await expect(create('0.12345678901234567')).rejects.toThrow(RangeError);
  });

  it('pays in full: IPNs waiting → confirming → confirmed → sending → finished, in order and signed', async () => {
    const payment = await create('12.50', 'ORD-FULL');
    const answer = await fetch(`${sandbox.url}/sandbox/payments/${payment.payment_id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '12.50' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    await sandbox.flush();

    const ipns = receiver.forPayment(payment.payment_id);
    expect(ipns.map((ipn) => ipn.body.payment_status)).toEqual([
      'waiting',
      'confirming',
      'confirmed',
      'sending',
      'finished',
    ]);
    for (const ipn of ipns) {
      expect(verifyIpnSignature(JSON.parse(ipn.raw), ipn.signature, IPN_SECRET)).toBe(true);
      expect(verifyIpnSignature(JSON.parse(ipn.raw), ipn.signature, 'another-secret')).toBe(false);
      expect(ipn.raw).not.toBe(canonicalJson(JSON.parse(ipn.raw))); // sent unsorted: verified after re-sorting
    }
    expect(ipns.at(-1)?.body).toMatchObject({
      payment_id: payment.payment_id,
      parent_payment_id: null,
      actually_paid: 12.5,
      outcome_amount: 12.5,
      outcome_currency: 'usdttrc20',
      order_id: 'ORD-FULL',
      order_description: 'Top-up a/b ชำระเงิน 支付',
      fee: { currency: 'usdttrc20', depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    });
    expect(await client.getPayment(payment.payment_id)).toMatchObject({
      payment_status: 'finished',
      actually_paid: 12.5,
    });
  });

  it('pays short: partially_paid, then a top-up finishes it', async () => {
    const payment = await create('10', 'ORD-PARTIAL');
    sandbox.pay(payment.payment_id, '4.000001');
    await sandbox.flush();
    expect(await client.getPayment(payment.payment_id)).toMatchObject({
      payment_status: 'partially_paid',
      actually_paid: 4.000001,
    });
    sandbox.pay(String(payment.payment_id), '5.999999');
    await sandbox.flush();
    const statuses = receiver.forPayment(payment.payment_id).map((ipn) => ipn.body.payment_status);
    expect(statuses).toEqual(['waiting', 'partially_paid', 'finished']);
    expect((await client.getPayment(payment.payment_id)).actually_paid).toBe(10);
  });

  it('expires on request and once valid_until passes', async () => {
    const first = await create('7', 'ORD-EXPIRE');
    sandbox.expire(first.payment_id);
    await sandbox.flush();
    expect((await client.getPayment(first.payment_id)).payment_status).toBe('expired');
    expect(receiver.forPayment(first.payment_id).map((ipn) => ipn.body.payment_status)).toEqual([
      'waiting',
      'expired',
    ]);
    expect(() => sandbox.pay(first.payment_id, '7')).toThrow(/already expired/);

    const second = await create('7', 'ORD-LATE');
    clock = new Date(clock.getTime() + 20 * 60_000);
    expect((await client.getPayment(second.payment_id)).payment_status).toBe('expired');
    const late = await fetch(`${sandbox.url}/sandbox/payments/${second.payment_id}/pay`, { method: 'POST' });
    expect(late.status).toBe(409);
  });

  it('retries an IPN the merchant failed to accept', async () => {
    receiver.setFailFirst(true);
    try {
      const payment = await create('1', 'ORD-RETRY');
      sandbox.pay(payment.payment_id);
      await sandbox.flush();
      const statuses = receiver.forPayment(payment.payment_id).map((ipn) => ipn.body.payment_status);
      expect(statuses).toEqual(['waiting', 'confirming', 'confirmed', 'sending', 'finished']);
      const attempts = sandbox.ipnLog.filter((entry) => entry.paymentId === String(payment.payment_id));
      expect(attempts.map((entry) => entry.httpStatus)).toEqual([
        500, 200, 500, 200, 500, 200, 500, 200, 500, 200,
      ]);
      expect(await sandbox.sendIpn(payment.payment_id)).toBe(true);
    } finally {
      receiver.setFailFirst(false);
    }
  });

  it('times out a provider that does not answer', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = new NowPaymentsClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: API_KEY,
        timeoutMs: 100,
      });
      await expect(slow.getPayment(1)).rejects.toMatchObject({ name: 'NowPaymentsError', status: 0 });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('sandbox provider HTTP surface', () => {
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    sandbox = await startSandboxProvider({ apiKey: API_KEY, ipnSecret: IPN_SECRET, expirySweepMs: 0 });
  });
  afterAll(() => sandbox?.close());

  const post = (path: string, body: string, apiKey = API_KEY) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body,
    });

  it('answers 400 to bad JSON and to missing fields, 401 before that without the key', async () => {
    const badJson = await post('/payment', '{"price_amount":');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'INVALID_JSON' });
    const missing = await post('/payment', JSON.stringify({ price_amount: 5, pay_currency: 'usdttrc20' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: 400, message: 'price_currency is required' });
    expect((await post('/payment', '{}', 'nope')).status).toBe(401);
  });

  it('creates without an IPN URL and answers control routes with CORS', async () => {
    const created = await post(
      '/payment',
      JSON.stringify({ price_amount: 2, price_currency: 'usd', pay_currency: 'usdttrc20' }),
    );
    expect(created.status).toBe(201);
    const { payment_id } = (await created.json()) as { payment_id: number };
    const preflight = await fetch(`${sandbox.url}/sandbox/payments/${payment_id}/pay`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const badAmount = await fetch(`${sandbox.url}/sandbox/payments/${payment_id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ amount: 'lots' }),
    });
    expect(badAmount.status).toBe(400);
    const unknown = await fetch(`${sandbox.url}/sandbox/payments/999/pay`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await sandbox.sendIpn(payment_id)).toBe(false);
    expect((await fetch(`${sandbox.url}/status`)).status).toBe(200);
  });
});
