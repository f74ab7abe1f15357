import type { AdAction, AdStatus } from '../advertisements.ts';

export const AD_TYPES = ['click', 'impression'] as const;

export const AD_STATUSES = ['pending', 'approved', 'rejected', 'banned', 'deleted'] as const;

/** The advertiser's switch. Whether the ad actually serves is derived (see AdServing). */
export const AD_DISPLAYS = ['online', 'offline'] as const;

/**
 * Every move of an ad's status, in one place (docs/advertisements.md). An action is allowed only from the
 * listed statuses; anything else is refused with 409 INVALID_TRANSITION.
 * - submit: an edit that needs review again (new image or redirect URL) — the only way back to pending;
 * - approve / reject: an operator's review of a pending ad;
 * - ban / unban: an operator takes an approved ad down, or restores a banned one;
 * - delete: the advertiser removes the ad (kept for reports, never shown again).
 */
export const AD_ACTIONS = ['submit', 'approve', 'reject', 'ban', 'unban', 'delete'] as const;

export const AD_TRANSITIONS: Record<AdAction, { from: readonly AdStatus[]; to: AdStatus }> = {
  submit: { from: ['pending', 'approved', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  ban: { from: ['approved'], to: 'banned' },
  unban: { from: ['banned'], to: 'approved' },
  delete: { from: ['pending', 'approved', 'rejected', 'banned'], to: 'deleted' },
};

/** Operator actions that must say why. */
export const AD_ACTIONS_NEEDING_REASON: readonly AdAction[] = ['reject', 'ban'];

/** The status an action leads to from `from`, or null when the move is not allowed. */
export function nextAdStatus(from: AdStatus, action: AdAction): AdStatus | null {
  const rule = AD_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/** Image files the platform accepts (checked from the file's content on the server). */
export const AD_IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;

export const AD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const countriesChosen = (body: { all_countries: boolean; countries: string[] }) =>
  body.all_countries || body.countries.length > 0;

export const countriesRule = { error: 'ad.errors.countriesRequired', path: ['countries'] };

/** Why an ad is not serving right now; an empty list means it serves. */
export const AD_NOT_SERVING_REASONS = [
  'not_approved',
  'offline',
  'out_of_schedule',
  'budget_not_started',
  'budget_ended',
  'budget_spent',
  'no_active_targets',
  'balance_low',
] as const;

/**
 * What the auction makes of an ad (docs/advertisements.md, "Serving status"): `serving` — it won impressions in
 * the current or the previous clock hour; `limited_by_rank` — it may serve but none of its bids wins its slot
 * (see `bid_to_win`); `no_traffic` — a bid wins its slot but no page asked for it lately; `not_eligible` — a
 * reason of `not_serving` keeps it out of every auction.
 */
export const AD_DELIVERY_STATES = ['serving', 'limited_by_rank', 'no_traffic', 'not_eligible'] as const;

export const BUDGET_PERIODS = ['daily', 'lifetime'] as const;

/** The list's columns it sorts by: the ad's own, then what its delivery did in the list's period. */
export const AD_SORTS = [
  'created_at',
  'updated_at',
  'name',
  'status',
  'type',
  'impressions',
  'clicks',
  'ctr',
  'spend',
  'average_cpc',
] as const;

/** Sorts by a figure of the period (the others are columns of the ad itself). */
export const AD_FIGURE_SORTS = ['impressions', 'clicks', 'ctr', 'spend', 'average_cpc'] as const;

/** What the ad list does to several ads at once: the online switch, or their bids' max price. */
export const AD_BULK_ACTIONS = ['pause', 'resume', 'set_max_bid', 'adjust_max_bid'] as const;

/** How many ads one bulk action takes (a page of the list at its largest). */
export const AD_BULK_MAX = 100;

/** A bulk bid change in percent: down to a tenth of the bid, up to six times it. */
export const AD_BID_PERCENT_MIN = -90;
export const AD_BID_PERCENT_MAX = 500;

/** Operators' moderation: approve / reject a pending ad, ban / unban. Reject and ban need a reason. */
export const OPS_AD_ACTIONS = ['approve', 'reject', 'ban', 'unban'] as const;
