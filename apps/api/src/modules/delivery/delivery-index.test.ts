import { describe, expect, it } from 'vitest';
import { ecpmOf } from './ad-rank.ts';
import { type Bid, runAuction } from './auction.ts';
import { DeliveryIndex } from './delivery-index.ts';
import type { SnapshotAd, SnapshotTarget } from './delivery-snapshot.repository.ts';

const clock = { today: '2026-11-24', weekday: 1, time: '10:00' };
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** A seeded pseudo-random generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function randomIndex(random: () => number) {
  const ads: SnapshotAd[] = [];
  const targets: SnapshotTarget[] = [];
  const performance = new Map<string, { clicks: number; impressions: number }>();
  const balances = new Map<string, bigint>();
  for (let n = 0; n < 60; n += 1) {
    const advertiserId = uuid(1000 + Math.floor(random() * 12));
    balances.set(advertiserId, random() < 0.1 ? 0n : 50_000_000n);
    const impression = random() < 0.3;
    ads.push({
      id: uuid(n),
      advertiserId,
      type: impression ? 'impression' : 'click',
      name: `ad ${n}`,
      redirectUrl: 'https://example.com',
      status: 'approved',
      display: random() < 0.9 ? 'online' : 'offline',
      allCountries: random() < 0.6,
      countries: random() < 0.5 ? ['TH'] : ['US'],
      schedule: { enabled: false, week: [[], [], [], [], [], [], []] },
      budgetMicros: null,
      budgetPeriod: null,
      budgetStart: null,
      budgetEnd: null,
      ...(random() < 0.8
        ? { adSizeId: 'size-300x250', width: 300, height: 250 }
        : { adSizeId: 'size-300x600', width: 300, height: 600 }),
      imageSha256: 'a'.repeat(64),
      imageFormat: 'png',
    });
    performance.set(uuid(n), { clicks: Math.floor(random() * 50), impressions: Math.floor(random() * 5000) });
    for (const keyword of ['bitcoin', 'wallet']) {
      if (random() < 0.3) continue;
      // Prices on a coarse grid, so equal expected values (ties) happen.
      const max = BigInt(Math.ceil(random() * 10)) * (impression ? 1_000_000n : 200_000n);
      targets.push({
        id: uuid(10_000 + targets.length),
        adId: uuid(n),
        targetType: 'keyword',
        websiteId: null,
        keywordId: keyword,
        keyword,
        minBidMicros: impression ? 1_000_000n : 100_000n,
        maxBidMicros: max,
        floorMicros: impression ? 2_000_000n : 300_000n,
      });
    }
  }
  const index = new DeliveryIndex({
    ads,
    targets,
    sites: [{ id: uuid(9_999), domain: 'news.example', siteKey: 'site' }],
    performance,
  });
  index.setMoney(balances, new Map());
  return { index, targets, input: { ads, targets, balances } };
}

function topTwo(bids: readonly Bid[]): number[] {
  const best = new Map<string, number>();
  for (const bid of bids) {
    const reserve = bid.minBidMicros > bid.floorMicros ? bid.minBidMicros : bid.floorMicros;
    if (bid.maxBidMicros < reserve) continue;
    const value = ecpmOf(bid.type, bid.maxBidMicros, bid.ctr);
    best.set(bid.advertiserId, Math.max(best.get(bid.advertiserId) ?? 0, value));
  }
  return [...best.values()].sort((a, b) => b - a).slice(0, 2);
}

describe('the decision index', () => {
  it('decides every slot exactly as an auction over all its eligible bids would (winner and price)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = generator(seed);
      const { index } = randomIndex(random);
      const request = {
        siteKey: 'site',
        width: 300,
        height: 250,
        keywords: ['bitcoin', 'wallet'],
        country: 'TH',
      };
      const pruned = index.eligibleBids(request, clock)!.bids;
      // Every bid of the slot that may serve, read the slow way.
      const all: Bid[] = [];
      for (const ad of index.ads.values()) {
        if (ad.width !== 300 || ad.height !== 250) continue;
        if (!ad.allCountries && !ad.countries.has('TH')) continue;
        if (!index.mayServe(ad, clock)) continue;
        for (const target of index.liveTargetsOf(ad.id)) all.push(target);
      }
      expect(pruned.length).toBeLessThanOrEqual(all.length);
      // Every bid tied at the best expected value is drawn from: the winner is picked among all of them.
      const top = topTwo(all)[0];
      for (const bid of all.filter(
        (candidate) => ecpmOf(candidate.type, candidate.maxBidMicros, candidate.ctr) === top,
      ))
        expect(pruned).toContain(bid);
      const decided = index.decide(request, clock);
      expect(decided?.won.ecpm ?? null, `seed ${seed}`).toBe(top ?? null);
      // What decides the auction: the best expected value of the two best advertisers (winner and price level).
      expect(topTwo(pruned), `seed ${seed}`).toEqual(topTwo(all));
      expect(runAuction(pruned, () => 0.5)?.bid.maxBidMicros === undefined).toBe(all.length === 0);
    }
  });
});

describe('what the index keeps between decisions', () => {
  it('is built the same whether at once or in slices that yield to the event loop', async () => {
    const { index, input } = randomIndex(generator(7));
    const sliced = await DeliveryIndex.build(
      {
        ads: input.ads,
        targets: input.targets,
        sites: [{ id: uuid(9_999), domain: 'news.example', siteKey: 'site' }],
        performance: new Map(),
      },
      0,
    );
    sliced.setMoney(input.balances, new Map());
    expect(sliced.size).toEqual(index.size);
    // Same CTRs aside (the slices read no history here), the same bids are eligible.
    const ids = (found: DeliveryIndex) =>
      [...found.ads.values()].flatMap((ad) => found.liveTargetsOf(ad.id).map((target) => target.id)).sort();
    expect(ids(sliced)).toEqual(ids(index));
  });

  it("stops an advertiser's ads the moment a charge leaves its balance short, and only its ads", () => {
    const { index } = randomIndex(generator(11));
    const serving = [...index.ads.values()].filter((ad) => index.mayServe(ad, clock));
    const broke = serving[0]!.advertiserId;
    index.applyCharges(new Map([[broke, 0n]]), new Map());
    for (const ad of serving) expect(index.mayServe(ad, clock)).toBe(ad.advertiserId !== broke);
  });

  it('opens and closes a schedule on the minute, with the clock the keeper hands out each second', () => {
    const ad = {
      ...randomIndex(generator(3)).input.ads[0]!,
      display: 'online' as const,
      schedule: {
        enabled: true,
        week: [[], [{ start: '10:00', end: '10:01' }], [], [], [], [], []],
      },
    };
    const index = new DeliveryIndex({
      ads: [ad],
      targets: [
        {
          id: uuid(50_000),
          adId: ad.id,
          targetType: 'keyword',
          websiteId: null,
          keywordId: 'bitcoin',
          keyword: 'bitcoin',
          minBidMicros: 1_000_000n,
          maxBidMicros: 9_000_000n,
          floorMicros: 2_000_000n,
        },
      ],
      sites: [],
      performance: new Map(),
    });
    index.setMoney(new Map([[ad.advertiserId, 50_000_000n]]), new Map());
    const indexed = index.ads.get(ad.id)!;
    expect(index.mayServe(indexed, { ...clock, time: '09:59' })).toBe(false);
    expect(index.mayServe(indexed, { ...clock, time: '10:00' })).toBe(true);
    expect(index.mayServe(indexed, { ...clock, time: '10:00' })).toBe(true);
    expect(index.mayServe(indexed, { ...clock, time: '10:01' })).toBe(false);
    expect(index.mayServe(indexed, { ...clock, weekday: 2, time: '10:00' })).toBe(false);
  });
});
