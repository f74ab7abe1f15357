import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexFromTronAddress, tronAddressFromHex } from '../src/integrations/tron/address.ts';
import { USDT_TRC20_CONTRACT } from '../src/integrations/tron/trongrid-client.ts';
import { randomTronAddress, startTronGridFake, type TronGridFake } from './trongrid-fake.ts';

describe('TronGrid fake', () => {
  let fake: TronGridFake;
  beforeAll(async () => {
    fake = await startTronGridFake();
  });
  afterAll(() => fake.close());

  // biome-ignore lint/suspicious/noExplicitAny: a raw TronGrid answer, inspected field by field
  const post = async (path: string, body: unknown): Promise<any> =>
    (await fetch(`${fake.url}${path}`, { method: 'POST', body: JSON.stringify(body) })).json();

  it('answers gettransactionbyid with a transfer(address,uint256) call once confirmed', async () => {
    const from = randomTronAddress();
    const to = randomTronAddress();
    const txHash = fake.addTransfer({ from, to, amountMicros: 1_234_567n, confirmed: false });
    expect(await post('/walletsolidity/gettransactionbyid', { value: txHash })).toEqual({});
    fake.confirm(txHash);
    const tx = await post('/walletsolidity/gettransactionbyid', { value: txHash });
    const call = tx.raw_data.contract[0].parameter.value;
    expect(tx.ret[0].contractRet).toBe('SUCCESS');
    expect(call.contract_address).toBe(hexFromTronAddress(USDT_TRC20_CONTRACT));
    expect(tronAddressFromHex(call.owner_address)).toBe(from);
    expect(call.data.slice(0, 8)).toBe('a9059cbb');
    expect(tronAddressFromHex(`41${call.data.slice(8 + 24, 72)}`)).toBe(to);
    expect(BigInt(`0x${call.data.slice(72)}`)).toBe(1_234_567n);
  });

  it('answers 400 for an invalid address or fingerprint and 404 elsewhere', async () => {
    const list = (address: string, query = '') =>
      fetch(`${fake.url}/v1/accounts/${address}/transactions/trc20${query}`);
    expect((await list('Tnope')).status).toBe(400);
    expect((await list(randomTronAddress(), '?fingerprint=%%%')).status).toBe(400);
    expect((await fetch(`${fake.url}/wallet/getnowblock`)).status).toBe(404);
  });

  it('refuses transfers it could not represent', () => {
    const to = randomTronAddress();
    expect(() => fake.addTransfer({ to: 'Tnope', amountMicros: 1n })).toThrow(/not a valid/);
    expect(() => fake.addTransfer({ to, amountMicros: 1n, txHash: 'xyz' })).toThrow(/hash/);
    const txHash = fake.addTransfer({ to, amountMicros: 1n });
    expect(() => fake.addTransfer({ to, amountMicros: 1n, txHash })).toThrow(/exists/);
    expect(() => fake.confirm('c'.repeat(64))).toThrow(/unknown/);
  });
});
