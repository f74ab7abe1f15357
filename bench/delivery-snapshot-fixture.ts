// The delivery population of bench/delivery-population.ts as the index reads it — the snapshot rows, built in
// memory with the same formulas (10,000 ads of 1,000 advertisers, 4 keyword bids and 1 website bid per ad over
// 300 keywords and 50 websites, 3 sizes, every fifth ad a CPM one, every fifth with a daily budget) — so the
// decision and the index build can be measured without a database (bench/decision.ts).
import type {
  BudgetSpend,
  SnapshotAd,
  SnapshotSite,
  SnapshotTarget,
} from '../apps/api/src/modules/delivery/delivery-snapshot.repository.ts';
import { AD_SIZES, DEFAULT_SHAPE, type PopulationShape } from './delivery-population.ts';

const uuid = (family: number, n: number) =>
  `${family.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export interface SnapshotFixture {
  ads: SnapshotAd[];
  targets: SnapshotTarget[];
  sites: SnapshotSite[];
  balances: Map<string, bigint>;
  spend: Map<string, BudgetSpend>;
  keywords: string[];
  siteKeys: string[];
  sizes: { width: number; height: number }[];
}

export function snapshotFixture(shape: PopulationShape = DEFAULT_SHAPE): SnapshotFixture {
  const { advertisers, adsPerAdvertiser, keywordBidsPerAd, keywords, websites } = shape;
  const keywordRows = Array.from({ length: keywords }, (_, n) => ({
    id: uuid(1, n),
    keyword: `kw-${String(n).padStart(3, '0')}`,
    cpc: 100_000n + BigInt(n % 5) * 100_000n,
    cpm: 1_000_000n + BigInt(n % 3) * 1_000_000n,
  }));
  const sites: SnapshotSite[] = Array.from({ length: websites }, (_, n) => ({
    id: uuid(2, n),
    domain: `site-${String(n).padStart(3, '0')}.bench.example`,
    siteKey: `key${String(n).padStart(29, '0')}`,
  }));
  const siteFloors = sites.map((_, n) => ({
    cpc: 100_000n + BigInt(n % 4) * 100_000n,
    cpm: 1_000_000n + BigInt(n % 2) * 1_000_000n,
  }));
  const ads: SnapshotAd[] = [];
  const targets: SnapshotTarget[] = [];
  const balances = new Map<string, bigint>();
  for (let advertiser = 0; advertiser < advertisers; advertiser++) {
    const advertiserId = uuid(3, advertiser);
    balances.set(advertiserId, 2_500_000_000n + BigInt((advertiser * 7919) % 10_900) * 1_000_000n);
    for (let j = 0; j < adsPerAdvertiser; j++) {
      const seq = advertiser * adsPerAdvertiser + j;
      const size = AD_SIZES[seq % AD_SIZES.length]!;
      const type = seq % 5 === 3 ? 'impression' : 'click';
      const budgeted = seq % 5 === 0;
      const adId = uuid(4, seq);
      ads.push({
        id: adId,
        advertiserId,
        type,
        name: `Bench ad ${seq}`,
        redirectUrl: `https://shop.example.com/landing?ad=${seq}`,
        status: 'approved',
        display: 'online',
        allCountries: true,
        countries: [],
        schedule: { enabled: false, week: [[], [], [], [], [], [], []] },
        budgetMicros: budgeted ? 100_000_000_000n : null,
        budgetPeriod: budgeted ? 'daily' : null,
        budgetStart: budgeted ? '2020-01-01' : null,
        budgetEnd: null,
        adSizeId: uuid(5, seq % AD_SIZES.length),
        width: size.width,
        height: size.height,
        imageSha256: 'a'.repeat(64),
        imageFormat: 'png',
      });
      const bid = (k: number, floor: bigint) => ({
        minBidMicros: floor,
        maxBidMicros: floor + BigInt(((seq * 7 + k * 11) % 20) + 1) * 100_000n,
        floorMicros: floor,
      });
      for (let k = 0; k < keywordBidsPerAd; k++) {
        const keyword = keywordRows[(seq * 37 + k * 61) % keywords]!;
        targets.push({
          id: uuid(6, targets.length),
          adId,
          targetType: 'keyword',
          websiteId: null,
          keywordId: keyword.id,
          keyword: keyword.keyword,
          ...bid(k, type === 'click' ? keyword.cpc : keyword.cpm),
        });
      }
      const site = (seq * 13) % websites;
      targets.push({
        id: uuid(6, targets.length),
        adId,
        targetType: 'website',
        websiteId: sites[site]!.id,
        keywordId: null,
        keyword: null,
        ...bid(keywordBidsPerAd, type === 'click' ? siteFloors[site]!.cpc : siteFloors[site]!.cpm),
      });
    }
  }
  return {
    ads,
    targets,
    sites,
    balances,
    spend: new Map(),
    keywords: keywordRows.map((row) => row.keyword),
    siteKeys: sites.map((site) => site.siteKey),
    sizes: AD_SIZES.map(({ width, height }) => ({ width, height })),
  };
}
