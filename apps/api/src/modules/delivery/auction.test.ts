import { describe, expect, it } from 'vitest';
import { CTR_PRIOR, ecpmOf, estimatedCtr } from './ad-rank.ts';
import { type Bid, bidOf, runAuction } from './auction.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));
let sequence = 0;
function bid(patch: Partial<Omit<Bid, 'ecpm'>> & { max: number; min?: number; floor?: number }): Bid {
  sequence += 1;
  const { max, min, floor, ...rest } = patch;
  return bidOf({
    targetId: `t${sequence}`,
    adId: `a${sequence}`,
    advertiserId: `adv${sequence}`,
    type: 'click',
    minBidMicros: usdt(min ?? 0.1),
    maxBidMicros: usdt(max),
    floorMicros: usdt(floor ?? 0.1),
    ctr: 0.01,
    ...rest,
  });
}
const fixed = () => 0.5;

describe('the auction of one slot', () => {
  it('has no winner without bids', () => {
    expect(runAuction([], fixed)).toBeNull();
  });

  it('charges a single bidder its reserve: the higher of its min bid and the catalogue minimum', () => {
    expect(runAuction([bid({ max: 2, min: 0.5, floor: 0.3 })], fixed)?.priceMicros).toBe(500_000n);
    expect(runAuction([bid({ max: 2, min: 0.2, floor: 0.3 })], fixed)?.priceMicros).toBe(300_000n);
  });

  it('charges the winner the least that keeps its rank over the runner-up (same CTR: the runner-up max)', () => {
    const a = bid({ max: 1 });
    const b = bid({ max: 0.8 });
    const result = runAuction([b, a], fixed)!;
    expect(result.bid.adId).toBe(a.adId);
    expect(result.priceMicros).toBe(800_000n);
  });

  it('ranks click bids by CPC × CTR: a better ad wins with a lower bid and pays less per click', () => {
    const good = bid({ max: 0.6, ctr: 0.02 }); // 12 per thousand requests
    const poor = bid({ max: 1, ctr: 0.01 }); // 10 per thousand requests
    const result = runAuction([poor, good], fixed)!;
    expect(result.bid.adId).toBe(good.adId);
    // 10 / (0.02 × 1000) = 0.5 per click keeps its rank.
    expect(result.priceMicros).toBe(500_000n);
  });

  it('compares CPM and CPC bids by expected value per thousand requests', () => {
    const cpm = bid({ type: 'impression', max: 3, min: 1, floor: 1 });
    const cpc = bid({ max: 0.2, ctr: 0.01 }); // 2 per thousand
    const result = runAuction([cpc, cpm], fixed)!;
    expect(result.bid.adId).toBe(cpm.adId);
    expect(result.priceMicros).toBe(2_000_000n);
    expect(ecpmOf('impression', 3_000_000n, 0)).toBe(3_000_000);
    expect(ecpmOf('click', 200_000n, 0.01)).toBe(2_000_000);
  });

  it('rounds the second price up to the cent (the worked example of docs/delivery.md)', () => {
    const a = bid({ max: 1, min: 0.5, floor: 0.5, ctr: estimatedCtr(200, 10_000) });
    const b = bid({ max: 1.5, min: 0.5, floor: 0.5, ctr: estimatedCtr(0, 0) });
    const c = bid({ type: 'impression', max: 12, min: 2, floor: 2 });
    const result = runAuction([a, b, c], fixed)!;
    expect(result.bid.adId).toBe(a.adId);
    expect(result.priceMicros).toBe(650_000n);
  });

  it('never charges below the reserve nor above the max', () => {
    const winner = bid({ max: 1, min: 0.9 });
    expect(runAuction([winner, bid({ max: 0.5 })], fixed)?.priceMicros).toBe(900_000n);
    // A runner-up with a much better CTR forces a price above the winner's max only if it outranks it.
    const close = bid({ max: 1, ctr: 0.0101 });
    const result = runAuction([close, bid({ max: 1.009, ctr: 0.01 })], fixed)!;
    expect(result.bid.adId).toBe(close.adId);
    expect(result.priceMicros).toBeLessThanOrEqual(1_000_000n);
  });

  it('leaves out bids whose max is under their reserve', () => {
    expect(runAuction([bid({ max: 0.2, floor: 0.3 })], fixed)).toBeNull();
  });

  it('lets an advertiser enter with its best bid only (nobody bids against themselves)', () => {
    const best = bid({ advertiserId: 'same', max: 1 });
    const second = bid({ advertiserId: 'same', max: 0.9 });
    const result = runAuction([second, best], fixed)!;
    expect(result.bid.adId).toBe(best.adId);
    expect(result.priceMicros).toBe(100_000n);
  });

  it('breaks exact ties by the random draw, at the tied price', () => {
    const a = bid({ max: 1 });
    const b = bid({ max: 1 });
    const draws = [0.9, 0.1];
    const first = runAuction([a, b], () => draws.shift()!)!;
    expect(first.bid.adId).toBe(a.adId);
    expect(first.priceMicros).toBe(1_000_000n);
    const again = [0.1, 0.9];
    expect(runAuction([a, b], () => again.shift()!)?.bid.adId).toBe(b.adId);
  });
});

describe('the estimated click-through rate', () => {
  it('is the prior for a new ad and moves to the ad’s own rate with history', () => {
    expect(estimatedCtr(0, 0)).toBeCloseTo(CTR_PRIOR);
    expect(estimatedCtr(200, 10_000)).toBeCloseTo((200 + 5) / 11_000);
    expect(estimatedCtr(2000, 100_000)).toBeCloseTo(0.02, 3);
  });
  it('ignores impossible counts', () => {
    expect(estimatedCtr(50, 10)).toBeCloseTo((10 + 5) / 1010);
    expect(estimatedCtr(-5, -5)).toBeCloseTo(CTR_PRIOR);
  });
});
