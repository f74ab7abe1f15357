import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver.ts';
import { lazyContractResolver } from './lazy-contract-resolver.ts';

const ZBody = z.strictObject({
  amount: z.string().regex(/^\d+$/, { error: 'validation.amount' }),
  end_date: z.string().nullable(),
});
interface Values {
  amount: string;
  end_date: string;
}
const toBody = (values: Values) => ({ ...values, end_date: values.end_date || null });
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('contractResolver', () => {
  it("hands the contract's output of the body toBody made to the submit", async () => {
    const resolve = contractResolver(ZBody, toBody);
    expect(await resolve({ amount: '12', end_date: '' }, undefined, OPTIONS)).toEqual({
      values: { amount: '12', end_date: null },
      errors: {},
    });
  });

  it("puts the contract's message keys on the fields of the same names", async () => {
    const resolve = contractResolver(ZBody, toBody);
    const result = await resolve({ amount: '1.5', end_date: '' }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(result.errors.amount?.message).toBe('validation.amount');
  });
});

describe('lazyContractResolver', () => {
  it('loads the contract at the first validation, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ZBody);
    const resolve = lazyContractResolver(load, toBody);
    expect(load).not.toHaveBeenCalled();
    await expect(resolve({ amount: '1', end_date: '' }, undefined, OPTIONS)).rejects.toThrow('offline');
    expect((await resolve({ amount: '1', end_date: '' }, undefined, OPTIONS)).values).toEqual({
      amount: '1',
      end_date: null,
    });
    await resolve({ amount: '2', end_date: '' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
