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
