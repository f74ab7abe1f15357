import type { NotificationSettings, NotificationSettingsBody } from '@adportal/contracts';

/** What the form holds: the body, with the threshold as typed ('' = no low-balance alert). */
export type NotificationSettingsValues = Omit<NotificationSettingsBody, 'low_balance_threshold'> & {
  low_balance_threshold: string;
};

/** The body PUT sends: an empty threshold is null. */
export function toBody(values: NotificationSettingsValues): NotificationSettingsBody {
  const threshold = values.low_balance_threshold.trim();
  return { ...values, low_balance_threshold: threshold === '' ? null : threshold };
}

/** The form's values from the stored settings. */
export function toFormValues(settings: NotificationSettings): NotificationSettingsValues {
  return {
    categories: settings.categories.map((row) => ({ ...row })),
    low_balance_threshold: settings.low_balance_threshold ?? '',
    digest: { ...settings.digest },
  };
}

/**
 * The API's field errors by the last segment of their path ("digest.hour" → hour), and the form field each
 * lands on.
 */
export const SERVER_FIELDS = {
  low_balance_threshold: 'low_balance_threshold',
  frequency: 'digest.frequency',
  hour: 'digest.hour',
  weekday: 'digest.weekday',
} as const;
export const SERVER_FIELD_NAMES = Object.keys(SERVER_FIELDS) as (keyof typeof SERVER_FIELDS)[];
