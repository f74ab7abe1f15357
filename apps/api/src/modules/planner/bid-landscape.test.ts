import { describe, expect, it } from 'vitest';
import { CTR_PRIOR, ecpmOf } from '../delivery/ad-rank.ts';
import { entrantOf, summarizeLandscape } from './bid-landscape.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));
const rival = (maxBid: number, ctr: number) => ({
  ecpm: ecpmOf('click', usdt(maxBid), ctr),
  maxBidMicros: usdt(maxBid),
});

describe('the summary the planner, the plan, the bid dialog and the ads helper share', () => {
  it('advises the default minimum without competition, rounded up to 0.1', () => {
    expect(summarizeLandscape({ entrant: entrantOf('click', CTR_PRIOR, usdt(0.55)), rivals: [] })).toEqual({
      competitors: 0,
      advice: usdt(0.6),
      adviceBeatsShare: 1,
      minimum: usdt(0.6),
      lowest: null,
      highest: null,
    });
  });

  it('advises what outranks every rival by expected value, not one step above their max bids', () => {
    // Rivals with 2 % and 1 % CTR at 1.0 and 1.5: worth 20 and 15 per thousand requests. A new ad (0.5 %)
    // needs more than 4.0 per click; "75th percentile + 0.1" would have said 1.6 and lost every auction.
    const summary = summarizeLandscape({
      entrant: entrantOf('click', CTR_PRIOR, usdt(0.5)),
      rivals: [rival(1, 0.02), rival(1.5, 0.01)],
    });
    expect(summary).toEqual({
      competitors: 2,
      advice: usdt(4.1),
      adviceBeatsShare: 1,
      minimum: usdt(0.5),
      lowest: usdt(1),
      highest: usdt(1.5),
    });
    // An ad with a better CTR of its own is advised less.
    expect(
      summarizeLandscape({ entrant: entrantOf('click', 0.04, usdt(0.5)), rivals: [rival(1, 0.02)] }).advice,
    ).toBe(usdt(0.6));
  });
});
