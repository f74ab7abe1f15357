import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, userNotificationSettings } from '../../db/schema/index.ts';

export type PreferenceRow = typeof notificationPreferences.$inferSelect;
export type UserSettingsRow = typeof userNotificationSettings.$inferSelect;

export async function findPreferences(db: Executor, userIds: readonly string[]): Promise<PreferenceRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
}

export async function replacePreferences(db: Executor, userId: string, rows: PreferenceRow[]): Promise<void> {
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (rows.length > 0) await db.insert(notificationPreferences).values(rows);
}

export async function findUserSettings(db: Executor, userId: string): Promise<UserSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId));
  return row;
}

export async function upsertUserSettings(
  db: Executor,
  values: Omit<UserSettingsRow, 'lowBalanceNotifiedAt'>,
): Promise<void> {
  const { userId, ...set } = values;
  await db
    .insert(userNotificationSettings)
    .values(values)
    .onConflictDoUpdate({ target: userNotificationSettings.userId, set });
}

/** Users with a low-balance threshold, or a digest on (the hourly job's candidates). */
export async function findSettingsWithAlerts(db: Executor): Promise<UserSettingsRow[]> {
  return db.select().from(userNotificationSettings);
}

export async function setLowBalanceNotifiedAt(db: Executor, userId: string, at: Date | null): Promise<void> {
  await db
    .update(userNotificationSettings)
    .set({ lowBalanceNotifiedAt: at })
    .where(eq(userNotificationSettings.userId, userId));
}
