import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adTargets } from '../../db/schema/index.ts';

export type AdTargetRow = typeof adTargets.$inferSelect;

/** Every target (bid) of the ads, oldest first: what the ads helper weighs against the landscape. */
export async function targetsOfAds(db: Executor, adIds: readonly string[]): Promise<AdTargetRow[]> {
  if (adIds.length === 0) return [];
  return db
    .select()
    .from(adTargets)
    .where(inArray(adTargets.advertisementId, [...adIds]))
    .orderBy(asc(adTargets.createdAt), asc(adTargets.id));
}
