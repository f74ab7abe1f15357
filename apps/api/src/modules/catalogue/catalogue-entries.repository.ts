import type { AdType } from '@adportal/contracts';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readWindow } from '../../db/read-page.ts';
import { keywords, websites } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';
import type { CatalogueEntry, CatalogueTarget } from './catalogue-entry.ts';
import { defaultMinOf } from './catalogue-entry.ts';
import { type TargetRef, targetKey } from './target-key.ts';

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

/** An active keyword or website on a planner page, with both default minimum prices. */
export interface ActiveTarget {
  id: string;
  name: string;
  minCpc: bigint;
  minCpm: bigint;
}

/** A page of active keywords (by keyword) or websites (by domain or name), in alphabetical order. */
export async function activeTargetsPage(
  db: Executor,
  targetType: TargetRef['targetType'],
  search: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: ActiveTarget[]; total: number }> {
  const pattern = search ? likePattern(search) : undefined;
  return targetType === 'keyword'
    ? activeKeywordsPage(db, pattern, window)
    : activeWebsitesPage(db, pattern, window);
}

function activeTarget(
  row: { id: string; minCpcMicros: bigint; minCpmMicros: bigint },
  name: string,
): ActiveTarget {
  return { id: row.id, name, minCpc: row.minCpcMicros, minCpm: row.minCpmMicros };
}

async function activeKeywordsPage(
  db: Executor,
  pattern: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(eq(keywords.status, 'active'), pattern ? ilike(keywords.keyword, pattern) : undefined);
  const { rows, total } = await readWindow(
    db.select().from(keywords).where(where).orderBy(asc(keywords.keyword)),
    db.select({ value: count() }).from(keywords).where(where),
    window,
  );
  return { rows: rows.map((row) => activeTarget(row, row.keyword)), total };
}

async function activeWebsitesPage(
  db: Executor,
  pattern: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(websites.status, 'active'),
    pattern ? or(ilike(websites.domain, pattern), ilike(websites.name, pattern)) : undefined,
  );
  const { rows, total } = await readWindow(
    db.select().from(websites).where(where).orderBy(asc(websites.domain)),
    db.select({ value: count() }).from(websites).where(where),
    window,
  );
  return { rows: rows.map((row) => activeTarget(row, row.domain)), total };
}
