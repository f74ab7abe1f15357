import {
  ZAdCategoryBody,
  ZAdSizeBody,
  ZBudgetBody,
  ZCountryBody,
  ZCreateAdBody,
  ZCreateTargetBody,
  ZKeywordBody,
  ZModerateAdBody,
  ZScheduleBody,
  ZWebsiteBody,
} from '@adportal/contracts';
import sharp from 'sharp';
import type { Principal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';

const APPROVE = ZModerateAdBody.parse({ action: 'approve' });

/** The IAB sizes most networks sell. */
const AD_SIZES = [
  { name: 'Medium rectangle', width: 300, height: 250 },
  { name: 'Leaderboard', width: 728, height: 90 },
  { name: 'Wide skyscraper', width: 160, height: 600 },
  { name: 'Half page', width: 300, height: 600 },
  { name: 'Mobile banner', width: 320, height: 50 },
  { name: 'Billboard', width: 970, height: 250 },
];
const CATEGORIES = ['Crypto & finance', 'Gaming', 'E-commerce', 'Technology', 'Travel', 'Education'];
const COUNTRIES: [string, string][] = [
  ['TH', 'Thailand'],
  ['CN', 'China'],
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['VN', 'Vietnam'],
  ['ID', 'Indonesia'],
  ['PH', 'Philippines'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['HK', 'Hong Kong'],
  ['TW', 'Taiwan'],
  ['IN', 'India'],
  ['AU', 'Australia'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['BR', 'Brazil'],
  ['AE', 'United Arab Emirates'],
  ['CA', 'Canada'],
];
const KEYWORDS: [string, string, string][] = [
  ['bitcoin', '0.5', '2.0'],
  ['crypto exchange', '0.8', '3.0'],
  ['usdt wallet', '0.4', '1.5'],
  ['defi', '0.3', '1.2'],
  ['nft marketplace', '0.3', '1.0'],
  ['online game', '0.2', '0.8'],
  ['vpn', '0.4', '1.5'],
  ['cheap flights', '0.3', '1.0'],
];
const WEBSITES: [string, string, string, string][] = [
  ['coinnews.example.com', 'Coin News', '0.4', '1.5'],
  ['tradingdesk.example.net', 'Trading Desk', '0.6', '2.5'],
  ['gamehub.example.org', 'Game Hub', '0.2', '0.8'],
  ['travelbkk.example.com', 'Travel Bangkok', '0.3', '1.0'],
];

/** A banner of exactly the ad size: a gradient with the ad's name, as a designer would send it. */
export async function bannerImage(
  width: number,
  height: number,
  title: string,
  hue: number,
): Promise<Buffer> {
  const size = Math.max(14, Math.min(Math.round(height / 4), Math.round(width / (title.length * 0.65))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},80%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif"
      font-weight="700" font-size="${size}" fill="#fff">${escapeXml(title)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The catalogues (sizes, categories, countries, keywords, websites), kept by the operator. */
async function seedCatalogue(services: Services, operator: Principal) {
  const existing = await services.catalogue.forOps(operator);
  if (existing.ad_sizes.length > 0) return false;
  const { catalogue } = services;
  for (const size of AD_SIZES)
    await catalogue.saveAdSize(operator, ZAdSizeBody.parse({ ...size, status: 'active' }));
  for (const name of CATEGORIES)
    await catalogue.saveCategory(operator, ZAdCategoryBody.parse({ name, status: 'active' }));
  for (const [code, name] of COUNTRIES)
    await catalogue.saveCountry(operator, ZCountryBody.parse({ code, name, status: 'active' }));
  for (const [keyword, min_cpc, min_cpm] of KEYWORDS)
    await catalogue.saveKeyword(
      operator,
      ZKeywordBody.parse({ keyword, min_cpc, min_cpm, status: 'active' }),
    );
  for (const [domain, name, min_cpc, min_cpm] of WEBSITES)
    await catalogue.saveWebsite(
      operator,
      ZWebsiteBody.parse({ domain, name, min_cpc, min_cpm, status: 'active' }),
    );
  return true;
}

async function createAd(
  services: Services,
  principal: Principal,
  spec: {
    name: string;
    type: 'click' | 'impression';
    width: number;
    height: number;
    hue: number;
    countries: string[];
  },
) {
  const catalogue = await services.catalogue.forAds(principal);
  const size = catalogue.ad_sizes.find((row) => row.width === spec.width && row.height === spec.height)!;
  const image = await services.adImages.upload(
    principal,
    await bannerImage(spec.width, spec.height, spec.name, spec.hue),
  );
  return services.advertisements.create(
    principal,
    ZCreateAdBody.parse({
      name: spec.name,
      type: spec.type,
      ad_size_id: size.id,
      image_id: image.id,
      redirect_url: 'https://shop.example.com/landing?utm_source=adportal',
      category_id: catalogue.categories[0]!.id,
      all_countries: spec.countries.length === 0,
      countries: spec.countries,
    }),
  );
}

/** Puts a bid on a keyword or a website of the catalogue, as the ad's bidding tab does. */
async function bid(
  services: Services,
  principal: Principal,
  adId: string,
  target: { type: 'keyword' | 'website'; id: string; min: string; max: string },
) {
  await services.adTargets.create(
    principal,
    adId,
    ZCreateTargetBody.parse({
      target_type: target.type,
      target_id: target.id,
      min_bid: target.min,
      max_bid: target.max,
    }),
  );
}

/**
 * First start with an empty catalogue: the operator fills the catalogues, a rival advertiser's approved ads bid
 * on keywords and a website (so the planner has a real landscape; its best one has a small daily budget), and
 * the demo advertiser gets an approved, bidding ad with a budget and a schedule, another on a travel site and
 * its keyword, and one ad waiting for review, one after the other.
 */
export async function seedCampaigns(
  services: Services,
  signIn: (who: { email: string; password: string }) => Promise<Principal>,
  who: {
    operator: { email: string; password: string };
    demo: { email: string; password: string };
    rival: { email: string; password: string };
  },
  /** Lets a few minutes pass on the story's clock (nothing on the real one): each ad is made after the last. */
  later: () => void = () => {},
) {
  const operator = await signIn(who.operator);
  if (!(await seedCatalogue(services, operator))) return;
  const newAd = (principal: Principal, spec: Parameters<typeof createAd>[2]) => {
    later();
    return createAd(services, principal, spec);
  };
  const { keywords, websites } = await services.catalogue.forOps(operator);
  const keywordId = (name: string) => keywords.find((row) => row.keyword === name)!.id;
  const websiteId = (domain: string) => websites.find((row) => row.domain === domain)!.id;
  const today = services.ledger.today();
  const daily = (amount: string) =>
    ZBudgetBody.parse({ amount, period: 'daily', start_date: today, end_date: null });

  const rival = await signIn(who.rival);
  await services.statements.adjust(operator, rival.user.advertiserId!, {
    amount: '50',
    reason: 'Demo credit',
  });
  const rivalAds = [
    { name: 'Trade now', max: '1.2', keyword: 'bitcoin', budget: '1.5' },
    { name: 'Zero fees', max: '0.9', keyword: 'bitcoin' },
    { name: 'Fast wallet', max: '0.7', keyword: 'usdt wallet' },
  ];
  for (const [index, spec] of rivalAds.entries()) {
    const ad = await newAd(rival, {
      name: spec.name,
      type: 'click',
      width: 300,
      height: 250,
      hue: 200 + index * 30,
      countries: [],
    });
    await services.adModeration.moderate(operator, ad.id, APPROVE);
    await bid(services, rival, ad.id, {
      type: 'keyword',
      id: keywordId(spec.keyword),
      min: '0.5',
      max: spec.max,
    });
    if (spec.budget) await services.adBudgetSchedule.setBudget(rival, ad.id, daily(spec.budget));
  }
  // A leaderboard paid per thousand impressions, on the game site at its busiest hours.
  const leaderboard = await newAd(rival, {
    name: 'Play & earn',
    type: 'impression',
    width: 728,
    height: 90,
    hue: 140,
    countries: [],
  });
  await services.adModeration.moderate(operator, leaderboard.id, APPROVE);
  const evenings = [{ start: '19:00', end: '23:00' }];
  await services.adBudgetSchedule.setSchedule(
    rival,
    leaderboard.id,
    ZScheduleBody.parse({ enabled: true, week: Array.from({ length: 7 }, () => evenings) }),
  );
  await bid(services, rival, leaderboard.id, {
    type: 'website',
    id: websiteId('gamehub.example.org'),
    min: '1',
    max: '2',
  });

  const demo = await signIn(who.demo);
  const spring = await newAd(demo, {
    name: 'Spring sale',
    type: 'click',
    width: 300,
    height: 250,
    hue: 0,
    countries: ['TH', 'SG', 'MY'],
  });
  await services.adModeration.moderate(operator, spring.id, APPROVE);
  await bid(services, demo, spring.id, { type: 'keyword', id: keywordId('bitcoin'), min: '0.5', max: '1.5' });
  await services.adBudgetSchedule.setBudget(demo, spring.id, daily('20'));
  const workHours = [{ start: '08:00', end: '22:00' }];
  await services.adBudgetSchedule.setSchedule(
    demo,
    spring.id,
    ZScheduleBody.parse({
      enabled: true,
      week: [workHours, workHours, workHours, workHours, workHours, [{ start: '10:00', end: '18:00' }], []],
    }),
  );
  const flash = await newAd(demo, {
    name: 'Flash deals',
    type: 'click',
    width: 300,
    height: 250,
    hue: 30,
    countries: [],
  });
  await services.adModeration.moderate(operator, flash.id, APPROVE);
  await bid(services, demo, flash.id, {
    type: 'website',
    id: websiteId('travelbkk.example.com'),
    min: '0.3',
    max: '0.6',
  });
  await bid(services, demo, flash.id, {
    type: 'keyword',
    id: keywordId('cheap flights'),
    min: '0.3',
    max: '0.5',
  });
  await newAd(demo, {
    name: 'Launch week',
    type: 'impression',
    width: 728,
    height: 90,
    hue: 280,
    countries: [],
  });
}
