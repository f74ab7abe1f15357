import {
  type DepositPromotion,
  formatUsdt,
  type Promotion,
  type PromotionClaim,
  type PromotionClaimPage,
  type PromotionList,
  parseUsdt,
  type ZPromotionBody,
  type ZPromotionClaimsQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  bonusFor,
  claimRefusal,
  hundredthsOfPercent,
  type PromotionRow,
  percentMicros,
} from './promotion-rules.ts';
import {
  type ClaimRow,
  cancelClaimOfDeposit,
  claimCountsFor,
  countHoldingClaims,
  findClaimOfDeposit,
  findPromotion,
  insertClaim,
  insertPromotion,
  listPromotionsNewestFirst,
  listRunningPromotions,
  lockClaimOfDeposit,
  lockPromotion,
  lockPromotionByCode,
  pageClaims,
  updateClaim,
  updatePromotion,
} from './promotions.repository.ts';

export type PromotionInput = z.output<typeof ZPromotionBody>;
export type PromotionClaimsListQuery = z.output<typeof ZPromotionClaimsQuery>;

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
function columnsOf(body: PromotionInput) {
  const micros = (value: string) => parseUsdt(value, 2) ?? 0n;
  const value = micros(body.value);
  return {
    code: body.code,
    title: body.title,
    description: body.description,
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
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      timeZone: string;
      now?: (() => Date) | undefined;
      /** Tells the team when a claim's bonus is booked or the claim is cancelled. */
      notifications?: NotificationsService | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Advertisers: the promotions on offer now, with how often they used each. */
  async listActive(principal: Principal): Promise<PromotionList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    const advertiserId = advertiserIdOf(principal);
    const now = this.now();
    const rows = await listRunningPromotions(this.deps.db, now);
    const ids = rows.map((row) => row.id);
    const [all, mine] = await Promise.all([
      countHoldingClaims(this.deps.db, ids),
      countHoldingClaims(this.deps.db, ids, advertiserId),
    ]);
    return { data: rows.map((row) => promotionView(row, all.get(row.id) ?? 0, mine.get(row.id) ?? 0)) };
  }

  /** Advertisers: one promotion on offer, or one they have claimed before (for their reports). */
  async get(principal: Principal, id: string): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    const advertiserId = advertiserIdOf(principal);
    const row = await findPromotion(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [all, mine] = await Promise.all([
      countHoldingClaims(this.deps.db, [id]),
      countHoldingClaims(this.deps.db, [id], advertiserId),
    ]);
    const now = this.now();
    const onOffer = row.status === 'active' && row.startsAt <= now && now < row.endsAt;
    if (!onOffer && !(mine.get(id) ?? 0)) throw new AppError('NOT_FOUND');
    return promotionView(row, all.get(id) ?? 0, mine.get(id) ?? 0);
  }

  async listAll(principal: Principal): Promise<PromotionList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsPromotion');
    const rows = await listPromotionsNewestFirst(this.deps.db);
    const all = await countHoldingClaims(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return { data: rows.map((row) => promotionView(row, all.get(row.id) ?? 0)) };
  }

  async create(principal: Principal, body: PromotionInput): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsPromotion');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const now = this.now();
        const row = await insertPromotion(tx, { ...columnsOf(body), createdAt: now, updatedAt: now });
        await audit.created(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: 'Promotion', subjectId: row.id },
          row,
        );
        return promotionView(row, 0);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  async update(principal: Principal, id: string, body: PromotionInput): Promise<Promotion> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsPromotion');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const before = await lockPromotion(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await updatePromotion(tx, id, { ...columnsOf(body), updatedAt: this.now() });
        await audit.updated(
          tx,
          actorOf(principal),
          { advertiserId: null, subject: 'Promotion', subjectId: id },
          before,
          after,
        );
        const all = await countHoldingClaims(tx, [id]);
        return promotionView(after, all.get(id) ?? 0);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  /** The advertiser's claims (scope own) or everyone's (operators), newest first. */
  async claims(
    principal: Principal,
    query: PromotionClaimsListQuery,
    scope: 'own' | 'all' = 'own',
  ): Promise<PromotionClaimPage> {
    if (scope === 'own') ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Promotion');
    else ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsPromotion');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageClaims(this.deps.db, {
      advertiserId: scope === 'own' ? advertiserIdOf(principal) : undefined,
      promotionId: query.promotion_id,
      status: query.status,
      page,
      pageSize,
    });
    return {
      data: rows.map((row) => claimView(row.claim, row.promotion, row.reference)),
      total,
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
    const promotion = await lockPromotionByCode(tx, input.code.trim().toUpperCase());
    if (!promotion) throw promotionField('deposit.errors.promotionUnknown');
    const at = this.now();
    const today = platformDateOf(at, this.deps.timeZone);
    const counts = await claimCountsFor(tx, promotion.id, input.advertiserId, today);
    const refusal = claimRefusal(promotion, { amountMicros: input.amountMicros, at }, counts);
    if (refusal) {
      const key =
        refusal.key === 'promotion.errors.minDeposit'
          ? `${refusal.key}|min=${formatUsdt(promotion.minDepositMicros)}`
          : refusal.key;
      throw promotionField(key);
    }
    await insertClaim(tx, {
      promotionId: promotion.id,
      advertiserId: input.advertiserId,
      depositId: input.depositId,
      status: 'claimed',
      claimDate: today,
      claimedAt: at,
    });
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
    const claim = await lockClaimOfDeposit(tx, deposit.id);
    if (claim?.status !== 'claimed') return;
    const promotion = await lockPromotion(tx, claim.promotionId);
    if (!promotion) return;
    const counts = await claimCountsFor(tx, promotion.id, deposit.advertiserId, claim.claimDate);
    // The claim itself holds a slot already: check the limits without it.
    const others = { total: counts.total - 1, mine: counts.mine - 1, mineToday: counts.mineToday - 1 };
    const refusal = claimRefusal(promotion, { amountMicros: creditedMicros, at: this.now() }, others);
    if (refusal) {
      await updateClaim(tx, claim.id, { status: 'cancelled', reason: refusal.key });
      await this.deps.notifications?.notify(tx, deposit.advertiserId, {
        kind: 'promotion',
        messageKey: 'notifications.messages.promotionCancelled',
        params: { code: promotion.code, reference: deposit.reference },
        link: `/deposit/${deposit.id}`,
      });
      return;
    }
    const bonus = bonusFor(promotion, creditedMicros);
    if (bonus > 0n) {
      await this.deps.ledger.post(tx, {
        advertiserId: deposit.advertiserId,
        type: 'promotion',
        amountMicros: bonus,
        reference: `promotion:${claim.id}`,
        source: { type: 'promotion_claim', id: claim.id },
        note: `${promotion.code} · ${deposit.reference}`,
      });
    }
    const after = await updateClaim(tx, claim.id, { status: 'used', bonusMicros: bonus, usedAt: this.now() });
    if (bonus > 0n)
      await this.deps.notifications?.notify(tx, deposit.advertiserId, {
        kind: 'promotion',
        messageKey: 'notifications.messages.promotionBonus',
        params: { code: promotion.code, bonus: formatUsdt(bonus) },
        link: '/report/statement',
      });
    await audit.updated(
      tx,
      actor,
      { advertiserId: deposit.advertiserId, subject: 'PromotionClaim', subjectId: claim.id },
      claim,
      after,
    );
  }

  /**
   * The promotion claimed on a deposit, for the deposit's own pages. The caller (the deposits module) has
   * checked that the deposit is the caller's; the claim is read through it, never by an id of its own.
   */
  async claimOfDeposit(depositId: string): Promise<DepositPromotion | null> {
    const row = await findClaimOfDeposit(this.deps.db, depositId);
    if (!row) return null;
    return {
      code: row.code,
      status: row.claim.status,
      bonus: formatUsdt(row.claim.bonusMicros),
      reason: row.claim.reason,
    };
  }

  /** The deposit will never be credited: its claim gives its slot back. */
  async releaseFor(tx: Executor, depositId: string, reason: string) {
    await cancelClaimOfDeposit(tx, depositId, reason);
  }
}

function promotionField(key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path: 'promotion_code', key }] });
}
