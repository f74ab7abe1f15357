// A script's tour of the AdPortal API with a personal API key only (Settings → API keys, "Read and write" with
// the Advertisement, Report and Webhook areas):
//
//   ADPORTAL_URL=http://localhost:3000 ADPORTAL_KEY=adp_… npm run api-tour -w @adportal/examples
//
// 1. lists the ads, 2. reads yesterday's day expense, 3. raises a bid by one step, 0.1 USDT (the first bid of an ad
// that has one), 4. downloads the click report of the last 30 days as CSV (written to ADPORTAL_OUT_DIR, default the
// folder the command was typed in), 5. with ADPORTAL_WEBHOOK_URL set, registers a webhook endpoint there for the ads'
// events (or, when one with that URL exists, rotates its secret), sends it a test event and waits until it was
// delivered. The secret is shown once: it is written to ADPORTAL_WEBHOOK_SECRET_FILE when set (the receiver reads it
// from there, webhook-receiver.ts), else printed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, createAdPortalClient, unwrap } from '@adportal/client';

const { ADPORTAL_URL, ADPORTAL_KEY } = process.env;
if (!ADPORTAL_URL || !ADPORTAL_KEY) {
  console.error('Set ADPORTAL_URL (the portal, e.g. http://localhost:3000) and ADPORTAL_KEY (adp_…).');
  process.exit(2);
}
/** The platform's days (day expense, reports) are days on its clock: PLATFORM_TIMEZONE, Asia/Bangkok by default. */
const TIME_ZONE = process.env.ADPORTAL_TIMEZONE ?? 'Asia/Bangkok';
/** Where the CSV goes: ADPORTAL_OUT_DIR, else the folder the command was typed in (npm runs scripts in examples/). */
const OUT_DIR = process.env.ADPORTAL_OUT_DIR ?? process.env.INIT_CWD ?? '.';
const { ADPORTAL_WEBHOOK_URL, ADPORTAL_WEBHOOK_SECRET_FILE } = process.env;

const client = createAdPortalClient({ baseUrl: ADPORTAL_URL, apiKey: ADPORTAL_KEY, language: 'en' });

/** The calendar day `daysAgo` days before today on the platform's clock, as YYYY-MM-DD. */
function platformDay(daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}

// Money travels as decimal strings of USDT ("0.35"); compute in integer micro-USDT, never in floating point.
const MICRO = 1_000_000n;
const BID_STEP = 100_000n;
function toMicro(usdt: string): bigint {
  const [whole = '0', fraction = ''] = usdt.split('.');
  return BigInt(whole) * MICRO + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}
function fromMicro(micro: bigint): string {
  const fraction = (micro % MICRO).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${micro / MICRO}.${fraction}` : `${micro / MICRO}`;
}

async function main() {
  // 1. The ads (a page of up to 100; `total` tells whether there are more pages).
  const ads = await unwrap(
    client.GET('/api/advertisements', { params: { query: { period: 'all', page: 1, page_size: 100 } } }),
  );
  console.info(`1. ${ads.total} ads`);
  for (const ad of ads.data)
    console.info(`   ${ad.id}  ${ad.status.padEnd(8)} ${ad.display.padEnd(7)} ${ad.name}`);

  // 2. Yesterday's day expense.
  const yesterday = platformDay(1);
  const expense = await unwrap(
    client.GET('/api/reports/day-expense/{date}', { params: { path: { date: yesterday } } }),
  );
  console.info(
    `2. ${yesterday}: ${expense.day.total_expense} USDT over ${expense.day.successful_clicks} clicks and ` +
      `${expense.day.impressions} impressions (${expense.lines.length} lines)`,
  );

  // 3. Raise a bid: the first keyword or website bid of the first ad that has one.
  const withBids = ads.data.find((ad) => ad.targets > 0);
  if (!withBids) throw new Error('no ad has a keyword or website bid to raise');
  const targets = await unwrap(
    client.GET('/api/advertisements/{id}/targets', { params: { path: { id: withBids.id } } }),
  );
  const target = targets.data[0];
  if (!target) throw new Error(`ad ${withBids.id} lists no bid`);
  // Bids go in steps of 0.1 USDT (one decimal): raise the highest bid by one step.
  const raised = fromMicro(toMicro(target.max_bid) + BID_STEP);
  const updated = await unwrap(
    client.PUT('/api/advertisements/{id}/targets/{targetId}', {
      params: { path: { id: withBids.id, targetId: target.id } },
      body: { min_bid: target.min_bid, max_bid: raised, enabled: target.enabled },
    }),
  );
  console.info(
    `3. ${withBids.name}, ${target.target_type} "${target.target_name}": max bid ${target.max_bid} → ${updated.max_bid} USDT`,
  );

  // 4. The click report of the last 30 days as CSV.
  const from = platformDay(30);
  const csv = await unwrap(
    client.GET('/api/reports/clicks/export', {
      params: { query: { format: 'csv', from, to: yesterday } },
      parseAs: 'text',
    }),
  );
  const file = join(OUT_DIR, `clicks-${from}-${yesterday}.csv`);
  writeFileSync(file, csv);
  console.info(`4. ${file}: ${csv.split('\n').filter(Boolean).length - 1} clicks`);

  if (ADPORTAL_WEBHOOK_URL) await registerWebhook(ADPORTAL_WEBHOOK_URL);
}

/** 5. A webhook endpoint for the ads' events at `url`, its secret kept, and a test event delivered to it. */
async function registerWebhook(url: string) {
  const body = {
    url,
    description: 'api-tour example',
    events: ['ad.status_changed' as const, 'ad.stopped' as const],
    enabled: true,
  };
  // The URL is kept in its normalised form (new URL(url).href): compare it so.
  const { items } = await unwrap(client.GET('/api/webhooks'));
  const existing = items.find((endpoint) => endpoint.url === new URL(url).href);
  const { endpoint, secret } = existing
    ? await (async () => {
        await unwrap(client.PUT('/api/webhooks/{id}', { params: { path: { id: existing.id } }, body }));
        // The secret is shown only when made: a new one (the old one still signs alongside for 24 hours).
        return unwrap(
          client.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id: existing.id } } }),
        );
      })()
    : await unwrap(client.POST('/api/webhooks', { body }));
  if (ADPORTAL_WEBHOOK_SECRET_FILE) writeFileSync(ADPORTAL_WEBHOOK_SECRET_FILE, secret, { mode: 0o600 });
  else console.info(`   the endpoint's secret (shown once, keep it for the receiver): ${secret}`);
  console.info(`5. webhook ${endpoint.id} → ${endpoint.url} (${endpoint.events.join(', ')})`);

  // A `webhook.test` event now; the portal delivers it from its job queue and retries a failed attempt.
  const test = await unwrap(
    client.POST('/api/webhooks/{id}/test', { params: { path: { id: endpoint.id } } }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const delivery = await unwrap(
      client.GET('/api/webhooks/{id}/deliveries/{deliveryId}', {
        params: { path: { id: endpoint.id, deliveryId: test.id } },
      }),
    );
    if (delivery.status === 'succeeded') {
      console.info(
        `   test event ${delivery.message_id} delivered: HTTP ${delivery.response_status} in ${delivery.response_ms} ms`,
      );
      return;
    }
    if (delivery.status === 'failed' || Date.now() > deadline)
      throw new Error(
        `the test event was not delivered: ${delivery.status}, ${delivery.error ?? delivery.response_status}`,
      );
    await new Promise((next) => setTimeout(next, 500));
  }
}

try {
  await main();
  console.info('✔ API tour finished');
} catch (error) {
  // An ApiError carries the API's error body: its code, translated message and field errors.
  if (error instanceof ApiError) {
    console.error(`✖ ${error.message}`);
    for (const field of error.body?.fields ?? []) console.error(`  ${field.path}: ${field.message}`);
  } else console.error('✖', error);
  process.exit(1);
}
