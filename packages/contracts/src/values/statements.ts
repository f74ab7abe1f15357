export const STATEMENT_TYPES = ['deposit', 'expense', 'adjust', 'promotion'] as const;

export const STATEMENT_SOURCES = ['deposit', 'promotion_claim', 'adjustment', 'settlement'] as const;

/** An operator's adjustment: a signed amount (at most 2 decimals) and the reason the advertiser will see. */
/** The largest balance adjustment at once, either way: far above any real correction, far below bigint. */
export const ADJUST_MAX_USDT = 1_000_000_000;
