import { AD_SIZE_PATTERN, SERVE_QUERY_MAX_LENGTH, type ServeQuery } from '@adportal/contracts';
import type { SlotRequest } from './delivery-index.ts';

const MAX_KEYWORDS = 20;
const MAX_KEYWORD_LENGTH = 100;

const fits = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max);

/**
 * A tag's query as the contract ZServeQuery describes it, read by hand (no zod on the ad server's path): null
 * when a parameter is not one string (repeated, say) or is longer than its limit, which is an empty slot.
 */
export function serveQueryOf(query: unknown): ServeQuery | null {
  if (typeof query !== 'object' || query === null) return null;
  const { site, size, kw } = query as Record<string, unknown>;
  if (
    !fits(site, SERVE_QUERY_MAX_LENGTH.site) ||
    !fits(size, SERVE_QUERY_MAX_LENGTH.size) ||
    !fits(kw, SERVE_QUERY_MAX_LENGTH.kw)
  )
    return null;
  return { site, size, kw } as ServeQuery;
}

/**
 * Reads a tag's query leniently: a missing site or a malformed size is no request (an empty slot); keywords
 * are trimmed, lower-cased, de-duplicated and capped, never an error inside a publisher's page.
 */
export function slotRequestOf(query: ServeQuery, country: string | null): SlotRequest | null {
  if (!query.site || !query.size || !AD_SIZE_PATTERN.test(query.size)) return null;
  const [width, height] = query.size.split('x').map(Number) as [number, number];
  const keywords = new Set<string>();
  for (const raw of (query.kw ?? '').split(',')) {
    const keyword = raw.trim().toLowerCase();
    if (keyword && keyword.length <= MAX_KEYWORD_LENGTH) keywords.add(keyword);
    if (keywords.size >= MAX_KEYWORDS) break;
  }
  return { siteKey: query.site, width, height, keywords: [...keywords], country };
}
