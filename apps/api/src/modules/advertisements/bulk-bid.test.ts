import { describe, expect, it } from 'vitest';
import { newMaxBid } from './bulk-bid.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));

describe('newMaxBid', () => {
  it('sets one price whatever the bid was', () => {
    expect(newMaxBid(usdt(0.5), { to: usdt(1.2) })).toBe(usdt(1.2));
  });

  it('raises and lowers by a percentage, to the nearest tenth of a USDT', () => {
    expect(newMaxBid(usdt(1), { percent: 10 })).toBe(usdt(1.1));
    expect(newMaxBid(usdt(0.6), { percent: 25 })).toBe(usdt(0.8)); // 0.75 rounds half up
    expect(newMaxBid(usdt(0.6), { percent: 20 })).toBe(usdt(0.7)); // 0.72
    expect(newMaxBid(usdt(2.5), { percent: -50 })).toBe(usdt(1.3)); // 1.25
    expect(newMaxBid(usdt(3), { percent: 500 })).toBe(usdt(18));
  });

  it('never lowers a bid to nothing', () => {
    expect(newMaxBid(usdt(0.1), { percent: -90 })).toBe(usdt(0.1));
    expect(newMaxBid(usdt(0.4), { percent: -90 })).toBe(usdt(0.1)); // 0.04
  });
});
