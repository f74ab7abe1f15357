import type {
  AdStatistics,
  AdStatusLog,
  AdTarget,
  Advertisement,
  BudgetLog,
  PlannerTarget,
  PlannerTargetPage,
} from '@adportal/contracts';
import { anAd, pageOf } from '../factories.ts';

/** One ad as GET /api/advertisements/{id} answers it: the list's row without its figures. */
export function anAdvertisement(overrides: Partial<Advertisement> = {}): Advertisement {
  const { figures: _figures, ...ad } = anAd();
  return { ...ad, ...overrides };
}

/** A bid of an ad on a keyword (or a website with `target_type`). */
export function anAdTarget(overrides: Partial<AdTarget> = {}): AdTarget {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    advertisement_id: 'ad000000-0000-4000-8000-000000000001',
    target_type: 'keyword',
    target_id: 'k0000000-0000-4000-8000-000000000001',
    target_name: 'bitcoin',
    min_bid: '0.10',
    max_bid: '0.50',
    default_min: '0.10',
    advice_price: '0.40',
    enabled: true,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function anAdStatusLog(overrides: Partial<AdStatusLog> = {}): AdStatusLog {
  return {
    id: 'l0000000-0000-4000-8000-000000000001',
    from: 'pending',
    to: 'approved',
    action: 'approve',
    reason: null,
    by: 'Olivia Operator',
    by_operator: true,
    created_at: '2026-11-21T04:00:00.000Z',
    ...overrides,
  };
}

export function aBudgetLog(overrides: Partial<BudgetLog> = {}): BudgetLog {
  return {
    id: 'g0000000-0000-4000-8000-000000000001',
    amount: '50.00',
    period: 'daily',
    start_date: '2026-11-20',
    end_date: null,
    by: 'Ada Lovelace',
    created_at: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}

export function adStatistics(overrides: Partial<AdStatistics> = {}): AdStatistics {
  return {
    targets: 3,
    active_targets: 2,
    keyword_targets: 2,
    website_targets: 1,
    highest_max_bid: '0.80',
    spent_today: '4.20',
    spent_total: '36.00',
    days_live: 8,
    status_changes: 2,
    budget_changes: 1,
    ...overrides,
  };
}

/** A keyword of the planner's list. */
export function aPlannerTarget(overrides: Partial<PlannerTarget> = {}): PlannerTarget {
  return {
    target_type: 'keyword',
    id: 'c1000000-0000-4000-8000-000000000001',
    name: 'bitcoin',
    default_min: '0.10',
    competitors: 3,
    advice_price: '0.40',
    advice_beats_share: 0.67,
    highest_bid: '0.90',
    ...overrides,
  };
}

export const plannerTargetPageOf = (rows: PlannerTarget[], page = 1, pageSize = 10): PlannerTargetPage =>
  pageOf(rows, page, pageSize);
