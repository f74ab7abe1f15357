export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 120;

export const EMAIL_MAX_LENGTH = 254;

export const required = { error: 'validation.required' };

/** A missing value is "required"; a value of another type is "wrong type". */
export const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.invalidType',
};

/** At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;

/** The dates a filter or a budget may name: wide enough for any campaign, narrow enough for every database. */
export const DATE_MIN = '2000-01-01';

export const DATE_MAX = '2999-12-31';
