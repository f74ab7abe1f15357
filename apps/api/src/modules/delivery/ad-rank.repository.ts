import { and, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { impressionCounts } from '../../db/schema/index.ts';

/** Which of these ads had an impression counted in an hour starting at or after `sinceHour`. */
export async function adsWithImpressionsSince(
  db: Executor,
  adIds: readonly string[],
  sinceHour: Date,
): Promise<Set<string>> {
  if (adIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: impressionCounts.advertisementId })
    .from(impressionCounts)
    .where(and(inArray(impressionCounts.advertisementId, [...adIds]), gte(impressionCounts.hour, sinceHour)));
  return new Set(rows.map((row) => row.id));
}
