import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adTargets } from '../../db/schema/index.ts';

export type TargetRow = typeof adTargets.$inferSelect;

/** An ad's bids, oldest first. */
export async function targetsOfAd(db: Executor, adId: string): Promise<TargetRow[]> {
  return db
    .select()
    .from(adTargets)
    .where(eq(adTargets.advertisementId, adId))
    .orderBy(asc(adTargets.createdAt), asc(adTargets.id));
}

/** The ad's bid on this keyword or website, if it has one. */
export async function targetOnEntry(
  db: Executor,
  adId: string,
  targetType: 'keyword' | 'website',
  entryId: string,
): Promise<{ id: string } | undefined> {
  const column = targetType === 'keyword' ? adTargets.keywordId : adTargets.websiteId;
  const [row] = await db
    .select({ id: adTargets.id })
    .from(adTargets)
    .where(and(eq(adTargets.advertisementId, adId), eq(column, entryId)))
    .limit(1);
  return row;
}

/** One bid of this ad (another ad's bid is not found). */
export async function findTarget(
  db: Executor,
  adId: string,
  targetId: string,
): Promise<TargetRow | undefined> {
  const [row] = await db
    .select()
    .from(adTargets)
    .where(and(eq(adTargets.id, targetId), eq(adTargets.advertisementId, adId)))
    .limit(1);
  return row;
}

export async function insertTarget(db: Executor, values: typeof adTargets.$inferInsert): Promise<TargetRow> {
  const [row] = await db.insert(adTargets).values(values).returning();
  return row!;
}

export async function updateTarget(
  db: Executor,
  id: string,
  changes: Partial<typeof adTargets.$inferInsert>,
): Promise<TargetRow> {
  const [row] = await db.update(adTargets).set(changes).where(eq(adTargets.id, id)).returning();
  return row!;
}

export async function deleteTarget(db: Executor, id: string): Promise<void> {
  await db.delete(adTargets).where(eq(adTargets.id, id));
}

/** Switches off every bid of an ad (a deleted ad bids nowhere). */
export async function disableTargetsOfAd(db: Executor, adId: string, now: Date): Promise<void> {
  await db
    .update(adTargets)
    .set({ enabled: false, updatedAt: now })
    .where(eq(adTargets.advertisementId, adId));
}
