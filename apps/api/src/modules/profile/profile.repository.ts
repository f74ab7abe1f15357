import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { advertisers, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type AdvertiserRow = typeof advertisers.$inferSelect;

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<UserRow, 'name' | 'phone' | 'preferredLanguage' | 'passwordHash' | 'passwordChangedAt'>
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function updateAdvertiser(
  db: Executor,
  id: string,
  patch: Pick<AdvertiserRow, 'companyName' | 'companyEmail' | 'companyPhone'>,
): Promise<AdvertiserRow> {
  const [row] = await db
    .update(advertisers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(advertisers.id, id))
    .returning();
  return row!;
}
