// What the ad server benches ask for: random slots of the catalogue, visitors' addresses, and the click and
// beacon links of served ads — collected from GET /serve/ad.json or signed here with the API's key.
import { randomUUID } from 'node:crypto';
import { TrackingTokens } from '../apps/api/src/modules/delivery/tracking-token.ts';
import type { DeliveryDatabase } from './delivery-bench.ts';
import { cannon, type LoadFigure, summarise } from './delivery-load.ts';
import type { Population } from './delivery-population.ts';

let seed = 0x2f6b_1a3d;
/** A fixed pseudo-random sequence (xorshift32): every run asks for the same slots. */
export function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
}
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A slot a publisher's tag asks for: a site, a size and one to three keywords from the catalogue. */
export function randomSlot(population: Population) {
  const keywords = new Set<string>();
  const wanted = 1 + Math.floor(random() * 3);
  while (keywords.size < wanted) keywords.add(pick(population.keywords));
  return { site: pick(population.siteKeys), size: pick(population.sizes), keywords: [...keywords] };
}

export function servePath(population: Population): string {
  const slot = randomSlot(population);
  return `/serve/ad.json?site=${slot.site}&size=${slot.size}&kw=${slot.keywords.join(',')}`;
}

/** A public-looking visitor address (documentation ranges excluded), one per request. */
export function visitorIp(): string {
  return `${11 + Math.floor(random() * 180)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
}

export interface ServedLinks {
  impressionId: string;
  clickPath: string;
  viewPath: string;
}

/** The impression id a tracking token carries (byte 1…16 of its payload, see tracking-token.ts). */
export function impressionIdOf(token: string): string {
  const hex = Buffer.from(token, 'base64url').toString('hex', 1, 17);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Serves `count` random slots over 50 connections and keeps the links of every ad served. */
export async function collectServed(
  base: string,
  population: Population,
  count: number,
): Promise<{ links: ServedLinks[]; empty: number; figure: LoadFigure }> {
  const links: ServedLinks[] = [];
  let empty = 0;
  const result = await cannon({
    url: base,
    connections: 50,
    amount: count,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: servePath(population) }),
        onResponse: (status, body) => {
          if (status !== 200) return;
          const { ad } = JSON.parse(body) as { ad: { click_url: string; impression_url: string } | null };
          if (!ad) {
            empty += 1;
            return;
          }
          const clickPath = new URL(ad.click_url).pathname;
          links.push({
            impressionId: impressionIdOf(clickPath.slice('/serve/click/'.length)),
            clickPath,
            viewPath: new URL(ad.impression_url).pathname,
          });
        },
      },
    ],
  }).done;
  return { links, empty, figure: summarise('serve (collecting links)', result) };
}

/**
 * Links as the ad server signs them, made in this process: the API's own TrackingTokens with its APP_SECRET,
 * over decisions on live bids of the database (an approved ad's enabled bid; a website bid on its site, a
 * keyword bid on a random site; the price the bid's minimum; served now). Serving hundreds of thousands of slots
 * over HTTP first would make the slot decision, not the recording, the bench; the click and beacon routes
 * cannot tell these links from served ones (same key, same bytes), and each bench serves a sample over HTTP
 * too and uses those links first.
 */
export async function signedLinks(
  database: DeliveryDatabase,
  count: number,
  options: { viewsOnly?: boolean } = {},
): Promise<ServedLinks[]> {
  const { rows } = await database.pool.query<{
    target_id: string;
    ad_id: string;
    website_id: string | null;
    min_bid: string;
  }>(
    `select t.id as target_id, t.advertisement_id as ad_id, t.website_id, t.min_bid_micros::text as min_bid
     from ad_targets t join advertisements a on a.id = t.advertisement_id
     where a.status = 'approved' and a.display = 'online' and t.enabled`,
  );
  const { rows: sites } = await database.pool.query<{ id: string }>(
    `select id from websites where status = 'active'`,
  );
  const tokens = new TrackingTokens(database.appSecret);
  const servedAt = new Date();
  return Array.from({ length: count }, () => {
    const bid = pick(rows);
    const decision = {
      impressionId: randomUUID(),
      adId: bid.ad_id,
      targetId: bid.target_id,
      siteId: bid.website_id ?? pick(sites).id,
      priceMicros: BigInt(bid.min_bid),
      servedAt,
    };
    return {
      impressionId: decision.impressionId,
      clickPath: options.viewsOnly ? '' : `/serve/click/${tokens.sign('click', decision)}`,
      viewPath: `/serve/view/${tokens.sign('view', decision)}`,
    };
  });
}

/** A person's browser (no user agent at all is a bot to the ad server: its beacons and clicks count nothing). */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Requests each path of the list once, in order, over `connections`, as a browser; `onAnswer` learns which was
 * answered. With `durationS` the run ends then (paths left unused); without, when every path was asked.
 */
export function eachPathOnce(
  base: string,
  paths: readonly string[],
  options: {
    connections: number;
    overallRate?: number | undefined;
    durationS?: number | undefined;
    headers?: (index: number) => Record<string, string>;
    onAnswer?: (index: number, status: number) => void;
  },
) {
  let next = 0;
  return cannon({
    url: base,
    connections: options.connections,
    ...(options.durationS ? { duration: options.durationS } : { amount: paths.length }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    headers: { 'user-agent': BROWSER_UA },
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const index = next++;
          (context as { index: number }).index = index;
          // Past the end (a retried slot): a path that records nothing.
          const path = paths[index] ?? '/serve/tag.js';
          return {
            ...request,
            path,
            headers: { ...request.headers, ...options.headers?.(index) },
          };
        },
        onResponse: (status, _body, context) => {
          const index = (context as { index: number }).index;
          if (index < paths.length) options.onAnswer?.(index, status);
        },
      },
    ],
  });
}
