/** A click is charged (success) or not (void, with the rule that voided it). */
export const CLICK_STATUSES = ['success', 'void'] as const;

/**
 * Why a click was voided (docs/delivery.md lists each rule and its threshold):
 * at click time — bot, duplicate, expired, ip_rate, too_fast, no_impression, self_click, budget, balance;
 * after the platform's midnight — ip_daily; by an operator — manual.
 */
export const VOID_REASONS = [
  'bot',
  'duplicate',
  'expired',
  'ip_rate',
  'too_fast',
  'no_impression',
  'self_click',
  'budget',
  'balance',
  'ip_daily',
  'manual',
] as const;

/** What the visitor's user agent says it is (a missing one counts as a bot). */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'bot', 'other'] as const;

/** A slot size as publishers write it: "300x250". */
export const AD_SIZE_PATTERN = /^[1-9]\d{0,3}x[1-9]\d{0,3}$/;

/**
 * The longest value of each parameter of an ad tag's query (`/serve/ad?site&size&kw`): longer is an empty slot.
 * The ad server reads the query by hand against these (the contract ZServeQuery describes it with them).
 */
export const SERVE_QUERY_MAX_LENGTH = { site: 64, size: 9, kw: 1000 } as const;
