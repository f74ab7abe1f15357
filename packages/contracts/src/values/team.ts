export const USER_STATUSES = ['active', 'inactive'] as const;

/** An invitation link works this long. */
export const INVITE_LINK_DAYS = 7;

export const USERS_PAGE_SIZES = [10, 25, 50] as const;

export const PHONE_MAX_LENGTH = 20;

/** Digits with an optional leading +, spaces or dashes between groups; 7 to 15 digits (E.164-ish). */
export const PHONE_RULE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}
