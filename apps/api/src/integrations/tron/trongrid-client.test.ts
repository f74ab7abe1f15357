import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomTronAddress, startTronGridFake, type TronGridFake } from '../../../test/trongrid-fake.ts';
import { TronGridClient, TronGridError, USDT_TRC20_CONTRACT } from './trongrid-client.ts';

describe('TronGridClient over HTTP against the fake', () => {
  let fake: TronGridFake;
  let client: TronGridClient;
  beforeAll(async () => {
    fake = await startTronGridFake();
    client = new TronGridClient({ baseUrl: `${fake.url}/` });
  });
  afterAll(() => fake.close());

  it('lists confirmed USDT transfers to the address only, decoded, newest first', async () => {
    const platform = randomTronAddress();
    const other = randomTronAddress();
    const now = Date.now();
    const older = fake.addTransfer({ to: platform, amountMicros: 1_500_000n, timestamp: now - 2000 });
    const newer = fake.addTransfer({
      to: platform,
      amountMicros: 123_456_789_012_345_678n,
      timestamp: now - 1000,
    });
    fake.addTransfer({ to: platform, amountMicros: 5n, confirmed: false });
    fake.addTransfer({ to: platform, amountMicros: 6n, success: false });
    fake.addTransfer({ to: platform, amountMicros: 7n, contract: randomTronAddress(), symbol: 'USDT' });
    fake.addTransfer({ from: platform, to: other, amountMicros: 8n });

    const { transfers, fingerprint } = await client.listIncomingUsdt(platform);
    expect(fingerprint).toBeUndefined();
    expect(transfers.map((transfer) => transfer.txHash)).toEqual([newer, older]);
    expect(transfers[0]).toMatchObject({
      to: platform,
      amount: 123_456_789_012_345_678n,
      type: 'Transfer',
      blockTimestamp: now - 1000,
      token: { address: USDT_TRC20_CONTRACT, decimals: 6, symbol: 'USDT' },
    });
    const query = fake.requests.at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      only_to: 'true',
      contract_address: USDT_TRC20_CONTRACT,
      only_confirmed: 'true',
      limit: '200',
    });

    const withPending = await client.listIncomingUsdt(platform, { includeUnconfirmed: true });
    expect(withPending.transfers).toHaveLength(3);
    const recent = await client.listIncomingUsdt(platform, { minTimestamp: now - 1500 });
    expect(recent.transfers.map((transfer) => transfer.txHash)).toEqual([newer]);
  });

  it('follows fingerprints across pages and says when it stopped at the page cap', async () => {
    const platform = randomTronAddress();
    const start = Date.now() - 60_000;
    const hashes = [0, 1, 2, 3, 4].map((i) =>
      fake.addTransfer({ to: platform, amountMicros: BigInt(i + 1), timestamp: start + i * 1000 }),
    );
    const before = fake.requests.length;
    const all = await client.listAllIncomingUsdtSince(platform, start, { pageSize: 2 });
    expect(all.truncated).toBe(false);
    expect(all.transfers.map((transfer) => transfer.txHash)).toEqual([...hashes].reverse());
    const pages = fake.requests.slice(before);
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query.has('fingerprint')).toBe(false);
    expect(pages[2]!.query.get('fingerprint')).toBeTruthy();
    expect(pages.every((page) => page.query.get('min_timestamp') === String(start))).toBe(true);

    const capped = await client.listAllIncomingUsdtSince(platform, start, { pageSize: 2, maxPages: 2 });
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.transfers).toHaveLength(4);
    const since = await client.listAllIncomingUsdtSince(platform, start + 3000, { pageSize: 2 });
    expect(since.transfers.map((transfer) => transfer.txHash)).toEqual([hashes[4], hashes[3]]);
  });

  it('reads confirmation, result and Transfer events of one transaction', async () => {
    const platform = randomTronAddress();
    const from = randomTronAddress();
    const good = fake.addTransfer({
      from,
      to: platform,
      amountMicros: 42_000_000n,
      timestamp: 1_700_000_000_000,
    });
    const info = await client.transactionInfo(good.toUpperCase());
    expect(info).toEqual({
      confirmed: true,
      success: true,
      blockNumber: expect.any(Number),
      blockTimestamp: 1_700_000_000_000,
      transfers: [{ contract: USDT_TRC20_CONTRACT, from, to: platform, amount: 42_000_000n }],
    });

    const failed = fake.addTransfer({ to: platform, amountMicros: 1n, success: false });
    expect(await client.transactionInfo(failed)).toMatchObject({
      confirmed: true,
      success: false,
      transfers: [],
    });

    const pending = fake.addTransfer({ to: platform, amountMicros: 1n, confirmed: false });
    expect(await client.transactionInfo(pending)).toEqual({
      confirmed: false,
      success: false,
      transfers: [],
    });
    fake.confirm(pending);
    expect(await client.transactionInfo(pending)).toMatchObject({ confirmed: true, success: true });
    expect(await client.transactionInfo('ab'.repeat(32))).toMatchObject({ confirmed: false });
    await expect(client.transactionInfo('xyz')).rejects.toThrow(/64 hex/);
  });

  it('refuses an invalid address before calling TronGrid', async () => {
    const before = fake.requests.length;
    await expect(client.listIncomingUsdt('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).rejects.toThrow(
      /not a valid/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('surfaces 429 as a TronGridError with retryAfter', async () => {
    fake.rateLimitNext(1, 7);
    const error = await client.listIncomingUsdt(randomTronAddress()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TronGridError);
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfter: 7 });
    await expect(client.listIncomingUsdt(randomTronAddress())).resolves.toMatchObject({ transfers: [] });
  });
});

describe('TronGridClient with an API key', () => {
  let fake: TronGridFake;
  beforeAll(async () => {
    fake = await startTronGridFake({ apiKey: 'secret-key-123' });
  });
  afterAll(() => fake.close());

  it('sends TRON-PRO-API-KEY, and without it gets an unauthorized error that does not show the key', async () => {
    const platform = randomTronAddress();
    const txHash = fake.addTransfer({ to: platform, amountMicros: 1n });
    const keyed = new TronGridClient({ baseUrl: fake.url, apiKey: 'secret-key-123' });
    expect((await keyed.listIncomingUsdt(platform)).transfers).toHaveLength(1);
    expect((await keyed.transactionInfo(txHash)).confirmed).toBe(true);
    expect(fake.requests.at(-1)!.hadApiKey).toBe(true);

    const anonymous = new TronGridClient({ baseUrl: fake.url });
    await expect(anonymous.listIncomingUsdt(platform)).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    const wrong = new TronGridClient({ baseUrl: fake.url, apiKey: 'wrong-key-456' });
    const error = await wrong.transactionInfo(txHash).then(
      () => new Error('expected a rejection'),
      (caught: unknown) => caught as Error,
    );
    expect(error).toMatchObject({ name: 'TronGridError', status: 401 });
    expect(`${error.message} ${error.stack}`).not.toContain('wrong-key-456');
  });
});

describe('TronGridClient failure modes (stubbed fetch)', () => {
  const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
    new TronGridClient({
      baseUrl: 'https://api.trongrid.io',
      apiKey: 'never-shown',
      fetch: async () => new Response(body, { status, headers }),
    });

  it('reads a 403 rate-limit suspension as rate_limited with its delay', async () => {
    const client = reply(
      403,
      '{"Error":"The key exceeds the frequency limit(15), and the query server is suspended for 30s"}',
    );
    await expect(client.transactionInfo('a'.repeat(64))).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 403,
      retryAfter: 30,
    });
    await expect(reply(403, 'forbidden').transactionInfo('a'.repeat(64))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('turns HTTP errors, non-JSON answers and timeouts into TronGridErrors', async () => {
    await expect(reply(500, 'oops').transactionInfo('a'.repeat(64))).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    await expect(reply(200, '<html>').transactionInfo('a'.repeat(64))).rejects.toMatchObject({
      kind: 'bad_response',
    });
    await expect(reply(200, '{"success":false}').listIncomingUsdt(USDT_TRC20_CONTRACT)).rejects.toMatchObject(
      {
        kind: 'bad_response',
      },
    );
    const hanging = new TronGridClient({
      baseUrl: 'https://api.trongrid.io',
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(hanging.transactionInfo('a'.repeat(64))).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
    });
    const down = new TronGridClient({
      baseUrl: 'https://api.trongrid.io',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.transactionInfo('a'.repeat(64))).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('skips list entries that are not well-formed transfers', async () => {
    const good = {
      transaction_id: 'b'.repeat(64),
      from: USDT_TRC20_CONTRACT,
      to: USDT_TRC20_CONTRACT,
      value: '10',
      type: 'Transfer',
      block_timestamp: 1,
      token_info: { address: USDT_TRC20_CONTRACT, decimals: 6, symbol: 'USDT', name: 'Tether USD' },
    };
    const body = JSON.stringify({
      data: [
        good,
        { ...good, value: '1.5' },
        { ...good, value: 1e21 },
        { ...good, transaction_id: 'x' },
        null,
      ],
      success: true,
      meta: { page_size: 5 },
    });
    const { transfers } = await reply(200, body).listIncomingUsdt(USDT_TRC20_CONTRACT);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amount).toBe(10n);
  });
});
