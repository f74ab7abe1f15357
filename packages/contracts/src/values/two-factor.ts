export const TOTP_DIGITS = 6;

export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: two groups of four characters, e.g. `k7mq-3xpr`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/i;

export const required = { error: 'validation.required' };
