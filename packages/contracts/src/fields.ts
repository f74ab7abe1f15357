import { z } from 'zod';
import { messageKey } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

const required = { error: 'validation.required' };

/** A missing value is "required"; a value of another type is "wrong type". */
export const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.invalidType',
};

/** A string that must be present. */
export const requiredString = () => z.string(typeError);

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number) =>
  requiredString()
    .trim()
    .min(1, required)
    .max(max, { error: messageKey('validation.maxLength', { max }) });

export const ZEmail = requiredString()
  .trim()
  .min(1, required)
  .max(EMAIL_MAX_LENGTH, { error: messageKey('validation.maxLength', { max: EMAIL_MAX_LENGTH }) })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

/** At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;

export const ZNewPassword = requiredString()
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { error: messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX_LENGTH }) })
  .regex(PASSWORD_RULE, { error: 'validation.passwordRule' });

/** A password being checked rather than chosen: only bounded, never described. */
export const ZExistingPassword = requiredString()
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX_LENGTH }) });

/** The dates a filter or a budget may name: wide enough for any campaign, narrow enough for every database. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2999-12-31';

/**
 * A calendar date (YYYY-MM-DD) typed by a person: a real day between DATE_MIN and DATE_MAX. Without the
 * bounds, '9999-12-31' plus a day or '0000-01-01' reached PostgreSQL and failed there.
 */
export const isoDateInput = (error = 'validation.invalid') =>
  z.iso.date({ error }).refine((date) => date >= DATE_MIN && date <= DATE_MAX, {
    error: messageKey('validation.between', { min: DATE_MIN, max: DATE_MAX }),
  });

/** A moment (ISO 8601 with an offset) typed by a person, within the same years as `isoDateInput`. */
export const isoDateTimeInput = (error = 'validation.invalid') =>
  z.iso.datetime({ error, offset: true }).refine(
    (value) => {
      const time = Date.parse(value);
      return time >= Date.parse(`${DATE_MIN}T00:00:00Z`) && time <= Date.parse(`${DATE_MAX}T23:59:59.999Z`);
    },
    { error: messageKey('validation.between', { min: DATE_MIN, max: DATE_MAX }) },
  );
