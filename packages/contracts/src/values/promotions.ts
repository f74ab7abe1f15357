export const PROMOTION_TYPES = ['fixed', 'percentage'] as const;

/** per_day: one claim per advertiser per platform day; per_campaign: one per advertiser for the promotion. */
export const PROMOTION_CLAIM_CONDITIONS = ['per_day', 'per_campaign', 'unlimited'] as const;

export const PROMOTION_STATUSES = ['active', 'inactive'] as const;

/** A claim: on a deposit not paid yet (claimed), credited as a bonus (used), or dropped (cancelled). */
export const PROMOTION_CLAIM_STATUSES = ['claimed', 'used', 'cancelled'] as const;

/** Where the promotion sends the advertiser from its card. */
export const PROMOTION_TARGET_PAGES = ['deposit', 'advertisement', 'dashboard'] as const;
