import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomTronAddress, startTronGridFake, type TronGridFake } from '../../../test/trongrid-fake.ts';
import { TronGridClient } from './trongrid-client.ts';
import { USDT_TRC20_CONTRACT, verifyUsdtDeposit } from './usdt-transfer-verifier.ts';

describe('verifyUsdtDeposit over HTTP against the TronGrid fake', () => {
  let fake: TronGridFake;
  let client: TronGridClient;
  const platformAddress = randomTronAddress();
  const verify = (txHash: string, minAmountMicros = 10_000_000n, notBefore?: Date) =>
    verifyUsdtDeposit(client, { txHash, platformAddress, minAmountMicros, notBefore });

  beforeAll(async () => {
    fake = await startTronGridFake({ apiKey: 'k' });
    client = new TronGridClient({ baseUrl: fake.url, apiKey: 'k' });
  });
  afterAll(() => fake.close());

  it('accepts a confirmed USDT transfer of enough to the platform', async () => {
    const from = randomTronAddress();
    const timestamp = Date.now() - 5_000;
    const txHash = fake.addTransfer({ from, to: platformAddress, amountMicros: 10_000_001n, timestamp });
    expect(await verify(`  ${txHash.toUpperCase()} `, 10_000_000n, new Date(timestamp - 1))).toEqual({
      ok: true,
      transfer: { txHash, from, to: platformAddress, amountMicros: 10_000_001n, at: new Date(timestamp) },
    });
    expect((await verify(txHash, 10_000_001n)).ok).toBe(true);
  });

  it('refuses a fake token that calls itself USDT', async () => {
    const txHash = fake.addTransfer({
      to: platformAddress,
      amountMicros: 1_000_000_000n,
      contract: randomTronAddress(),
      symbol: 'USDT',
    });
    expect(await verify(txHash)).toEqual({ ok: false, reason: 'wrong_token' });
  });

  it('refuses a USDT transfer to another address', async () => {
    const txHash = fake.addTransfer({ to: randomTronAddress(), amountMicros: 50_000_000n });
    expect(await verify(txHash)).toEqual({ ok: false, reason: 'wrong_recipient' });
  });

  it('says not_confirmed until the transfer is solidified, then accepts it', async () => {
    const txHash = fake.addTransfer({ to: platformAddress, amountMicros: 20_000_000n, confirmed: false });
    expect(await verify(txHash)).toEqual({ ok: false, reason: 'not_confirmed' });
    fake.confirm(txHash);
    expect(await verify(txHash)).toMatchObject({ ok: true, transfer: { amountMicros: 20_000_000n } });
  });

  it('refuses an amount below the minimum, by one micro-USDT', async () => {
    const txHash = fake.addTransfer({ to: platformAddress, amountMicros: 9_999_999n });
    expect(await verify(txHash)).toEqual({ ok: false, reason: 'amount_too_low' });
  });

  it('says not_found for an unknown hash and malformed_hash without asking TronGrid', async () => {
    expect(await verify('0123456789abcdef'.repeat(4))).toEqual({ ok: false, reason: 'not_found' });
    const before = fake.requests.length;
    for (const bad of ['', 'abc', `0x${'a'.repeat(64)}`, 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65)]) {
      expect(await verify(bad)).toEqual({ ok: false, reason: 'malformed_hash' });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a transaction whose contract call failed', async () => {
    const txHash = fake.addTransfer({ to: platformAddress, amountMicros: 50_000_000n, success: false });
    expect(await verify(txHash)).toEqual({ ok: false, reason: 'failed' });
  });

  it('refuses a transfer from before notBefore', async () => {
    const notBefore = new Date();
    const txHash = fake.addTransfer({
      to: platformAddress,
      amountMicros: 50_000_000n,
      timestamp: notBefore.getTime() - 1,
    });
    expect(await verify(txHash, 1n, notBefore)).toEqual({ ok: false, reason: 'too_old' });
    expect((await verify(txHash, 1n)).ok).toBe(true);
  });

  it('lets a rate limit through as a TronGridError with retryAfter', async () => {
    const txHash = fake.addTransfer({ to: platformAddress, amountMicros: 50_000_000n });
    fake.rateLimitNext(1, 3);
    await expect(verify(txHash)).rejects.toMatchObject({ name: 'TronGridError', status: 429, retryAfter: 3 });
    expect((await verify(txHash)).ok).toBe(true);
  });

  it('refuses an invalid platform address', async () => {
    await expect(
      verifyUsdtDeposit(client, { txHash: 'a'.repeat(64), platformAddress: 'Tnope', minAmountMicros: 1n }),
    ).rejects.toThrow(/not a valid TRON address/);
    expect(USDT_TRC20_CONTRACT).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
