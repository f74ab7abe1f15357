import type { AdType } from '@adportal/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keywords, websites } from '../../db/schema/index.ts';
import { type TargetRef, targetKey } from '../planner/bid-landscape.repository.ts';

/** A keyword or website with both default minimum prices. */
export interface CatalogueEntry {
  id: string;
  name: string;
  minCpcMicros: bigint;
  minCpmMicros: bigint;
  active: boolean;
}

/** The keyword or website a bid is on, with its default minimum for one ad type. */
export interface CatalogueTarget {
  id: string;
  name: string;
  defaultMinMicros: bigint;
  active: boolean;
}

export const defaultMinOf = (entry: CatalogueEntry, adType: AdType) =>
  adType === 'click' ? entry.minCpcMicros : entry.minCpmMicros;

/** Many keywords and websites in two queries at most, keyed like the bid landscape (`targetKey`). */
export async function catalogueEntries(
  db: Executor,
  refs: readonly TargetRef[],
): Promise<Map<string, CatalogueEntry>> {
  const keywordIds = [...new Set(refs.filter((r) => r.targetType === 'keyword').map((r) => r.targetId))];
  const websiteIds = [...new Set(refs.filter((r) => r.targetType === 'website').map((r) => r.targetId))];
  const [keywordRows, websiteRows] = await Promise.all([
    keywordIds.length ? db.select().from(keywords).where(inArray(keywords.id, keywordIds)) : [],
    websiteIds.length ? db.select().from(websites).where(inArray(websites.id, websiteIds)) : [],
  ]);
  const entries = new Map<string, CatalogueEntry>();
  for (const row of keywordRows)
    entries.set(targetKey({ targetType: 'keyword', targetId: row.id }), {
      id: row.id,
      name: row.keyword,
      minCpcMicros: row.minCpcMicros,
      minCpmMicros: row.minCpmMicros,
      active: row.status === 'active',
    });
  for (const row of websiteRows)
    entries.set(targetKey({ targetType: 'website', targetId: row.id }), {
      id: row.id,
      name: row.domain,
      minCpcMicros: row.minCpcMicros,
      minCpmMicros: row.minCpmMicros,
      active: row.status === 'active',
    });
  return entries;
}

/** One keyword or website with its default minimum for the ad's type. */
export async function catalogueTarget(
  db: Executor,
  targetType: TargetRef['targetType'],
  id: string,
  adType: AdType,
): Promise<CatalogueTarget | undefined> {
  const ref = { targetType, targetId: id };
  const entry = (await catalogueEntries(db, [ref])).get(targetKey(ref));
  return (
    entry && {
      id: entry.id,
      name: entry.name,
      defaultMinMicros: defaultMinOf(entry, adType),
      active: entry.active,
    }
  );
}
