// The ad server's population for the delivery benches (serve, clicks, beacons): a catalogue, advertisers with
// balances, approved online ads and their bids. One of each kind is written through the API's own services
// (in this process, on the throw-away database), so those rows are exactly what the services write; the rest
// are copies of them made with set SQL (generate_series, INSERT … SELECT) with only the identifying columns
// changed — thousands of rows in seconds, never one service call each. Copied per row family:
//
//   catalogue     3 ad sizes, 1 category; keywords and websites copied from the template keyword and website
//   advertiser    advertisers, its administrator role and first user (one password hash shared)
//   money         statements: two operator credits per advertiser, before / amount / after chained
//   images        one ad_images row per advertiser and size, all pointing at the size's one stored file
//   ads           advertisements (approved, online; every fifth with a daily budget and its budget log), and
//                 their ad_status_logs (create → pending, approve → approved)
//   bids          ad_targets: keyword bids and one website bid per ad, min at the floor, max 0.1 … 2.0 above
//
// The action log (audit) and notification rows the services write beside these are not copied: nothing in
// delivery or the ledger reads them.
import { randomBytes } from 'node:crypto';
import {
  ZAdCategoryBody,
  ZAdSizeBody,
  ZBudgetBody,
  ZCreateAdBody,
  ZCreateTargetBody,
  ZKeywordBody,
  ZModerateAdBody,
  ZWebsiteBody,
} from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { parseEnv } from '../apps/api/src/config.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import type { Principal } from '../apps/api/src/modules/identity/principal.ts';
import type { Services } from '../apps/api/src/services.ts';
import { round } from './harness.ts';

export interface PopulationShape {
  advertisers: number;
  adsPerAdvertiser: number;
  /** Keyword bids per ad; every ad also bids on one website. */
  keywordBidsPerAd: number;
  keywords: number;
  websites: number;
}

export const DEFAULT_SHAPE: PopulationShape = {
  advertisers: 1000,
  adsPerAdvertiser: 10,
  keywordBidsPerAd: 4,
  keywords: 300,
  websites: 50,
};

export const AD_SIZES = [
  { name: 'Medium rectangle', width: 300, height: 250 },
  { name: 'Leaderboard', width: 728, height: 90 },
  { name: 'Wide skyscraper', width: 160, height: 600 },
] as const;

export interface Population {
  shape: PopulationShape;
  siteKeys: string[];
  keywords: string[];
  sizes: string[];
  counts: Record<string, number>;
  timings: { templateMs: number; copyMs: number };
}

/** The environment of the API process the benches start (and of the services that write the template). */
export function deliveryServerEnv(database: { url: string; dataDir: string; appSecret: string }) {
  return {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    APP_SECRET: database.appSecret,
    NODE_ENV: 'production',
    // One process unless WORKERS says (production's default is one per core): `WORKERS=2 npm run bench:serve`.
    WORKERS: process.env.WORKERS ?? '1',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER_URL: undefined,
    PAYMENT_PROVIDER_API_KEY: undefined,
    PAYMENT_PROVIDER_IPN_SECRET: undefined,
    PAYMENT_IPN_URL: undefined,
    REDIS_URL: undefined,
  } satisfies Record<string, string | undefined>;
}

export function newAppSecret(): string {
  return randomBytes(36).toString('base64url');
}

const PASSWORD = 'Bench#Secret123';
/** The first advertiser's administrator, who signs in over HTTP for the ordinary API routes' load (`/api/me`). */
export const BENCH_ADVERTISER = { email: 'adv-0000@bench.example', password: PASSWORD };
const OPERATOR = { name: 'Bench Operator', email: 'ops@bench.example', password: PASSWORD };

async function signedIn(services: Services, email: string): Promise<Principal> {
  const grant = await services.auth.login({ email, password: PASSWORD, rememberMe: false }, { ip: 'bench' });
  if (!('access_token' in grant)) throw new Error(`bench: ${email} needs a second factor`);
  const found = await services.auth.authenticate(grant.access_token, undefined);
  if (!found) throw new Error(`bench: ${email} could not sign in`);
  return found.principal;
}

async function banner(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 200 } } })
    .png()
    .toBuffer();
}

/** One of each row family, written by the services the API routes call. */
async function writeTemplate(services: Services) {
  await services.operators.create(OPERATOR);
  const operator = await signedIn(services, OPERATOR.email);
  const { catalogue } = services;
  const sizeIds: string[] = [];
  for (const size of AD_SIZES)
    sizeIds.push((await catalogue.saveAdSize(operator, ZAdSizeBody.parse({ ...size, status: 'active' }))).id);
  const category = await catalogue.saveCategory(
    operator,
    ZAdCategoryBody.parse({ name: 'Bench goods', status: 'active' }),
  );
  const keyword = await catalogue.saveKeyword(
    operator,
    ZKeywordBody.parse({ keyword: 'kw-000', min_cpc: '0.1', min_cpm: '1.0', status: 'active' }),
  );
  const website = await catalogue.saveWebsite(
    operator,
    ZWebsiteBody.parse({
      domain: 'site-000.bench.example',
      name: 'Bench site 000',
      min_cpc: '0.1',
      min_cpm: '1.0',
      status: 'active',
    }),
  );

  const account = {
    advertiserName: 'Bench Advertiser 0000',
    fullName: 'Bench Owner 0000',
    ...BENCH_ADVERTISER,
  };
  const { confirmationToken } = await services.registration.register(account, { ip: 'bench' }, console, {
    mail: false,
  });
  if (!confirmationToken) throw new Error('bench: registration gave no confirmation token');
  await services.registration.confirm(confirmationToken, { ip: 'bench' });
  const advertiser = await signedIn(services, account.email);
  const advertiserId = advertiser.user.advertiserId!;
  await services.statements.adjust(operator, advertiserId, { amount: '5000', reason: 'Bench credit' });
  await services.statements.adjust(operator, advertiserId, { amount: '1000', reason: 'Bench top-up' });

  const imageIds: string[] = [];
  for (const size of AD_SIZES)
    imageIds.push((await services.adImages.upload(advertiser, await banner(size.width, size.height))).id);
  const ad = await services.advertisements.create(
    advertiser,
    ZCreateAdBody.parse({
      name: 'Bench ad 0000-0',
      type: 'click',
      ad_size_id: sizeIds[0],
      image_id: imageIds[0],
      redirect_url: 'https://shop.example.com/landing?utm_source=adportal&ad=0000-0',
      category_id: category.id,
      all_countries: true,
      countries: [],
    }),
  );
  await services.adModeration.moderate(operator, ad.id, ZModerateAdBody.parse({ action: 'approve' }));
  await services.adBudgetSchedule.setBudget(
    advertiser,
    ad.id,
    ZBudgetBody.parse({ amount: '100000', period: 'daily', start_date: '2020-01-01', end_date: null }),
  );
  for (const [type, id] of [
    ['keyword', keyword.id],
    ['website', website.id],
  ] as const) {
    await services.adTargets.create(
      advertiser,
      ad.id,
      ZCreateTargetBody.parse({ target_type: type, target_id: id, min_bid: '0.1', max_bid: '0.3' }),
    );
  }
  return { advertiserId, adId: ad.id, sizeIds, imageIds, keywordId: keyword.id, websiteId: website.id };
}

type Template = Awaited<ReturnType<typeof writeTemplate>>;

/**
 * The copies, in one transaction. Temporary tables hand out the new ids first, so every family can join its
 * parent by ordinal (advertiser n, its ad j, that ad's bid k).
 */
async function copyTemplate(database: DatabaseHandle, template: Template, shape: PopulationShape) {
  const { advertisers, adsPerAdvertiser, keywordBidsPerAd, keywords, websites } = shape;
  const tpl = template;
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    // Catalogue: keyword n and website n copy the template's, with floors varying over 0.1 … 0.5 (CPC) and
    // 1.0 … 3.0 (CPM), so the auctions meet different reserve prices.
    await run(sql`create temp table bench_kw on commit drop as
      select 0 as n, ${tpl.keywordId}::uuid as id
      union all select n, gen_random_uuid() from generate_series(1, ${keywords - 1}) n`);
    await run(sql`insert into keywords (id, keyword, min_cpc_micros, min_cpm_micros, status)
      select b.id, format('kw-%s', lpad(b.n::text, 3, '0')), k.min_cpc_micros + (b.n % 5) * 100000,
        k.min_cpm_micros + (b.n % 3) * 1000000, k.status
      from bench_kw b, keywords k where k.id = ${tpl.keywordId}::uuid and b.n > 0`);
    await run(sql`create temp table bench_site on commit drop as
      select 0 as n, ${tpl.websiteId}::uuid as id
      union all select n, gen_random_uuid() from generate_series(1, ${websites - 1}) n`);
    await run(sql`insert into websites (id, domain, name, min_cpc_micros, min_cpm_micros, status)
      select b.id, format('site-%s.bench.example', lpad(b.n::text, 3, '0')),
        format('Bench site %s', lpad(b.n::text, 3, '0')),
        w.min_cpc_micros + (b.n % 4) * 100000, w.min_cpm_micros + (b.n % 2) * 1000000, w.status
      from bench_site b, websites w where w.id = ${tpl.websiteId}::uuid and b.n > 0`);

    // Advertisers, each with the template's administrator role and first user.
    await run(sql`create temp table bench_adv on commit drop as
      select 0 as n, ${tpl.advertiserId}::uuid as id,
        (select r.id from roles r where r.advertiser_id = ${tpl.advertiserId}::uuid) as role_id,
        (select u.id from users u where u.advertiser_id = ${tpl.advertiserId}::uuid) as user_id
      union all select n, gen_random_uuid(), gen_random_uuid(), gen_random_uuid()
      from generate_series(1, ${advertisers - 1}) n`);
    await run(sql`insert into advertisers (id, company_name, company_email, company_phone, affiliate_code)
      select b.id, format('Bench Advertiser %s', lpad(b.n::text, 4, '0')),
        format('adv-%s@bench.example', lpad(b.n::text, 4, '0')), a.company_phone,
        upper(substr(md5(b.id::text), 1, length(a.affiliate_code)))
      from bench_adv b, advertisers a where a.id = ${tpl.advertiserId}::uuid and b.n > 0`);
    await run(sql`insert into roles (id, advertiser_id, kind, name, is_administrator, permissions)
      select b.role_id, b.id, r.kind, r.name, r.is_administrator, r.permissions
      from bench_adv b, roles r where r.advertiser_id = ${tpl.advertiserId}::uuid and b.n > 0`);
    await run(sql`insert into users (id, advertiser_id, role_id, name, email, phone, password_hash, status,
        preferred_language)
      select b.user_id, b.id, b.role_id, format('Bench Owner %s', lpad(b.n::text, 4, '0')),
        format('adv-%s@bench.example', lpad(b.n::text, 4, '0')), u.phone, u.password_hash, u.status,
        u.preferred_language
      from bench_adv b, users u where u.advertiser_id = ${tpl.advertiserId}::uuid and b.n > 0`);

    // Money: the template's two operator credits (a credit, then a top-up on it), for each advertiser with
    // amounts of its own: 2,000 … 11,000 USDT, then 500 … 2,400. The second statement reads the first's after.
    for (const [step, base, spread] of [
      [0, 2_000_000_000n, 9_000_000_000n],
      [1, 500_000_000n, 1_900_000_000n],
    ] as const) {
      await run(sql`insert into statements (advertiser_id, type, before_micros, amount_micros, after_micros,
          reference, source_type, source_id, note, statement_date)
        select b.id, s.type, coalesce(prev.after_micros, 0), m.amount, coalesce(prev.after_micros, 0) + m.amount,
          'adjust:' || m.source_id, s.source_type, m.source_id, s.note, s.statement_date
        from bench_adv b
        cross join lateral (select gen_random_uuid()::text as source_id,
          ${base}::bigint + ((('x' || substr(md5(b.id::text || ${step}::text), 1, 8))::bit(32)::bigint)
            % (${spread}::bigint / 1000000)) * 1000000 as amount) m
        cross join lateral (select * from statements t where t.advertiser_id = ${tpl.advertiserId}::uuid
          order by t.seq offset ${step} limit 1) s
        left join lateral (select p.after_micros from statements p where p.advertiser_id = b.id
          order by p.seq desc limit 1) prev on true
        where b.n > 0
        order by b.n`);
    }

    // Images: each advertiser's own row per size, all on the size's one stored file.
    await run(sql`create temp table bench_size on commit drop as
      select (ord - 1)::int as n, size_id, image_id
      from unnest(${sql.raw(`array[${tpl.sizeIds.map((id) => `'${id}'`).join(',')}]`)}::uuid[],
        ${sql.raw(`array[${tpl.imageIds.map((id) => `'${id}'`).join(',')}]`)}::uuid[]) with ordinality
        as t(size_id, image_id, ord)`);
    await run(sql`create temp table bench_img on commit drop as
      select b.n as adv_n, s.n as size_n, b.id as advertiser_id,
        case when b.n = 0 then s.image_id else gen_random_uuid() end as image_id, s.image_id as template_image_id
      from bench_adv b cross join bench_size s`);
    await run(sql`insert into ad_images (id, advertiser_id, storage_key, format, width, height, bytes, sha256)
      select g.image_id, g.advertiser_id, i.storage_key, i.format, i.width, i.height, i.bytes, i.sha256
      from bench_img g join ad_images i on i.id = g.template_image_id where g.adv_n > 0`);

    // Ads: advertiser n's ad j, sizes in turn, one in five an impression (CPM) ad, one in five with a daily
    // budget of 100,000 USDT (never reached: the budget check runs on every decision, as in production).
    await run(sql`create temp table bench_ad on commit drop as
      select b.n as adv_n, j, b.n * ${adsPerAdvertiser} + j as seq, b.id as advertiser_id, b.user_id,
        case when b.n = 0 and j = 0 then ${tpl.adId}::uuid else gen_random_uuid() end as id,
        (b.n * ${adsPerAdvertiser} + j) % ${AD_SIZES.length} as size_n,
        case when (b.n * ${adsPerAdvertiser} + j) % 5 = 3 then 'impression' else 'click' end as type,
        (b.n * ${adsPerAdvertiser} + j) % 5 = 0 as budgeted
      from bench_adv b cross join generate_series(0, ${adsPerAdvertiser - 1}) j`);
    await run(sql`insert into advertisements (id, advertiser_id, name, type, ad_size_id, image_id, redirect_url,
        category_id, all_countries, countries, status, display, budget_micros, budget_period, budget_start,
        budget_end, schedule, created_by_user_id, approved_at)
      select d.id, d.advertiser_id, format('Bench ad %s-%s', lpad(d.adv_n::text, 4, '0'), d.j), d.type,
        s.size_id, g.image_id,
        regexp_replace(a.redirect_url, 'ad=[0-9-]+$', format('ad=%s-%s', lpad(d.adv_n::text, 4, '0'), d.j)),
        a.category_id, a.all_countries, a.countries, a.status, a.display,
        case when d.budgeted then a.budget_micros end, case when d.budgeted then a.budget_period end,
        case when d.budgeted then a.budget_start end, case when d.budgeted then a.budget_end end,
        a.schedule, d.user_id, a.approved_at
      from bench_ad d
      join bench_size s on s.n = d.size_n
      join bench_img g on g.adv_n = d.adv_n and g.size_n = d.size_n
      cross join advertisements a
      where a.id = ${tpl.adId}::uuid and d.id <> ${tpl.adId}::uuid`);
    await run(sql`insert into ad_status_logs (advertisement_id, from_status, to_status, action, reason,
        actor_user_id, actor_name, by_operator, created_at)
      select d.id, l.from_status, l.to_status, l.action, l.reason,
        case when l.by_operator then l.actor_user_id else d.user_id end,
        case when l.by_operator then l.actor_name else format('Bench Owner %s', lpad(d.adv_n::text, 4, '0')) end,
        l.by_operator, l.created_at
      from bench_ad d cross join ad_status_logs l
      where l.advertisement_id = ${tpl.adId}::uuid and d.id <> ${tpl.adId}::uuid`);
    await run(sql`insert into ad_budget_logs (advertisement_id, amount_micros, period, start_date, end_date,
        actor_name, created_at)
      select d.id, l.amount_micros, l.period, l.start_date, l.end_date,
        format('Bench Owner %s', lpad(d.adv_n::text, 4, '0')), l.created_at
      from bench_ad d cross join ad_budget_logs l
      where l.advertisement_id = ${tpl.adId}::uuid and d.id <> ${tpl.adId}::uuid and d.budgeted`);

    // Bids: keyword k of ad seq is keyword (seq·37 + k·61) mod K (distinct for k < 5 when K ≥ 300), the
    // website (seq·13) mod W. Min = the floor of the ad's type, max = 0.1 … 2.0 above it (prices are tenths).
    // The template ad already bids on keyword 0 and website 0; it gets the remaining keyword bids.
    await run(sql`create temp table bench_bid on commit drop as
      select d.id as ad_id, d.advertiser_id, d.type, 'keyword' as target_type, kw.id as keyword_id,
        null::uuid as website_id, d.seq, k
      from bench_ad d cross join generate_series(0, ${keywordBidsPerAd - 1}) k
      join bench_kw kw on kw.n = (d.seq * 37 + k * 61) % ${keywords}
      where not (d.id = ${tpl.adId}::uuid and k = 0)
      union all
      select d.id, d.advertiser_id, d.type, 'website', null, site.id, d.seq, ${keywordBidsPerAd}
      from bench_ad d join bench_site site on site.n = (d.seq * 13) % ${websites}
      where d.id <> ${tpl.adId}::uuid`);
    await run(sql`insert into ad_targets (advertisement_id, advertiser_id, target_type, keyword_id, website_id,
        min_bid_micros, max_bid_micros, enabled)
      select b.ad_id, b.advertiser_id, b.target_type, b.keyword_id, b.website_id, f.floor,
        f.floor + ((b.seq * 7 + b.k * 11) % 20 + 1) * 100000, t.enabled
      from bench_bid b
      left join keywords k on k.id = b.keyword_id
      left join websites w on w.id = b.website_id
      cross join lateral (select case when b.type = 'click' then coalesce(k.min_cpc_micros, w.min_cpc_micros)
        else coalesce(k.min_cpm_micros, w.min_cpm_micros) end as floor) f
      cross join (select enabled from ad_targets where advertisement_id = ${tpl.adId}::uuid limit 1) t`);
  });
  await database.db.execute(sql`analyze`);
}

/** Writes the template through the services, then the copies; returns what the load generators need. */
export async function populateDelivery(
  database: { url: string; dataDir: string; appSecret: string },
  shape: PopulationShape = DEFAULT_SHAPE,
): Promise<Population> {
  const handle = await openDatabase({ url: database.url, poolMax: 4 });
  try {
    await handle.migrate();
    const env = parseEnv(deliveryServerEnv(database));
    const app = await buildApp({
      config: { ...env, appSecret: database.appSecret },
      database: handle,
      logger: false,
    });
    let template: Template;
    const templateStarted = performance.now();
    try {
      template = await writeTemplate(app.services);
    } finally {
      await app.close();
    }
    const templateMs = performance.now() - templateStarted;
    const copyStarted = performance.now();
    await copyTemplate(handle, template, shape);
    const copyMs = performance.now() - copyStarted;
    const count = async (table: string, where = 'true') =>
      Number(
        (
          await queryRows<{ n: string }>(
            handle.db,
            sql.raw(`select count(*)::text as n from ${table} where ${where}`),
          )
        )[0]!.n,
      );
    const counts: Record<string, number> = {};
    for (const table of [
      'advertisers',
      'users',
      'statements',
      'ad_images',
      'advertisements',
      'ad_status_logs',
      'ad_budget_logs',
      'ad_targets',
      'keywords',
      'websites',
    ])
      counts[table] = await count(table);
    counts['advertisements approved online'] = await count(
      'advertisements',
      `status = 'approved' and display = 'online'`,
    );
    const siteKeys = (
      await queryRows<{ site_key: string }>(handle.db, sql`select site_key from websites order by domain`)
    ).map((row) => row.site_key);
    const keywordTexts = (
      await queryRows<{ keyword: string }>(handle.db, sql`select keyword from keywords order by keyword`)
    ).map((row) => row.keyword);
    return {
      shape,
      siteKeys,
      keywords: keywordTexts,
      sizes: AD_SIZES.map((size) => `${size.width}x${size.height}`),
      counts,
      timings: { templateMs: round(templateMs, 0), copyMs: round(copyMs, 0) },
    };
  } finally {
    await handle.close();
  }
}
