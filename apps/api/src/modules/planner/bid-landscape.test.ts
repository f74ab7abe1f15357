import { describe, expect, it } from 'vitest';
import {
  advicePrice,
  beatsShare,
  costOf,
  landscapeOf,
  summarizeLandscape,
  unitsFor,
} from './bid-landscape.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));

describe('the bid landscape', () => {
  it('advises the default minimum without competition, never less, rounded up to 0.1', () => {
    expect(advicePrice(usdt(0.5), [])).toBe(usdt(0.5));
    expect(advicePrice(usdt(0.55), [])).toBe(usdt(0.6));
    expect(advicePrice(usdt(3), [usdt(0.8), usdt(1)])).toBe(usdt(3));
  });
  it('advises one step above the 75th percentile of competing max bids', () => {
    expect(advicePrice(usdt(0.5), [usdt(2), usdt(0.8), usdt(1.4), usdt(1)])).toBe(usdt(1.5));
    expect(advicePrice(usdt(0.1), [usdt(0.7)])).toBe(usdt(0.8));
  });
  it('says what share of competitors a bid beats and what a budget buys', () => {
    expect(beatsShare(usdt(1.5), [usdt(0.8), usdt(1), usdt(1.4), usdt(2)])).toBe(0.75);
    expect(beatsShare(usdt(1), [])).toBe(1);
    expect(unitsFor('click', usdt(100), usdt(1.5))).toBe(66n);
    expect(costOf('click', 66n, usdt(1.5))).toBe(usdt(99));
    expect(unitsFor('impression', usdt(10), usdt(2))).toBe(5000n);
    expect(costOf('impression', 5000n, usdt(2))).toBe(usdt(10));
  });
});

describe('the summary the planner, the plan and the bid dialog share', () => {
  it('says how many bids compete and what share the advice really beats (not a fixed "three in four")', () => {
    // Two competitors: the 75th percentile is the highest, so the advice beats both.
    const two = summarizeLandscape(usdt(0.5), [usdt(0.8), usdt(1)]);
    expect(two).toEqual({
      competitors: 2,
      advice: usdt(1.1),
      adviceBeatsShare: 1,
      lowest: usdt(0.8),
      highest: usdt(1),
    });
    const four = summarizeLandscape(usdt(0.5), [usdt(2), usdt(0.8), usdt(1.4), usdt(1)]);
    expect(four.competitors).toBe(4);
    expect(four.adviceBeatsShare).toBe(0.75);
    expect(four.adviceBeatsShare).toBe(beatsShare(four.advice, [usdt(2), usdt(0.8), usdt(1.4), usdt(1)]));
    expect(summarizeLandscape(usdt(0.5), [])).toEqual({
      competitors: 0,
      advice: usdt(0.5),
      adviceBeatsShare: 1,
      lowest: null,
      highest: null,
    });
  });
});

describe('one slot of a batch of competing bids', () => {
  const bids = [
    { key: 'keyword:k1', type: 'click' as const, adSizeId: 's1', maxBidMicros: usdt(1) },
    { key: 'keyword:k1', type: 'click' as const, adSizeId: 's2', maxBidMicros: usdt(2) },
    { key: 'keyword:k1', type: 'impression' as const, adSizeId: 's1', maxBidMicros: usdt(3) },
    { key: 'website:k1', type: 'click' as const, adSizeId: 's1', maxBidMicros: usdt(4) },
  ];
  it('keeps the bids on the same keyword or website, ad type and, when given, ad size', () => {
    const slot = { targetType: 'keyword' as const, targetId: 'k1', type: 'click' as const };
    expect(landscapeOf(bids, { ...slot, adSizeId: 's1' })).toEqual([usdt(1)]);
    expect(landscapeOf(bids, slot)).toEqual([usdt(1), usdt(2)]);
    expect(landscapeOf(bids, { ...slot, type: 'impression' })).toEqual([usdt(3)]);
    expect(landscapeOf(bids, { ...slot, targetType: 'website' })).toEqual([usdt(4)]);
    expect(landscapeOf(bids, { ...slot, targetId: 'k2' })).toEqual([]);
  });
});
