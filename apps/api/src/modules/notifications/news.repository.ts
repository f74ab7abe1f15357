import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { newsBroadcasts, users } from '../../db/schema/index.ts';

export type NewsBroadcastRow = typeof newsBroadcasts.$inferSelect;
export type NewNewsBroadcast = typeof newsBroadcasts.$inferInsert;

export async function insertNewsBroadcast(db: Executor, values: NewNewsBroadcast): Promise<NewsBroadcastRow> {
  const [row] = await db.insert(newsBroadcasts).values(values).returning();
  return row!;
}

/** The operators' broadcasts, newest first, with the name of the operator who sent each. */
export function pageNewsBroadcasts(db: Executor, page: number, pageSize: number) {
  return readPage(
    db
      .select({ broadcast: newsBroadcasts, createdByName: users.name })
      .from(newsBroadcasts)
      .leftJoin(users, eq(users.id, newsBroadcasts.createdByUserId))
      .orderBy(desc(newsBroadcasts.createdAt), desc(newsBroadcasts.id)),
    db.select({ value: count() }).from(newsBroadcasts),
    { page, pageSize },
  );
}

/** Whether a broadcast of this title was ever sent (the demo seed's last step, seed-news.ts). */
export async function newsBroadcastTitled(db: Executor, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsBroadcasts.id })
    .from(newsBroadcasts)
    .where(eq(newsBroadcasts.title, title))
    .limit(1);
  return row !== undefined;
}

export async function findNewsBroadcast(db: Executor, id: string) {
  const [row] = await db
    .select({ broadcast: newsBroadcasts, createdByName: users.name })
    .from(newsBroadcasts)
    .leftJoin(users, eq(users.id, newsBroadcasts.createdByUserId))
    .where(eq(newsBroadcasts.id, id));
  return row;
}
