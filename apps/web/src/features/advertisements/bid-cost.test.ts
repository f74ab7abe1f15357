import { describe, expect, it } from 'vitest';
import { bidCost } from './bid-cost.ts';

describe('what a max bid asks of the balance', () => {
  it('says one click or thousand impressions costs at most the max bid, and how many the balance pays', () => {
    expect(bidCost('1.5', '10.00')).toEqual({ perUnitMicros: 1_500_000n, covered: true, unitsCovered: 6n });
    expect(bidCost(' 0.5 ', '0.50')).toEqual({ perUnitMicros: 500_000n, covered: true, unitsCovered: 1n });
  });
  it('says a balance below the max bid does not cover it (the API refuses such a bid)', () => {
    expect(bidCost('1.5', '0.00')).toEqual({ perUnitMicros: 1_500_000n, covered: false, unitsCovered: 0n });
    expect(bidCost('1.5', '1.49')).toMatchObject({ covered: false, unitsCovered: 0n });
  });
  it('has nothing to say while the bid is not a price', () => {
    expect(bidCost('', '10.00')).toBeNull();
    expect(bidCost('abc', '10.00')).toBeNull();
    expect(bidCost('0', '10.00')).toBeNull();
  });
});
