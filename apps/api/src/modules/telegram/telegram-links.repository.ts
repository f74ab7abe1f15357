import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { telegramLinks, telegramUpdates } from '../../db/schema/index.ts';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

export async function findTelegramLink(db: Executor, userId: string): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

export async function findTelegramLinks(
  db: Executor,
  userIds: readonly string[],
): Promise<TelegramLinkRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(telegramLinks)
    .where(inArray(telegramLinks.userId, [...userIds]));
}

/** Connecting again (another chat, or the same after a restart) replaces the user's link. */
export async function upsertTelegramLink(
  db: Executor,
  values: { userId: string; chatId: string; chatName: string; connectedAt: Date },
): Promise<void> {
  await db
    .insert(telegramLinks)
    .values(values)
    .onConflictDoUpdate({
      target: telegramLinks.userId,
      set: { chatId: values.chatId, chatName: values.chatName, connectedAt: values.connectedAt },
    });
}

export async function deleteTelegramLink(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .returning({ userId: telegramLinks.userId });
  return rows.length > 0;
}

/** Every user linked to a chat that can no longer be reached; returns who they were. */
export async function deleteTelegramLinksOfChat(db: Executor, chatId: string): Promise<string[]> {
  const rows = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.chatId, chatId))
    .returning({ userId: telegramLinks.userId });
  return rows.map((row) => row.userId);
}

/** Records an update as handled; false when it was handled before (an update Telegram sent again). */
export async function markTelegramUpdateSeen(db: Executor, updateId: number): Promise<boolean> {
  const rows = await db
    .insert(telegramUpdates)
    .values({ updateId })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return rows.length > 0;
}

export async function forgetTelegramUpdate(db: Executor, updateId: number): Promise<void> {
  await db.delete(telegramUpdates).where(eq(telegramUpdates.updateId, updateId));
}

/** The highest update handled, for the next long poll's offset after a restart. */
export async function lastTelegramUpdateId(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ value: sql<string | null>`max(${telegramUpdates.updateId})` })
    .from(telegramUpdates);
  return row?.value === null || row?.value === undefined ? undefined : Number(row.value);
}

export async function pruneTelegramUpdates(db: Executor, before: Date): Promise<void> {
  await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, before));
}
