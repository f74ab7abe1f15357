import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { deposits, promotionClaims, promotions } from '../../db/schema/index.ts';
import type { PromotionRow } from './promotion-rules.ts';

export type ClaimRow = typeof promotionClaims.$inferSelect;
export type ClaimStatus = ClaimRow['status'];
export type NewPromotion = typeof promotions.$inferInsert;

/** Claims that hold one of a promotion's slots. */
const HOLDING = ['claimed', 'used'] as const;

/** Holding claims per promotion, of everyone or of one advertiser. */
export async function countHoldingClaims(
  db: Executor,
  promotionIds: string[],
  advertiserId?: string,
): Promise<Map<string, number>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ promotionId: promotionClaims.promotionId, value: count() })
    .from(promotionClaims)
    .where(
      and(
        inArray(promotionClaims.promotionId, promotionIds),
        inArray(promotionClaims.status, [...HOLDING]),
        advertiserId ? eq(promotionClaims.advertiserId, advertiserId) : undefined,
      ),
    )
    .groupBy(promotionClaims.promotionId);
  return new Map(rows.map((row) => [row.promotionId, Number(row.value)]));
}

/** A promotion's holding claims in all, the advertiser's, and the advertiser's of one day. */
export async function claimCountsFor(
  db: Executor,
  promotionId: string,
  advertiserId: string,
  day: string,
): Promise<{ total: number; mine: number; mineToday: number }> {
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${promotionClaims.advertiserId} = ${advertiserId})`,
      mineToday: sql<number>`count(*) filter (where ${promotionClaims.advertiserId} = ${advertiserId} and ${promotionClaims.claimDate} = ${day})`,
    })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotionId), inArray(promotionClaims.status, [...HOLDING])));
  return {
    total: Number(row?.total ?? 0),
    mine: Number(row?.mine ?? 0),
    mineToday: Number(row?.mineToday ?? 0),
  };
}

/** Active promotions running at `at`, ending soonest first. */
export async function listRunningPromotions(db: Executor, at: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.status, 'active'), lte(promotions.startsAt, at), gt(promotions.endsAt, at)))
    .orderBy(promotions.endsAt);
}

export async function listPromotionsNewestFirst(db: Executor): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.createdAt));
}

export async function findPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

/** The promotion locked until the transaction ends. */
export async function lockPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

export async function lockPromotionByCode(db: Executor, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).for('update');
  return row;
}

export async function insertPromotion(db: Executor, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(
  db: Executor,
  id: string,
  values: Partial<NewPromotion>,
): Promise<PromotionRow> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}

/** A page of claims, newest first, each with its promotion and its deposit's reference. */
export async function pageClaims(
  db: Executor,
  filter: {
    advertiserId?: string | undefined;
    promotionId?: string | undefined;
    status?: ClaimStatus | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: { claim: ClaimRow; promotion: PromotionRow; reference: string }[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.advertiserId ? eq(promotionClaims.advertiserId, filter.advertiserId) : undefined,
    filter.promotionId ? eq(promotionClaims.promotionId, filter.promotionId) : undefined,
    filter.status ? eq(promotionClaims.status, filter.status) : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    db
      .select({ claim: promotionClaims, promotion: promotions, reference: deposits.reference })
      .from(promotionClaims)
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .innerJoin(deposits, eq(deposits.id, promotionClaims.depositId))
      .where(where)
      .orderBy(desc(promotionClaims.claimedAt), desc(promotionClaims.id)),
    db.select({ value: count() }).from(promotionClaims).where(where),
    filter,
  );
}

export async function insertClaim(db: Executor, values: typeof promotionClaims.$inferInsert): Promise<void> {
  await db.insert(promotionClaims).values(values);
}

/** The deposit's claim (at most one) with its promotion's code. */
export async function findClaimOfDeposit(
  db: Executor,
  depositId: string,
): Promise<{ claim: ClaimRow; code: string } | undefined> {
  const [row] = await db
    .select({ claim: promotionClaims, code: promotions.code })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(eq(promotionClaims.depositId, depositId))
    .limit(1);
  return row;
}

/** The deposit's claim locked until the transaction ends. */
export async function lockClaimOfDeposit(db: Executor, depositId: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionClaims)
    .where(eq(promotionClaims.depositId, depositId))
    .for('update');
  return row;
}

export async function updateClaim(
  db: Executor,
  id: string,
  values: Partial<Pick<ClaimRow, 'status' | 'reason' | 'bonusMicros' | 'usedAt'>>,
): Promise<ClaimRow> {
  const [row] = await db.update(promotionClaims).set(values).where(eq(promotionClaims.id, id)).returning();
  return row!;
}

/** Cancels the deposit's claim if it is still only claimed. */
export async function cancelClaimOfDeposit(db: Executor, depositId: string, reason: string): Promise<void> {
  await db
    .update(promotionClaims)
    .set({ status: 'cancelled', reason })
    .where(and(eq(promotionClaims.depositId, depositId), eq(promotionClaims.status, 'claimed')));
}
