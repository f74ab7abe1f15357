import { AD_SIZE_PATTERN, type ServeQuery } from '@adportal/contracts';
import type { SlotRequest } from './delivery-index.ts';

const MAX_KEYWORDS = 20;
const MAX_KEYWORD_LENGTH = 100;

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
