import { describe, expect, it } from 'vitest';
import {
  BID_STEP_MICROS,
  bidToWin,
  CTR_PRIOR,
  type Entrant,
  ecpmOf,
  estimateAtBid,
  minimumBid,
  rankAtBid,
} from './ad-rank.ts';
import { type Bid, bidOf, runAuction } from './auction.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));

/** A seeded pseudo-random generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const newAd: Entrant = { type: 'click', ctr: CTR_PRIOR, reserveMicros: usdt(0.5) };
const entrantBid = (entrant: Entrant, maxBidMicros: bigint): Bid =>
  bidOf({
    targetId: 'new',
    adId: 'new',
    advertiserId: 'new',
    type: entrant.type,
    minBidMicros: entrant.reserveMicros,
    maxBidMicros,
    floorMicros: entrant.reserveMicros,
    ctr: entrant.ctr,
  });

describe('the ranking the auction and the estimates share', () => {
  it('advises the bid that outranks a rival with a better click-through rate (the issue 26 case)', () => {
    // A rival bidding 1.0 with 2 % CTR is worth 20 per thousand requests; a new ad (0.5 % prior) needs > 4.0.
    const rival = ecpmOf('click', usdt(1), 0.02);
    expect(bidToWin(newAd, [rival])).toBe(usdt(4.1));
    expect(rankAtBid(newAd, usdt(4.1), [rival]).wins).toBe(true);
    // 4.0 only ties (a coin toss), 1.1 — "one step above the competing max bid" — loses.
    expect(rankAtBid(newAd, usdt(4), [rival]).wins).toBe(false);
    expect(rankAtBid(newAd, usdt(1.1), [rival])).toEqual({
      eligible: true,
      wins: false,
      outranksShare: 0,
      priceMicros: null,
    });
  });

  it('says below which bid the ad cannot enter, and that alone the minimum wins', () => {
    expect(minimumBid({ ...newAd, reserveMicros: usdt(0.55) })).toBe(usdt(0.6));
    expect(bidToWin({ ...newAd, reserveMicros: usdt(0.55) }, [])).toBe(usdt(0.6));
    expect(rankAtBid(newAd, usdt(0.4), []).eligible).toBe(false);
    expect(rankAtBid(newAd, usdt(0.4), []).wins).toBe(false);
  });

  it('estimates clicks and cost at the price the auction would charge, and nothing for a losing bid', () => {
    const rival = ecpmOf('click', usdt(1), 0.02);
    // Winning at 5.0 pays 20 / (0.005 × 1000) = 4.00 per click: 25 clicks for 100 USDT.
    expect(estimateAtBid(newAd, usdt(5), [rival], usdt(100))).toMatchObject({
      units: 25n,
      costMicros: usdt(100),
    });
    expect(estimateAtBid(newAd, usdt(1), [rival], usdt(100))).toMatchObject({ units: 0n, costMicros: 0n });
    const cpm: Entrant = { type: 'impression', ctr: 0, reserveMicros: usdt(2) };
    expect(estimateAtBid(cpm, usdt(5), [usdt(3)].map(Number), usdt(9))).toMatchObject({
      units: 3000n,
      costMicros: usdt(9),
    });
  });

  it('agrees with runAuction on every random slot: the bid to win wins at the price estimated, a step less does not', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = generator(seed);
      const rivals: Bid[] = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, n) => {
        const impression = random() < 0.3;
        return bidOf({
          targetId: `t${n}`,
          adId: `a${n}`,
          advertiserId: `adv${n}`,
          type: impression ? 'impression' : 'click',
          minBidMicros: impression ? usdt(2) : usdt(0.5),
          maxBidMicros: BigInt(Math.ceil(random() * 40)) * (impression ? usdt(0.5) : usdt(0.1)),
          floorMicros: impression ? usdt(2) : usdt(0.5),
          ctr: 0.001 + random() * 0.03,
        });
      });
      const entrant: Entrant =
        random() < 0.3
          ? { type: 'impression', ctr: 0, reserveMicros: usdt(2) }
          : { type: 'click', ctr: 0.001 + random() * 0.03, reserveMicros: usdt(0.5) };
      const rivalEcpms = rivals
        .filter((bid) => bid.maxBidMicros >= bid.floorMicros)
        .map((bid) => ecpmOf(bid.type, bid.maxBidMicros, bid.ctr));
      const advice = bidToWin(entrant, rivalEcpms);
      const won = runAuction([...rivals, entrantBid(entrant, advice)], () => 0.5);
      expect(won?.bid.adId, `seed ${seed}`).toBe('new');
      expect(won?.priceMicros, `seed ${seed}`).toBe(rankAtBid(entrant, advice, rivalEcpms).priceMicros);
      const less = advice - BID_STEP_MICROS;
      if (less >= minimumBid(entrant)) {
        // Ties go to the coin: the step below never wins outright.
        const lost = runAuction([...rivals, entrantBid(entrant, less)], () => 0);
        expect(lost?.bid.adId, `seed ${seed}`).not.toBe('new');
        expect(rankAtBid(entrant, less, rivalEcpms).wins).toBe(false);
      }
    }
  });
});
