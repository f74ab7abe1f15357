import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { advertisers } from '../../db/schema/index.ts';

export type AdvertiserRow = typeof advertisers.$inferSelect;

export async function insertAdvertiser(
  db: Executor,
  values: { companyName: string; companyEmail: string; affiliateCode: string; createdAt: Date },
): Promise<AdvertiserRow> {
  const [row] = await db
    .insert(advertisers)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function findAdvertiserById(db: Executor, id: string): Promise<AdvertiserRow | undefined> {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.id, id)).limit(1);
  return row;
}

export async function affiliateCodeTaken(db: Executor, code: string): Promise<boolean> {
  return (await findAdvertiserIdByAffiliateCode(db, code)) !== undefined;
}

/** The advertiser row locked for the rest of the transaction. */
export async function lockAdvertiser(db: Executor, id: string): Promise<AdvertiserRow | undefined> {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.id, id)).for('update');
  return row;
}

export async function findAdvertiserIdByAffiliateCode(
  db: Executor,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(advertisers.affiliateCode, code))
    .limit(1);
  return row?.id;
}

export async function updateAdvertiserReferrer(
  db: Executor,
  id: string,
  referrerId: string,
  at: Date,
): Promise<AdvertiserRow> {
  const [row] = await db
    .update(advertisers)
    .set({ referredByAdvertiserId: referrerId, referredAt: at, updatedAt: at })
    .where(eq(advertisers.id, id))
    .returning();
  return row!;
}

/** The company details the advertiser's administrators keep. */
export type CompanyPatch = Pick<AdvertiserRow, 'companyName' | 'companyEmail' | 'companyPhone'>;

export async function updateAdvertiserCompany(
  db: Executor,
  id: string,
  patch: CompanyPatch,
): Promise<AdvertiserRow> {
  const [row] = await db
    .update(advertisers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(advertisers.id, id))
    .returning();
  return row!;
}

/** Every advertiser's id, oldest first. */
export async function allAdvertiserIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: advertisers.id }).from(advertisers).orderBy(asc(advertisers.createdAt));
  return rows.map((row) => row.id);
}

export async function countAdvertisers(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(advertisers);
  return Number(row?.value ?? 0);
}

/** Which of these ids are advertisers. */
export async function existingAdvertiserIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(inArray(advertisers.id, [...ids]));
  return rows.map((row) => row.id);
}
