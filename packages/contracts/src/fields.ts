import { z } from 'zod';
import { messageKey } from './i18n-keys.ts';
import {
  DATE_MAX,
  DATE_MIN,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  required,
  typeError,
} from './values/fields.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  DATE_MAX,
  DATE_MIN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  typeError,
} from './values/fields.ts';

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

export const ZNewPassword = requiredString()
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { error: messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX_LENGTH }) })
  .regex(PASSWORD_RULE, { error: 'validation.passwordRule' });

/** A password being checked rather than chosen: only bounded, never described. */
export const ZExistingPassword = requiredString()
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX_LENGTH }) });

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
