import {
  formatUsdt,
  type Promotion,
  type PromotionBody,
  type PromotionClaim,
  type PromotionClaimPage,
  type PromotionClaimsQuery,
  type PromotionList,
  parseUsdt,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { deposits, promotionClaims, promotions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { actorOf, advertiserIdOf, type Principal } from '../auth/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  bonusFor,
  claimRefusal,
  hundredthsOfPercent,
  type PromotionRow,
  percentMicros,
} from './promotion-rules.ts';

const HOLDING = ['claimed', 'used'] as const;
type ClaimRow = typeof promotionClaims.$inferSelect;

function promotionView(row: PromotionRow, claims: number, mine?: number): Promotion {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    type: row.type,
    value: formatUsdt(row.type === 'fixed' ? row.value : percentMicros(row.value)),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    min_deposit: formatUsdt(row.minDepositMicros),
    max_amount: formatUsdt(row.maxAmountMicros),
    claim_condition: row.claimCondition,
    limit_per_user: row.limitPerUser,
    limit_total: row.limitTotal,
    target_page: row.targetPage,
    status: row.status,
    claims,
    ...(mine === undefined ? {} : { my_claims: mine }),
    created_at: row.createdAt.toISOString(),
  };
}

function claimView(row: ClaimRow, promotion: PromotionRow, depositReference: string): PromotionClaim {
  return {
    id: row.id,
    promotion_id: row.promotionId,
    promotion_code: promotion.code,
    promotion_title: promotion.title,
    advertiser_id: row.advertiserId,
    deposit_id: row.depositId,
    deposit_reference: depositReference,
    status: row.status,
    bonus: formatUsdt(row.bonusMicros),
    reason: row.reason,
    claimed_at: row.claimedAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
  };
}

/** The promotion's columns from a validated body (amounts in micro-USDT, a percentage in hundredths). */
function columnsOf(body: PromotionBody) {
  const micros = (value: string) => parseUsdt(value, 2) ?? 0n;
  const value = micros(body.value);
  return {
    code: body.code.trim().toUpperCase(),
    title: body.title.trim(),
    description: (body.description ?? '').trim(),
    type: body.type,
    value: body.type === 'fixed' ? value : hundredthsOfPercent(value),
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    minDepositMicros: micros(body.min_deposit),
    maxAmountMicros: micros(body.max_amount),
    claimCondition: body.claim_condition,
    limitPerUser: body.limit_per_user,
    limitTotal: body.limit_total,
    targetPage: body.target_page,
    status: body.status,
  };
}

const codeTaken = () =>
  new AppError('VALIDATION_FAILED', { fields: [{ path: 'code', key: 'promotion.errors.codeTaken' }] });

/**
 * Promotions: operators run them; advertisers claim one with its code on a deposit. Every rule is checked when
 * the claim is made and again when the deposit is credited, with the promotion row locked, so two claims racing
 * for the last slot cannot both win.
 */
export class PromotionsService {
  private readonly now: () => Date;
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly timeZone: string,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  private async holdingCounts(db: Executor, promotionIds: string[], advertiserId?: string) {
    if (promotionIds.length === 0) return new Map<string, number>();
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

  /** Advertisers: the promotions on offer now, with how often they used each. */
  async listActive(principal: Principal): Promise<PromotionList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    const advertiserId = advertiserIdOf(principal);
    const now = this.now();
    const rows = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.status, 'active'), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
      .orderBy(promotions.endsAt);
    const ids = rows.map((row) => row.id);
    const [all, mine] = await Promise.all([
      this.holdingCounts(this.db, ids),
      this.holdingCounts(this.db, ids, advertiserId),
    ]);
    return { data: rows.map((row) => promotionView(row, all.get(row.id) ?? 0, mine.get(row.id) ?? 0)) };
  }

  /** Advertisers: one promotion on offer, or one they have claimed before (for their reports). */
  async get(principal: Principal, id: string): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    const advertiserId = advertiserIdOf(principal);
    const [row] = await this.db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    const [all, mine] = await Promise.all([
      this.holdingCounts(this.db, [id]),
      this.holdingCounts(this.db, [id], advertiserId),
    ]);
    const now = this.now();
    const onOffer = row.status === 'active' && row.startsAt <= now && now < row.endsAt;
    if (!onOffer && !(mine.get(id) ?? 0)) throw new AppError('NOT_FOUND');
    return promotionView(row, all.get(id) ?? 0, mine.get(id) ?? 0);
  }

  async listAll(principal: Principal): Promise<PromotionList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsPromotion');
    const rows = await this.db.select().from(promotions).orderBy(desc(promotions.createdAt));
    const all = await this.holdingCounts(
      this.db,
      rows.map((row) => row.id),
    );
    return { data: rows.map((row) => promotionView(row, all.get(row.id) ?? 0)) };
  }

  async create(principal: Principal, body: PromotionBody): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsPromotion');
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(promotions).values(columnsOf(body)).returning();
        await audit.created(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: 'Promotion', subjectId: row!.id },
          row!,
        );
        return promotionView(row!, 0);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  async update(principal: Principal, id: string, body: PromotionBody): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsPromotion');
    try {
      return await this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND');
        const [after] = await tx
          .update(promotions)
          .set({ ...columnsOf(body), updatedAt: this.now() })
          .where(eq(promotions.id, id))
          .returning();
        await audit.updated(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: 'Promotion', subjectId: id },
          before,
          after!,
        );
        const all = await this.holdingCounts(tx, [id]);
        return promotionView(after!, all.get(id) ?? 0);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  /** The advertiser's claims (scope own) or everyone's (operators), newest first. */
  async claims(
    principal: Principal,
    query: PromotionClaimsQuery,
    scope: 'own' | 'all' = 'own',
  ): Promise<PromotionClaimPage> {
    if (scope === 'own') ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    else ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsPromotion');
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.page_size ?? 10);
    const conditions: (SQL | undefined)[] = [
      scope === 'own' ? eq(promotionClaims.advertiserId, advertiserIdOf(principal)) : undefined,
      query.promotion_id ? eq(promotionClaims.promotionId, query.promotion_id) : undefined,
      query.status ? eq(promotionClaims.status, query.status) : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ claim: promotionClaims, promotion: promotions, reference: deposits.reference })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .innerJoin(deposits, eq(deposits.id, promotionClaims.depositId))
        .where(where)
        .orderBy(desc(promotionClaims.claimedAt), desc(promotionClaims.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(promotionClaims).where(where),
    ]);
    return {
      data: rows.map((row) => claimView(row.claim, row.promotion, row.reference)),
      total: Number(total?.value ?? 0),
      page,
      page_size: pageSize,
    };
  }

  /**
   * Claims a promotion by its code for a new deposit, in the deposit's transaction. The promotion row is locked
   * while the limits are counted, so concurrent claims line up. A broken rule is a field error on the code.
   */
  async claim(
    tx: Executor,
    input: { code: string; advertiserId: string; depositId: string; amountMicros: bigint },
  ) {
    const [promotion] = await tx
      .select()
      .from(promotions)
      .where(eq(promotions.code, input.code.trim().toUpperCase()))
      .for('update');
    if (!promotion) throw promotionField('deposit.errors.promotionUnknown');
    const at = this.now();
    const today = platformDateOf(at, this.timeZone);
    const counts = await this.countsFor(tx, promotion.id, input.advertiserId, today);
    const refusal = claimRefusal(promotion, { amountMicros: input.amountMicros, at }, counts);
    if (refusal) {
      const key =
        refusal.key === 'promotion.errors.minDeposit'
          ? `${refusal.key}|min=${formatUsdt(promotion.minDepositMicros)}`
          : refusal.key;
      throw promotionField(key);
    }
    await tx.insert(promotionClaims).values({
      promotionId: promotion.id,
      advertiserId: input.advertiserId,
      depositId: input.depositId,
      status: 'claimed',
      claimDate: today,
    });
  }

  private async countsFor(tx: Executor, promotionId: string, advertiserId: string, today: string) {
    const [row] = await tx
      .select({
        total: count(),
        mine: sql<number>`count(*) filter (where ${promotionClaims.advertiserId} = ${advertiserId})`,
        mineToday: sql<number>`count(*) filter (where ${promotionClaims.advertiserId} = ${advertiserId} and ${promotionClaims.claimDate} = ${today})`,
      })
      .from(promotionClaims)
      .where(
        and(eq(promotionClaims.promotionId, promotionId), inArray(promotionClaims.status, [...HOLDING])),
      );
    return {
      total: Number(row?.total ?? 0),
      mine: Number(row?.mine ?? 0),
      mineToday: Number(row?.mineToday ?? 0),
    };
  }

  /**
   * The deposit was credited: the claim's bonus is booked (a promotion statement row) if the promotion's rules
   * still hold for what was credited; otherwise the claim is cancelled with the reason. Runs in the crediting
   * transaction; a claim already used is left alone.
   */
  async applyOnCredit(
    tx: Executor,
    deposit: { id: string; advertiserId: string; reference: string },
    creditedMicros: bigint,
    actor: Actor,
  ) {
    const [claim] = await tx
      .select()
      .from(promotionClaims)
      .where(eq(promotionClaims.depositId, deposit.id))
      .for('update');
    if (claim?.status !== 'claimed') return;
    const [promotion] = await tx
      .select()
      .from(promotions)
      .where(eq(promotions.id, claim.promotionId))
      .for('update');
    if (!promotion) return;
    const counts = await this.countsFor(tx, promotion.id, deposit.advertiserId, claim.claimDate);
    // The claim itself holds a slot already: check the limits without it.
    const others = { total: counts.total - 1, mine: counts.mine - 1, mineToday: counts.mineToday - 1 };
    const refusal = claimRefusal(promotion, { amountMicros: creditedMicros, at: this.now() }, others);
    if (refusal) {
      await tx
        .update(promotionClaims)
        .set({ status: 'cancelled', reason: refusal.key })
        .where(eq(promotionClaims.id, claim.id));
      return;
    }
    const bonus = bonusFor(promotion, creditedMicros);
    if (bonus > 0n) {
      await this.ledger.post(tx, {
        advertiserId: deposit.advertiserId,
        type: 'promotion',
        amountMicros: bonus,
        reference: `promotion:${claim.id}`,
        source: { type: 'promotion_claim', id: claim.id },
        note: `${promotion.code} · ${deposit.reference}`,
      });
    }
    const [after] = await tx
      .update(promotionClaims)
      .set({ status: 'used', bonusMicros: bonus, usedAt: this.now() })
      .where(eq(promotionClaims.id, claim.id))
      .returning();
    await audit.updated(
      tx,
      actor,
      { advertiserId: deposit.advertiserId, subject: 'PromotionClaim', subjectId: claim.id },
      claim,
      after!,
    );
  }

  /** The deposit will never be credited: its claim gives its slot back. */
  async releaseFor(tx: Executor, depositId: string, reason: string) {
    await tx
      .update(promotionClaims)
      .set({ status: 'cancelled', reason })
      .where(and(eq(promotionClaims.depositId, depositId), eq(promotionClaims.status, 'claimed')));
  }
}

function promotionField(key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path: 'promotion_code', key }] });
}
