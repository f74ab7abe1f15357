// `npm run traffic -- --minutes N --rate R [--url http://localhost:3000]`: live traffic at a running server through
// the ad server's public endpoints only — ad requests for the catalogue's websites, sizes and keywords, the beacon
// for most ads served, and a click on some after a person's delay — from readers and crawlers of many addresses
// and devices (the pools of the seeded history, seed/seed-visitors.ts). Node's fetch (undici) keeps connections
// alive. The catalogue and the site keys are read as an operator through the operators' API.
import { parseArgs } from 'node:util';
import { DEMO_OPERATOR } from '../seed/seed.ts';
import { Random, randomCrawler, randomReader, type SimulatedVisitor } from '../seed/seed-visitors.ts';

const HELP = `Usage: npm run traffic -- --minutes N --rate R [--url http://localhost:3000]

Drives ad requests at a running AdPortal server, as the publishers' pages would: GET /serve/ad.json for the
catalogue's websites, sizes and keywords, the impression beacon for most ads served, and the click link
(its redirect not followed) for some, a few seconds later. Readers and crawlers come from many addresses,
countries and devices; a few clicks break a rule (too fast, twice, a crawler's).

  --minutes N    how long to run (default 1)
  --rate R       ad requests per second (default 5)
  --url URL      the server (default http://localhost:3000)
  --email, --password   the operator whose API lists the catalogue (default the demo operator)

Visitors' addresses travel in X-Forwarded-For: start the server with TRUST_PROXY=true, or it sees every request
from 127.0.0.1 — one address, so clicks soon count as too many from one IP, and as the team's own (void
self_click) for an advertiser who signed in from this machine.

Prints served, empty, beacons, clicks, redirects and errors every 10 s, and a summary at the end.`;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '1' },
    rate: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string', default: DEMO_OPERATOR.email },
    password: { type: 'string', default: DEMO_OPERATOR.password },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (values.help || !(minutes > 0) || !(rate > 0)) {
  console.info(HELP);
  process.exit(values.help ? 0 : 2);
}
const base = values.url.replace(/\/$/, '');

/** One slot of a publisher's page: the site's key, a size of the catalogue and the page's keywords. */
interface Slot {
  siteKey: string;
  size: string;
  keywords: string[];
}

interface ServedAd {
  type: 'click' | 'impression';
  impression_url: string;
  click_url: string;
}

interface Inventory {
  /** Each website with the few keywords its pages are about. */
  sites: { siteKey: string; keywords: string[] }[];
  sizes: (readonly [string, number])[];
}

const tally = {
  requests: 0,
  served: 0,
  empty: 0,
  beacons: 0,
  clicks: 0,
  redirects: 0,
  errors: 0,
  dropped: 0,
};
const random = new Random(Date.now());
/** Visits still waiting for their beacon or click; past this many the server is not keeping up. */
const MAX_IN_FLIGHT = 2000;
let inFlight = 0;

async function main(): Promise<number> {
  const inventory = await readInventory(await signIn(values.email, values.password));
  console.info(
    `Traffic at ${base} for ${minutes} min at ${rate} ad requests/s on ${inventory.sites.length} websites and ` +
      `${inventory.sizes.length} sizes (visitors' IPs in X-Forwarded-For: the server needs TRUST_PROXY=true to ` +
      'see them)',
  );
  const started = Date.now();
  const stopAt = started + minutes * 60_000;
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const report = setInterval(() => console.info(`${clock(Date.now() - started)}  ${line()}`), 10_000);
  while (Date.now() < stopAt) {
    // As many requests as the time elapsed asks for, whatever the timer's drift.
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      if (inFlight >= MAX_IN_FLIGHT) {
        tally.dropped += 1;
        continue;
      }
      const visit = oneVisit(pickSlot(inventory)).catch(() => {
        tally.errors += 1;
      });
      pending.add(visit);
      void visit.finally(() => pending.delete(visit));
    }
    await sleep(100);
  }
  // The last visitors still read, send their beacon and click (for at most 45 s).
  await Promise.race([Promise.all(pending), sleep(45_000, { unref: true })]);
  clearInterval(report);
  console.info(`\nSummary after ${clock(Date.now() - started)}: ${line()}`);
  if (tally.dropped > 0) console.info(`${tally.dropped} requests not sent: the server did not keep up`);
  return tally.requests > 0 && tally.errors === tally.requests ? 1 : 0;
}

/** Signs in as an operator the way the web app does: the password, for a bearer token. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).catch((error: Error & { cause?: { code?: string } }) => {
    throw new Error(`Cannot reach ${base} (${error.cause?.code ?? error.message}): is the server running?`);
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(
      `Signing in as ${email} failed (${response.status}): is the demo seeded? (--email, --password)`,
    );
  }
  return body.access_token;
}

/** The active websites (their site keys from the ad tag), sizes and keywords of the catalogue. */
async function readInventory(accessToken: string): Promise<Inventory> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  type Entry = { status: string };
  const catalogue = await get<{
    ad_sizes: (Entry & { width: number; height: number })[];
    keywords: (Entry & { keyword: string })[];
    websites: (Entry & { id: string })[];
  }>('/api/ops/catalogue');
  const active = <T extends Entry>(rows: T[]) => rows.filter((row) => row.status === 'active');
  const keywords = active(catalogue.keywords).map((row) => row.keyword);
  const sites = [];
  for (const website of active(catalogue.websites)) {
    const tag = await get<{ site_key: string }>(`/api/ops/websites/${website.id}/tag?size=300x250`);
    const topics = new Set<string>();
    while (topics.size < Math.min(3, keywords.length)) topics.add(random.pick(keywords));
    sites.push({ siteKey: tag.site_key, keywords: [...topics] });
  }
  if (sites.length === 0) throw new Error('The catalogue has no active website');
  // The sizes most pages carry come up most.
  const weights: Record<string, number> = { '300x250': 6, '728x90': 3, '320x50': 2 };
  return {
    sites,
    sizes: active(catalogue.ad_sizes).map((size) => {
      const name = `${size.width}x${size.height}`;
      return [name, weights[name] ?? 1] as const;
    }),
  };
}

/** A page of one of the websites: one of its slot sizes and some of the keywords it is about. */
function pickSlot(inventory: Inventory): Slot {
  const site = random.pick(inventory.sites);
  const keywords = site.keywords.filter(() => random.chance(0.6));
  return { siteKey: site.siteKey, size: random.weighted(inventory.sizes), keywords };
}

/**
 * One visitor: the ad request, then the beacon (most people, some crawlers) and sometimes a click after a
 * person's delay — now and then too fast, twice on the same link, or a crawler following it.
 */
async function oneVisit(slot: Slot) {
  inFlight += 1;
  try {
    const visitor = random.chance(0.05) ? randomCrawler(random) : randomReader(random);
    const query = new URLSearchParams({ site: slot.siteKey, size: slot.size, kw: slot.keywords.join(',') });
    tally.requests += 1;
    const response = await hit(`${base}/serve/ad.json?${query}`, visitor);
    if (response.status !== 200) {
      tally.errors += 1;
      return;
    }
    const { ad } = (await response.json()) as { ad: ServedAd | null };
    if (!ad) {
      tally.empty += 1;
      return;
    }
    tally.served += 1;
    const person = visitor.device !== 'bot';
    if (random.chance(person ? 0.9 : 0.3)) {
      await sleep(random.between(200, 1500));
      const beacon = await hit(onServer(ad.impression_url), visitor);
      await beacon.arrayBuffer();
      if (beacon.status === 200) tally.beacons += 1;
      else tally.errors += 1;
    }
    if (!random.chance(person ? (ad.type === 'click' ? 0.025 : 0.004) : 0.05)) return;
    await sleep(random.chance(0.04) ? random.between(200, 800) : random.between(2000, 30_000));
    await click(onServer(ad.click_url), visitor);
    if (person && random.chance(0.06)) {
      await sleep(random.between(300, 5000));
      await click(onServer(ad.click_url), visitor);
    }
  } finally {
    inFlight -= 1;
  }
}

async function click(url: string, visitor: SimulatedVisitor) {
  tally.clicks += 1;
  const response = await hit(url, visitor);
  await response.arrayBuffer();
  if (response.status === 302) tally.redirects += 1;
  else tally.errors += 1;
}

/** A request as the visitor's browser sends it, its address in X-Forwarded-For; redirects are not followed. */
function hit(url: string, visitor: SimulatedVisitor): Promise<Response> {
  return fetch(url, {
    redirect: 'manual',
    headers: { 'user-agent': visitor.userAgent, 'x-forwarded-for': visitor.ip, accept: '*/*' },
  });
}

/** The ad's tracking links point at the server's public address; they are sent to the server under test. */
function onServer(link: string): string {
  const { pathname, search } = new URL(link);
  return `${base}${pathname}${search}`;
}

function line(): string {
  const { requests, served, empty, beacons, clicks, redirects, errors } = tally;
  return `requests ${requests}  served ${served}  empty ${empty}  beacons ${beacons}  clicks ${clicks}  redirects ${redirects}  errors ${errors}`;
}

function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function sleep(ms: number, options: { unref?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (options.unref) timer.unref();
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
