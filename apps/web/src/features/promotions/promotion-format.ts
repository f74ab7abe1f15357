import {
  formatUsdt,
  type PROMOTION_TARGET_PAGES,
  type Promotion,
  type PromotionBody,
  type PromotionClaim,
  type PromotionClaimCondition,
  type PromotionStatus,
  type PromotionType,
  parseUsdt,
} from '@adportal/contracts';
import { fromZonedInput } from '../../lib/format.ts';

/** A percentage from the wire ("15.00", "12.50") without its trailing zeros: "15", "12.5". */
export function formatPercent(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** True when a USDT amount from the wire is zero (or malformed). */
export function isZeroAmount(value: string): boolean {
  return (parseUsdt(value) ?? 0n) === 0n;
}

/** Sum of USDT amounts (decimal strings) in micro-USDT, never through floats; malformed ones count as 0. */
export function sumAmounts(values: readonly string[]): string {
  const micros = values.reduce((total, value) => total + (parseUsdt(value) ?? 0n), 0n);
  return formatUsdt(micros, 2);
}

/** Claims of a promotion that are still free for every advertiser together. */
export function remainingClaims(promotion: Pick<Promotion, 'limit_total' | 'claims'>): number {
  return Math.max(0, promotion.limit_total - promotion.claims);
}

/** One line of the per-promotion report. */
export interface PromotionReportRow {
  promotionId: string;
  code: string;
  title: string;
  /** Claims credited as a bonus. */
  used: number;
  /** Claims on a deposit not paid yet. */
  claimed: number;
  cancelled: number;
  /** Sum of the bonus of the used claims (decimal string). */
  bonus: string;
  /** The newest claimed_at (ISO). */
  lastClaimedAt: string;
}

/** The advertiser's claims grouped per promotion, the promotion claimed most recently first. */
export function groupClaimsByPromotion(claims: readonly PromotionClaim[]): PromotionReportRow[] {
  const groups = new Map<string, { row: PromotionReportRow; bonuses: string[] }>();
  for (const claim of claims) {
    let group = groups.get(claim.promotion_id);
    if (!group) {
      group = {
        row: {
          promotionId: claim.promotion_id,
          code: claim.promotion_code,
          title: claim.promotion_title,
          used: 0,
          claimed: 0,
          cancelled: 0,
          bonus: '0.00',
          lastClaimedAt: claim.claimed_at,
        },
        bonuses: [],
      };
      groups.set(claim.promotion_id, group);
    }
    const { row } = group;
    row[claim.status] += 1;
    if (claim.status === 'used') group.bonuses.push(claim.bonus);
    if (claim.claimed_at > row.lastClaimedAt) row.lastClaimedAt = claim.claimed_at;
  }
  return [...groups.values()]
    .map(({ row, bonuses }) => ({ ...row, bonus: sumAmounts(bonuses) }))
    .sort((a, b) => (a.lastClaimedAt < b.lastClaimedAt ? 1 : a.lastClaimedAt > b.lastClaimedAt ? -1 : 0));
}

/** What the form holds: the body of the API, with local date-times and the numbers as typed. */
export interface PromotionFormValues {
  code: string;
  title: string;
  description: string;
  type: PromotionType;
  value: string;
  /** Date-time field values on the platform's clock ("2025-03-01T09:30"). */
  starts_at: string;
  ends_at: string;
  min_deposit: string;
  max_amount: string;
  claim_condition: PromotionClaimCondition;
  limit_per_user: string;
  limit_total: string;
  target_page: (typeof PROMOTION_TARGET_PAGES)[number];
  status: PromotionStatus;
}

/** An empty field is missing (required), anything else goes to the schema as a number. */
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form as the API's body: the platform's wall-clock date-times as instants, numbers as numbers. */
export function toPromotionBody(values: PromotionFormValues): PromotionBody {
  return {
    ...values,
    starts_at: fromZonedInput(values.starts_at) ?? (undefined as unknown as string),
    ends_at: fromZonedInput(values.ends_at) ?? (undefined as unknown as string),
    limit_per_user: toNumber(values.limit_per_user) as number,
    limit_total: toNumber(values.limit_total) as number,
  };
}
