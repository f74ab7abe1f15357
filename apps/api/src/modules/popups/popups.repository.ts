import type { PopupAudience, PopupStatus } from '@adportal/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { contentImages, popupDismissals, popups, popupViews } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';

export type PopupRow = typeof popups.$inferSelect;
export type NewPopup = typeof popups.$inferInsert;
export type ContentImageRow = typeof contentImages.$inferSelect;
export type NewContentImage = typeof contentImages.$inferInsert;
export interface PopupWithImage {
  popup: PopupRow;
  image: ContentImageRow;
}

const withImage = { popup: popups, image: contentImages };

/** Started (or without a start) and not ended at `at`. */
function withinPeriod(at: Date): SQL {
  return and(
    or(isNull(popups.startsAt), lte(popups.startsAt, at)),
    or(isNull(popups.endsAt), gt(popups.endsAt, at)),
  ) as SQL;
}

/**
 * The popups a user is shown on a page, first of the stack first: active, within their period, for the page
 * (or for every page), for the audience, and not dismissed by this user.
 */
export async function listShownPopups(
  db: Executor,
  filter: { audience: PopupAudience; page: string; userId: string; at: Date },
): Promise<PopupWithImage[]> {
  return db
    .select(withImage)
    .from(popups)
    .innerJoin(contentImages, eq(contentImages.id, popups.imageId))
    .where(
      and(
        eq(popups.audience, filter.audience),
        eq(popups.status, 'active'),
        withinPeriod(filter.at),
        sql`(cardinality(${popups.pages}) = 0 or ${filter.page} = any(${popups.pages}))`,
        sql`not exists (select 1 from ${popupDismissals} where ${popupDismissals.popupId} = ${popups.id} and ${popupDismissals.userId} = ${filter.userId})`,
      ),
    )
    .orderBy(asc(popups.position), desc(popups.createdAt), asc(popups.id));
}

/** Marks the popups as seen by the user: the first time is kept, the last time moves. */
export async function recordViews(db: Executor, popupIds: string[], userId: string, at: Date) {
  if (popupIds.length === 0) return;
  await db
    .insert(popupViews)
    .values(popupIds.map((popupId) => ({ popupId, userId, firstSeenAt: at, lastSeenAt: at })))
    .onConflictDoUpdate({
      target: [popupViews.popupId, popupViews.userId],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}

export async function insertDismissal(db: Executor, popupId: string, userId: string) {
  await db.insert(popupDismissals).values({ popupId, userId }).onConflictDoNothing();
}

export async function findPopupWithImage(db: Executor, id: string): Promise<PopupWithImage | undefined> {
  const [row] = await db
    .select(withImage)
    .from(popups)
    .innerJoin(contentImages, eq(contentImages.id, popups.imageId))
    .where(eq(popups.id, id))
    .limit(1);
  return row;
}

/** A page of every popup for operators, newest first, with the filters they chose. */
export function pagePopups(
  db: Executor,
  filter: {
    search?: string | undefined;
    status?: PopupStatus | undefined;
    audience?: PopupAudience | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    filter.search ? ilike(popups.topic, likePattern(filter.search)) : undefined,
    filter.status ? eq(popups.status, filter.status) : undefined,
    filter.audience ? eq(popups.audience, filter.audience) : undefined,
  );
  return readPage(
    db
      .select(withImage)
      .from(popups)
      .innerJoin(contentImages, eq(contentImages.id, popups.imageId))
      .where(where)
      .orderBy(desc(popups.createdAt), asc(popups.id)),
    db.select({ value: count() }).from(popups).where(where),
    filter,
  );
}

/** Users who saw, and users who dismissed, each of these popups. */
export async function audienceCounts(
  db: Executor,
  popupIds: string[],
): Promise<Map<string, { seen: number; dismissed: number }>> {
  const counts = new Map(popupIds.map((id) => [id, { seen: 0, dismissed: 0 }]));
  if (popupIds.length === 0) return counts;
  const [seen, dismissed] = await Promise.all([
    db
      .select({ popupId: popupViews.popupId, value: count() })
      .from(popupViews)
      .where(inArray(popupViews.popupId, popupIds))
      .groupBy(popupViews.popupId),
    db
      .select({ popupId: popupDismissals.popupId, value: count() })
      .from(popupDismissals)
      .where(inArray(popupDismissals.popupId, popupIds))
      .groupBy(popupDismissals.popupId),
  ]);
  for (const row of seen) counts.get(row.popupId)!.seen = Number(row.value);
  for (const row of dismissed) counts.get(row.popupId)!.dismissed = Number(row.value);
  return counts;
}

/** The popup locked until the transaction ends. */
export async function lockPopup(db: Executor, id: string): Promise<PopupRow | undefined> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id)).for('update');
  return row;
}

export async function insertPopup(db: Executor, values: NewPopup): Promise<PopupRow> {
  const [row] = await db.insert(popups).values(values).returning();
  return row!;
}

export async function updatePopup(db: Executor, id: string, values: Partial<NewPopup>): Promise<PopupRow> {
  const [row] = await db.update(popups).set(values).where(eq(popups.id, id)).returning();
  return row!;
}

export async function deletePopup(db: Executor, id: string) {
  await db.delete(popups).where(eq(popups.id, id));
}

export async function insertContentImage(db: Executor, values: NewContentImage): Promise<ContentImageRow> {
  const [row] = await db.insert(contentImages).values(values).returning();
  return row!;
}

export async function findContentImage(db: Executor, id: string): Promise<ContentImageRow | undefined> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id)).limit(1);
  return row;
}

/**
 * Deletes the image if no popup uses it any more; returns the deleted row (its stored file is the caller's
 * to remove once the transaction has committed).
 */
export async function deleteImageIfUnused(db: Executor, id: string): Promise<ContentImageRow | undefined> {
  const [row] = await db
    .delete(contentImages)
    .where(
      and(
        eq(contentImages.id, id),
        sql`not exists (select 1 from ${popups} where ${popups.imageId} = ${contentImages.id})`,
      ),
    )
    .returning();
  return row;
}
