import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { advertisers } from '../../db/schema/index.ts';

export type AdvertiserRow = typeof advertisers.$inferSelect;

export async function insertAdvertiser(
  db: Executor,
  values: { companyName: string; companyEmail: string; affiliateCode: string },
): Promise<AdvertiserRow> {
  const [row] = await db.insert(advertisers).values(values).returning();
  return row!;
}

export async function findAdvertiserById(db: Executor, id: string): Promise<AdvertiserRow | undefined> {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.id, id)).limit(1);
  return row;
}

export async function affiliateCodeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(advertisers.affiliateCode, code))
    .limit(1);
  return row !== undefined;
}
